import { assign, emit, fromPromise, setup } from 'xstate';
import { getInfoV2, saveInfo } from '../api/account';
import { chosen, filledIn, FOLLOWER_RANGES, PROFILE_RULES, type ProfileValues } from '../domain/form-rules';
import { SAVE_SUCCESS_TEXT } from '../domain/spec-constants';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import { industriesRegion, industryImplementations, industryListActor, type Industry } from './industry-choices';
import type { SignInEmitted, UserInfo } from './sign-in-effects';
import type { MachineCard } from './machine-catalog';

export type SettingsForm = Awaited<ReturnType<typeof getInfoV2>>;
export type ProfileBody = NonNullable<Parameters<typeof saveInfo>[0]>;

export interface EditProfileContext extends FormContext<ProfileValues> {
  /** Shown, not edited here: email and handle change through Account info (they need a code or a uniqueness check). */
  email: string;
  handle: string;
  industries: Industry[];
}

export type EditProfileEvent =
  | FieldEvent
  | { type: 'profile.save' }
  | { type: 'profile.retry' }
  | { type: 'profile.back' }
  | { type: 'industries.retry' };

export const EMPTY_PROFILE: ProfileValues = {
  maiNickName: '',
  maiUserPicture: '',
  firstName: '',
  lastName: '',
  phone: '',
  industry: '',
  numbersOfFollowers: '',
};

/** The personal fields as saveInfo takes them: filled-in ones only (the contract leaves absent fields as they are). */
export function profileBody(values: ProfileValues): ProfileBody {
  const body: ProfileBody = filledIn(values, [
    'maiNickName',
    'maiUserPicture',
    'firstName',
    'lastName',
    'phone',
    'industry',
  ]);
  const followers = chosen(FOLLOWER_RANGES, values.numbersOfFollowers);
  if (followers) body.numbersOfFollowers = followers;
  return body;
}

const form = formImplementations<EditProfileContext, EditProfileEvent>()({ main: PROFILE_RULES });

/**
 * Edit Profile (spec §2 editProfile/index): the personal fields of the creator record, read with getInfoV2
 * (the contract's getInfo answers the user record without names, phone or audience size, so the form reads the
 * Account info form, which has them) and saved with saveInfo, whose answer refreshes the session's user info.
 */
export const editProfileMachine = setup({
  types: {
    context: {} as EditProfileContext,
    events: {} as EditProfileEvent,
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors' | 'loading' | 'industries-loading' | 'industries-failed',
  },
  actors: {
    industryListV2: industryListActor,
    getInfoV2: fromPromise<SettingsForm>(({ signal }) => getInfoV2(undefined, { signal })),
    saveInfo: fromPromise<UserInfo, ProfileBody>(({ input, signal }) => saveInfo(input, { signal })),
  },
  actions: {
    ...form.actions,
    ...industryImplementations<EditProfileContext, EditProfileEvent>(),
    assignProfile: assign((_, params: { settings: SettingsForm }) => {
      const s = params.settings;
      return {
        email: s.email,
        handle: s.handle ?? '',
        values: {
          maiNickName: s.maiNickName ?? '',
          maiUserPicture: s.maiUserPicture ?? '',
          firstName: s.firstName ?? '',
          lastName: s.lastName ?? '',
          phone: s.phone ?? '',
          industry: s.industry ?? '',
          numbersOfFollowers: s.numbersOfFollowers ?? '',
        },
      };
    }),
    notifySaved: emit({ type: 'toast.show', text: SAVE_SUCCESS_TEXT }),
    notifyUserInfo: emit((_, params: { userInfo: UserInfo }) => ({
      type: 'session.userInfoChanged' as const,
      userInfo: params.userInfo,
      relaunch: false,
    })),
    navigateBack: emit({ type: 'route.back' }),
  },
  guards: { ...form.guards },
}).createMachine({
  id: 'editProfile',
  description: 'Edit Profile: view and save the personal fields of the creator record.',
  context: { ...initialForm(EMPTY_PROFILE), email: '', handle: '', industries: [] },
  type: 'parallel',
  states: {
    page: {
      description: 'Loading the profile, editing it and saving it.',
      initial: 'loading',
      on: {
        'profile.back': {
          actions: 'navigateBack',
          description: 'Back to the previous page (unsaved changes are dropped).',
        },
      },
      states: {
        loading: {
          description: 'getInfoV2 loads the profile.',
          tags: ['loading', 'busy'],
          invoke: {
            id: 'getInfoV2',
            src: 'getInfoV2',
            onDone: {
              target: 'editing',
              actions: { type: 'assignProfile', params: ({ event }) => ({ settings: event.output }) },
              description: 'The form shows the profile as stored.',
            },
            onError: { target: 'loadFailed', description: 'The profile could not be loaded; the API layer said why.' },
          },
        },
        loadFailed: {
          description: 'Nothing to edit yet; the creator can try again.',
          tags: ['error'],
          on: { 'profile.retry': { target: 'loading', description: 'Load the profile again.' } },
        },
        editing: editingState({
          submit: 'profile.save',
          target: '#editProfile.page.saving',
          form: 'main',
          what: 'the profile',
        }),
        saving: {
          description: 'saveInfo saves the personal fields.',
          tags: ['busy'],
          invoke: {
            id: 'saveInfo',
            src: 'saveInfo',
            input: ({ context }) => profileBody(context.values),
            onDone: {
              target: 'editing',
              actions: ['notifySaved', { type: 'notifyUserInfo', params: ({ event }) => ({ userInfo: event.output }) }],
              description: "Saved: 'save successful!' and the session keeps the refreshed user info.",
            },
            onError: {
              target: 'editing.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: "Refused: the server's message shows.",
            },
          },
        },
      },
    },
    industries: industriesRegion(),
  },
});

export const card = {
  machine: editProfileMachine,
  title: 'Edit profile',
  spec: '§2 editProfile/index, §5',
  screen: 'editProfile',
} satisfies MachineCard<typeof editProfileMachine>;
