import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  myShopMachine,
  PRODUCT_REMOVED_TEXT,
  SHELF_TEXT,
  type MyShopEvent,
  type MyShopSnapshot,
} from '../../src/machines/my-shop.machine';
import type { ProductPage, ShopOverview, ShopProduct, ShopQuery } from '../../src/machines/shop-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const product = (id: string, title: string): ShopProduct => ({
  id,
  title,
  url: `https://www.amazon.com/dp/${id.padEnd(10, '0').toUpperCase()}`,
  source: 1,
  retailer: 'amazon',
  onShelf: true,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const P1 = product('p1', 'Desk lamp');
const P2 = product('p2', 'Water bottle');
const P3 = product('p3', 'Yoga mat');
const OVERVIEW: ShopOverview = {
  products: { list: [P1, P2], total: 3 },
  collections: [],
  collectionsTotal: 0,
  lastUpdate: null,
  syncNotice: null,
};
const MORE: ProductPage = { list: [P3], total: 3 };

const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as unknown as MyShopEvent;

function eventsFor(snapshot: MyShopSnapshot): MyShopEvent[] {
  const events: MyShopEvent[] = [
    { type: 'shop.retailer.select', retailer: null },
    { type: 'shop.retailer.select', retailer: 'amazon' },
    { type: 'shop.source.select', source: 3 },
    { type: 'shop.keyword.change', value: 'lamp' },
    { type: 'shop.search' },
    { type: 'shop.onShelf.toggle' },
    { type: 'shop.more' },
    { type: 'shop.retry' },
    { type: 'product.delete', productId: 'p1' },
    { type: 'product.shelf.toggle', productId: 'p2' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  if (snapshot.matches('loading'))
    events.push(
      ev('xstate.done.actor.loadShopOverview', { output: OVERVIEW }),
      ev('xstate.error.actor.loadShopOverview', { error: new Error('offline') }),
    );
  if (snapshot.matches('loadingMore'))
    events.push(
      ev('xstate.done.actor.loadProductsPage', { output: MORE }),
      ev('xstate.error.actor.loadProductsPage', { error: new Error('offline') }),
    );
  if (snapshot.matches('shelving')) {
    events.push(
      ev('xstate.done.actor.updateProductShelf', { output: { ...P2, onShelf: false } }),
      ev('xstate.error.actor.updateProductShelf', { error: new Error('offline') }),
    );
  }
  if (snapshot.matches('deleting'))
    events.push(
      ev('xstate.done.actor.deleteProduct', { output: { deleted: 1 } }),
      ev('xstate.error.actor.deleteProduct', { error: new Error('offline') }),
    );
  return events;
}

interface Effects {
  overviews: ShopQuery[];
  pages: ShopQuery[];
  deleted: string[];
  shelved: Array<{ productId: string; onShelf: boolean }>;
  toasts: string[];
}

describe('My Shop (myShop/index)', () => {
  it('my-shop: every state and transition; tabs, search and shelf filter reach the query; delete only after OK', async () => {
    const coverage = await exploreModel<typeof myShopMachine, Effects>({
      name: 'my-shop',
      machine: myShopMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          source: s.context.source,
          ids: s.context.products.map((p) => `${p.id}:${p.onShelf}`),
          total: s.context.total,
          pending: s.context.pendingDelete?.id ?? null,
        }),
      arrange: () => {
        const effects: Effects = { overviews: [], pages: [], deleted: [], shelved: [], toasts: [] };
        const pending = () => new Promise<never>(() => {});
        const machine = myShopMachine.provide({
          actors: {
            loadShopOverview: fromPromise<ShopOverview, ShopQuery>(
              ({ input }) => (effects.overviews.push(input), pending()),
            ),
            loadProductsPage: fromPromise<ProductPage, ShopQuery>(
              ({ input }) => (effects.pages.push(input), pending()),
            ),
            deleteProduct: fromPromise<unknown, { productId: string }>(
              ({ input }) => (effects.deleted.push(input.productId), pending()),
            ),
            updateProductShelf: fromPromise<ShopProduct, { productId: string; onShelf: boolean }>(
              ({ input }) => (effects.shelved.push(input), pending()),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => actor.on('toast.show', (e) => effects.toasts.push(e.text)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        const last = effects.overviews.at(-1);
        if (snapshot.matches('loading') && last) {
          expect(last).toMatchObject({
            source: context.source,
            onShelfOnly: context.onShelfOnly,
            keyword: context.searched,
            pageNum: 1,
          });
        }
        if (event.type === 'shop.retailer.select' && snapshot.matches('loading'))
          expect(context.source).toBe(event.retailer === 'amazon' ? 1 : null);
        if (snapshot.matches('loadingMore')) expect(effects.pages.at(-1)?.pageNum).toBe(1);
        // Nothing is deleted without the confirmation's OK.
        expect(effects.deleted.length).toBe(path.filter((e) => e.type === 'delete.confirm').length);
        if (snapshot.matches('deleting')) expect(effects.deleted.at(-1)).toBe('p1');
        if ((event.type as string) === 'xstate.done.actor.deleteProduct') {
          expect(context.products.map((p) => p.id)).not.toContain('p1');
          expect(effects.toasts.at(-1)).toBe(PRODUCT_REMOVED_TEXT);
        }
        // The toggle asks for the opposite of what the card shows.
        if (snapshot.matches('shelving')) {
          const shown = context.products.find((p) => p.id === 'p2');
          expect(effects.shelved.at(-1)).toEqual({ productId: 'p2', onShelf: !shown?.onShelf });
        }
        // The fake server answers p2 off the shelf: asked off, it is off; asked on, the retailer sold it out.
        if ((event.type as string) === 'xstate.done.actor.updateProductShelf') {
          expect(effects.toasts.at(-1)).toBe(effects.shelved.at(-1)?.onShelf ? SHELF_TEXT.soldOut : SHELF_TEXT.off);
          const p2 = context.products.find((p) => p.id === 'p2');
          if (context.onShelfOnly) expect(p2).toBeUndefined();
          else expect(p2?.onShelf).toBe(false);
        }
        expect(snapshot.hasTag('confirm-delete')).toBe(context.pendingDelete !== null);
        expect(new Set(context.products.map((p) => p.id)).size).toBe(context.products.length);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
