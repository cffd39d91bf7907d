import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  PRICE_SAVED_TEXT,
  shopProductDetailMachine,
  type ShopProductDetailEvent,
  type ShopProductDetailSnapshot,
} from '../../src/machines/shop-product-detail.machine';
import { ApiError } from '../../src/api/response-policy';
import { parsePriceInput, PRICE_INPUT_ERRORS, priceInputOf, type Money } from '../../src/domain/shop-products';
import type { ProductDetailView, ShopProduct, ShortLink } from '../../src/machines/shop-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const PRODUCT: ShopProduct = {
  id: 'p1',
  title: 'Desk lamp',
  url: 'https://www.amazon.com/dp/B000000001',
  source: 1,
  retailer: 'amazon',
  price: { amountCents: 1299, currency: 'USD' },
  onShelf: true,
  createdAt: '2026-11-21T10:00:00.000Z',
};
const OLD_LINK: ShortLink = {
  id: 'l0',
  code: 'Old00000',
  shortUrl: 'http://127.0.0.1/s/Old00000',
  originalUrl: PRODUCT.url,
  kind: 'short',
  clicks: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const NEW_LINK: ShortLink = {
  ...OLD_LINK,
  id: 'l1',
  code: 'New11111',
  shortUrl: 'http://127.0.0.1/s/New11111',
  trackingId: 'jane-20',
  clicks: 0,
};
const VIEW: ProductDetailView = {
  detail: {
    product: PRODUCT,
    images: [],
    commission: { ratio: 0.04, extraRatio: 0 },
    clicks: 3,
    earnings: { amountCents: 0, currency: 'USD' },
    shortLinks: [OLD_LINK],
  },
  commission: { ratio: 0.04, extraRatio: 0.01 },
  collections: [],
  collectionIds: [],
};
const NO_TAG = new ApiError({
  code: 400,
  message: 'Add an Amazon tracking id first.',
  path: '/app/create_product_shortlink/v2',
});
const TOO_HIGH = new ApiError({
  code: 400,
  message: 'The price must be below 1,000,000.00.',
  path: '/app/product/update_product_price',
});

const ev = (type: string, extra: Record<string, unknown> = {}) =>
  ({ type, ...extra }) as unknown as ShopProductDetailEvent;
const failed = (id: string, error: unknown) => ev(`xstate.error.actor.${id}`, { error });

function eventsFor(snapshot: ShopProductDetailSnapshot): ShopProductDetailEvent[] {
  const events: ShopProductDetailEvent[] = [
    { type: 'detail.retry' },
    { type: 'price.edit' },
    { type: 'price.change', value: '24.50' },
    { type: 'price.change', value: '24.999' },
    { type: 'price.save' },
    { type: 'price.cancel' },
    { type: 'trackingId.select', trackingId: 'jane-20' },
    { type: 'trackingId.select', trackingId: 'SKIP' },
    { type: 'link.create' },
  ];
  if (snapshot.matches('loading'))
    events.push(
      ev('xstate.done.actor.loadProductDetail', { output: VIEW }),
      failed('loadProductDetail', new Error('offline')),
    );
  if (snapshot.matches({ ready: { price: 'saving' } })) {
    events.push(
      ev('xstate.done.actor.updateProductPrice', {
        output: { ...PRODUCT, price: { amountCents: 2450, currency: 'USD' } },
      }),
      failed('updateProductPrice', TOO_HIGH),
    );
  }
  if (snapshot.matches({ ready: { link: 'creating' } }))
    events.push(
      ev('xstate.done.actor.createProductShortlink', { output: NEW_LINK }),
      failed('createProductShortlink', NO_TAG),
    );
  return events;
}

interface Effects {
  prices: Money[];
  links: Array<string | null>;
  toasts: string[];
}

describe('a product of My Shop (goodDetail/myShopDetail)', () => {
  it('shop-product-detail: every state and transition; only well-formed prices are sent, in whole cents', async () => {
    const coverage = await exploreModel<typeof shopProductDetailMachine, Effects>({
      name: 'shop-product-detail',
      machine: shopProductDetailMachine,
      input: { productId: 'p1' },
      events: eventsFor,
      // What the guards and the calls read: whether the typed price is one, the saved price, the tracking id.
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          valid: parsePriceInput(s.context.priceText).ok,
          price: s.context.view?.detail.product.price?.amountCents ?? null,
          id: s.context.trackingId,
        }),
      arrange: () => {
        const effects: Effects = { prices: [], links: [], toasts: [] };
        const never = () => new Promise<never>(() => {});
        const machine = shopProductDetailMachine.provide({
          actors: {
            loadProductDetail: fromPromise<ProductDetailView, { productId: string }>(() => never()),
            updateProductPrice: fromPromise<ShopProduct, { productId: string; price: Money }>(
              ({ input }) => (effects.prices.push(input.price), never()),
            ),
            createProductShortlink: fromPromise<ShortLink, { productId: string; trackingId: string | null }>(
              ({ input }) => (effects.links.push(input.trackingId), never()),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => actor.on('toast.show', (e) => effects.toasts.push(e.text)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        const saves = path.filter((e) => (e.type as string) === 'xstate.done.actor.updateProductPrice').length;
        expect(effects.toasts).toEqual(Array(saves).fill(PRICE_SAVED_TEXT));
        // The price sent is the typed one in whole cents, in the product's currency; '24.999' is never sent.
        for (const price of effects.prices)
          expect([1299, 2450].map((amountCents) => ({ amountCents, currency: 'USD' }))).toContainEqual(price);
        if (snapshot.matches({ ready: { price: 'saving' } })) {
          const typed = parsePriceInput(context.priceText);
          expect(typed.ok && effects.prices.at(-1)?.amountCents).toBe(typed.ok && typed.amountCents);
        }
        if (event.type === 'price.edit')
          expect(context.priceText).toBe(priceInputOf(context.view?.detail.product.price));
        if (event.type === 'price.save' && snapshot.matches({ ready: { price: 'editing' } }))
          expect(context.priceError).toBe(PRICE_INPUT_ERRORS.format);
        if ((event.type as string) === 'xstate.error.actor.updateProductPrice')
          expect(context.priceError).toBe(TOO_HIGH.message);
        if ((event.type as string) === 'xstate.done.actor.updateProductPrice') {
          expect(context.view?.detail.product.price?.amountCents).toBe(2450);
        }
        if (snapshot.matches({ ready: { link: 'creating' } })) expect(effects.links.at(-1)).toBe(context.trackingId);
        if (event.type === 'trackingId.select')
          expect(context.trackingId).toBe(event.trackingId === 'SKIP' ? null : 'jane-20');
        if ((event.type as string) === 'xstate.done.actor.createProductShortlink') {
          expect(context.view?.detail.shortLinks.map((l) => l.code)).toEqual(['New11111', 'Old00000']);
        }
        if ((event.type as string) === 'xstate.error.actor.createProductShortlink')
          expect(context.linkError).toBe(NO_TAG.message);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
