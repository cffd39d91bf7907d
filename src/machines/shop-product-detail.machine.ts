/**
 * goodDetail/myShopDetail?id=: one product of My Shop with its commission (get_ratio), the collections holding it,
 * its short links and their clicks; the creator sets its shown price (update_product_price) and makes a link with
 * a tracking id (create_product_shortlink/v2).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { updateProductPrice } from '../api/products';
import { createProductShortlinkV2 } from '../api/short-links';
import { parsePriceInput, priceInputOf, type Money } from '../domain/shop-products';
import { TOAST_DEFAULT_MS } from '../domain/spec-constants';
import { loadProductDetail, type ProductDetailView, type ShopProduct, type ShortLink } from './shop-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

/** The picker's "no tracking id" entry (Target and Walmart lists): the link takes the shop's preselected id. */
const SKIP = 'SKIP';
export const DEFAULT_CURRENCY = 'USD';
export const PRICE_SAVED_TEXT = 'Price saved.';

export interface ShopProductDetailContext {
  productId: string;
  view: ProductDetailView | null;
  failure: string | null;
  priceText: string;
  priceError: string | null;
  trackingId: string | null;
  createdLink: ShortLink | null;
  linkError: string | null;
}

export type ShopProductDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'price.edit' }
  | { type: 'price.change'; value: string }
  | { type: 'price.save' }
  | { type: 'price.cancel' }
  | { type: 'trackingId.select'; trackingId: string }
  | { type: 'link.create' };

