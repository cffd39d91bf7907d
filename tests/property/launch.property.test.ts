import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { launchMachine, launchStatus, type LaunchEvent } from '../../src/machines/launch.machine';
import { EMPTY_SESSION, type SignInAnswer, type StoredSession, type UserInfo } from '../../src/api/session-store';
import { shellView } from '../../src/domain/shell-view';
import {
  FORCED_PROFILE_ROUTE,
  isForcedProfileRoute,
  isSignedOutRoute,
  isSignInRoute,
  signedOutLanding,
} from '../../src/domain/routes';
import {
  ADDITIONAL_INFO_PATH,
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_FB_PATH,
  LOGIN_PATH,
} from '../../src/domain/spec-constants';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const loginType = fc.constantFrom(1 as const, 2 as const, 3 as const);
const userType = fc.constantFrom('new' as const, 'regular' as const);
const shop = fc.constantFrom('janeshop', 'ninashop');

const storedSession: fc.Arbitrary<StoredSession> = fc.record({
  token: maybe(fc.constantFrom('tok-a', 'tok-b')),
  shopName: maybe(shop),
  userName: maybe(fc.constant('jane')),
  avatar: fc.constant(null),
  loginType: maybe(loginType),
  userType: maybe(userType),
  userInfo: fc.constant(null),
});

const answer: fc.Arbitrary<SignInAnswer> = fc.record({
  token: fc.constantFrom('tok-c', 'tok-d'),
  userId: fc.constant('u1'),
  username: fc.constant('jane'),
  shopName: fc.option(shop, { nil: undefined }),
  userType,
  loginType,
});

const userInfo: fc.Arbitrary<UserInfo> = fc.record({
  userId: fc.constant('u1'),
  shopDomain: shop,
  username: fc.constant('jane'),
  email: fc.constant('jane@example.com'),
  handle: fc.option(fc.constant('jane.links'), { nil: undefined }),
  referCode: fc.constant('JANE1234'),
  planId: fc.constant(0),
  userType,
  loginType,
  isPro: fc.boolean(),
  createdAt: fc.constant('2026-01-01T00:00:00Z'),
});

/** Pages the app can open on, or the creator can type into the address bar: app pages and sign-in pages. */
const route = fc.constantFrom(
  '/',
  '/pages/myLinks/index',
  FORCED_PROFILE_ROUTE,
  LOGIN_PATH,
  CREATE_ACCOUNT_PATH,
  `${CREATE_ACCOUNT_PATH}?referCode=VIP42`,
  FORGOT_PASSWORD_PATH,
  `${LOGIN_FB_PATH}?code=c0de&state=s7a7e`,
  `${CONNECT_ACCOUNT_PATH}?userType=1`,
  '/pages/nowhere',
);

/** The address bar moved by hand (not an event of launch: the shell decides by it). */
type HashChange = { type: 'test.hashChange'; route: string };

/** Everything that can reach launch: sign-in and sign-out, saved profiles, retries, and the answers of its calls. */
const step: fc.Arbitrary<LaunchEvent | AnyEventObject> = fc.oneof(
  fc.record({ type: fc.constant('test.hashChange'), route }),
  fc.record({ type: fc.constant('session.signedIn'), result: answer }),
  fc.constant({ type: 'session.signedOut' }),
  fc.record({ type: fc.constant('session.userInfoChanged'), userInfo, relaunch: fc.boolean() }),
  fc.constant({ type: 'launch.restart' }),
  fc.record({ type: fc.constant('xstate.done.actor.getInfo'), output: maybe(userInfo) }),
  fc.constant({ type: 'xstate.error.actor.getInfo', error: new Error('offline') }),
  fc.constant({ type: 'xstate.done.actor.loadSystemMessages', output: [] }),
);

// The calls never answer by themselves: the random sequence decides their outcomes.
const machine = launchMachine.provide({
  actors: {
    getInfo: fromPromise(() => new Promise<UserInfo | null>(() => undefined)),
    loadSystemMessages: fromPromise(() => new Promise<readonly unknown[]>(() => undefined)),
  },
  actions: {
    persistSignIn: ({ event }) => void storage.set('token', (event as { result: SignInAnswer }).result.token),
    persistUserInfo: () => undefined,
    forgetSession: () => void storage.delete('token'),
  },
});
/** A call's answer reaches launch only while it waits for that call (its invoked actor is gone otherwise). */
function deliverable(snapshot: ReturnType<typeof launchMachine.getInitialSnapshot>, event: AnyEventObject): boolean {
  if (event.type.endsWith('.getInfo')) return snapshot.matches('loadingUserInfo');
  if (event.type.endsWith('.loadSystemMessages')) return snapshot.matches({ ready: 'loadingSystemMessages' });
  return true;
}

