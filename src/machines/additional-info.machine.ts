import { assign, emit, fromPromise, raise, setup, stateIn } from 'xstate';
import { getInfoV3, saveInfoV3 } from '../api/account';
import {
  ADDITIONAL_INFO_RULES,
  chosen,
  filledIn,
  FOLLOWER_RANGES,
  PLATFORMS,
  type AdditionalInfoValues,
} from '../domain/form-rules';
import { SAVE_SUCCESS_TEXT } from '../domain/spec-constants';
import { availabilityMachine } from './availability.machine';
import {
  availabilityImplementations,
  availabilityRegion,
  noChecks,
  type AvailabilityChecks,
  type CheckedField,
} from './availability-checks';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import { industriesRegion, industryImplementations, industryListActor, type Industry } from './industry-choices';
import type { SignInEmitted, UserInfo } from './sign-in-effects';
import type { MachineCard } from './machine-catalog';

export type ProfileCompletion = Awaited<ReturnType<typeof getInfoV3>>;
export type AdditionalInfoBody = Parameters<typeof saveInfoV3>[0];

export interface AdditionalInfoContext extends FormContext<AdditionalInfoValues> {
  /** The route asked to force completion (isForce=1). */
  forceRequested: boolean;
  /** The handle the creator already has ('' when none): their own handle is not "taken". */
  currentHandle: string;
  availability: AvailabilityChecks;
  industries: Industry[];
}

export type AdditionalInfoEvent =
  | FieldEvent
  | { type: 'additional.submit' }
  | { type: 'additional.retry' }
  | { type: 'additional.leave' }
  | { type: 'industries.retry' }
  | { type: 'session.logout' }
  /** Raised by the machine itself once the profile is loaded. */
  | { type: 'profile.loaded'; profile: ProfileCompletion }
  | {
      type: 'availability.changed';
      kind: 'username' | 'identity';
      status: AvailabilityChecks['identity']['status'];
      taken: AvailabilityChecks['identity']['taken'];
    };

export const EMPTY_ADDITIONAL_INFO: AdditionalInfoValues = {
  maiNickName: '',
  handle: '',
  industry: '',
  numbersOfFollowers: '',
  primaryPlatform: '',
  primaryPlatformHandle: '',
  amazonTrackingId: '',
};

export function additionalInfoBody(values: AdditionalInfoValues): AdditionalInfoBody {
  const body: AdditionalInfoBody = {
    handle: values.handle.trim(),
    ...filledIn(values, ['maiNickName', 'industry', 'primaryPlatformHandle', 'amazonTrackingId']),
  };
  const followers = chosen(FOLLOWER_RANGES, values.numbersOfFollowers);
  const platform = chosen(PLATFORMS, values.primaryPlatform);
  if (followers) body.numbersOfFollowers = followers;
  if (platform) body.primaryPlatform = platform;
  return body;
}

const form = formImplementations<AdditionalInfoContext, AdditionalInfoEvent>()({ main: ADDITIONAL_INFO_RULES });
export const ADDITIONAL_CHECKED: readonly CheckedField[] = [{ field: 'handle', check: 'identityCheck' }];

const checks = availabilityImplementations<AdditionalInfoContext, AdditionalInfoEvent>(
  ADDITIONAL_INFO_RULES,
  ADDITIONAL_CHECKED,
  // The creator's own handle is not taken by someone else: it is not checked.
  (field, value, context) => field === 'handle' && value === context.currentHandle,
);

/**
 * Additional Info (spec §2 additional/index, §4 Launch): the handle (unique, checked while typing), industry,
 * audience size and primary platform, saved with saveInfoV3. With isForce=1 and no handle yet the page is forced:
 * the only ways out are completing it or logging out, and saving relaunches into the app with the new user info.
 * Otherwise (Account info from the settings) saving keeps the creator on the page with the refreshed user info.
 */
