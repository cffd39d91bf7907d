/**
 * Account info's Delete account: a confirmation dialog where the creator types DELETE and proves the account is
 * theirs, with the password (an account that has one) or with a code mailed to the address on file (a Facebook
 * or Apple account without a password: get_code_v2, type 'destroy'). blogger/destroy then erases the account and
 * its shop for good; the session ends and the sign-in page opens.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getCodeV2 } from '../api/account';
import { destroy } from '../api/auth';
import { encryptPassword } from '../api/password-encryption';
import {
  DELETE_CONFIRMATION,
  DELETION_WITH_CODE_RULES,
  DELETION_WITH_PASSWORD_RULES,
  type DeletionValues,
} from '../domain/form-rules';
import { LOGIN_PATH } from '../domain/spec-constants';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { MachineCard } from './machine-catalog';

export interface AccountDeletionInput {
  /** The account signs in with a password: the password confirms; otherwise a mailed code does. */
  hasPassword: boolean;
  /** The address on file, where the code goes ('' when there is none). */
  email: string;
}

export interface AccountDeletionContext extends FormContext<DeletionValues>, AccountDeletionInput {
  encryptedPassword: string | null;
}

export type AccountDeletionEvent =
  | FieldEvent
  | { type: 'deletion.open' }
  | { type: 'deletion.cancel' }
  | { type: 'deletion.sendCode' }
  | { type: 'deletion.confirm' };

export type AccountDeletionEmitted =
  { type: 'toast.show'; text: string } | { type: 'session.signedOut' } | { type: 'navigation.relaunch'; path: string };

export const ACCOUNT_DELETED_TEXT = 'Your account and everything in it are deleted.';
export const NO_EMAIL_FOR_CODE_TEXT = 'Add an email address above first: the deletion code is sent there.';
export const deletionCodeSentText = (email: string) => `We sent a code to ${email}.`;

type DestroyRequest = { password: string } | { code: string };

