import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { launchMachine, launchStatus, type LaunchEvent } from '../../src/machines/launch.machine';
import { EMPTY_SESSION, type SignInAnswer, type StoredSession, type UserInfo } from '../../src/api/session-store';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { signInAnswerOf, userInfoOf } from '../support/session-fixtures';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import {
  ADDITIONAL_INFO_PATH,
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  ERROR_TOAST_MS,
  FORGOT_PASSWORD_PATH,
  LOGIN_FB_PATH,
  LOGIN_PATH,
  USER_INFO_FAILED_TEXT,
} from '../../src/domain/spec-constants';

type Snapshot = SnapshotFrom<typeof launchMachine>;

const answer = signInAnswerOf;
const WITH_SHOP = answer({});
const NEW_CREATOR = answer({
  token: 'tok-2',
  username: 'nina',
  shopName: 'ninashop',
  userType: 'new',
  insUserPicture: 'https://img.example/n.png',
});
const FACEBOOK_NO_SHOP = answer({ token: 'tok-3', shopName: undefined, loginType: 2 });
const APPLE_NO_SHOP = answer({ token: 'tok-4', shopName: undefined, loginType: 3 });
const ACCOUNT_NO_SHOP = answer({ token: 'tok-5', shopName: undefined, loginType: 1 });

const info = userInfoOf;
const INFO = info();
const INFO_NO_HANDLE = info({ handle: undefined });
const INFO_EDITED = info({ handle: 'jane.new', maiUserPicture: 'https://img.example/j.png' });
const INFO_EDITED_NO_HANDLE = info({ handle: undefined, maiUserPicture: 'https://img.example/k.png' });
const FORCED_PROFILE = `${ADDITIONAL_INFO_PATH}?isForce=1`;

const events = [
  { type: 'session.signedIn', result: WITH_SHOP },
  { type: 'session.signedIn', result: NEW_CREATOR, referCode: 'VIP42' },
  { type: 'session.signedIn', result: FACEBOOK_NO_SHOP, referCode: 'VIP42' },
  { type: 'session.signedIn', result: APPLE_NO_SHOP },
  { type: 'session.signedIn', result: ACCOUNT_NO_SHOP },
  { type: 'session.signedOut' },
  { type: 'session.userInfoChanged', userInfo: INFO_EDITED, relaunch: false },
  { type: 'session.userInfoChanged', userInfo: INFO_EDITED, relaunch: true },
  { type: 'session.userInfoChanged', userInfo: INFO_EDITED_NO_HANDLE, relaunch: false },
  { type: 'launch.restart' },
  done('getInfo', INFO),
  done('getInfo', INFO_NO_HANDLE),
  done('getInfo', null),
  failed('getInfo', serverError('Cannot reach Linkmint.', 599, '/setting/getInfo')),
  done('loadSystemMessages', []),
  failed('loadSystemMessages', new Error('gateway down')),
] as LaunchEvent[];

interface Effects extends CallLog {
  /** Storage writes, in order. */
  storage: AnyEventObject[];
  /** How many emitted events earlier steps produced. */
  seen: number;
  /** The state before the step being checked. */
  before: Snapshot['value'] | null;
}

function arrange() {
  const log: Effects = { ...newCallLog(), storage: [], seen: 0, before: null };
  const machine = launchMachine.provide({
    actors: recordingActors(log, ['getInfo', 'loadSystemMessages']) as never,
    actions: {
      persistSignIn: ({ event }) =>
        void log.storage.push({ type: 'saveSignIn', result: (event as { result: SignInAnswer }).result }),
      persistUserInfo: ({ context }) =>
        void log.storage.push({ type: 'saveUserInfo', userInfo: context.session.userInfo }),
      forgetSession: () => void log.storage.push({ type: 'clear' }),
    },
  });
  return { machine, effects: log };
}

/** Records what the actor emits; what it emits on start belongs to no step. */
function recordEmitted(
  actor: { on(type: '*', handler: (e: AnyEventObject) => void): unknown; start(): unknown; getSnapshot(): Snapshot },
  effects: Effects,
) {
  actor.on('*', (e) => void effects.emitted.push(e));
  const start = actor.start.bind(actor);
  actor.start = () => {
    const started = start();
    effects.seen = effects.emitted.length;
    effects.before = actor.getSnapshot().value;
    return started;
  };
}

const relaunches = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'navigation.relaunch').map((e) => e.path as string);

/** The events a step replays: launch's own and the user info call's answer. */
type StepEvent =
  LaunchEvent | { type: 'xstate.done.actor.getInfo'; output: UserInfo | null } | { type: `xstate.${string}` };

