/**
 * myShop/index: the creator's shop. Products by source (the shop source dictionary, spec §3), searchable, all or
 * only those on the shelf, a page at a time; the collections strip; removing a product after a confirmation.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { deleteProduct, updateProductShelf } from '../api/products';
import { nextPageNum, SHOP_PAGE_SIZE } from '../domain/shop-products';
import { PRODUCT_SOURCE, shopSource, type SourceRetailer } from '../domain/shop-sources';
import { TOAST_DEFAULT_MS } from '../domain/spec-constants';
import type { StatusNotice } from '../domain/sync-status';
import {
  loadShopOverview,
  shopProductsPage,
  type LastUpdate,
  type ProductPage,
  type ShopCollection,
  type ShopOverview,
  type ShopProduct,
  type ShopQuery,
} from './shop-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface MyShopContext {
  /** The source tab; null shows every product. */
  source: number | null;
  keyword: string;
  /** The keyword the shown products match (the box may hold a newer one not searched yet). */
  searched: string;
  onShelfOnly: boolean;
  products: ShopProduct[];
  total: number;
  collections: ShopCollection[];
  collectionsTotal: number;
  lastUpdate: LastUpdate | null;
  /** The 'As of {date}, ...' banner of a source whose last sync is older than a day. */
  syncNotice: StatusNotice | null;
  /** The product the confirmation asks about. */
  pendingDelete: ShopProduct | null;
  /** The product being put on or taken off the shelf. */
  shelving: { productId: string; onShelf: boolean } | null;
  failure: string | null;
}

