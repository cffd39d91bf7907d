import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { launchMachine, launchStatus, type LaunchEvent } from '../../src/machines/launch.machine';
import { EMPTY_SESSION, type SignInAnswer, type StoredSession, type UserInfo } from '../../src/api/session-store';
import { shellView } from '../../src/domain/shell-view';
import { isSignInRoute } from '../../src/domain/routes';
import { LOGIN_PATH } from '../../src/domain/spec-constants';

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

/** Everything that can reach launch: sign-in and sign-out, saved profiles, retries, and the answers of its calls. */
const step: fc.Arbitrary<LaunchEvent | AnyEventObject> = fc.oneof(
  fc.record({ type: fc.constant('session.signedIn'), result: answer }),
  fc.constant({ type: 'session.signedOut' }),
  fc.record({ type: fc.constant('session.userInfoChanged'), userInfo, relaunch: fc.boolean() }),
  fc.constant({ type: 'launch.restart' }),
  fc.record({ type: fc.constant('xstate.done.actor.getInfo'), output: maybe(userInfo) }),
  fc.constant({ type: 'xstate.error.actor.getInfo', error: new Error('offline') }),
  fc.constant({ type: 'xstate.done.actor.loadSystemMessages', output: [] }),
);

const route = fc.constantFrom('/', '/pages/myLinks/index', '/pages/additional/index?isForce=1', LOGIN_PATH, '/pages/connectAccount/index', '/pages/nowhere');

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
    'never shows an app page without a token, stored and in the session',
    (session, steps, where) => {
      storage.clear();
      if (session.token) storage.set('token', session.token);
      const actor = createActor(machine, { input: { session } });
      actor.start();
      const check = () => {
        const snapshot = actor.getSnapshot();
        const view = shellView(launchStatus(snapshot), where);
        if (view === 'app') {
          expect(snapshot.context.session.token).toBeTruthy();
          expect(storage.get('token')).toBe(snapshot.context.session.token);
          expect(snapshot.context.session.shopName).toBeTruthy();
          expect(isSignInRoute(where)).toBe(false);
        }
        if (!snapshot.context.session.token) expect(view).not.toBe('app');
      };
      check();
      for (const event of steps) {
        if (!deliverable(actor.getSnapshot(), event)) continue;
        actor.send(event as LaunchEvent);
        check();
      }
      actor.stop();
    },
  );

  it.prop([fc.array(step, { maxLength: 25 })])('signing out always forgets the whole session', (steps) => {
    const actor = createActor(machine, { input: { session: EMPTY_SESSION } });
    actor.start();
    for (const event of steps) if (deliverable(actor.getSnapshot(), event)) actor.send(event as LaunchEvent);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().context.session).toEqual(EMPTY_SESSION);
    expect(launchStatus(actor.getSnapshot())).toBe('signedOut');
    actor.stop();
  });
});