/** The stored token as launch's storage writes leave it. */
const storage = new Map<string, string>();

describe('launch (spec §4)', () => {
  it.prop([storedSession, fc.array(step, { maxLength: 25 }), route], { numRuns: 300 })(
    'never shows an app page without a token, stored and in the session; without one only the sign-in pages show',
    (session, steps, opened) => {
      storage.clear();
      if (session.token) storage.set('token', session.token);
      // The address bar: where the app opened, then wherever launch relaunches or the creator types.
      let where: string = opened;
      const actor = createActor(machine, { input: { session, route: opened } });
      actor.on('navigation.relaunch', (e) => void (where = e.path));
      actor.start();
      const check = () => {
        const snapshot = actor.getSnapshot();
        const { token, shopName, userInfo } = snapshot.context.session;
        const view = shellView(launchStatus(snapshot), where);
        if (view === 'app') {
          expect(token).toBeTruthy();
          expect(storage.get('token')).toBe(token);
          expect(shopName).toBeTruthy();
          expect(isSignInRoute(where)).toBe(false);
        }
        // The forced profile shows only to a signed-in creator without a handle, on its isForce=1 route.
        if (view === 'forcedProfile') {
          expect(token && shopName && userInfo && !userInfo.handle).toBeTruthy();
          expect(isForcedProfileRoute(where)).toBe(true);
        }
        if (!token) {
          expect(['app', 'forcedProfile', 'profileRequired']).not.toContain(view);
          // Connect Account finishes a Facebook or Apple session: without one it is not shown either.
          if (view === 'signInPage') expect(isSignedOutRoute(where)).toBe(true);
        }
      };
      // Without a session the app opens on the sign-in page asked for (create account, forgot password, the way
      // back from Facebook), and on login for anything else.
      if (!session.token) {
        expect(where).toBe(isSignedOutRoute(opened) ? opened : LOGIN_PATH);
        expect(shellView(launchStatus(actor.getSnapshot()), where)).toBe('signInPage');
      }
      check();
      for (const event of steps) {
        if (event.type === 'test.hashChange') where = (event as HashChange).route;
        else if (!deliverable(actor.getSnapshot(), event)) continue;
        else actor.send(event as LaunchEvent);
        check();
      }
      actor.stop();
    },
  );

  const path = fc.constantFrom(
    '/',
    '/pages/myLinks/index',
    ADDITIONAL_INFO_PATH,
    LOGIN_PATH,
    LOGIN_FB_PATH,
    CREATE_ACCOUNT_PATH,
    FORGOT_PASSWORD_PATH,
    CONNECT_ACCOUNT_PATH,
  );
  const query = fc.array(
    fc.tuple(fc.constantFrom('isForce', 'referCode', 'code', 'navId'), fc.constantFrom('1', '0', 'VIP42')),
    { maxLength: 3 },
  );

  it.prop([path, query])(
    'a creator without a session lands on the sign-in page asked for, query and all, or on login',
    (p, q) => {
      const route = q.length === 0 ? p : `${p}?${new URLSearchParams(q).toString()}`;
      const landing = signedOutLanding(route);
      expect(isSignedOutRoute(landing)).toBe(true);
      expect(landing).toBe(isSignedOutRoute(route) ? route : LOGIN_PATH);
      // Additional Info is forced by isForce=1 whatever else the query holds.
      expect(isForcedProfileRoute(route)).toBe(
        p === ADDITIONAL_INFO_PATH && new URLSearchParams(q).get('isForce') === '1',
      );
    },
  );

  it.prop([fc.array(step, { maxLength: 25 })])('signing out always forgets the whole session', (steps) => {
    const actor = createActor(machine, { input: { session: EMPTY_SESSION, route: LOGIN_PATH } });
    actor.start();
    for (const event of steps)
      if (event.type !== 'test.hashChange' && deliverable(actor.getSnapshot(), event)) actor.send(event as LaunchEvent);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().context.session).toEqual(EMPTY_SESSION);
    expect(launchStatus(actor.getSnapshot())).toBe('signedOut');
    actor.stop();
  });
});
