import { emit, fromPromise, setup, assign } from 'xstate';
import { getFacebookLoginUrl, oauth, signInProviders } from '../api/auth';
import { FACEBOOK_CANCELLED_TEXT, FACEBOOK_UNAVAILABLE_TEXT } from '../domain/spec-constants';
import type { LoginResult, SignInEmitted } from './sign-in-effects';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type FacebookLoginUrl = Awaited<ReturnType<typeof getFacebookLoginUrl>>;

export interface FacebookLoginInput {
  /** Where Facebook sends the browser back (an address of this app, allowed by the server). */
  redirectUri: string;
  /** What Facebook put on the way back, when this page is that return. */
  code?: string;
  state?: string;
  /** Facebook's error on the way back (e.g. access_denied when the creator cancelled). */
  error?: string;
}

export interface FacebookLoginContext extends FacebookLoginInput {
  failure: string | null;
}

export type FacebookLoginEvent = { type: 'facebook.start' };

/**
 * Sign in with Facebook (spec §2 login/facebookLogin and loginFb/index, §6 login type 2), by the redirect flow:
 * getFacebookLoginUrl gives the Facebook dialog's address, Facebook sends the browser back with a code, and
 * fb/oauth turns it into a session (without a shop on the first visit, so the runtime opens Connect Account).
 * The start first asks the server whether Facebook sign-in is configured (signInProviders): when it is off (the
 * default) the page says so and offers the password sign-in, with nothing to try again.
 */
export const facebookLoginMachine = setup({
  types: {
    context: {} as FacebookLoginContext,
    events: {} as FacebookLoginEvent,
    input: {} as FacebookLoginInput,
    emitted: {} as SignInEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    signInProviders: fromPromise<boolean>(
      async ({ signal }) => (await signInProviders(undefined, { signal, ignoreErrors: true })).facebook,
    ),
    getFacebookLoginUrl: fromPromise<FacebookLoginUrl, { redirectUri: string }>(({ input, signal }) =>
      getFacebookLoginUrl(input, { signal }),
    ),
    oauth: fromPromise<LoginResult, { code: string; state: string; redirectUri: string }>(({ input, signal }) =>
      oauth(input, { signal }),
    ),
  },
  actions: {
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
    assignCancelled: assign({ failure: FACEBOOK_CANCELLED_TEXT }),
    assignUnavailable: assign({ failure: FACEBOOK_UNAVAILABLE_TEXT }),
    openFacebook: emit((_, params: { url: string }) => ({ type: 'route.external' as const, url: params.url })),
    notifySignedIn: emit((_, params: { result: LoginResult }) => ({
      type: 'session.signedIn' as const,
      result: params.result,
    })),
  },
  guards: {
    isReturnWithCode: ({ context }) => Boolean(context.code && context.state),
    isReturnWithError: ({ context }) => Boolean(context.error),
    isOffered: (_, params: { offered: boolean }) => params.offered,
  },
}).createMachine({
  id: 'facebookLogin',
  description: 'Sign in with Facebook through its dialog; the server says when Facebook sign-in is not configured.',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Is this page the way back from Facebook, or the start?',
      always: [
        {
          guard: 'isReturnWithCode',
          target: 'finishing',
          description: 'Back from Facebook with a code: finish signing in.',
        },
        {
          guard: 'isReturnWithError',
          target: 'failed',
          actions: 'assignCancelled',
          description: 'Back from Facebook without a code: cancelled.',
        },
        { target: 'checking', description: 'The start: is Facebook sign-in configured on this server?' },
      ],
    },
    checking: {
      description: 'signInProviders: does this server offer Facebook sign-in at all?',
      tags: ['busy'],
      invoke: {
        id: 'signInProviders',
        src: 'signInProviders',
        onDone: [
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ offered: event.output }) },
            target: 'starting',
            description: 'Offered: ask the server for the Facebook dialog.',
          },
          {
            target: 'unavailable',
            actions: 'assignUnavailable',
            description:
              'Not configured here: say so and point to the password sign-in; trying again would fail the same way.',
          },
        ],
        onError: { target: 'starting', description: 'No answer: ask for the dialog anyway; its refusal says why.' },
      },
    },
    starting: {
      description: 'getFacebookLoginUrl builds the dialog address (fails clearly when Facebook sign-in is off).',
      tags: ['busy'],
      invoke: {
        id: 'getFacebookLoginUrl',
        src: 'getFacebookLoginUrl',
        input: ({ context }) => ({ redirectUri: context.redirectUri }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'openFacebook', params: ({ event }) => ({ url: event.output.url }) },
          description: 'The browser leaves for the Facebook dialog.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Refused: the server's message shows (by default 'Facebook sign-in is not configured').",
        },
      },
    },
    redirecting: { description: 'On the way to Facebook.', tags: ['busy'] },
    finishing: {
      description: 'fb/oauth exchanges the code for a session.',
      tags: ['busy'],
      invoke: {
        id: 'oauth',
        src: 'oauth',
        input: ({ context }) => ({
          code: context.code ?? '',
          state: context.state ?? '',
          redirectUri: context.redirectUri,
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'notifySignedIn', params: ({ event }) => ({ result: event.output }) },
          description: 'Signed in: the runtime opens the app, or Connect Account for an account without a shop.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Refused (expired or reused sign-in): the server's message shows.",
        },
      },
    },
    failed: {
      description: 'The reason shows, with a way to try again or to sign in with a user name.',
      tags: ['error'],
      on: { 'facebook.start': { target: 'starting', description: 'Try Facebook again.' } },
    },
    unavailable: {
      description:
        'This server does not offer Facebook sign-in: the reason and the way to the password sign-in show, no retry.',
      tags: ['error'],
    },
    signedIn: { type: 'final', description: 'Signed in with Facebook.', tags: ['busy'] },
  },
});

export const card = {
  machine: facebookLoginMachine,
  title: 'Facebook login',
  spec: '§2 login/facebookLogin, loginFb/index',
  screen: 'facebookLogin',
  input: { redirectUri: 'http://localhost/pc/#/pages/login/facebookLogin' },
} satisfies MachineCard<typeof facebookLoginMachine>;