const EMPTY: DeletionValues = { confirm: '', password: '', code: '' };
const form = formImplementations<AccountDeletionContext, AccountDeletionEvent>()({
  password: DELETION_WITH_PASSWORD_RULES,
  code: DELETION_WITH_CODE_RULES,
});

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
    emitted: {} as AccountDeletionEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors' | 'dialog-visible',
  },
  actors: {
    encryptPassword: fromPromise<string, { password: string }>(({ input }) => encryptPassword(input.password)),
    getCodeV2: fromPromise<unknown, { email: string }>(({ input, signal }) =>
      getCodeV2({ email: input.email, type: 'destroy' }, { signal }),
    ),
    destroy: fromPromise<unknown, DestroyRequest>(({ input, signal }) =>
      destroy({ confirm: DELETE_CONFIRMATION, ...input }, { signal }),
    ),
  },
  guards: {
    ...form.guards,
    hasPassword: ({ context }) => context.hasPassword,
    hasNoEmail: ({ context }) => context.email.trim() === '',
  },
  actions: {
    ...form.actions,
    resetForm: assign({ values: EMPTY, errors: {}, failure: null, encryptedPassword: null }),
    assignEncrypted: assign((_, params: { ciphertext: string }) => ({ encryptedPassword: params.ciphertext })),
    assignNoEmail: assign({ failure: NO_EMAIL_FOR_CODE_TEXT }),
    notifyCodeSent: emit(({ context }) => ({ type: 'toast.show' as const, text: deletionCodeSentText(context.email) })),
    notifyDeleted: emit({ type: 'toast.show', text: ACCOUNT_DELETED_TEXT }),
    endSession: emit({ type: 'session.signedOut' }),
    relaunchLogin: emit({ type: 'navigation.relaunch', path: LOGIN_PATH }),
  },
}).createMachine({
  id: 'accountDeletion',
  description:
    'Delete the account for good: type DELETE and confirm with the password, or with a code mailed to the address on file.',
  context: ({ input }) => ({ ...initialForm(EMPTY), ...input, encryptedPassword: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the Delete account button shows.',
      on: {
        'deletion.open': {
          target: 'open',
          actions: 'resetForm',
          description: 'Delete account opens the confirmation dialog.',
        },
      },
    },
    open: {
      description: 'The confirmation dialog: what deleting removes, DELETE to type, and the proof.',
      tags: ['dialog-visible'],
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Which proof this account gives.',
          always: [
            { guard: 'hasPassword', target: 'withPassword', description: 'A password account: its password confirms.' },
            {
              target: 'withCode',
              description: 'No password (Facebook or Apple sign-in): a code mailed to the address on file confirms.',
            },
          ],
        },
        withPassword: editingState({
          submit: 'deletion.confirm',
          target: '#accountDeletion.open.encrypting',
          form: 'password',
          what: 'DELETE and the password',
          on: { 'deletion.cancel': { target: '#accountDeletion.closed', description: 'Keep the account.' } },
        }),
        withCode: editingState({
          submit: 'deletion.confirm',
          target: '#accountDeletion.open.deleting',
          form: 'code',
          what: 'DELETE and the code from the email',
          on: {
            'deletion.cancel': { target: '#accountDeletion.closed', description: 'Keep the account.' },
            'deletion.sendCode': [
              {
                guard: 'hasNoEmail',
                target: '#accountDeletion.open.withCode.failed',
                actions: 'assignNoEmail',
                description: 'No address on file: say where to add one first.',
              },
              {
                target: '#accountDeletion.open.sendingCode',
                actions: 'clearFailure',
                description: 'Mail the deletion code.',
              },
            ],
          },
        }),
        sendingCode: {
          description: "get_code_v2 (type 'destroy') mails a code to the address on file.",
          tags: ['busy'],
          invoke: {
            id: 'getCodeV2',
            src: 'getCodeV2',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: {
              target: 'withCode',
              actions: 'notifyCodeSent',
              description: 'The code is on its way: a toast says where.',
            },
            onError: {
              target: '#accountDeletion.open.withCode.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: "Not sent (e.g. asked again too soon): the server's message shows.",
            },
          },
        },
        encrypting: {
          description: "The password is encrypted with the server's public key.",
          tags: ['busy'],
          invoke: {
            id: 'encryptPassword',
            src: 'encryptPassword',
            input: ({ context }) => ({ password: context.values.password }),
            onDone: {
              target: 'deleting',
              actions: { type: 'assignEncrypted', params: ({ event }) => ({ ciphertext: event.output }) },
              description: 'Encrypted.',
            },
            onError: {
              target: '#accountDeletion.open.withPassword.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: 'The key could not be fetched or used: nothing was sent.',
            },
          },
        },
        deleting: {
          description: 'blogger/destroy erases the account, its shop, links, pages and sessions.',
          tags: ['busy'],
          invoke: {
            id: 'destroy',
            src: 'destroy',
            input: ({ context }) =>
              context.hasPassword
                ? { password: context.encryptedPassword ?? '' }
                : { code: context.values.code.trim() },
            onDone: {
              target: '#accountDeletion.deleted',
              actions: ['notifyDeleted', 'endSession', 'relaunchLogin'],
              description: 'Deleted: the session ends and the sign-in page opens, with a toast saying so.',
            },
            onError: [
              {
                guard: 'hasPassword',
                target: 'withPassword.failed',
                actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
                description: "Refused (a wrong password): the server's message shows; nothing was deleted.",
              },
              {
                target: 'withCode.failed',
                actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
                description: "Refused (a wrong or expired code): the server's message shows; nothing was deleted.",
              },
            ],
          },
        },
      },
    },
    deleted: { type: 'final', description: 'The account is gone; the app is on the sign-in page.' },
  },
});

export type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

export const card = {
  machine: accountDeletionMachine,
  title: 'Account info: delete account',
  spec: '§7 blogger/destroy, get_code_v2 (destroy); issue 24',
  screen: 'accountInfo',
  input: { hasPassword: true, email: 'jane@example.com' },
} satisfies MachineCard<typeof accountDeletionMachine>;
