import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { globalAdMachine, type AdActivity, type AdSelection, type GlobalAdEvent } from '../../src/machines/global-ad.machine';
import { activeActivity, closedActivityKey } from '../../src/domain/promotion-activity';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const AD: AdActivity = {
  id: '7',
  title: 'Rising Stars',
  startTime: '2025-06-01T00:00:00-07:00',
  endTime: '2099-07-31T23:59:59-07:00',
  imageUrl: 'https://img.linkmint.test/rising-stars.png',
  linkUrl: 'https://linkmint.test/rising-stars',
};
const selected = (ad: AdActivity | null) =>
  ({ type: 'xstate.done.actor.selectAd', output: { ad, shopName: 'janes-picks' } satisfies AdSelection, actorId: 'selectAd' }) as unknown as GlobalAdEvent;

const events: GlobalAdEvent[] = [
  { type: 'globalAd.requested', route: '/', isPageGlobalAd: true },
  { type: 'globalAd.requested', route: '/pages/login/index', isPageGlobalAd: false },
  { type: 'globalAd.close' },
  { type: 'globalAd.open' },
  selected(AD),
  selected({ ...AD, linkUrl: undefined }),
  selected(null),
  { type: 'xstate.error.actor.selectAd', error: new Error('offline'), actorId: 'selectAd' } as unknown as GlobalAdEvent,
];

interface Effects {
  selects: number;
  closed: string[];
  opened: string[];
}

describe('global ad modal', () => {
  it('global-ad: every state and transition; only on ad pages, closing remembers the activity', async () => {
    const coverage = await exploreModel<typeof globalAdMachine, Effects>({
      name: 'global-ad',
      // Signed in: the session guard reads local storage, which the graph has none of.
      machine: globalAdMachine.provide({ guards: { hasSession: () => true } }),
      events,
      arrange: () => {
        const effects: Effects = { selects: 0, closed: [], opened: [] };
        const machine = globalAdMachine.provide({
          guards: { hasSession: () => true },
          actors: { selectAd: fromPromise<AdSelection, { shopName: string }>(() => ((effects.selects += 1), new Promise(() => {}))) },
          actions: {
            persistClosed: ({ context }) => void effects.closed.push(context.ad!.id),
            openLink: ({ context }) => void effects.opened.push(context.ad!.linkUrl!),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        expect(snapshot.hasTag('modal-visible')).toBe(snapshot.matches('visible'));
        if (snapshot.matches('visible')) expect(snapshot.context.ad).not.toBeNull();
        if (event.type === 'globalAd.requested' && !event.isPageGlobalAd) expect(snapshot.value).toBe('hidden');
        if (event.type === 'globalAd.open') expect(effects.opened.length).toBeLessThanOrEqual(1);
        if (event.type === 'globalAd.close') expect(snapshot.value).not.toBe('visible');
        expect(effects.closed.length).toBeLessThanOrEqual(1);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(3);
  });

  it('shows nothing to a signed-out visitor, and nothing on the login page', () => {
    const emitted: AnyEventObject[] = [];
    const actor = createActor(globalAdMachine.provide({ guards: { hasSession: () => false } }));
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'globalAd.requested', route: '/', isPageGlobalAd: true });
    expect(actor.getSnapshot().value).toBe('hidden');
    const signedIn = createActor(globalAdMachine.provide({ guards: { hasSession: () => true } })).start();
    signedIn.send({ type: 'globalAd.requested', route: '/pages/login/index', isPageGlobalAd: false });
    expect(signedIn.getSnapshot().value).toBe('hidden');
    actor.stop();
    signedIn.stop();
  });

  it('picks the first running activity the shop has not closed; activity 1 is remembered under the shop name alone', () => {
    const now = Date.parse('2025-07-15T12:00:00-07:00');
    const list = [
      { id: '1', startTime: '2025-07-01T00:00:00-07:00', endTime: '2025-07-31T23:59:59-07:00' },
      { id: '2', startTime: '2025-08-01T00:00:00-07:00', endTime: '2025-08-31T23:59:59-07:00' },
      { id: '3', startTime: '2025-07-10T00:00:00-07:00', endTime: '2025-07-20T00:00:00-07:00' },
    ];
    expect(activeActivity(list, now, () => false)?.id).toBe('1');
    expect(activeActivity(list, now, (id) => id === '1')?.id).toBe('3');
    expect(activeActivity(list, now, () => true)).toBeUndefined();
    expect(closedActivityKey('janes-picks', '1')).toBe('janes-picks');
    expect(closedActivityKey('janes-picks', '3')).toBe('janes-picks3');
  });
});
