import { assign, emit, fromPromise, setup } from 'xstate';
import { registerV3 } from '../api/auth';
import { encryptPassword } from '../api/password-encryption';
import {
  chosen,
  CONTACT_METHODS,
  filledIn,
  FOLLOWER_RANGES,
  PLATFORMS,
  REGISTRATION_RULES,
  type RegistrationValues,
} from '../domain/form-rules';
import { ACCOUNT_CREATED_TEXT } from '../domain/spec-constants';
import { availabilityMachine } from './availability.machine';
import { industriesRegion, industryImplementations, industryListActor, type Industry } from './industry-choices';
import {
  availabilityImplementations,
  availabilityRegion,
  noChecks,
  type AvailabilityChecks,
  type CheckedField,
} from './availability-checks';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { LoginResult, SignInEmitted } from './sign-in-effects';
import type { MachineCard } from './machine-catalog';

export type RegisterBody = Parameters<typeof registerV3>[0];

export interface RegistrationContext extends FormContext<RegistrationValues> {
  availability: AvailabilityChecks;
  industries: Industry[];
  encryptedPassword: string | null;
}

export type RegistrationEvent =
  | FieldEvent
  | { type: 'registration.submit' }
  | { type: 'industries.retry' }
  | {
      type: 'availability.changed';
      kind: 'username' | 'identity';
      status: AvailabilityChecks['username']['status'];
      taken: AvailabilityChecks['username']['taken'];
    };

export const EMPTY_REGISTRATION: RegistrationValues = {
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  handle: '',
  firstName: '',
  lastName: '',
  phone: '',
  industry: '',
  amazonTrackingId: '',
  amazonStoreFrontUrl: '',
  targetStoreFrontUrl: '',
  walmartStoreFrontUrl: '',
  referCode: '',
  perferredContact: '',
  numbersOfFollowers: '',
  primaryPlatform: '',
  primaryPlatformHandle: '',
};

/** Which fields each live check watches. */
export const REGISTRATION_CHECKED: readonly CheckedField[] = [
  { field: 'username', check: 'usernameCheck' },
  { field: 'email', check: 'identityCheck' },
  { field: 'phone', check: 'identityCheck' },
  { field: 'handle', check: 'identityCheck' },
];

/**
 * The registration payload (spec §3) from the form: filled-in fields only, the password already encrypted. The
 * handle may be left out: launch then sends the new creator to Additional Info to choose one (isForce=1).
 */
export function registrationBody(values: RegistrationValues, encryptedPassword: string): RegisterBody {
  const body: RegisterBody = {
    username: values.username.trim(),
    password: encryptedPassword,
    email: values.email.trim(),
    ...filledIn(values, [
      'handle',
      'firstName',
      'lastName',
      'phone',
      'industry',
      'amazonTrackingId',
      'amazonStoreFrontUrl',
      'targetStoreFrontUrl',
      'walmartStoreFrontUrl',
      'referCode',
      'primaryPlatformHandle',
    ]),
  };
  const contact = chosen(CONTACT_METHODS, values.perferredContact);
  const followers = chosen(FOLLOWER_RANGES, values.numbersOfFollowers);
  const platform = chosen(PLATFORMS, values.primaryPlatform);
  if (contact) body.perferredContact = contact;
  if (followers) body.numbersOfFollowers = followers;
  if (platform) body.primaryPlatform = platform;
  return body;
}

const form = formImplementations<RegistrationContext, RegistrationEvent>()({ main: REGISTRATION_RULES });
const checks = availabilityImplementations<RegistrationContext, RegistrationEvent>(
  REGISTRATION_RULES,
  REGISTRATION_CHECKED,
);

