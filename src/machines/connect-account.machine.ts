import { assign, emit, fromPromise, setup } from 'xstate';
import { appleAddNewShop, appleBindShopV2, facebookAddNewShop, facebookBindShopV2 } from '../api/auth';
import { encryptPassword } from '../api/password-encryption';
import {
  EXISTING_ACCOUNT_RULES,
  filledIn,
  NEW_SHOP_RULES,
  type LoginValues,
  type NewShopValues,
} from '../domain/form-rules';
import { CONNECT_USER_TYPE_APPLE, SHOP_CONNECTED_TEXT } from '../domain/spec-constants';
import { availabilityMachine } from './availability.machine';
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

export type ConnectValues = NewShopValues & LoginValues;
export type AddNewShopBody = Parameters<typeof facebookAddNewShop>[0];
export type BindShopBody = Parameters<typeof facebookBindShopV2>[0];
export type SocialProvider = 'facebook' | 'apple';

export interface ConnectAccountInput {
  /** The route's userType (spec §2): 1 social (Facebook) sign-in, 2 Apple. */
  userType: number;
  referCode?: string;
}

export interface ConnectAccountContext extends FormContext<ConnectValues> {
  provider: SocialProvider;
  availability: AvailabilityChecks;
  encryptedPassword: string | null;
}

export type ConnectAccountEvent =
  | FieldEvent
  | { type: 'connect.submit' }
  | { type: 'connect.useExisting' }
  | { type: 'connect.createNew' }
  | { type: 'session.logout' }
  | {
      type: 'availability.changed';
      kind: 'username' | 'identity';
      status: AvailabilityChecks['identity']['status'];
      taken: AvailabilityChecks['identity']['taken'];
    };

export const CONNECT_CHECKED: readonly CheckedField[] = [
  { field: 'handle', check: 'identityCheck' },
  { field: 'email', check: 'identityCheck' },
];

export function newShopBody(values: ConnectValues): AddNewShopBody {
  return { handle: values.handle.trim(), ...filledIn(values, ['email', 'firstName', 'lastName', 'referCode']) };
}

const form = formImplementations<ConnectAccountContext, ConnectAccountEvent>()({
  newShop: NEW_SHOP_RULES,
  existing: EXISTING_ACCOUNT_RULES,
});
const checks = availabilityImplementations<ConnectAccountContext, ConnectAccountEvent>(NEW_SHOP_RULES, CONNECT_CHECKED);

