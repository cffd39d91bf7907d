import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  globalAdMachine,
  type AdActivity,
  type AdSelection,
  type GlobalAdEvent,
} from '../../src/machines/global-ad.machine';
import { PROMOTION_LINKS } from '../../src/api/promotion-links';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const AD: AdActivity = {
  id: '7',
  title: 'Rising Stars',
  startTime: '2025-06-01T00:00:00-07:00',
  endTime: '2099-07-31T23:59:59-07:00',
  imageUrl: 'https://img.linkmint.test/rising-stars.png',
  linkUrl: 'https://linkmint.test/rising-stars',
};
const SHOP = 'janes-picks';
const selected = (selection: Partial<AdSelection>) =>
  ({
    type: 'xstate.done.actor.selectPromotion',
    output: { ad: null, shopName: SHOP, bannerPeriod: true, bannerClosed: false, ...selection } satisfies AdSelection,
    actorId: 'selectPromotion',
  }) as unknown as GlobalAdEvent;
const whitelist = (whitelisted: boolean) =>
  ({
    type: 'xstate.done.actor.checkBoostingWhitelist',
    output: whitelisted,
    actorId: 'checkBoostingWhitelist',
  }) as unknown as GlobalAdEvent;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('offline'), actorId: id }) as unknown as GlobalAdEvent;

const events: GlobalAdEvent[] = [
  { type: 'globalAd.requested', route: '/', isPageGlobalAd: true },
  { type: 'globalAd.requested', route: '/pages/login/index', isPageGlobalAd: false },
  { type: 'globalAd.close' },
  { type: 'globalAd.open' },
  { type: 'globalAd.more' },
  { type: 'globalAd.bannerClose' },
  { type: 'globalAd.bannerLearnMore' },
  selected({ ad: AD }),
  selected({ ad: { ...AD, linkUrl: undefined } }),
  selected({}),
  selected({ bannerPeriod: false }),
  selected({ bannerClosed: true }),
  failed('selectPromotion'),
  whitelist(true),
  whitelist(false),
  failed('checkBoostingWhitelist'),
];

interface Effects {
  selects: number;
  whitelistChecks: number;
  closed: string[];
  bannerClosed: string[];
  emitted: AnyEventObject[];
}

const serializeState = (s: {
  value: unknown;
  context: { ad: AdActivity | null; bannerFlag: boolean; bannerPeriod: boolean; bannerClosed: boolean };
}) =>
  JSON.stringify([
    s.value,
    s.context.ad?.id ?? null,
    Boolean(s.context.ad?.linkUrl),
    s.context.bannerFlag,
    s.context.bannerPeriod,
    s.context.bannerClosed,
  ]);

describe('promotion modal and banner (the global ad machine)', () => {
  it('global-ad: every state and transition; never modal and banner together; closing remembers and selects again', async () => {
    const coverage = await exploreModel<typeof globalAdMachine, Effects>({
      name: 'global-ad',
      machine: globalAdMachine,
      events,
      serializeState: serializeState as never,
      arrange: () => {
        const effects: Effects = { selects: 0, whitelistChecks: 0, closed: [], bannerClosed: [], emitted: [] };
        const machine = globalAdMachine.provide({
          actors: {
            selectPromotion: fromPromise<AdSelection>(() => ((effects.selects += 1), new Promise(() => {}))),
            checkBoostingWhitelist: fromPromise<boolean>(() => ((effects.whitelistChecks += 1), new Promise(() => {}))),
          },
          actions: {
            persistClosed: ({ context }) => void (context.ad && effects.closed.push(context.ad.id)),
            persistBannerClosed: ({ context }) => void effects.bannerClosed.push(context.shopName ?? ''),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const modal = snapshot.hasTag('modal-visible');
        const banner = snapshot.hasTag('banner-visible');
        expect(modal && banner).toBe(false);
        expect(modal).toBe(snapshot.matches({ modal: 'visible' }) || snapshot.matches({ modal: 'checkingWhitelist' }));
        if (modal) expect(snapshot.context.ad).not.toBeNull();
        if (banner) expect([snapshot.context.bannerPeriod, snapshot.context.bannerClosed]).toEqual([true, false]);
        if (event.type === 'globalAd.requested' && !event.isPageGlobalAd)
          expect(snapshot.matches({ modal: 'hidden' })).toBe(true);
        if (event.type === 'globalAd.close' && path.at(-2)?.type !== 'globalAd.close') {
          // Closed: remembered, the banner flag back on, and a new selection under way.
          expect(snapshot.matches({ modal: 'selecting' }) || !modal).toBe(true);
        }
        const external = effects.emitted.filter((e) => e.type === 'route.external');
        const type: string = event.type;
        if (type === 'xstate.done.actor.checkBoostingWhitelist') {
          const whitelisted = (event as unknown as { output: boolean }).output;
          expect(external.at(-1)).toEqual({
            type: 'route.external',
            url: whitelisted ? PROMOTION_LINKS.risingStar : PROMOTION_LINKS.boostingPromotion,
            newTab: true,
          });
          expect(snapshot.context.bannerFlag).toBe(true);
        }
        if (type === 'xstate.error.actor.checkBoostingWhitelist') {
          expect(external.at(-1)).toEqual({
            type: 'route.external',
            url: PROMOTION_LINKS.boostingPromotion,
            newTab: true,
          });
        }
        // More ignores repeated clicks: one check per More that reached the modal.
        expect(effects.whitelistChecks).toBeLessThanOrEqual(path.filter((e) => e.type === 'globalAd.more').length);
        expect(effects.bannerClosed.every((shop) => shop === SHOP)).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(8);
  });

  it('closing the modal remembers the activity, turns the banner flag on and selects again', async () => {
    const closed: string[] = [];
    let selections = 0;
    const outputs: AdSelection[] = [
      { ad: AD, shopName: SHOP, bannerPeriod: true, bannerClosed: false },
      { ad: null, shopName: SHOP, bannerPeriod: true, bannerClosed: false },
    ];
    const actor = createActor(
      globalAdMachine.provide({
        actors: { selectPromotion: fromPromise(async () => outputs[selections++]!) },
        actions: { persistClosed: ({ context }) => void closed.push(context.ad!.id) },
      }),
    ).start();
    actor.send({ type: 'globalAd.requested', route: '/', isPageGlobalAd: true });
    await new Promise((r) => setTimeout(r, 0));
    expect([actor.getSnapshot().hasTag('modal-visible'), actor.getSnapshot().hasTag('banner-visible')]).toEqual([
      true,
      false,
    ]);
    actor.send({ type: 'globalAd.close' });
    await new Promise((r) => setTimeout(r, 0));
    expect(closed).toEqual(['7']);
    expect(selections).toBe(2);
    expect([actor.getSnapshot().hasTag('modal-visible'), actor.getSnapshot().hasTag('banner-visible')]).toEqual([
      false,
      true,
    ]);
    actor.stop();
  });
});