/**
 * Create Account (spec §2 createAccount, §3 registration payload): every payload field, with the user name,
 * email, phone and handle checked live while typing, the spec §5 validators on every field, and register v3
 * (openapi.yaml: v4 differs only by an emailed code, which this form does not ask for). The new account is
 * signed in straight away: the runtime gets the answer and enters the app.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { referCode?: string },
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors' | 'industries-loading' | 'industries-failed',
  },
  actors: {
    availability: availabilityMachine,
    industryListV2: industryListActor,
    encryptPassword: fromPromise<string, { password: string }>(({ input }) => encryptPassword(input.password)),
    registerV3: fromPromise<LoginResult, RegisterBody>(({ input, signal }) => registerV3(input, { signal })),
  },
  actions: {
    ...form.actions,
    ...checks.actions,
    ...industryImplementations<RegistrationContext, RegistrationEvent>(),
    assignEncrypted: assign((_, params: { ciphertext: string }) => ({ encryptedPassword: params.ciphertext })),
    forgetEncrypted: assign({ encryptedPassword: null }),
    notifySignedIn: emit((_, params: { result: LoginResult }) => ({
      type: 'session.signedIn' as const,
      result: params.result,
    })),
    notifyWelcome: emit({ type: 'toast.show', text: ACCOUNT_CREATED_TEXT }),
  },
  guards: { ...form.guards, ...checks.guards },
}).createMachine({
  id: 'registration',
  description: 'Create a Linkmint account with the registration payload; the new account is signed in at once.',
  context: ({ input }) => ({
    ...initialForm({ ...EMPTY_REGISTRATION, referCode: input.referCode ?? '' }),
    availability: noChecks(),
    industries: [],
    encryptedPassword: null,
  }),
  invoke: [
    { id: 'usernameCheck', src: 'availability', input: { kind: 'username' } },
    { id: 'identityCheck', src: 'availability', input: { kind: 'identity' } },
  ],
  type: 'parallel',
  states: {
    form: {
      description: 'The registration form and its sending.',
      initial: 'editing',
      states: {
        editing: editingState({
          submit: 'registration.submit',
          target: '#registration.form.submitting',
          form: 'main',
          what: 'the registration form',
          alsoRequire: 'isNothingTaken',
        }),
        submitting: {
          description: 'The account is being created; the button waits.',
          tags: ['busy'],
          initial: 'encrypting',
          states: {
            encrypting: {
              description: "The password is encrypted with the server's public key.",
              invoke: {
                id: 'encryptPassword',
                src: 'encryptPassword',
                input: ({ context }) => ({ password: context.values.password }),
                onDone: {
                  target: 'registering',
                  actions: { type: 'assignEncrypted', params: ({ event }) => ({ ciphertext: event.output }) },
                  description: 'Encrypted: the payload can go.',
                },
                onError: {
                  target: '#registration.form.editing.failed',
                  actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
                  description: 'The key could not be fetched or used: nothing was sent.',
                },
              },
            },
            registering: {
              description: 'registerV3 creates the account (the server checks the user name, email and handle again).',
              invoke: {
                id: 'registerV3',
                src: 'registerV3',
                input: ({ context }) => registrationBody(context.values, context.encryptedPassword ?? ''),
                onDone: {
                  target: '#registration.form.registered',
                  actions: [
                    'forgetEncrypted',
                    'notifyWelcome',
                    { type: 'notifySignedIn', params: ({ event }) => ({ result: event.output }) },
                  ],
                  description: 'Created and signed in: the runtime enters the app with the new session.',
                },
                onError: {
                  target: '#registration.form.editing.failed',
                  actions: [
                    'forgetEncrypted',
                    { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
                  ],
                  description: "Refused (e.g. the user name was taken meanwhile): the server's message shows.",
                },
              },
            },
          },
        },
        registered: { type: 'final', description: 'The account exists and is signed in.', tags: ['busy'] },
      },
    },
    checks: availabilityRegion('the user name, email, phone and handle'),
    industries: industriesRegion(),
  },
});

export const card = {
  machine: registrationMachine,
  title: 'Create account',
  spec: '§2 createAccount, §3 registration payload, §5',
  screen: 'createAccount',
  input: {},
} satisfies MachineCard<typeof registrationMachine>;