const failure = {
  type: 'assignFailureText',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
const connected = {
  target: '#connectAccount.flow.connected',
  actions: [
    'forgetEncrypted',
    'notifyConnected',
    { type: 'notifySignedIn', params: ({ event }: { event: { output: LoginResult } }) => ({ result: event.output }) },
  ],
  description: 'Connected: the session now has a shop; the runtime enters the app.',
} as const;

/**
 * Connect Account (spec §2 connectAccount?userType=1|2&referCode=…, §4 Launch): after a Facebook or Apple
 * sign-in whose account has no shop, the creator either creates a new shop (addNewShop with a handle, an
 * optional email and names, and the referral code from the link prefilled) or attaches the sign-in to an existing
 * Linkmint account (bindShop v2 with its user name and encrypted password). Either way the answer is a session
 * with a shop, handed to the runtime like any sign-in.
 */
export const connectAccountMachine = setup({
  types: {
    context: {} as ConnectAccountContext,
    events: {} as ConnectAccountEvent,
    input: {} as ConnectAccountInput,
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors',
  },
  actors: {
    availability: availabilityMachine,
    facebookAddNewShop: fromPromise<LoginResult, AddNewShopBody>(({ input, signal }) =>
      facebookAddNewShop(input, { signal }),
    ),
    appleAddNewShop: fromPromise<LoginResult, AddNewShopBody>(({ input, signal }) =>
      appleAddNewShop(input, { signal }),
    ),
    encryptPassword: fromPromise<string, { password: string }>(({ input }) => encryptPassword(input.password)),
    facebookBindShopV2: fromPromise<LoginResult, BindShopBody>(({ input, signal }) =>
      facebookBindShopV2(input, { signal }),
    ),
    appleBindShopV2: fromPromise<LoginResult, BindShopBody>(({ input, signal }) => appleBindShopV2(input, { signal })),
  },
  actions: {
    ...form.actions,
    ...checks.actions,
    assignEncrypted: assign((_, params: { ciphertext: string }) => ({ encryptedPassword: params.ciphertext })),
    forgetEncrypted: assign({ encryptedPassword: null }),
    notifySignedIn: emit((_, params: { result: LoginResult }) => ({
      type: 'session.signedIn' as const,
      result: params.result,
    })),
    notifyConnected: emit({ type: 'toast.show', text: SHOP_CONNECTED_TEXT }),
    requestLogout: emit({ type: 'session.logout' }),
  },
  guards: { ...form.guards, ...checks.guards, isApple: ({ context }) => context.provider === 'apple' },
}).createMachine({
  id: 'connectAccount',
  description: 'After a Facebook or Apple sign-in without a shop: create a new shop or attach an existing account.',
  context: ({ input }) => ({
    ...initialForm<ConnectValues>({
      handle: '',
      email: '',
      firstName: '',
      lastName: '',
      referCode: input.referCode ?? '',
      username: '',
      password: '',
    }),
    provider: input.userType === CONNECT_USER_TYPE_APPLE ? 'apple' : 'facebook',
    availability: noChecks(),
    encryptedPassword: null,
  }),
  invoke: { id: 'identityCheck', src: 'availability', input: { kind: 'identity' } },
  type: 'parallel',
  states: {
    flow: {
      description: 'Choosing how to connect, filling in the form and connecting.',
      initial: 'newShop',
      on: {
        'session.logout': {
          actions: 'requestLogout',
          description: 'Not this account after all: sign out (the runtime asks for confirmation).',
        },
      },
      states: {
        newShop: editingState({
          submit: 'connect.submit',
          target: '#connectAccount.flow.creating',
          form: 'newShop',
          what: 'the new shop (handle, optional email and names, referral code)',
          alsoRequire: 'isNothingTaken',
          on: {
            'connect.useExisting': {
              target: '#connectAccount.flow.existing',
              actions: 'clearErrors',
              description: 'The creator already has a Linkmint account.',
            },
          },
        }),
        existing: editingState({
          submit: 'connect.submit',
          target: '#connectAccount.flow.binding',
          form: 'existing',
          what: 'the existing account’s user name and password',
          on: {
            'connect.createNew': {
              target: '#connectAccount.flow.newShop',
              actions: 'clearErrors',
              description: 'Back to creating a new shop.',
            },
          },
        }),
        creating: {
          description: 'addNewShop creates the shop for the signed-in identity.',
          tags: ['busy'],
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Which provider signed in decides the call.',
              always: [
                { guard: 'isApple', target: 'apple', description: 'An Apple sign-in.' },
                { target: 'facebook', description: 'A Facebook sign-in.' },
              ],
            },
            facebook: {
              description: 'facebookAddNewShop.',
              invoke: {
                id: 'facebookAddNewShop',
                src: 'facebookAddNewShop',
                input: ({ context }) => newShopBody(context.values),
                onDone: connected,
                onError: {
                  target: '#connectAccount.flow.newShop.failed',
                  actions: failure,
                  description: "Refused: the server's message shows.",
                },
              },
            },
            apple: {
              description: 'appleAddNewShop.',
              invoke: {
                id: 'appleAddNewShop',
                src: 'appleAddNewShop',
                input: ({ context }) => newShopBody(context.values),
                onDone: connected,
                onError: {
                  target: '#connectAccount.flow.newShop.failed',
                  actions: failure,
                  description: "Refused: the server's message shows.",
                },
              },
            },
          },
        },
        binding: {
          description: 'The existing account is proven with its password, then the sign-in is attached to its shop.',
          tags: ['busy'],
          initial: 'encrypting',
          states: {
            encrypting: {
              description: "The password is encrypted with the server's public key.",
              invoke: {
                id: 'encryptPassword',
                src: 'encryptPassword',
                input: ({ context }) => ({ password: context.values.password }),
                onDone: [
                  {
                    guard: 'isApple',
                    target: 'apple',
                    actions: { type: 'assignEncrypted', params: ({ event }) => ({ ciphertext: event.output }) },
                    description: 'Encrypted; an Apple sign-in.',
                  },
                  {
                    target: 'facebook',
                    actions: { type: 'assignEncrypted', params: ({ event }) => ({ ciphertext: event.output }) },
                    description: 'Encrypted; a Facebook sign-in.',
                  },
                ],
                onError: {
                  target: '#connectAccount.flow.existing.failed',
                  actions: failure,
                  description: 'The key could not be fetched or used: nothing was sent.',
                },
              },
            },
            facebook: {
              description: 'facebookBindShopV2.',
              invoke: {
                id: 'facebookBindShopV2',
                src: 'facebookBindShopV2',
                input: ({ context }) => ({
                  username: context.values.username.trim(),
                  password: context.encryptedPassword ?? '',
                }),
                onDone: connected,
                onError: {
                  target: '#connectAccount.flow.existing.failed',
                  actions: ['forgetEncrypted', failure],
                  description: "Refused (wrong password, already linked): the server's message shows.",
                },
              },
            },
            apple: {
              description: 'appleBindShopV2.',
              invoke: {
                id: 'appleBindShopV2',
                src: 'appleBindShopV2',
                input: ({ context }) => ({
                  username: context.values.username.trim(),
                  password: context.encryptedPassword ?? '',
                }),
                onDone: connected,
                onError: {
                  target: '#connectAccount.flow.existing.failed',
                  actions: ['forgetEncrypted', failure],
                  description: "Refused: the server's message shows.",
                },
              },
            },
          },
        },
        connected: { type: 'final', description: 'The session has a shop; the app opens.', tags: ['busy'] },
      },
    },
    checks: availabilityRegion('the handle and email'),
  },
});

export const card = {
  machine: connectAccountMachine,
  title: 'Connect account',
  spec: '§2 connectAccount, §4 Launch',
  screen: 'connectAccount',
  input: { userType: 1 },
} satisfies MachineCard<typeof connectAccountMachine>;