function assertStep({ snapshot, event, effects }: { snapshot: Snapshot; event: StepEvent; effects: Effects }) {
  const { session } = snapshot.context;
  const fresh = effects.emitted.slice(effects.seen);
  effects.seen = effects.emitted.length;
  const status = launchStatus(snapshot);
  const before = effects.before;
  effects.before = snapshot.value;

  // The app shows only with a token, a shop and the user info.
  if (status === 'signedIn') {
    expect(session.token).toBeTruthy();
    expect(session.shopName).toBeTruthy();
    expect(session.userInfo).not.toBeNull();
  }
  if (snapshot.matches('signedOut')) expect(session).toEqual(EMPTY_SESSION);
  if (snapshot.matches('needsShop')) {
    expect(session.token).toBeTruthy();
    expect(session.shopName).toBeNull();
  }
  // Held on Additional Info: a full session whose creator has no handle yet, and no system messages loaded.
  if (snapshot.matches('needsProfile')) {
    expect(status).toBe('needsProfile');
    expect(session.token).toBeTruthy();
    expect(session.shopName).toBeTruthy();
    expect(session.userInfo?.handle).toBeUndefined();
    expect(effects.calls.filter((c) => c.actor === 'loadSystemMessages')).toEqual([]);
  }
  // Every user info load asks for the session's shop.
  for (const call of effects.calls.filter((c) => c.actor === 'getInfo'))
    expect(call.input).toEqual({ shopName: expect.any(String) });
  if (snapshot.matches('loadingUserInfo'))
    expect(effects.calls.at(-1)).toEqual({ actor: 'getInfo', input: { shopName: session.shopName } });
  // Whoever is signed in, navigation hears about it.
  const identify = fresh.filter((e) => e.type === 'navigation.identify').at(-1);
  if (identify)
    expect(identify).toEqual({ type: 'navigation.identify', shopName: session.shopName, userType: session.userType });

  switch (event.type) {
    case 'session.signedIn': {
      expect(effects.storage.at(-1)).toEqual(
        event.result.shopName || event.result.loginType !== 1
          ? { type: 'saveSignIn', result: event.result }
          : { type: 'clear' },
      );
      expect(fresh).toContainEqual({ type: 'sidebar.open' });
      const to = relaunches(fresh);
      if (event.result.shopName) expect(to).toEqual(['/']);
      else if (event.result.loginType === 1) expect(to).toEqual([LOGIN_PATH]);
      else {
        const userType = event.result.loginType === 3 ? 2 : 1;
        expect(to).toEqual([
          `${CONNECT_ACCOUNT_PATH}?userType=${userType}${event.referCode ? `&referCode=${event.referCode}` : ''}`,
        ]);
      }
      break;
    }
    case 'xstate.done.actor.getInfo': {
      const { output } = event as { output: UserInfo | null };
      if (output === null) {
        expect(fresh).toContainEqual({ type: 'toast.show', text: USER_INFO_FAILED_TEXT, durationMs: ERROR_TOAST_MS });
        expect(relaunches(fresh)).toEqual([LOGIN_PATH]);
        expect(effects.storage.at(-1)).toEqual({ type: 'clear' });
      } else {
        expect(effects.storage.at(-1)).toEqual({ type: 'saveUserInfo', userInfo: output });
        expect(relaunches(fresh)).toEqual(output.handle ? [] : [FORCED_PROFILE]);
        // The system messages wait until the creator has a handle (they load on entering the app).
        if (output.handle)
          expect(effects.calls.at(-1)).toEqual({ actor: 'loadSystemMessages', input: { shopName: output.shopDomain } });
        else expect(effects.calls.at(-1)?.actor).toBe('getInfo');
      }
      break;
    }
    case 'session.userInfoChanged':
      expect(session.userInfo).toEqual(event.userInfo);
      expect(session.avatar).toBe(event.userInfo.maiUserPicture);
      expect(effects.storage.at(-1)).toEqual({ type: 'saveUserInfo', userInfo: event.userInfo });
      if (before === 'needsProfile') {
        // Saving a handle is what lets the creator into the app; the system messages load then.
        expect(relaunches(fresh)).toEqual(event.userInfo.handle ? ['/'] : []);
        expect(snapshot.matches(event.userInfo.handle ? 'ready' : 'needsProfile')).toBe(true);
        if (event.userInfo.handle)
          expect(effects.calls.at(-1)).toEqual({ actor: 'loadSystemMessages', input: { shopName: session.shopName } });
      } else expect(relaunches(fresh)).toEqual(event.relaunch ? ['/'] : []);
      break;
    case 'launch.restart':
      // Signed out: login; held on Additional Info: back there; otherwise launch decides again from the session.
      if (before === 'signedOut') expect(relaunches(fresh)).toEqual([LOGIN_PATH]);
      if (before === 'needsProfile') expect(relaunches(fresh)).toEqual([FORCED_PROFILE]);
      if (before === 'signedOut' || before === 'needsProfile') expect(snapshot.value).toEqual(before);
      expect(fresh.filter((e) => e.type === 'sidebar.open')).toEqual([]);
      break;
    case 'session.signedOut':
      expect(effects.storage.at(-1)).toEqual({ type: 'clear' });
      // Signing out does not navigate by itself: the one who signs out says where to go.
      expect(relaunches(fresh)).toEqual([]);
      break;
    default:
      // No other event changes the stored session.
      expect(fresh.filter((e) => e.type === 'sidebar.open')).toEqual([]);
  }
}

