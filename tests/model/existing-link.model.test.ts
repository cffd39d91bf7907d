import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import {
  existingLinkMachine,
  type ExistingLinkEvent,
  type LookedUp,
  type ShortLinkView,
} from '../../src/machines/existing-link.machine';
import { LINK_PAGE_TEXTS } from '../../src/domain/link-pages';
import { LINK_DETAIL_PATH } from '../../src/domain/my-links';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';

const PRODUCT = 'https://www.amazon.com/dp/B0TESTASIN?tag=mine-20';
const LINK = {
  id: 'Sh0rtL1n',
  code: 'Sh0rtL1n',
  shortUrl: 'http://127.0.0.1/s/Sh0rtL1n',
  originalUrl: PRODUCT,
  kind: 'short',
  clicks: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
} as ShortLinkView;
const ev = (e: unknown) => e as ExistingLinkEvent;
const hasLink = ev({
  type: 'xstate.done.actor.lookUpAddress',
  output: { trackingId: 'mine-20', link: LINK },
  actorId: 'lookUpAddress',
});
const noLinkTagged = ev({
  type: 'xstate.done.actor.lookUpAddress',
  output: { trackingId: 'mine-20', link: null },
  actorId: 'lookUpAddress',
});
const checkFailed = ev({
  type: 'xstate.error.actor.lookUpAddress',
  error: serverError('offline'),
  actorId: 'lookUpAddress',
});
const madeLink = ev({ type: 'xstate.done.actor.createShortLink', output: LINK, actorId: 'createShortLink' });
const makeFailed = ev({
  type: 'xstate.error.actor.createShortLink',
  error: serverError('The tracking id x-20 in this address is not one of yours.'),
  actorId: 'createShortLink',
});

interface Effects {
  checked: string[];
  made: Array<{ url: string; keepTrackingId: boolean }>;
  emitted: AnyEventObject[];
}

describe('existing link (existingLink/index)', () => {
  it('existing-link: every state and transition; the shop’s link is shown, else made keeping the address’s tracking id', async () => {
    const coverage = await exploreModel<typeof existingLinkMachine, Effects>({
      name: 'existing-link',
      machine: existingLinkMachine,
      input: { url: 'www.amazon.com/dp/B0TESTASIN?tag=mine-20' },
      events: (snapshot) => [
        { type: 'existing.url.change', value: PRODUCT },
        { type: 'existing.url.change', value: 'https://example.com/shoes' },
        { type: 'existing.check' },
        { type: 'existing.create' },
        { type: 'existing.open' },
        ...(snapshot.matches('checking') ? [hasLink, noLinkTagged, checkFailed] : []),
        ...(snapshot.matches('creating') ? [madeLink, makeFailed] : []),
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.url, s.context.link?.code ?? null, s.context.trackingId, s.context.failure]),
      arrange: () => {
        const effects: Effects = { checked: [], made: [], emitted: [] };
        const machine = existingLinkMachine.provide({
          actors: {
            lookUpAddress: fromPromise<LookedUp, { url: string }>(
              ({ input }) => (effects.checked.push(input.url), new Promise(() => {})),
            ),
            createShortLink: fromPromise<ShortLinkView, { url: string; keepTrackingId: boolean }>(
              ({ input }) => (effects.made.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        // Only product addresses are sent, always with a scheme.
        for (const url of effects.checked) expect(url).toMatch(/^https:\/\/www\.amazon\.com\/dp\/B0TESTASIN/);
        if (snapshot.matches('creating')) expect(effects.made.at(-1)).toEqual({ url: PRODUCT, keepTrackingId: true });
        if (
          event.type === 'existing.check' &&
          snapshot.matches('idle') &&
          snapshot.context.url.includes('example.com')
        ) {
          expect(snapshot.context.failure).toBe(RETAILER_LINK_ERRORS.unsupported);
        }
        if (event.type === 'existing.open')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: `${LINK_DETAIL_PATH}?code=Sh0rtL1n` });
        if (event === madeLink)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: LINK_PAGE_TEXTS.linkCreated,
            durationMs: 3000,
          });
        if (snapshot.matches('found')) expect(snapshot.context.link?.code).toBe('Sh0rtL1n');
        if (event === makeFailed) expect(snapshot.context.failure).toMatch(/not one of yours/);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('without an address in the page, waits; an address without a tracking id gets the shop’s (v3)', async () => {
    const made: Array<{ url: string; keepTrackingId: boolean }> = [];
    const actor = createActor(
      existingLinkMachine.provide({
        actors: {
          lookUpAddress: fromPromise<LookedUp, { url: string }>(async () => ({ trackingId: null, link: null })),
          createShortLink: fromPromise<ShortLinkView, { url: string; keepTrackingId: boolean }>(
            async ({ input }) => (made.push(input), LINK),
          ),
        },
      }),
      { input: {} },
    ).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'existing.url.change', value: 'https://www.target.com/p/lamp/-/A-12345678' });
    actor.send({ type: 'existing.check' });
    await waitFor(actor, (s) => s.matches('missing'));
    actor.send({ type: 'existing.create' });
    await waitFor(actor, (s) => s.matches('found'));
    expect(made).toEqual([{ url: 'https://www.target.com/p/lamp/-/A-12345678', keepTrackingId: false }]);
    actor.stop();
  });
});
