import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import {
  navigationMachine,
  tabRoutes,
  type NavigationEvent,
  type NavigationInput,
} from '../../src/machines/navigation.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { after, done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { userInfoOf } from '../support/session-fixtures';
import { LOGIN_PATH, POPUP_PATH } from '../../src/domain/spec-constants';
import { ACCOUNT_PATH, ACCOUNT_PATH_NEW_USER } from '../../src/domain/tabs';
import { highlightedTabOf, isGlobalAdPage, mainTabOf } from '../../src/domain/routes';

type Snapshot = SnapshotFrom<typeof navigationMachine>;

const MY_LINKS = '/pages/myLinks/index';
const CREATE = '/pages/myLinks/create';
const ELSEWHERE = '/pages/nowhere';
/** The Account tab asked the server: the shop had its first click (regular now), or it is still new. */
const NOW_REGULAR = userInfoOf({ shopDomain: 'mintshop', userType: 'regular' });
const STILL_NEW = userInfoOf({ shopDomain: 'mintshop', userType: 'new' });

const events = [
  { type: 'navigation.restore' },
  { type: 'navigation.relaunch', path: '/' },
  { type: 'navigation.relaunch', path: LOGIN_PATH },
  { type: 'navigation.push', path: CREATE },
  { type: 'navigation.back' },
  { type: 'tab.select', tab: 5 },
  { type: 'tab.select', tab: 2 },
  { type: 'location.changed', route: MY_LINKS },
  { type: 'location.changed', route: `${ELSEWHERE}?navId=1` },
  // Signed in as a new creator; before this event nobody is (no shop: no analytics, the ordinary Account page).
  { type: 'navigation.identify', shopName: 'mintshop', userType: 'new' },
  after('globalAdDelay', 'navigation.active.ad.adPending'),
  done('getInfo', NOW_REGULAR),
  done('getInfo', STILL_NEW),
  failed('getInfo', new Error('offline')),
] as NavigationEvent[];

interface Effects extends CallLog {
  saved: string[][];
  relaunchClears: number;
  seen: number;
}

function arrange() {
  const log: Effects = { ...newCallLog(), saved: [], relaunchClears: 0, seen: 0 };
  const machine = navigationMachine.provide({
    actors: recordingActors(log, ['eTab', 'getInfo']) as never,
    actions: {
      persistStack: ({ context }) => void log.saved.push([...context.stack]),
      clearRelaunchState: () => void log.relaunchClears++,
    },
  });
  return { machine, effects: log };
}

function recordEmitted(actor: { on(type: '*', handler: (e: AnyEventObject) => void): unknown }, effects: Effects) {
  actor.on('*', (e) => void effects.emitted.push(e));
}

/**
 * The stack is unbounded; the model keeps its depth up to three and the two pages on top (the address bar shows
 * the top one, so the location only counts before launch has decided).
 */
const serializeState = (s: Snapshot) => {
  const { stack, location, tab, shopName, userType } = s.context;
  const where = stack.length === 0 ? location : null;
  return JSON.stringify({
    v: s.value,
    depth: Math.min(stack.length, 3),
    top: stack.slice(-2),
    where,
    tab,
    shopName,
    userType,
  });
};

