/**
 * myShopCollection/index?id=: one collection of My Shop and its products. Products are put in from a picker of the
 * shop's other products and taken out one by one (collection/change); the collection is deleted after a
 * confirmation (its products stay in the shop).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { collectionDelete } from '../api/collections';
import { MY_SHOP_PATH, toggleId } from '../domain/shop-products';
import { TOAST_DEFAULT_MS } from '../domain/spec-constants';
import {
  changeCollectionProducts,
  loadCollection,
  pickableProducts,
  type ProductPage,
  type ShopCollection,
  type ShopProduct,
} from './shop-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface CollectionProductsContext {
  collectionId: string;
  collection: ShopCollection | null;
  products: ShopProduct[];
  /** The product being taken out. */
  removing: string | null;
  /** The picker: the shop's products not in the collection, the keyword and the ticked ids. */
  candidates: ShopProduct[];
  keyword: string;
  picked: string[];
  failure: string | null;
}

export type CollectionProductsEvent =
  | { type: 'collection.retry' }
  | { type: 'product.remove'; productId: string }
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'pick.keyword.change'; value: string }
  | { type: 'pick.search' }
  | { type: 'pick.toggle'; productId: string }
  | { type: 'pick.confirm' }
  | { type: 'pick.retry' }
  | { type: 'collection.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type CollectionProductsEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

type Loaded = { collection: ShopCollection; products: ShopProduct[] };

const toast = (text: string) => ({ type: 'toast.show' as const, text, durationMs: TOAST_DEFAULT_MS });

export const collectionProductsMachine = setup({
  types: {
    context: {} as CollectionProductsContext,
    events: {} as CollectionProductsEvent,
    input: {} as { collectionId: string },
    emitted: {} as CollectionProductsEmitted,
  },
  actors: {
    loadCollection: fromPromise<Loaded, { collectionId: string }>(({ input, signal }) =>
      loadCollection(input.collectionId, signal),
    ),
    pickableProducts: fromPromise<ProductPage, { keyword: string }>(({ input, signal }) =>
      pickableProducts(input.keyword, signal),
    ),
    changeCollection: fromPromise<ShopCollection | null, { collectionId: string; add: string[]; remove: string[] }>(
      ({ input }) => changeCollectionProducts(input.collectionId, input.add, input.remove),
    ),
    collectionDelete: fromPromise<unknown, { collectionId: string }>(({ input }) =>
      collectionDelete({ collectionId: input.collectionId }),
    ),
  },
  guards: {
    isInCollection: ({ context, event }) =>
      event.type === 'product.remove' && context.products.some((p) => p.id === event.productId),
    hasPicks: ({ context }) => context.picked.length > 0,
  },
  actions: {
    assignLoaded: assign((_, { collection, products }: Loaded) => {
      return { collection, products, candidates: [], picked: [], failure: null };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    assignRemoving: assign(({ event }) => {
      assertEvent(event, 'product.remove');
      return { removing: event.productId };
    }),
    assignRemoved: assign(({ context }, collection: ShopCollection | null) => {
      return {
        products: context.products.filter((p) => p.id !== context.removing),
        collection: collection ?? context.collection,
        removing: null,
      };
    }),
    clearRemoving: assign({ removing: null }),
    assignPickerOpened: assign({ keyword: '', picked: [], candidates: [], failure: null }),
    assignKeyword: assign(({ event }) => {
      assertEvent(event, 'pick.keyword.change');
      return { keyword: event.value };
    }),
    assignCandidates: assign(({ context }, output: ProductPage) => {
      const inCollection = new Set(context.products.map((p) => p.id));
      return { candidates: output.list.filter((p) => !inCollection.has(p.id)), failure: null };
    }),
    assignPicked: assign(({ context, event }) => {
      assertEvent(event, 'pick.toggle');
      return { picked: toggleId(context.picked, event.productId) };
    }),
    notifyRemoved: emit(toast('Removed from the collection.')),
    notifyAdded: emit(({ context }) =>
      toast(context.picked.length === 1 ? 'Added 1 product.' : `Added ${context.picked.length} products.`),
    ),
    notifyDeleted: emit(toast('Collection deleted.')),
    navigateToShop: emit({ type: 'route.navigate', path: MY_SHOP_PATH }),
  },
}).createMachine({
  id: 'collectionProducts',
  description: 'A collection of My Shop: its products, putting more in, taking them out, and deleting it.',
  context: ({ input }) => ({
    collectionId: input.collectionId,
    collection: null,
    products: [],
    removing: null,
    candidates: [],
    keyword: '',
    picked: [],
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The collection (from get_collections) and its products (get_collection_products).',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadCollection',
        src: 'loadCollection',
        input: ({ context }) => ({ collectionId: context.collectionId }),
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: doneOutput }, description: 'Shown.' },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not loaded, or no such collection in the shop.',
        },
      },
    },
    failed: {
      description: 'Why the collection is not shown, and a retry.',
      tags: ['error'],
      on: { 'collection.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'The collection with its products.',
      on: {
        'product.remove': {
          guard: 'isInCollection',
          target: 'removing',
          actions: 'assignRemoving',
          description: 'Remove a product from the collection (it stays in the shop).',
        },
        'picker.open': {
          target: 'picking',
          actions: 'assignPickerOpened',
          description: 'Add products: the picker opens.',
        },
        'collection.delete': { target: 'confirmingDelete', description: 'Delete: ask first.' },
      },
    },
    removing: {
      description: 'collection/change with the product to take out.',
      tags: ['busy'],
      invoke: {
        id: 'removeProduct',
        src: 'changeCollection',
        input: ({ context }) => ({
          collectionId: context.collectionId,
          add: [],
          remove: context.removing ? [context.removing] : [],
        }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignRemoved', params: doneOutput }, 'notifyRemoved'],
          description: 'Out of the collection.',
        },
        onError: { target: 'ready', actions: 'clearRemoving', description: 'Not taken out (the error was toasted).' },
      },
    },
    picking: {
      description: 'The picker of the shop’s products that are not in the collection yet.',
      tags: ['picker-visible'],
      initial: 'searching',
      on: {
        'picker.close': { target: 'ready', description: 'Close or Escape: nothing changes.' },
      },
      states: {
        searching: {
          description: 'get_products with the keyword.',
          tags: ['busy'],
          invoke: {
            id: 'pickableProducts',
            src: 'pickableProducts',
            input: ({ context }) => ({ keyword: context.keyword }),
            onDone: {
              target: 'choosing',
              actions: { type: 'assignCandidates', params: doneOutput },
              description: 'The products to tick.',
            },
            onError: {
              target: 'searchFailed',
              actions: { type: 'assignFailure', params: errorParams },
              description: 'The products could not be listed.',
            },
          },
        },
        searchFailed: {
          description: 'Why the list is empty, and a retry.',
          tags: ['error'],
          on: { 'pick.retry': { target: 'searching', description: 'Try again.' } },
        },
        choosing: {
          description: 'Ticking products; Add puts them in.',
          on: {
            'pick.keyword.change': { actions: 'assignKeyword', description: 'The creator types a keyword.' },
            'pick.search': { target: 'searching', description: 'Search the shop’s products.' },
            'pick.toggle': { actions: 'assignPicked', description: 'Tick or untick a product.' },
            'pick.confirm': { guard: 'hasPicks', target: 'adding', description: 'Add the ticked products.' },
          },
        },
        adding: {
          description: 'collection/change with the ticked products.',
          tags: ['busy'],
          invoke: {
            id: 'addProducts',
            src: 'changeCollection',
            input: ({ context }) => ({ collectionId: context.collectionId, add: context.picked, remove: [] }),
            onDone: {
              target: '#collectionProducts.loading',
              actions: 'notifyAdded',
              description: 'In: the collection is shown again.',
            },
            onError: { target: 'choosing', description: 'Not added (the error was toasted, e.g. a full collection).' },
          },
        },
      },
    },
    confirmingDelete: {
      description: 'The confirm dialog asks whether to delete the collection.',
      tags: ['confirm-delete'],
      on: {
        'delete.confirm': { target: 'deleting', description: 'OK.' },
        'delete.cancel': { target: 'ready', description: 'Cancel or Escape.' },
      },
    },
    deleting: {
      description: 'collection/delete; its products stay in the shop.',
      tags: ['busy', 'confirm-delete'],
      invoke: {
        id: 'collectionDelete',
        src: 'collectionDelete',
        input: ({ context }) => ({ collectionId: context.collectionId }),
        onDone: {
          target: 'deleted',
          actions: ['notifyDeleted', 'navigateToShop'],
          description: 'Deleted: back to My Shop.',
        },
        onError: { target: 'ready', description: 'Not deleted (the error was toasted).' },
      },
    },
    deleted: {
      description: 'The collection is gone; My Shop opens.',
      type: 'final',
    },
  },
});

export type CollectionProductsSnapshot = SnapshotFrom<typeof collectionProductsMachine>;

export const card = {
  machine: collectionProductsMachine,
  title: 'A collection and its products',
  spec: '§2 myShopCollection/index, §7 get_collection_products, collection/change, collection/delete',
  screen: 'collection',
  input: { collectionId: 'col-1' },
} satisfies MachineCard<typeof collectionProductsMachine>;