export const shopProductDetailMachine = setup({
  types: {
    context: {} as ShopProductDetailContext,
    events: {} as ShopProductDetailEvent,
    input: {} as { productId: string },
    emitted: {} as { type: 'toast.show'; text: string; durationMs: number },
  },
  actors: {
    loadProductDetail: fromPromise<ProductDetailView, { productId: string }>(({ input, signal }) =>
      loadProductDetail(input.productId, signal),
    ),
    updateProductPrice: fromPromise<ShopProduct, { productId: string; price: Money }>(({ input }) =>
      updateProductPrice({ productId: input.productId, price: input.price }, { ignoreErrors: true }),
    ),
    createProductShortlink: fromPromise<ShortLink, { productId: string; trackingId: string | null }>(({ input }) =>
      createProductShortlinkV2(
        { productId: input.productId, ...(input.trackingId ? { trackingId: input.trackingId } : {}) },
        { ignoreErrors: true },
      ),
    ),
  },
  guards: {
    isPriceValid: ({ context }) => parsePriceInput(context.priceText).ok,
  },
  actions: {
    assignView: assign((_, output: ProductDetailView) => ({ view: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    assignPriceText: assign(({ context }) => ({
      priceText: priceInputOf(context.view?.detail.product.price),
      priceError: null,
    })),
    assignPriceChange: assign(({ event }) => {
      assertEvent(event, 'price.change');
      return { priceText: event.value, priceError: null };
    }),
    assignPriceInvalid: assign(({ context }) => {
      const parsed = parsePriceInput(context.priceText);
      return { priceError: parsed.ok ? null : parsed.error };
    }),
    assignPriceRefused: assign((_, { error }: { error: unknown }) => ({ priceError: failureText(error) })),
    assignSavedProduct: assign(({ context }, product: ShopProduct) => {
      if (!context.view) return {};
      return { view: { ...context.view, detail: { ...context.view.detail, product } }, priceError: null };
    }),
    assignTrackingId: assign(({ event }) => {
      assertEvent(event, 'trackingId.select');
      return { trackingId: event.trackingId === SKIP ? null : event.trackingId, linkError: null };
    }),
    clearLinkError: assign({ linkError: null }),
    assignCreatedLink: assign(({ context }, link: ShortLink) => {
      if (!context.view) return { createdLink: link };
      const others = context.view.detail.shortLinks.filter((l) => l.code !== link.code);
      return {
        createdLink: link,
        view: { ...context.view, detail: { ...context.view.detail, shortLinks: [link, ...others] } },
      };
    }),
    assignLinkError: assign((_, { error }: { error: unknown }) => ({ linkError: failureText(error) })),
    notifyPriceSaved: emit({ type: 'toast.show', text: PRICE_SAVED_TEXT, durationMs: TOAST_DEFAULT_MS }),
  },
}).createMachine({
  id: 'shopProductDetail',
  description: 'A product of My Shop: detail, commission, collections, links and clicks; its price and a new link.',
  context: ({ input }) => ({
    productId: input.productId,
    view: null,
    failure: null,
    priceText: '',
    priceError: null,
    trackingId: null,
    createdLink: null,
    linkError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'product/detail, then get_ratio for its address, get_product_collectionids and the collections.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadProductDetail',
        src: 'loadProductDetail',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: { type: 'assignView', params: doneOutput }, description: 'Shown.' },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not loaded, or not a product of this shop.',
        },
      },
    },
    failed: {
      description: 'Why the product is not shown, and a retry.',
      tags: ['error'],
      on: { 'detail.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'The detail; price and link each have their own form.',
      type: 'parallel',
      states: {
        price: {
          description: 'The shown price.',
          initial: 'viewing',
          states: {
            viewing: {
              description: 'The price, with Edit.',
              on: { 'price.edit': { target: 'editing', actions: 'assignPriceText', description: 'Edit price.' } },
            },
            editing: {
              description: 'The price field; a sentence under it for a price that is not one.',
              tags: ['price-editing'],
              on: {
                'price.change': { actions: 'assignPriceChange', description: 'The creator types.' },
                'price.save': [
                  { guard: 'isPriceValid', target: 'saving', description: 'Save a well-formed price.' },
                  { actions: 'assignPriceInvalid', description: 'Save something that is not a price: say why.' },
                ],
                'price.cancel': { target: 'viewing', description: 'Cancel: the price stays.' },
              },
            },
            saving: {
              description: 'update_product_price with whole cents in the product’s currency.',
              tags: ['price-editing', 'price-saving'],
              invoke: {
                id: 'updateProductPrice',
                src: 'updateProductPrice',
                input: ({ context }) => {
                  const parsed = parsePriceInput(context.priceText);
                  return {
                    productId: context.productId,
                    price: {
                      amountCents: parsed.ok ? parsed.amountCents : 0,
                      currency: context.view?.detail.product.price?.currency ?? DEFAULT_CURRENCY,
                    },
                  };
                },
                onDone: {
                  target: 'viewing',
                  actions: [{ type: 'assignSavedProduct', params: doneOutput }, 'notifyPriceSaved'],
                  description: 'Saved: the new price shows.',
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'assignPriceRefused', params: errorParams },
                  description: 'Refused: the server’s sentence under the field.',
                },
              },
            },
          },
        },
        link: {
          description: 'Create link with a tracking id.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The tracking-id picker and Create link; the last link made shows with copy and QR code.',
              on: {
                'trackingId.select': {
                  actions: 'assignTrackingId',
                  description: 'A tracking id picked (SKIP: the shop’s preselected one).',
                },
                'link.create': { target: 'creating', actions: 'clearLinkError', description: 'Create link.' },
              },
            },
            creating: {
              description: 'create_product_shortlink/v2: a new link, or the one the product has with that id.',
              tags: ['link-busy'],
              invoke: {
                id: 'createProductShortlink',
                src: 'createProductShortlink',
                input: ({ context }) => ({ productId: context.productId, trackingId: context.trackingId }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignCreatedLink', params: doneOutput },
                  description: 'Made: shown with copy and QR code, first in the list.',
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'assignLinkError', params: errorParams },
                  description: 'Refused: the server’s sentence (e.g. no tracking id yet).',
                },
              },
            },
          },
        },
      },
    },
  },
});

export type ShopProductDetailSnapshot = SnapshotFrom<typeof shopProductDetailMachine>;

export const card = {
  machine: shopProductDetailMachine,
  title: 'A product of My Shop',
  spec: '§2 goodDetail/myShopDetail, §7 product detail, get_ratio, update_product_price, create_product_shortlink/v2',
  screen: 'shopProduct',
  input: { productId: 'p1' },
} satisfies MachineCard<typeof shopProductDetailMachine>;
