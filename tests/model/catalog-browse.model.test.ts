import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  catalogBrowseMachine,
  type CatalogBrowseEvent,
  type CatalogBrowseSnapshot,
  type CatalogDictionaries,
  type CatalogFilter,
  type CatalogList,
  type CatalogPage,
} from '../../src/machines/catalog-browse.machine';
import type { CatalogProduct } from '../../src/domain/catalog-browse';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const product = (id: string): CatalogProduct => ({
  id,
  title: `Product ${id}`,
  url: `https://www.amazon.com/dp/${id}`,
  source: 1,
  retailer: 'amazon',
  onShelf: true,
});
const DICTIONARIES: CatalogDictionaries = {
  categories: [{ id: 'beauty', name: 'Beauty' }],
  brands: [{ id: 'cerave', name: 'CeraVe', logoUrl: 'http://127.0.0.1/catalog/images/brand/cerave.svg' }],
};
/** Three products in all, one a page: the first page, then two more. */
const PAGE: CatalogPage = { list: [product('A1')], total: 3 };
const NEXT: CatalogPage = { list: [product('B2')], total: 3 };

const actorEvent = (type: 'done' | 'error', id: string, payload: unknown) =>
  ({
    type: `xstate.${type}.actor.${id}`,
    actorId: id,
    ...(type === 'done' ? { output: payload } : { error: payload }),
  }) as unknown as CatalogBrowseEvent;

function eventsFor(snapshot: CatalogBrowseSnapshot): CatalogBrowseEvent[] {
  const events: CatalogBrowseEvent[] = [
    { type: 'filter.category', categoryId: 'beauty' },
    { type: 'filter.category', categoryId: null },
    { type: 'filter.retailer', retailer: 'walmart' },
    { type: 'more.load' },
    { type: 'browse.retry' },
  ];
  if (snapshot.matches('preparing'))
    events.push(
      actorEvent('done', 'loadDictionaries', DICTIONARIES),
      actorEvent('error', 'loadDictionaries', new Error('offline')),
    );
  if (snapshot.matches('loading'))
    events.push(actorEvent('done', 'loadPage', PAGE), actorEvent('error', 'loadPage', new Error('offline')));
  if (snapshot.matches('loadingMore'))
    events.push(actorEvent('done', 'loadMore', NEXT), actorEvent('error', 'loadMore', new Error('offline')));
  return events;
}

/** What tells states apart here: the state, the filter and how much of the list is shown. */
const serializeState = (s: CatalogBrowseSnapshot) =>
  JSON.stringify({
    v: s.value,
    f: s.context.filter,
    n: s.context.items.length,
    t: s.context.total,
    e: s.context.failure !== null,
  });

interface Calls {
  pages: Array<{ list: CatalogList; filter: CatalogFilter; pageNum: number }>;
}

describe('catalog lists (Viral Items, All Products, a brand, search results, New Arrivals)', () => {
  it('catalog-browse: every state and transition; each load asks for the filter on screen and the right page', async () => {
    const coverage = await exploreModel<typeof catalogBrowseMachine, Calls>({
      name: 'catalog-browse',
      machine: catalogBrowseMachine,
      input: { list: 'deals', brandId: 'cerave', keyword: 'cleanser' },
      events: eventsFor,
      serializeState,
      arrange: () => {
        const effects: Calls = { pages: [] };
        const machine = catalogBrowseMachine.provide({
          actors: {
            loadDictionaries: fromPromise<CatalogDictionaries>(() => new Promise(() => {})),
            loadPage: fromPromise<CatalogPage, Calls['pages'][number]>(
              ({ input }) => (effects.pages.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, effects }) => {
        const { context } = snapshot;
        // The page's own brand and keyword stay whatever the creator filters.
        expect(context.filter.brandId).toBe('cerave');
        expect(context.filter.keyword).toBe('cleanser');
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('preparing') || snapshot.matches('loading'));
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
        if (snapshot.matches('loading')) {
          expect(context.items).toEqual([]);
          expect(effects.pages.at(-1)).toEqual({ list: 'deals', filter: context.filter, pageNum: 1 });
        }
        if (snapshot.matches('loadingMore'))
          expect(effects.pages.at(-1)).toEqual({ list: 'deals', filter: context.filter, pageNum: context.pageNum + 1 });
        expect(context.items.length).toBeLessThanOrEqual(context.total);
        expect(new Set(context.items.map((p) => p.id)).size).toBe(context.items.length);
        // Load more is offered only while the list has more than it shows.
        if (snapshot.matches('ready'))
          expect(snapshot.can({ type: 'more.load' })).toBe(context.items.length < context.total);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('pages on to the end, a repeated item shown once, and starts over when a chip is chosen', async () => {
    const pages = new Map<number, CatalogPage>([
      [1, { list: [product('A'), product('B')], total: 4 }],
      // The list moved between two loads: B comes again.
      [2, { list: [product('B'), product('C')], total: 4 }],
      [3, { list: [product('D')], total: 4 }],
    ]);
    const asked: Array<{ filter: CatalogFilter; pageNum: number }> = [];
    const machine = catalogBrowseMachine.provide({
      actors: {
        loadDictionaries: fromPromise<CatalogDictionaries>(async () => DICTIONARIES),
        loadPage: fromPromise<CatalogPage, { list: CatalogList; filter: CatalogFilter; pageNum: number }>(
          async ({ input }) => {
            asked.push({ filter: input.filter, pageNum: input.pageNum });
            return pages.get(input.pageNum)!;
          },
        ),
      },
    });
    const actor = createActor(machine, { input: { list: 'products' } }).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(actor.getSnapshot().context.categories).toEqual(DICTIONARIES.categories);
    actor.send({ type: 'more.load' });
    await settle();
    actor.send({ type: 'more.load' });
    await settle();
    expect(actor.getSnapshot().context.items.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(actor.getSnapshot().can({ type: 'more.load' })).toBe(false);
    actor.send({ type: 'filter.category', categoryId: 'beauty' });
    await settle();
    expect(asked.at(-1)).toEqual({
      filter: { categoryId: 'beauty', retailer: null, brandId: null, keyword: '' },
      pageNum: 1,
    });
    expect(actor.getSnapshot().context.items.map((p) => p.id)).toEqual(['A', 'B']);
    actor.stop();
  });
});