export const additionalInfoMachine = setup({
  types: {
    context: {} as AdditionalInfoContext,
    events: {} as AdditionalInfoEvent,
    input: {} as { isForce: boolean },
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors' | 'forced' | 'loading' | 'industries-loading' | 'industries-failed',
  },
  actors: {
    availability: availabilityMachine,
    industryListV2: industryListActor,
    getInfoV3: fromPromise<ProfileCompletion>(({ signal }) => getInfoV3(undefined, { signal })),
    saveInfoV3: fromPromise<UserInfo, AdditionalInfoBody>(({ input, signal }) => saveInfoV3(input, { signal })),
  },
  actions: {
    ...form.actions,
    ...checks.actions,
    ...industryImplementations<AdditionalInfoContext, AdditionalInfoEvent>(),
    assignProfile: assign(({ context }, params: { profile: ProfileCompletion }) => {
      const s = params.profile.settings;
      return {
        currentHandle: s.handle ?? '',
        values: {
          ...context.values,
          maiNickName: s.maiNickName ?? '',
          handle: s.handle ?? '',
          industry: s.industry ?? '',
          numbersOfFollowers: s.numbersOfFollowers ?? '',
          amazonTrackingId: s.amazonTrackingId ?? '',
        },
      };
    }),
    announceProfile: raise((_, params: { profile: ProfileCompletion }) => ({
      type: 'profile.loaded' as const,
      profile: params.profile,
    })),
    notifySaved: emit({ type: 'toast.show', text: SAVE_SUCCESS_TEXT }),
    notifyUserInfo: emit((_, params: { userInfo: UserInfo; relaunch: boolean }) => ({
      type: 'session.userInfoChanged' as const,
      userInfo: params.userInfo,
      relaunch: params.relaunch,
    })),
    assignCurrentHandle: assign((_, params: { userInfo: UserInfo }) => ({
      currentHandle: params.userInfo.handle ?? '',
    })),
    navigateBack: emit({ type: 'route.back' }),
    requestLogout: emit({ type: 'session.logout' }),
  },
  guards: {
    ...form.guards,
    ...checks.guards,
    /** Forced: the route asks for it and the creator has no handle yet (spec §2). */
    isForcedProfile: ({ context }, params: { profile: ProfileCompletion }) =>
      context.forceRequested && !params.profile.settings.handle,
  },
}).createMachine({
  id: 'additionalInfo',
  description: 'Additional Info: complete the profile (handle first); forced while the handle is empty and isForce=1.',
  context: ({ input }) => ({
    ...initialForm(EMPTY_ADDITIONAL_INFO),
    forceRequested: input.isForce,
    currentHandle: '',
    availability: noChecks(),
    industries: [],
  }),
  invoke: { id: 'identityCheck', src: 'availability', input: { kind: 'identity' } },
  type: 'parallel',
  states: {
    page: {
      description: 'Loading the profile, editing it and saving it.',
      initial: 'loading',
      on: {
        'session.logout': {
          actions: 'requestLogout',
          description: 'Log out: always possible, and the only way out of a forced page.',
        },
      },
      states: {
        loading: {
          description: 'getInfoV3 loads the form and what is missing.',
          tags: ['loading', 'busy'],
          invoke: {
            id: 'getInfoV3',
            src: 'getInfoV3',
            onDone: {
              target: 'editing',
              actions: [
                { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
                { type: 'announceProfile', params: ({ event }) => ({ profile: event.output }) },
              ],
              description: 'The form shows the profile as stored (and the page learns whether it is forced).',
            },
            onError: { target: 'loadFailed', description: 'The profile could not be loaded; the API layer said why.' },
          },
        },
        loadFailed: {
          description: 'Nothing to edit yet; the creator can try again (or log out).',
          tags: ['error'],
          on: { 'additional.retry': { target: 'loading', description: 'Load the profile again.' } },
        },
        editing: editingState({
          submit: 'additional.submit',
          target: '#additionalInfo.page.saving',
          form: 'main',
          what: 'the additional info',
          alsoRequire: 'isNothingTaken',
        }),
        saving: {
          description: 'saveInfoV3 saves the profile.',
          tags: ['busy'],
          invoke: {
            id: 'saveInfoV3',
            src: 'saveInfoV3',
            input: ({ context }) => additionalInfoBody(context.values),
            onDone: [
              {
                guard: stateIn({ mode: 'forced' }),
                target: 'saved',
                actions: [
                  'notifySaved',
                  { type: 'notifyUserInfo', params: ({ event }) => ({ userInfo: event.output, relaunch: true }) },
                ],
                description:
                  'The forced profile is complete: the runtime keeps the new user info and relaunches into the app.',
              },
              {
                target: 'editing',
                actions: [
                  'notifySaved',
                  { type: 'notifyUserInfo', params: ({ event }) => ({ userInfo: event.output, relaunch: false }) },
                  { type: 'assignCurrentHandle', params: ({ event }) => ({ userInfo: event.output }) },
                ],
                description: "Saved: 'save successful!', the session keeps the new user info and the page stays open.",
              },
            ],
            onError: {
              target: 'editing.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: "Refused (e.g. the handle was taken meanwhile): the server's message shows.",
            },
          },
        },
        saved: { type: 'final', description: 'The forced profile is saved; the app relaunches.', tags: ['busy'] },
      },
    },
    mode: {
      description: 'Whether the page may be left (spec §2: isForce=1 forces completion while the handle is empty).',
      initial: 'undecided',
      states: {
        undecided: {
          description: 'Until the profile is loaded, the page offers no way out but logging out.',
          on: {
            'profile.loaded': [
              {
                guard: { type: 'isForcedProfile', params: ({ event }) => ({ profile: event.profile }) },
                target: 'forced',
                description: 'No handle and isForce=1: the creator must complete the page.',
              },
              { target: 'optional', description: 'The page can be left.' },
            ],
          },
        },
        forced: { description: 'No back, no cancel: completing or logging out are the ways out.', tags: ['forced'] },
        optional: {
          description: 'The page can be left without saving.',
          on: { 'additional.leave': { actions: 'navigateBack', description: 'The creator leaves without saving.' } },
        },
      },
    },
    checks: availabilityRegion('the handle is'),
    industries: industriesRegion(),
  },
});

export const card = {
  machine: additionalInfoMachine,
  title: 'Additional info',
  spec: '§2 additional/index, §4 Launch',
  screen: 'accountInfo',
  input: { isForce: false },
} satisfies MachineCard<typeof additionalInfoMachine>;