function assertStep({ snapshot, event, effects }: { snapshot: Snapshot; event: NavigationEvent; effects: Effects }) {
  const { context } = snapshot;
  const fresh = effects.emitted.slice(effects.seen);
  effects.seen = effects.emitted.length;
  const moves = fresh.filter((e) => e.type === 'location.navigate');

  // What the address bar shows is the top of the stack; the saved stack is the stack.
  if (!snapshot.matches('idle')) {
    expect(context.stack.at(-1)).toBe(context.location);
    expect(effects.saved.at(-1)).toEqual(context.stack);
  } else {
    expect(context.stack).toEqual([]);
  }
  expect(context.isPageGlobalAd).toBe(isGlobalAdPage(context.location));
  expect(context.stack).not.toContain(POPUP_PATH);
  // The page on screen highlights the tab of its section (route-sections.ts), however it was reached.
  const section = highlightedTabOf(context.location);
  if (section) expect(context.tab).toBe(section);
  // The Account tab asks the server only while the session says new, and waits for nothing else.
  expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ active: { accountTab: 'confirming' } }));
  expect(snapshot.can({ type: 'navigation.back' })).toBe(snapshot.matches('active') && context.stack.length > 1);

  const type: string = event.type;
  const confirmed = type === 'xstate.done.actor.getInfo' || type === 'xstate.error.actor.getInfo';
  if (event.type === 'tab.select' && snapshot.matches({ active: { accountTab: 'confirming' } })) {
    // A new creator's Account tab: nothing moves until the server has said whether they still are.
    expect(moves).toEqual([]);
    expect(effects.calls.at(-1)).toEqual({ actor: 'getInfo', input: undefined });
    return;
  }
  if (type === 'xstate.done.actor.getInfo') {
    // The session keeps the fresh record (launch stores it), and the tab follows it.
    const info = (event as unknown as { output: typeof NOW_REGULAR }).output;
    expect(fresh.filter((e) => e.type === 'session.userInfoChanged')).toEqual([
      { type: 'session.userInfoChanged', userInfo: info, relaunch: false },
    ]);
    expect(context.userType).toBe(info.userType);
  }
  if (confirmed) {
    expect(context.stack).toEqual([context.userType === 'new' ? ACCOUNT_PATH_NEW_USER : ACCOUNT_PATH]);
    expect(moves).toEqual([{ type: 'location.navigate', route: context.location, mode: 'replace' }]);
    return;
  }
  switch (event.type) {
    case 'navigation.relaunch':
    case 'navigation.restore':
    case 'tab.select': {
      expect(moves).toEqual([{ type: 'location.navigate', route: context.location, mode: 'replace' }]);
      expect(effects.relaunchClears).toBeGreaterThan(0);
      const tab = mainTabOf(context.stack[0] ?? '/');
      const reported = effects.calls.filter((c) => c.actor === 'eTab');
      if (tab && context.shopName)
        expect(reported.at(-1)).toEqual({ actor: 'eTab', input: { tab: tab.analyticsId, shopName: context.shopName } });
      if (event.type === 'tab.select' && event.tab === 5) {
        expect(context.location).toBe(context.userType === 'new' ? ACCOUNT_PATH_NEW_USER : ACCOUNT_PATH);
      }
      if (event.type === 'navigation.relaunch') expect(context.stack).toEqual([event.path]);
      expect(snapshot.matches({ active: { ad: 'adPending' } })).toBe(true);
      break;
    }
    case 'navigation.push':
      expect(moves).toEqual([{ type: 'location.navigate', route: event.path, mode: 'push' }]);
      break;
    case 'navigation.back':
      expect(moves).toEqual([{ type: 'location.navigate', route: context.location, mode: 'back' }]);
      break;
    case 'location.changed':
      // The router already moved: navigation follows without moving it again.
      expect(moves).toEqual([]);
      expect(context.location).toBe(event.route);
      break;
    default:
      if (event.type.startsWith('xstate.after')) {
        expect(fresh).toEqual([
          { type: 'globalAd.requested', route: context.location, isPageGlobalAd: isGlobalAdPage(context.location) },
        ]);
      } else {
        expect(moves).toEqual([]);
      }
  }
}

const STARTS: Array<[string, NavigationInput]> = [
  // A reload on a page the saved stack ends with: the stack comes back.
  ['navigation', { location: CREATE, saved: [MY_LINKS, POPUP_PATH, CREATE] }],
  // A reload elsewhere: only that page.
  ['navigation-fresh', { location: MY_LINKS, saved: [] }],
];

describe('navigation machine', () => {
  for (const [name, input] of STARTS) {
    // A few thousand replays: more than the default 5 s when the test projects run side by side.
    it(
      `${name}: every state and transition, with the router moves, saved stacks, analytics and global ad they cause`,
      { timeout: 120_000 },
      async () => {
        const coverage = await exploreModel({
          name,
          machine: navigationMachine,
          input,
          events,
          serializeState,
          arrange,
          observe: recordEmitted,
          assertStep: assertStep as never,
        });
        reportCoverage(coverage);
        expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
      },
    );
  }

  it('restores a saved stack whose top is on screen, without the popup screen, and goes back through it', () => {
    const { machine, effects } = arrange();
    const actor = createActor(machine, { input: { location: CREATE, saved: [MY_LINKS, POPUP_PATH, CREATE] } });
    recordEmitted(actor, effects);
    actor.start();
    actor.send({ type: 'navigation.identify', shopName: 'mintshop', userType: 'regular' });
    actor.send({ type: 'navigation.restore' });
    expect(actor.getSnapshot().context.stack).toEqual([MY_LINKS, CREATE]);
    expect(actor.getSnapshot().context.tab).toBe(2);
    // The relaunched first page is a main tab of a shop: one analytics event, tab 902.
    expect(effects.calls).toEqual([{ actor: 'eTab', input: { tab: 902, shopName: 'mintshop' } }]);
    actor.send({ type: 'navigation.back' });
    expect(actor.getSnapshot().context.stack).toEqual([MY_LINKS]);
    expect(actor.getSnapshot().can({ type: 'navigation.back' })).toBe(false);
    actor.stop();
  });

  it('gives the fifth tab to the new-user Account page for new creators', () => {
    expect(tabRoutes({ userType: 'new' })[4]).toBe(ACCOUNT_PATH_NEW_USER);
    expect(tabRoutes({ userType: 'regular' })[4]).toBe(ACCOUNT_PATH);
    expect(tabRoutes({ userType: null })[4]).toBe(ACCOUNT_PATH);
  });
});
