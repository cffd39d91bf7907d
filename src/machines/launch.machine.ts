import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { getInfo } from '../api/account';
import {
  EMPTY_SESSION,
  browserSessionStore,
  type SignInAnswer,
  type StoredSession,
  type UserInfo,
} from '../api/session-store';
import {
  CONNECT_ACCOUNT_PATH,
  CONNECT_USER_TYPE_APPLE,
  CONNECT_USER_TYPE_SOCIAL,
  DEFAULT_TAB_PATH,
  ERROR_TOAST_MS,
  LOGIN_PATH,
  LOGIN_TYPE_APPLE,
  LOGIN_TYPE_SOCIAL,
  USER_INFO_FAILED_TEXT,
} from '../domain/spec-constants';
import { FORCED_PROFILE_ROUTE, signedOutLanding, withQuery } from '../domain/routes';
import type { LaunchStatus } from '../domain/shell-view';
import { doneOutput } from './call-results';
import { ROUTES } from '../domain/route-table';
import type { MachineCard } from './machine-catalog';

export type { StoredSession, SignInAnswer, UserInfo } from '../api/session-store';

export interface LaunchInput {
  /** What local storage kept from the last visit. */
  session: StoredSession;
  /** The hash route the page opened on, e.g. '/pages/createAccount/index'. */
  route: string;
}

export interface LaunchContext {
  session: StoredSession;
  /** The route the page opened on: decides where a creator without a session lands (src/domain/routes.ts). */
  openedOn: string;
}

/** A completed sign-in, as the sign-in pages report it. */
export interface SignedInEvent {
  type: 'session.signedIn';
  result: SignInAnswer;
  /** A referral code to carry to Connect Account (spec §2 connectAccount query referCode). */
  referCode?: string;
}

export type LaunchEvent =
  | SignedInEvent
  | { type: 'session.signedOut' }
  /** A page saved the profile; `relaunch` enters the app afterwards (a completed forced profile). */
  | { type: 'session.userInfoChanged'; userInfo: UserInfo; relaunch: boolean }
  | { type: 'launch.restart' };

/** Addressed to other root actors; the app runtime delivers them. */
export type LaunchEmitted =
  | { type: 'navigation.relaunch'; path: string }
  | { type: 'navigation.restore' }
  | { type: 'navigation.identify'; shopName: string | null; userType: StoredSession['userType'] }
  | { type: 'sidebar.open' }
  | { type: 'toast.show'; text: string; durationMs?: number };

export interface ShopInput {
  shopName: string;
}

/** The session that a sign-in answer starts: the earlier account's user info is gone. */
function sessionOf(answer: SignInAnswer): StoredSession {
  return {
    token: answer.token,
    shopName: answer.shopName ?? null,
    userName: answer.username,
    avatar: answer.insUserPicture ?? null,
    loginType: answer.loginType,
    userType: answer.userType,
    userInfo: null,
  };
}

function withUserInfo(session: StoredSession, info: UserInfo): StoredSession {
  return {
    ...session,
    shopName: info.shopDomain,
    userName: info.username,
    avatar: info.maiUserPicture ?? session.avatar,
    loginType: info.loginType,
    userType: info.userType,
    userInfo: info,
  };
}

/** Connect Account's query: userType 1 after a Facebook sign-in, 2 after Apple (spec §2). */
function connectAccountRoute(context: LaunchContext, referCode: string | undefined): string {
  const userType = context.session.loginType === LOGIN_TYPE_APPLE ? CONNECT_USER_TYPE_APPLE : CONNECT_USER_TYPE_SOCIAL;
  return withQuery(CONNECT_ACCOUNT_PATH, referCode ? { userType, referCode } : { userType });
}

/**
 * No token when the app opens: the sign-in pages are where a creator without a session goes, so the one opened
 * (a link to create account, a password reset, the way back from Facebook) stays open; spec §4's "no token: go
 * to login" is about every other page.
 */
