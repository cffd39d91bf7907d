/**
 * Which social sign-ins the sign-in page offers: the server says which it is configured for (GET
 * /auth/sign-in-providers), and the page draws a provider's button only once the answer says yes, so a creator is
 * never offered a way in that can only fail.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { signInProviders } from '../api/auth';
import type { MachineCard } from './machine-catalog';

export type SignInProviders = Awaited<ReturnType<typeof signInProviders>>;

export interface SignInProvidersContext {
  /** Until the server answers, and when it could not: none offered. */
  providers: SignInProviders;
}

export const NO_SOCIAL_SIGN_IN: SignInProviders = { facebook: false, apple: false };

export const signInProvidersMachine = setup({
  types: {
    context: {} as SignInProvidersContext,
  },
  actors: {
    // Quiet: the password form works without the answer; the page then simply offers no social sign-in.
    signInProviders: fromPromise<SignInProviders>(({ signal }) =>
      signInProviders(undefined, { signal, ignoreErrors: true }),
    ),
  },
  actions: {
    assignProviders: assign((_, params: { providers: SignInProviders }) => ({ providers: params.providers })),
  },
}).createMachine({
  id: 'signInProviders',
  description: 'The social sign-ins the server is configured for; the sign-in page offers only those.',
  context: { providers: NO_SOCIAL_SIGN_IN },
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking the server which social sign-ins it offers; no social button shows meanwhile.',
      invoke: {
        id: 'signInProviders',
        src: 'signInProviders',
        onDone: {
          target: 'ready',
          actions: { type: 'assignProviders', params: ({ event }) => ({ providers: event.output }) },
          description: 'The buttons of the configured providers show.',
        },
        onError: {
          target: 'unknown',
          description: 'No answer: only the password form shows (nothing offered can fail).',
        },
      },
    },
    ready: { description: 'The configured providers are offered.' },
    unknown: { description: 'The server did not say: no social sign-in is offered.' },
  },
});

export type SignInProvidersSnapshot = SnapshotFrom<typeof signInProvidersMachine>;

export const card = {
  machine: signInProvidersMachine,
  title: 'Sign-in providers',
  spec: '§2 login page, §6 login types; designed GET /auth/sign-in-providers; issue 24',
  screen: 'login',
} satisfies MachineCard<typeof signInProvidersMachine>;
