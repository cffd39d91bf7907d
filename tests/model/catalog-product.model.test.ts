import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  ADDED_TO_SHOP_TEXT,
  catalogProductMachine,
  type CatalogProductDetail,
  type CatalogProductEvent,
  type CatalogProductLoaded,
  type CatalogProductSnapshot,
} from '../../src/machines/catalog-product.machine';
import { ApiError } from '../../src/api/response-policy';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';

const URL = 'https://www.amazon.com/dp/B0XS9VQK0L';
const DETAIL: CatalogProductDetail = {
  product: {
    id: 'amazon-B0XS9VQK0L',
    title: 'Facial Cleanser',
    url: URL,
    source: 1,
    retailer: 'amazon',
    onShelf: true,
    createdAt: '2026-11-20T14:00:00.000Z',
  },
  images: [],
  commission: { ratio: 0.03, extraRatio: 0 },
  clicks: 0,
  earnings: { amountCents: 0, currency: 'USD' },
  shortLinks: [],
};
const loaded = (shopProductId: string | null): CatalogProductLoaded => ({
  detail: DETAIL,
  shopProductId,
  picture: 'http://127.0.0.1/catalog/images/brand/cerave.svg',
});
const actorEvent = (type: 'done' | 'error', id: string, payload: unknown) =>
  ({
    type: `xstate.${type}.actor.${id}`,
    actorId: id,
    ...(type === 'done' ? { output: payload } : { error: payload }),
  }) as unknown as CatalogProductEvent;
const apiError = (code: number, message: string) => new ApiError({ code, message, path: '/app/product/add_product' });

function eventsFor(snapshot: CatalogProductSnapshot): CatalogProductEvent[] {
  const events: CatalogProductEvent[] = [{ type: 'product.retry' }, { type: 'shop.add' }];
  if (snapshot.matches('loading')) {
    events.push(
      actorEvent('done', 'loadProduct', loaded(null)),
      actorEvent('done', 'loadProduct', loaded('shop-product-1')),
      actorEvent('error', 'loadProduct', apiError(404, 'There is no catalog product "x".')),
      actorEvent('error', 'loadProduct', serverError('offline')),
    );
  }
  if (snapshot.matches({ ready: 'adding' })) {
    events.push(
      actorEvent('done', 'addProduct', { productId: 'shop-product-2' }),
      actorEvent('error', 'addProduct', apiError(409, 'This product is already in your shop.')),
      actorEvent('error', 'addProduct', apiError(500, 'The server is busy.')),
    );
  }
  return events;
}

interface Effects {
  loads: string[];
  added: string[];
  emitted: AnyEventObject[];
}

describe('catalog product page (goodDetail/index, arrival/arrivalDetail)', () => {
  it('catalog-product: every state and transition; Add to My Shop sends the product address once and says so', async () => {
    const coverage = await exploreModel<typeof catalogProductMachine, Effects>({
      name: 'catalog-product',
      machine: catalogProductMachine,
      input: { productId: DETAIL.product.id },
      events: eventsFor,
      arrange: () => {
        const effects: Effects = { loads: [], added: [], emitted: [] };
        const machine = catalogProductMachine.provide({
          actors: {
            loadProduct: fromPromise<CatalogProductLoaded, { productId: string }>(
              ({ input }) => (effects.loads.push(input.productId), new Promise(() => {})),
            ),
            addProduct: fromPromise<{ productId: string | null }, { url: string }>(
              ({ input }) => (effects.added.push(input.url), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('loading')) expect(effects.loads.at(-1)).toBe(DETAIL.product.id);
        if (snapshot.matches({ ready: 'adding' })) expect(effects.added.at(-1)).toBe(URL);
        expect(snapshot.hasTag('adding')).toBe(snapshot.matches({ ready: 'adding' }));
        // Add to My Shop is offered only for a product the shop does not have.
        expect(snapshot.can({ type: 'shop.add' })).toBe(snapshot.matches({ ready: 'notInShop' }));
        if (snapshot.matches({ ready: 'inShop' })) expect(snapshot.context.shopProductId).not.toBeNull();
        if ((event.type as string) === 'xstate.done.actor.addProduct')
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: ADDED_TO_SHOP_TEXT });
        if ((event.type as string) === 'xstate.error.actor.addProduct' && snapshot.matches({ ready: 'notInShop' })) {
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: 'The server is busy.' });
        }
        if (snapshot.matches('missing')) expect(snapshot.status).toBe('done');
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe('offline');
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
