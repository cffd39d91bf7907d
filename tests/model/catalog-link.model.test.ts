import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  catalogLinkMachine,
  LINK_CREATED_TEXT,
  type CatalogLinkEvent,
  type CatalogLinkInput,
  type CatalogLinkSnapshot,
  type CatalogShortLink,
} from '../../src/machines/catalog-link.machine';
import { SKIP_TRACKING_ID } from '../../src/domain/tracking-id-rules';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const AMAZON: CatalogLinkInput = {
  productId: 'amazon-B0XS9VQK0L',
  url: 'https://www.amazon.com/dp/B0XS9VQK0L',
  retailer: 'amazon',
  title: 'Facial Cleanser',
  source: 1,
};
const TARGET: CatalogLinkInput = {
  productId: 'target-12345678',
  url: 'https://www.target.com/p/-/A-12345678',
  retailer: 'target',
  title: 'Blender',
  source: 7,
};
const LINK: CatalogShortLink = {
  id: 'Ab3dE7xQ',
  code: 'Ab3dE7xQ',
  shortUrl: 'http://127.0.0.1/s/Ab3dE7xQ',
  originalUrl: `${AMAZON.url}?tag=jane-20`,
  kind: 'short',
  trackingId: 'jane-20',
  clicks: 0,
  createdAt: '2026-11-21T17:00:00.000Z',
};
const actorEvent = (type: 'done' | 'error', id: string, payload: unknown) =>
  ({
    type: `xstate.${type}.actor.${id}`,
    actorId: id,
    ...(type === 'done' ? { output: payload } : { error: payload }),
  }) as unknown as CatalogLinkEvent;

function eventsFor(snapshot: CatalogLinkSnapshot): CatalogLinkEvent[] {
  const events: CatalogLinkEvent[] = [
    { type: 'trackingId.changed', trackingId: 'jane-20' },
    { type: 'link.create' },
    { type: 'link.createWithout' },
  ];
  if (snapshot.matches('checking')) {
    events.push(
      actorEvent('done', 'checkViralLink', { valid: true, retailer: 'amazon', normalizedUrl: AMAZON.url }),
      actorEvent('done', 'checkViralLink', {
        valid: false,
        reason: 'This address is not the address of that viral item.',
      }),
      actorEvent('error', 'checkViralLink', new Error('offline')),
    );
  }
  if (snapshot.matches('creating'))
    events.push(
      actorEvent('done', 'createLink', LINK),
      actorEvent('error', 'createLink', new Error('This tracking ID is not in your Amazon tracking IDs.')),
    );
  return events;
}

interface Effects {
  checks: Array<{ productId: string; url: string }>;
  creations: Array<{ url: string; trackingId: string; source: number; title: string }>;
  emitted: AnyEventObject[];
}

function explore(input: CatalogLinkInput) {
  return exploreModel<typeof catalogLinkMachine, Effects>({
    name: `catalog-link-${input.retailer}`,
    machine: catalogLinkMachine,
    input,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({ v: s.value, t: s.context.trackingId, l: s.context.link !== null, f: s.context.failure }),
    arrange: () => {
      const effects: Effects = { checks: [], creations: [], emitted: [] };
      const machine = catalogLinkMachine.provide({
        actors: {
          checkViralLink: fromPromise<{ valid: boolean }, Effects['checks'][number]>(
            ({ input: i }) => (effects.checks.push(i), new Promise(() => {})),
          ),
          createLink: fromPromise<CatalogShortLink, Effects['creations'][number]>(
            ({ input: i }) => (effects.creations.push(i), new Promise(() => {})),
          ),
        },
      });
      return { machine, effects };
    },
    observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      if (snapshot.matches('checking'))
        expect(effects.checks.at(-1)).toEqual({ productId: input.productId, url: input.url });
      if (snapshot.matches('creating')) {
        // The id picked, or SKIP for a link without one: never a made-up id.
        expect(effects.creations.at(-1)).toEqual({
          url: input.url,
          trackingId: context.trackingId,
          source: input.source,
          title: input.title,
        });
        expect(['jane-20', SKIP_TRACKING_ID]).toContain(context.trackingId);
      }
      if (input.retailer === 'amazon') expect(context.trackingId).not.toBe(SKIP_TRACKING_ID);
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('checking') || snapshot.matches('creating'));
      expect(context.link !== null).toBe(snapshot.matches('created'));
      if (snapshot.matches('created'))
        expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: LINK_CREATED_TEXT });
      if ((event.type as string) === 'xstate.done.actor.checkViralLink' && snapshot.matches('choosing')) {
        expect(context.failure).toBe('This address is not the address of that viral item.');
      }
    },
  });
}

describe('Get link on a catalog product', () => {
  it('catalog-link: every state and transition over an Amazon and a Target product; only a picked id or SKIP is sent', async () => {
    const coverage = mergeCoverage('catalog-link', [await explore(AMAZON), await explore(TARGET)]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