/** The stored session and the page the app opens on. */
const STARTS: Array<[string, StoredSession, string]> = [
  [
    'launch',
    { ...EMPTY_SESSION, token: 'tok-0', shopName: 'janeshop', loginType: 1, userType: 'regular' },
    '/pages/myLinks/index',
  ],
  ['launch-no-token', EMPTY_SESSION, '/pages/myLinks/index'],
  ['launch-no-token-on-create-account', EMPTY_SESSION, CREATE_ACCOUNT_PATH],
  ['launch-social-no-shop', { ...EMPTY_SESSION, token: 'tok-0', loginType: 2 }, '/'],
  ['launch-account-no-shop', { ...EMPTY_SESSION, token: 'tok-0', loginType: 1 }, '/'],
];

describe('launch machine', () => {
  for (const [name, session, route] of STARTS) {
    it(
      `${name}: every state and transition, with the navigations, toasts, calls and storage writes they cause`,
      { timeout: 20_000 },
      async () => {
        const coverage = await exploreModel({
          name,
          machine: launchMachine,
          input: { session, route },
          events,
          arrange,
          observe: recordEmitted,
          assertStep: assertStep as never,
        });
        reportCoverage(coverage);
        expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
      },
    );
  }

  it('opens where the stored session says (spec §4 Launch)', async () => {
    const { createActor } = await import('xstate');
    const start = (session: StoredSession, route = '/') => {
      const { machine, effects } = arrange();
      const actor = createActor(machine, { input: { session, route } });
      actor.on('*', (e) => void effects.emitted.push(e));
      actor.start();
      return {
        state: actor.getSnapshot().value,
        relaunched: relaunches(effects.emitted),
        restored: effects.emitted.some((e) => e.type === 'navigation.restore'),
        calls: effects.calls,
      };
    };
    expect(start(EMPTY_SESSION)).toMatchObject({
      state: 'signedOut',
      relaunched: [LOGIN_PATH],
      restored: false,
      calls: [],
    });
    // Without a session the sign-in pages stay open (with their query); other pages, Connect Account too, go to login.
    const FACEBOOK_RETURN = `${LOGIN_FB_PATH}?code=abc&state=xyz`;
    for (const page of [
      CREATE_ACCOUNT_PATH,
      FORGOT_PASSWORD_PATH,
      `${CREATE_ACCOUNT_PATH}?referCode=VIP42`,
      FACEBOOK_RETURN,
      LOGIN_PATH,
    ]) {
      expect(start(EMPTY_SESSION, page)).toMatchObject({
        state: 'signedOut',
        relaunched: [page],
        restored: false,
        calls: [],
      });
    }
    for (const page of [
      `${CONNECT_ACCOUNT_PATH}?userType=1`,
      FORCED_PROFILE,
      '/pages/myLinks/index',
      '/pages/nowhere',
    ]) {
      expect(start(EMPTY_SESSION, page)).toMatchObject({ state: 'signedOut', relaunched: [LOGIN_PATH] });
    }
    expect(start({ ...EMPTY_SESSION, token: 't', loginType: 3 })).toMatchObject({
      state: 'needsShop',
      relaunched: [`${CONNECT_ACCOUNT_PATH}?userType=2`],
    });
    expect(start({ ...EMPTY_SESSION, token: 't', loginType: 1 })).toMatchObject({
      state: 'signedOut',
      relaunched: [LOGIN_PATH],
    });
    expect(start({ ...EMPTY_SESSION, token: 't', shopName: 'shop' })).toMatchObject({
      state: 'loadingUserInfo',
      relaunched: [],
      restored: true,
      calls: [{ actor: 'getInfo', input: { shopName: 'shop' } }],
    });
  });
});