const TO_OPENED_SIGN_IN_PAGE = {
  actions: 'relaunchSignedOut',
  description:
    'No token: a sign-in page the app was opened on stays open (create account, forgot password, the way back from Facebook); any other page goes to login.',
} as const;
const TO_LOGIN = {
  actions: { type: 'relaunch', params: { path: LOGIN_PATH } },
  description: 'No token: go to login.',
} as const;

/**
 * Where a session goes once its token is known (spec §4 Launch): no token to a sign-in page (`signedOut`); a social
 * or Apple sign-in without a shop to Connect Account; an ordinary sign-in without a shop back to login; otherwise
 * on to the user info, after `enter` (restore the saved pages at launch, the default tab after a sign-in).
 */
function route(
  noToken: typeof TO_OPENED_SIGN_IN_PAGE | typeof TO_LOGIN,
  enter: 'restoreRoutes' | 'relaunchHome',
  why: string,
) {
  return [
    { guard: 'hasNoToken', target: 'signedOut', ...noToken },
    {
      guard: and(['hasNoShop', 'isSocialSignIn']),
      target: 'needsShop',
      actions: 'relaunchConnectAccount',
      description: 'A token but no shop after a Facebook or Apple sign-in: connect a shop first.',
    },
    {
      guard: 'hasNoShop',
      target: 'signedOut',
      actions: [
        'forgetSession',
        'assignSignedOut',
        'publishSession',
        { type: 'relaunch', params: { path: LOGIN_PATH } },
      ],
      description: 'A token but no shop after an ordinary sign-in: back to login.',
    },
    { target: 'loadingUserInfo', actions: enter, description: why },
  ] as const;
}

/**
 * Launch and the session (spec §4 Launch, Login, Logout): decides from the stored session where the app opens,
 * loads the creator's info, keeps the session values of spec §3, and reacts to sign-in and sign-out.
 */
