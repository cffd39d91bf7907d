/**
 * Account info's password change (for an account that has a password): the current password and the new one
 * twice, both encrypted with the server's public key, sent with update_password_v3, which signs out every other
 * session of the account and keeps this one.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { updatePasswordV3 } from '../api/account';
import { encryptPassword } from '../api/password-encryption';
import { PASSWORD_CHANGE_RULES, type PasswordChangeValues } from '../domain/form-rules';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { MachineCard } from './machine-catalog';

export type PasswordChangeResult = Awaited<ReturnType<typeof updatePasswordV3>>;

export interface EncryptedPasswords {
  oldPassword: string;
  newPassword: string;
}

export interface AccountPasswordContext extends FormContext<PasswordChangeValues> {
  /** Both passwords as they travel, kept only between encrypting and sending. */
  encrypted: EncryptedPasswords | null;
}

export type AccountPasswordEvent = FieldEvent | { type: 'password.save' };

export type AccountPasswordEmitted = { type: 'toast.show'; text: string };

export function passwordChangedText(result: PasswordChangeResult): string {
  const others = result.revokedSessions;
  if (others === 0) return 'Your password is changed.';
  return `Your password is changed. ${others} other ${others === 1 ? 'session was' : 'sessions were'} signed out.`;
}

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const form = formImplementations<AccountPasswordContext, AccountPasswordEvent>()({ main: PASSWORD_CHANGE_RULES });

export const accountPasswordMachine = setup({
  types: {
    context: {} as AccountPasswordContext,
    events: {} as AccountPasswordEvent,
    emitted: {} as AccountPasswordEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors',
  },
  actors: {
    encryptPasswords: fromPromise<EncryptedPasswords, PasswordChangeValues>(async ({ input }) => ({
      oldPassword: await encryptPassword(input.currentPassword),
      newPassword: await encryptPassword(input.newPassword),
    })),
    updatePasswordV3: fromPromise<PasswordChangeResult, EncryptedPasswords>(({ input, signal }) =>
      updatePasswordV3(input, { signal }),
    ),
  },
  actions: {
    ...form.actions,
    assignEncrypted: assign((_, params: { encrypted: EncryptedPasswords }) => ({ encrypted: params.encrypted })),
    forgetPasswords: assign({ encrypted: null, values: EMPTY }),
    forgetEncrypted: assign({ encrypted: null }),
    notifyChanged: emit((_, params: { result: PasswordChangeResult }) => ({
      type: 'toast.show' as const,
      text: passwordChangedText(params.result),
    })),
  },
  guards: { ...form.guards },
}).createMachine({
  id: 'accountPassword',
  description: 'Change the password: the current one proves it is the creator; other sessions are signed out.',
  context: { ...initialForm(EMPTY), encrypted: null },
  initial: 'editing',
  states: {
    editing: editingState({
      submit: 'password.save',
      target: '#accountPassword.saving',
      form: 'main',
      what: 'the current and new passwords',
    }),
    saving: {
      description: 'The passwords are on their way; the button waits.',
      tags: ['busy'],
      initial: 'encrypting',
      states: {
        encrypting: {
          description: "Both passwords are encrypted with the server's public key.",
          invoke: {
            id: 'encryptPasswords',
            src: 'encryptPasswords',
            input: ({ context }) => context.values,
            onDone: {
              target: 'updating',
              actions: { type: 'assignEncrypted', params: ({ event }) => ({ encrypted: event.output }) },
              description: 'Encrypted.',
            },
            onError: {
              target: '#accountPassword.editing.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: 'The key could not be fetched or used: nothing was sent.',
            },
          },
        },
        updating: {
          description:
            'update_password_v3 checks the current password, sets the new one and signs out the other sessions.',
          invoke: {
            id: 'updatePasswordV3',
            src: 'updatePasswordV3',
            input: ({ context }) => context.encrypted ?? { oldPassword: '', newPassword: '' },
            onDone: {
              target: '#accountPassword.editing',
              actions: [
                'forgetPasswords',
                { type: 'notifyChanged', params: ({ event }) => ({ result: event.output }) },
              ],
              description: 'Changed: the fields empty, a toast says how many other sessions were signed out.',
            },
            onError: {
              target: '#accountPassword.editing.failed',
              actions: [
                'forgetEncrypted',
                { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              ],
              description: "Refused (a wrong current password, a weak new one): the server's message shows.",
            },
          },
        },
      },
    },
  },
});

export type AccountPasswordSnapshot = SnapshotFrom<typeof accountPasswordMachine>;

export const card = {
  machine: accountPasswordMachine,
  title: 'Account info: password change',
  spec: '§7 update_password_v3; §5 password encrypted; issue 24',
  screen: 'accountInfo',
} satisfies MachineCard<typeof accountPasswordMachine>;
