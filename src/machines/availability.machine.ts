import { assign, fromPromise, sendParent, setup } from 'xstate';
import { checkEmailPhoneHandle, checkUserName } from '../api/auth';
import { AVAILABILITY_CHECK_DEBOUNCE_MS } from '../domain/spec-constants';
import type { Identity } from '../domain/form-rules';
import type { MachineCard } from './machine-catalog';

/** Which server check a checker runs: checkUserName, or checkEmailPhoneHandle for email, phone and handle. */
export type AvailabilityKind = 'username' | 'identity';
export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';
export type IdentityValues = Partial<Record<Identity, string>>;

export interface AvailabilityContext {
  kind: AvailabilityKind;
  /** The values being checked: only those that already pass their format rule. */
  values: IdentityValues;
  taken: Identity[];
}

export type AvailabilityEvent = { type: 'availability.check'; values: IdentityValues };

/** What a checker tells the form that runs it, on every change of its answer. */
export type AvailabilityReport = {
  type: 'availability.changed';
  kind: AvailabilityKind;
  status: AvailabilityStatus;
  taken: Identity[];
};

type Answer = { available: boolean; taken: Identity[] };

const hasValues = (values: IdentityValues) => Object.values(values).some((v) => v !== undefined && v !== '');

/**
 * A live check that a user name, or an email / phone / handle, is still free (checkUserName,
 * checkEmailPhoneHandle). The form sends the values as they are typed; the checker waits for a pause in typing
 * (debounce), asks the server, and reports the answer to the form. A newer value cancels the check in flight,
 * so an old answer never overwrites a newer one. The checks are advisory: registration checks again.
 */
export const availabilityMachine = setup({
  types: {
    input: {} as { kind: AvailabilityKind },
    context: {} as AvailabilityContext,
    events: {} as AvailabilityEvent,
    tags: {} as 'busy',
  },
  actors: {
    // Failures are the checker's to report (as 'unknown'), not a toast: the creator is still typing.
    checkUserName: fromPromise<Answer, { username: string }>(({ input, signal }) =>
      checkUserName(input, { signal, ignoreErrors: true }),
    ),
    checkEmailPhoneHandle: fromPromise<Answer, IdentityValues>(({ input, signal }) =>
      checkEmailPhoneHandle(input, { signal, ignoreErrors: true }),
    ),
  },
  actions: {
    assignValues: assign((_, params: { values: IdentityValues }) => ({ values: params.values, taken: [] })),
    assignTaken: assign((_, params: { taken: Identity[] }) => ({ taken: params.taken })),
    reportStatus: sendParent(({ context }, params: { status: AvailabilityStatus }): AvailabilityReport => ({
      type: 'availability.changed',
      kind: context.kind,
      status: params.status,
      taken: context.taken,
    })),
  },
  guards: {
    hasValues: (_, params: { values: IdentityValues }) => hasValues(params.values),
    isUsernameCheck: ({ context }) => context.kind === 'username',
    isAvailable: (_, params: { answer: Answer }) => params.answer.available,
  },
  delays: { debounce: AVAILABILITY_CHECK_DEBOUNCE_MS },
}).createMachine({
  id: 'availability',
  description: 'Tells a form, while the creator types, whether a user name, email, phone or handle is still free.',
  context: ({ input }) => ({ kind: input.kind, values: {}, taken: [] }),
  initial: 'idle',
  on: {
    'availability.check': [
      {
        guard: { type: 'hasValues', params: ({ event }) => ({ values: event.values }) },
        target: '.waiting',
        reenter: true,
        actions: { type: 'assignValues', params: ({ event }) => ({ values: event.values }) },
        description: 'A value changed and passes its format rule: wait for a pause in typing (restarting the wait).',
      },
      {
        target: '.idle',
        actions: { type: 'assignValues', params: () => ({ values: {} }) },
        description: 'Nothing checkable (empty, or not yet a valid value): no answer to give.',
      },
    ],
  },
  states: {
    idle: {
      description: 'Nothing to check.',
      entry: { type: 'reportStatus', params: { status: 'idle' } },
    },
    waiting: {
      description: 'The creator may still be typing; a check goes out after a short pause.',
      tags: ['busy'],
      entry: { type: 'reportStatus', params: { status: 'checking' } },
      after: {
        debounce: [
          {
            guard: 'isUsernameCheck',
            target: 'checkingUserName',
            description: 'Typing paused: ask whether the user name is free.',
          },
          {
            target: 'checkingIdentity',
            description: 'Typing paused: ask whether the email, phone and handle are free.',
          },
        ],
      },
    },
    checkingUserName: {
      description: 'checkUserName is asked.',
      tags: ['busy'],
      invoke: {
        id: 'checkUserName',
        src: 'checkUserName',
        input: ({ context }) => ({ username: context.values.username ?? '' }),
        onDone: [
          {
            guard: { type: 'isAvailable', params: ({ event }) => ({ answer: event.output }) },
            target: 'available',
            description: 'Free.',
          },
          {
            target: 'taken',
            actions: { type: 'assignTaken', params: ({ event }) => ({ taken: event.output.taken }) },
            description: 'Another account uses it.',
          },
        ],
        onError: {
          target: 'unknown',
          description: 'The check failed (offline, rate-limited): no verdict; registration decides.',
        },
      },
    },
    checkingIdentity: {
      description: 'checkEmailPhoneHandle is asked about every value that passes its rule.',
      tags: ['busy'],
      invoke: {
        id: 'checkEmailPhoneHandle',
        src: 'checkEmailPhoneHandle',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'isAvailable', params: ({ event }) => ({ answer: event.output }) },
            target: 'available',
            description: 'All free.',
          },
          {
            target: 'taken',
            actions: { type: 'assignTaken', params: ({ event }) => ({ taken: event.output.taken }) },
            description: 'Some are used by another account; the answer says which.',
          },
        ],
        onError: { target: 'unknown', description: 'The check failed: no verdict; the server decides on sending.' },
      },
    },
    available: {
      description: 'Free when last asked.',
      entry: { type: 'reportStatus', params: { status: 'available' } },
    },
    taken: { description: 'Taken when last asked.', entry: { type: 'reportStatus', params: { status: 'taken' } } },
    unknown: { description: 'Could not be checked.', entry: { type: 'reportStatus', params: { status: 'unknown' } } },
  },
});

export const card = {
  machine: availabilityMachine,
  title: 'Name availability',
  spec: '§5 validation rules',
  input: { kind: 'username' },
} satisfies MachineCard<typeof availabilityMachine>;