export const launchMachine = setup({
  types: {
    context: {} as LaunchContext,
    events: {} as LaunchEvent,
    input: {} as LaunchInput,
    emitted: {} as LaunchEmitted,
  },
  actors: {
    getInfo: fromPromise<UserInfo | null, ShopInput>(async ({ input, signal }) => {
      const info = await getInfo({ shopDomain: input.shopName }, { signal });
      return info ?? null;
    }),
    /** Slot for the system-messages feature (spec §4): it loads and shows them. Without it there are none. */
    loadSystemMessages: fromPromise<readonly unknown[], ShopInput>(async () => []),
  },
  guards: {
    hasNoToken: ({ context }) => !context.session.token,
    hasNoShop: ({ context }) => !context.session.shopName,
    isSocialSignIn: ({ context }) =>
      context.session.loginType === LOGIN_TYPE_SOCIAL || context.session.loginType === LOGIN_TYPE_APPLE,
    hasNoUserInfo: (_, info: UserInfo | null) => !info,
    hasNoHandle: (_, info: UserInfo | null) => !info?.handle,
    hasHandle: ({ event }) => {
      assertEvent(event, 'session.userInfoChanged');
      return Boolean(event.userInfo.handle);
    },
    isRelaunchRequested: ({ event }) => {
      assertEvent(event, 'session.userInfoChanged');
      return event.relaunch;
    },
  },
  actions: {
    assignSignIn: assign(({ event }) => {
      assertEvent(event, 'session.signedIn');
      return { session: sessionOf(event.result) };
    }),
    assignUserInfo: assign(({ context }, info: UserInfo | null) => {
      return info ? { session: withUserInfo(context.session, info) } : {};
    }),
    assignSignedOut: assign({ session: EMPTY_SESSION }),
    persistSignIn: ({ event }) => {
      assertEvent(event, 'session.signedIn');
      browserSessionStore().saveSignIn(event.result);
    },
    persistUserInfo: ({ context }) => {
      if (context.session.userInfo) browserSessionStore().saveUserInfo(context.session.userInfo);
    },
    forgetSession: () => browserSessionStore().clear(),
    relaunch: emit((_, params: { path: string }) => ({ type: 'navigation.relaunch' as const, path: params.path })),
    relaunchConnectAccount: emit(({ context, event }) => ({
      type: 'navigation.relaunch' as const,
      path: connectAccountRoute(context, event.type === 'session.signedIn' ? event.referCode : undefined),
    })),
    relaunchHome: emit({ type: 'navigation.relaunch', path: DEFAULT_TAB_PATH }),
    relaunchAdditionalInfo: emit({ type: 'navigation.relaunch', path: FORCED_PROFILE_ROUTE }),
    relaunchSignedOut: emit(({ context }) => ({
      type: 'navigation.relaunch' as const,
      path: signedOutLanding(context.openedOn),
    })),
    restoreRoutes: emit({ type: 'navigation.restore' }),
    publishSession: emit(({ context }) => ({
      type: 'navigation.identify' as const,
      shopName: context.session.shopName,
      userType: context.session.userType,
    })),
    openSidebar: emit({ type: 'sidebar.open' }),
    notifyVerificationFailed: emit({ type: 'toast.show', text: USER_INFO_FAILED_TEXT, durationMs: ERROR_TOAST_MS }),
  },
}).createMachine({
  id: 'launch',
  description:
    'Launch and the session: where the app opens from the stored session, the creator info loaded by shop, and what sign-in and sign-out change.',
  context: ({ input }) => ({ session: input.session, openedOn: input.route }),
  on: {
    'session.signedIn': {
      target: '.enteringApp',
      actions: ['assignSignIn', 'persistSignIn', 'publishSession', 'openSidebar'],
      description:
        'A sign-in succeeded: keep the session, open and expand the side navigation (240 px) and enter the app.',
    },
    'session.signedOut': {
      target: '.signedOut',
      actions: ['forgetSession', 'assignSignedOut', 'publishSession'],
      description: 'The session ended (logout, or a token the server no longer accepts): forget every session value.',
    },
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'The app starts: what did the last visit leave in storage?',
      tags: ['busy'],
      entry: 'publishSession',
      always: route(
        TO_OPENED_SIGN_IN_PAGE,
        'restoreRoutes',
        'A token and a shop: restore the saved pages and load the user info.',
      ),
    },
    enteringApp: {
      description: 'Just signed in: where does the new session go?',
      tags: ['busy'],
      always: route(TO_LOGIN, 'relaunchHome', 'A token and a shop: open the default tab and load the user info.'),
    },
    loadingUserInfo: {
      description: 'Loading the creator info by shop (POST /setting/getInfo); the app shows a loading state.',
      tags: ['busy'],
      invoke: {
        id: 'getInfo',
        src: 'getInfo',
        input: ({ context }) => ({ shopName: context.session.shopName ?? '' }),
        onDone: [
          {
            guard: { type: 'hasNoUserInfo', params: doneOutput },
            target: 'signedOut',
            actions: [
              'notifyVerificationFailed',
              'forgetSession',
              'assignSignedOut',
              'publishSession',
              { type: 'relaunch', params: { path: LOGIN_PATH } },
            ],
            description: "No user info came back: toast 'Verification failed, please Login again.' and go to login.",
          },
          {
            guard: { type: 'hasNoHandle', params: doneOutput },
            target: 'needsProfile',
            actions: [
              { type: 'assignUserInfo', params: doneOutput },
              'persistUserInfo',
              'publishSession',
              'relaunchAdditionalInfo',
            ],
            description: 'The creator has no handle yet: force profile completion (Additional Info with isForce=1).',
          },
          {
            target: 'ready',
            actions: [{ type: 'assignUserInfo', params: doneOutput }, 'persistUserInfo', 'publishSession'],
            description: 'The user info is kept (local storage and state); the app is ready.',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The user info could not be loaded (network, server): the API layer has told the creator why.',
        },
      },
    },
    failed: {
      description: 'Launch stopped on a failed load; the creator can try again.',
      tags: ['error'],
      on: {
        'launch.restart': { target: 'checking', description: 'Try again from the stored session.' },
      },
    },
    needsShop: {
      description: 'Signed in with Facebook or Apple but no shop yet: only Connect Account is open.',
      tags: ['needs-shop'],
      on: {
        'launch.restart': {
          target: 'checking',
          description: 'Back to Connect Account from wherever the creator went.',
        },
      },
    },
    needsProfile: {
      description:
        'Signed in, but without a handle (spec §4): only Additional Info with isForce=1 is open, without the side navigation, until a handle is saved or the creator logs out.',
      tags: ['needs-profile'],
      on: {
        'session.userInfoChanged': [
          {
            guard: 'hasHandle',
            target: 'ready',
            actions: [
              { type: 'assignUserInfo', params: ({ event }) => event.userInfo },
              'persistUserInfo',
              'publishSession',
              'relaunchHome',
            ],
            description: 'The handle is saved: keep the new user info and enter the app at the default tab.',
          },
          {
            actions: [
              { type: 'assignUserInfo', params: ({ event }) => event.userInfo },
              'persistUserInfo',
              'publishSession',
            ],
            description: 'Saved without a handle: keep the new user info; the creator stays on Additional Info.',
          },
        ],
        'launch.restart': {
          actions: 'relaunchAdditionalInfo',
          description: 'Back to Additional Info from wherever the creator went.',
        },
      },
    },
    ready: {
      description: 'Signed in with user info: the app pages and the side navigation show.',
      tags: ['signed-in'],
      initial: 'loadingSystemMessages',
      on: {
        'session.userInfoChanged': [
          {
            guard: 'isRelaunchRequested',
            actions: [
              { type: 'assignUserInfo', params: ({ event }) => event.userInfo },
              'persistUserInfo',
              'publishSession',
              'relaunchHome',
            ],
            description: 'The forced profile is complete: keep the new user info and open the default tab.',
          },
          {
            actions: [
              { type: 'assignUserInfo', params: ({ event }) => event.userInfo },
              'persistUserInfo',
              'publishSession',
            ],
            description: 'A page saved the profile (Edit Profile, Account info): keep the new user info.',
          },
        ],
      },
      states: {
        loadingSystemMessages: {
          description: 'After the user info, the system messages load (code 200 with data shows popup 10001).',
          invoke: {
            id: 'loadSystemMessages',
            src: 'loadSystemMessages',
            input: ({ context }) => ({ shopName: context.session.shopName ?? '' }),
            onDone: { target: 'idle', description: 'The system messages are handled.' },
            onError: { target: 'idle', description: 'System messages failed to load; the app goes on without them.' },
          },
        },
        idle: { description: 'Nothing more to load at launch.' },
      },
    },
    signedOut: {
      description: 'No session: only the sign-in pages are open.',
      tags: ['signed-out'],
      on: {
        'launch.restart': {
          actions: { type: 'relaunch', params: { path: LOGIN_PATH } },
          description: 'Go to login from wherever the creator went (an app page needs a session).',
        },
      },
    },
  },
});

/** Where launch stands, in the words the shell decides by (src/domain/shell-view.ts). */
export function launchStatus(snapshot: { hasTag(tag: string): boolean }): LaunchStatus {
  if (snapshot.hasTag('signed-in')) return 'signedIn';
  if (snapshot.hasTag('busy')) return 'launching';
  if (snapshot.hasTag('error')) return 'failed';
  if (snapshot.hasTag('needs-shop')) return 'needsShop';
  if (snapshot.hasTag('needs-profile')) return 'needsProfile';
  return 'signedOut';
}

export const card = {
  machine: launchMachine,
  title: 'Launch and session',
  spec: '§4 Launch, §2 routes',
  input: { session: EMPTY_SESSION, route: ROUTES.myLinks.path },
} satisfies MachineCard<typeof launchMachine>;
