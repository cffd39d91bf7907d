import { assign, emit, fromPromise, setup } from 'xstate';
import { loginV2 } from '../api/auth';
import { encryptPassword } from '../api/password-encryption';
import { LOGIN_RULES, type LoginValues } from '../domain/form-rules';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { LoginResult, SignInEmitted } from './sign-in-effects';
import type { MachineCard } from './machine-catalog';

export interface LoginContext extends FormContext<LoginValues> {
  /** The password as it travels: encrypted with the server's key, kept only between encrypting and sending. */
  encryptedPassword: string | null;
}

export type LoginEvent = FieldEvent | { type: 'login.submit' };

const form = formImplementations<LoginContext, LoginEvent>()({ main: LOGIN_RULES });

/**
 * Sign-in with a user name (or email) and password (spec §2 login page, §3 login response, §4 Login). The
 * password is encrypted with the server's public key before it leaves the page; success hands the login answer
 * (loginType 1, product account) to the app runtime, which saves the session, opens the sidebar and relaunches.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors',
  },
  actors: {
    encryptPassword: fromPromise<string, { password: string }>(({ input }) => encryptPassword(input.password)),
    loginV2: fromPromise<LoginResult, { username: string; password: string }>(({ input, signal }) =>
      loginV2(input, { signal }),
    ),
  },
  actions: {
    ...form.actions,
    assignEncrypted: assign((_, params: { ciphertext: string }) => ({ encryptedPassword: params.ciphertext })),
    forgetEncrypted: assign({ encryptedPassword: null }),
    notifySignedIn: emit((_, params: { result: LoginResult }) => ({
      type: 'session.signedIn' as const,
      result: params.result,
    })),
  },
  guards: { ...form.guards },
}).createMachine({
  id: 'login',
  description: 'Sign in with a Linkmint user name or email and password; the password is sent encrypted only.',
  context: { ...initialForm<LoginValues>({ username: '', password: '' }), encryptedPassword: null },
  initial: 'editing',
  states: {
    editing: editingState({
      submit: 'login.submit',
      target: '#login.submitting',
      form: 'main',
      what: 'the sign-in form',
    }),
    submitting: {
      description: 'The credentials are on their way; the button waits.',
      tags: ['busy'],
      initial: 'encrypting',
      states: {
        encrypting: {
          description: "The password is encrypted with the server's public key (fetched once per visit).",
          invoke: {
            id: 'encryptPassword',
            src: 'encryptPassword',
            input: ({ context }) => ({ password: context.values.password }),
            onDone: {
              target: 'signingIn',
              actions: { type: 'assignEncrypted', params: ({ event }) => ({ ciphertext: event.output }) },
              description: 'Encrypted: now it can be sent.',
            },
            onError: {
              target: '#login.editing.failed',
              actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              description: 'The key could not be fetched or used: nothing was sent; the reason shows.',
            },
          },
        },
        signingIn: {
          description: 'loginV2 checks the user name and encrypted password.',
          invoke: {
            id: 'loginV2',
            src: 'loginV2',
            input: ({ context }) => ({
              username: context.values.username.trim(),
              password: context.encryptedPassword ?? '',
            }),
            onDone: {
              target: '#login.signedIn',
              actions: [
                'forgetEncrypted',
                { type: 'notifySignedIn', params: ({ event }) => ({ result: event.output }) },
              ],
              description: 'Signed in: the app runtime gets the login answer.',
            },
            onError: {
              target: '#login.editing.failed',
              actions: [
                'forgetEncrypted',
                { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
              ],
              description:
                "Refused: the server's message shows (e.g. 'The user name or password is incorrect.' or the lock after repeated failures).",
            },
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      description: 'Done: the runtime relaunches into the app (or to connect account when there is no shop).',
      tags: ['busy'],
    },
  },
});

export const card = {
  machine: loginMachine,
  title: 'Login',
  spec: '§2 login page, §3 login response, §4 Login',
  screen: 'login',
} satisfies MachineCard<typeof loginMachine>;
