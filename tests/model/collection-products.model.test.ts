import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  collectionProductsMachine,
  type CollectionProductsEvent,
  type CollectionProductsSnapshot,
} from '../../src/machines/collection-products.machine';
import type { ProductPage, ShopCollection, ShopProduct } from '../../src/machines/shop-calls';
import { MY_SHOP_PATH } from '../../src/domain/shop-products';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const product = (id: string): ShopProduct => ({
  id,
  title: `Product ${id}`,
  url: 'https://www.amazon.com/dp/B000000001',
  source: 1,
  onShelf: true,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const COLLECTION: ShopCollection = {
  id: 'c1',
  name: 'Summer',
  platform: 'linkmint',
  productCount: 1,
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const LOADED = { collection: COLLECTION, products: [product('p1')] };
// The shop's products: p1 is in the collection already, so the picker offers p2 only.
const SHOP: ProductPage = { list: [product('p1'), product('p2')], total: 2 };

const ev = (type: string, extra: Record<string, unknown> = {}) =>
  ({ type, ...extra }) as unknown as CollectionProductsEvent;

function eventsFor(snapshot: CollectionProductsSnapshot): CollectionProductsEvent[] {
  const events: CollectionProductsEvent[] = [
    { type: 'collection.retry' },
    { type: 'product.remove', productId: 'p1' },
    { type: 'picker.open' },
    { type: 'picker.close' },
    { type: 'pick.keyword.change', value: 'lamp' },
    { type: 'pick.search' },
    { type: 'pick.toggle', productId: 'p2' },
    { type: 'pick.confirm' },
    { type: 'pick.retry' },
    { type: 'collection.delete' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  const failed = (id: string) => ev(`xstate.error.actor.${id}`, { error: new Error('offline') });
  if (snapshot.matches('loading'))
    events.push(ev('xstate.done.actor.loadCollection', { output: LOADED }), failed('loadCollection'));
  if (snapshot.matches('removing'))
    events.push(
      ev('xstate.done.actor.removeProduct', { output: { ...COLLECTION, productCount: 0 } }),
      failed('removeProduct'),
    );
  if (snapshot.matches({ picking: 'searching' }))
    events.push(ev('xstate.done.actor.pickableProducts', { output: SHOP }), failed('pickableProducts'));
  if (snapshot.matches({ picking: 'adding' }))
    events.push(ev('xstate.done.actor.addProducts', { output: COLLECTION }), failed('addProducts'));
  if (snapshot.matches('deleting'))
    events.push(ev('xstate.done.actor.collectionDelete', { output: {} }), failed('collectionDelete'));
  return events;
}

interface Effects {
  changes: Array<{ add: string[]; remove: string[] }>;
  searches: string[];
  deletes: number;
  emitted: Array<{ type: string; text?: string; path?: string }>;
}

describe('a collection of My Shop (myShopCollection/index)', () => {
  it('collection-products: every state and transition; only products outside the collection are offered, deletion waits for OK', async () => {
    const coverage = await exploreModel<typeof collectionProductsMachine, Effects>({
      name: 'collection-products',
      machine: collectionProductsMachine,
      input: { collectionId: 'c1' },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          ids: s.context.products.map((p) => p.id),
          removing: s.context.removing,
          offered: s.context.candidates.map((p) => p.id),
          picked: s.context.picked,
        }),
      arrange: () => {
        const effects: Effects = { changes: [], searches: [], deletes: 0, emitted: [] };
        const never = () => new Promise<never>(() => {});
        const machine = collectionProductsMachine.provide({
          actors: {
            loadCollection: fromPromise<typeof LOADED, { collectionId: string }>(() => never()),
            pickableProducts: fromPromise<ProductPage, { keyword: string }>(
              ({ input }) => (effects.searches.push(input.keyword), never()),
            ),
            changeCollection: fromPromise<
              ShopCollection | null,
              { collectionId: string; add: string[]; remove: string[] }
            >(({ input }) => (effects.changes.push({ add: input.add, remove: input.remove }), never())),
            collectionDelete: fromPromise<unknown, { collectionId: string }>(() => ((effects.deletes += 1), never())),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        if (snapshot.matches('removing')) expect(effects.changes.at(-1)).toEqual({ add: [], remove: ['p1'] });
        if (snapshot.matches({ picking: 'adding' }))
          expect(effects.changes.at(-1)).toEqual({ add: ['p2'], remove: [] });
        for (const offered of context.candidates) expect(context.products.map((p) => p.id)).not.toContain(offered.id);
        if (snapshot.matches({ picking: 'searching' }) && event.type === 'pick.search')
          expect(effects.searches.at(-1)).toBe(context.keyword);
        expect(effects.deletes).toBe(path.filter((e) => e.type === 'delete.confirm').length);
        if (snapshot.matches('deleted'))
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: MY_SHOP_PATH });
        if ((event.type as string) === 'xstate.done.actor.removeProduct') {
          expect(context.products).toEqual([]);
          expect(effects.emitted.at(-1)?.text).toBe('Removed from the collection.');
        }
        if ((event.type as string) === 'xstate.done.actor.addProducts')
          expect(effects.emitted.at(-1)?.text).toBe('Added 1 product.');
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