export type MyShopEvent =
  | { type: 'shop.retailer.select'; retailer: SourceRetailer | null }
  | { type: 'shop.source.select'; source: number }
  | { type: 'shop.keyword.change'; value: string }
  | { type: 'shop.search' }
  | { type: 'shop.onShelf.toggle' }
  | { type: 'shop.more' }
  | { type: 'shop.retry' }
  | { type: 'product.delete'; productId: string }
  | { type: 'product.shelf.toggle'; productId: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export const PRODUCT_REMOVED_TEXT = 'Removed from My Shop.';
export const SHELF_TEXT = {
  off: 'Taken off the shelf.',
  on: 'Back on the shelf.',
  soldOut: 'The retailer has sold this product out, so it stays off the shelf.',
} as const;

const shelfText = (asked: boolean, product: ShopProduct) =>
  !asked ? SHELF_TEXT.off : product.onShelf ? SHELF_TEXT.on : SHELF_TEXT.soldOut;

/** The first page, or the page holding the next product not shown yet (removals shift later products forward). */
const queryOf = (context: MyShopContext, more = false): ShopQuery => ({
  source: context.source,
  keyword: context.searched,
  onShelfOnly: context.onShelfOnly,
  pageNum: more ? nextPageNum(context.products.length, SHOP_PAGE_SIZE) : 1,
});

export const myShopMachine = setup({
  types: {
    context: {} as MyShopContext,
    events: {} as MyShopEvent,
    emitted: {} as { type: 'toast.show'; text: string; durationMs: number },
  },
  actors: {
    loadShopOverview: fromPromise<ShopOverview, ShopQuery>(({ input, signal }) => loadShopOverview(input, signal)),
    loadProductsPage: fromPromise<ProductPage, ShopQuery>(({ input, signal }) => shopProductsPage(input, signal)),
    deleteProduct: fromPromise<unknown, { productId: string }>(({ input }) =>
      deleteProduct({ productIds: [input.productId] }),
    ),
    updateProductShelf: fromPromise<ShopProduct, { productId: string; onShelf: boolean }>(({ input }) =>
      updateProductShelf(input),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.products.length < context.total,
    isKnownProduct: ({ context, event }) =>
      (event.type === 'product.delete' || event.type === 'product.shelf.toggle') &&
      context.products.some((p) => p.id === event.productId),
    isOtherSource: ({ context, event }) =>
      event.type === 'shop.source.select' && event.source !== context.source && shopSource(event.source) !== undefined,
  },
  actions: {
    assignRetailer: assign(({ event }) => {
      assertEvent(event, 'shop.retailer.select');
      return {
        source: event.retailer === null || event.retailer === 'other' ? null : PRODUCT_SOURCE[event.retailer],
        lastUpdate: null,
        syncNotice: null,
      };
    }),
    assignSource: assign(({ event }) => {
      assertEvent(event, 'shop.source.select');
      return { source: event.source, lastUpdate: null, syncNotice: null };
    }),
    assignKeyword: assign(({ event }) => {
      assertEvent(event, 'shop.keyword.change');
      return { keyword: event.value };
    }),
    assignSearched: assign(({ context }) => ({ searched: context.keyword.trim() })),
    assignOnShelfToggled: assign(({ context }) => ({ onShelfOnly: !context.onShelfOnly })),
    assignOverview: assign((_, { products, collections, collectionsTotal, lastUpdate, syncNotice }: ShopOverview) => {
      return {
        products: products.list,
        total: products.total,
        collections,
        collectionsTotal,
        lastUpdate,
        syncNotice,
        failure: null,
      };
    }),
    assignMore: assign(({ context }, page: ProductPage) => {
      const known = new Set(context.products.map((p) => p.id));
      return { products: [...context.products, ...page.list.filter((p) => !known.has(p.id))], total: page.total };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    assignPendingDelete: assign(({ context, event }) => {
      assertEvent(event, 'product.delete');
      return { pendingDelete: context.products.find((p) => p.id === event.productId) ?? null };
    }),
    assignDeleted: assign(({ context }) => ({
      products: context.products.filter((p) => p.id !== context.pendingDelete?.id),
      total: Math.max(0, context.total - 1),
      pendingDelete: null,
    })),
    clearPendingDelete: assign({ pendingDelete: null }),
    assignShelving: assign(({ context, event }) => {
      assertEvent(event, 'product.shelf.toggle');
      const product = context.products.find((p) => p.id === event.productId);
      return { shelving: { productId: event.productId, onShelf: !(product?.onShelf ?? false) } };
    }),
    assignShelved: assign(({ context }, product: ShopProduct) => {
      // The on-shelf-only list lets a product taken off go.
      if (context.onShelfOnly && !product.onShelf) {
        return {
          products: context.products.filter((p) => p.id !== product.id),
          total: Math.max(0, context.total - 1),
          shelving: null,
        };
      }
      return { products: context.products.map((p) => (p.id === product.id ? product : p)), shelving: null };
    }),
    clearShelving: assign({ shelving: null }),
    notifyShelved: emit(({ context }, output: ShopProduct) => ({
      type: 'toast.show' as const,
      text: shelfText(context.shelving?.onShelf ?? false, output),
      durationMs: TOAST_DEFAULT_MS,
    })),
    notifyRemoved: emit({ type: 'toast.show', text: PRODUCT_REMOVED_TEXT, durationMs: TOAST_DEFAULT_MS }),
  },
}).createMachine({
  id: 'myShop',
  description: "My Shop: the creator's products by source with their shelf state and price, and their collections.",
  context: {
    source: null,
    keyword: '',
    searched: '',
    onShelfOnly: false,
    products: [],
    total: 0,
    collections: [],
    collectionsTotal: 0,
    lastUpdate: null,
    syncNotice: null,
    pendingDelete: null,
    shelving: null,
    failure: null,
  },
  initial: 'loading',
  on: {
    'shop.keyword.change': { actions: 'assignKeyword', description: 'The creator types in the search box.' },
  },
  states: {
    loading: {
      description: 'The first page of products for the tab, the collections and the source’s last sync.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadShopOverview',
        src: 'loadShopOverview',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: { type: 'assignOverview', params: doneOutput }, description: 'Shown.' },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The shop could not be loaded.',
        },
      },
    },
    failed: {
      description: 'Loading failed: the reason and a retry.',
      tags: ['error'],
      on: { 'shop.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'The grid and the collections strip.',
      on: {
        'shop.retailer.select': {
          target: 'loading',
          actions: 'assignRetailer',
          description: 'A retailer tab (or All): its Products source.',
        },
        'shop.source.select': {
          guard: 'isOtherSource',
          target: 'loading',
          actions: 'assignSource',
          description: 'Another source of the retailer (Boards, Collections…).',
        },
        'shop.search': {
          target: 'loading',
          actions: 'assignSearched',
          description: 'Search by product name or keyword.',
        },
        'shop.onShelf.toggle': {
          target: 'loading',
          actions: 'assignOnShelfToggled',
          description: 'All products, or only those on the shelf.',
        },
        'shop.more': { guard: 'hasMore', target: 'loadingMore', description: 'The next page of products.' },
        'product.delete': {
          guard: 'isKnownProduct',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete on a product card: ask first.',
        },
        'product.shelf.toggle': {
          guard: 'isKnownProduct',
          target: 'shelving',
          actions: 'assignShelving',
          description: 'Take a product off the shelf, or put it back.',
        },
      },
    },
    shelving: {
      description: 'update_product_shelf: the product is listed in the shop or not.',
      tags: ['busy'],
      invoke: {
        id: 'updateProductShelf',
        src: 'updateProductShelf',
        input: ({ context }) => context.shelving ?? { productId: '', onShelf: true },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'notifyShelved', params: doneOutput },
            { type: 'assignShelved', params: doneOutput },
          ],
          description: 'The card shows the new shelf state.',
        },
        onError: { target: 'ready', actions: 'clearShelving', description: 'Unchanged (the error was toasted).' },
      },
    },
    loadingMore: {
      description: 'The next page, added below the grid.',
      tags: ['busy'],
      invoke: {
        id: 'loadProductsPage',
        src: 'loadProductsPage',
        input: ({ context }) => queryOf(context, true),
        onDone: { target: 'ready', actions: { type: 'assignMore', params: doneOutput }, description: 'Added below.' },
        onError: { target: 'ready', description: 'Not loaded (the error was toasted): Load more stays.' },
      },
    },
    confirmingDelete: {
      description: 'The confirm dialog asks whether to remove the product from the shop.',
      tags: ['confirm-delete'],
      on: {
        'delete.confirm': { target: 'deleting', description: 'OK.' },
        'delete.cancel': { target: 'ready', actions: 'clearPendingDelete', description: 'Cancel or Escape.' },
      },
    },
    deleting: {
      description: 'delete_product: the product leaves the shop and its collections; its short links keep working.',
      tags: ['busy', 'confirm-delete'],
      invoke: {
        id: 'deleteProduct',
        src: 'deleteProduct',
        input: ({ context }) => ({ productId: context.pendingDelete?.id ?? '' }),
        onDone: { target: 'ready', actions: ['assignDeleted', 'notifyRemoved'], description: 'Removed from the grid.' },
        onError: {
          target: 'ready',
          actions: 'clearPendingDelete',
          description: 'Not removed (the error was toasted).',
        },
      },
    },
  },
});

export type MyShopSnapshot = SnapshotFrom<typeof myShopMachine>;

export const card = {
  machine: myShopMachine,
  title: 'My Shop',
  spec: '§2 myShop/index, §3 shop source dictionary, §7 products, collections',
  screen: 'myShop',
} satisfies MachineCard<typeof myShopMachine>;
