/**
 * A catalog product's page (goodDetail/index, arrival/arrivalDetail): its detail (getProductDetailInfo), whether
 * the shop already has it (check_product), and Add to My Shop (add_product). Getting its link is the
 * catalog-link machine's flow; asking for a sample is the sample-request machine's.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getBrandLogoList } from '../api/catalog';
import { getProductDetailInfo, addProduct, checkProduct } from '../api/products';
import { ApiError } from '../api/response-policy';
import { cardImageOf } from '../domain/catalog-browse';
import { CreatorFacingError } from '../domain/creator-facing-error';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type CatalogProductDetail = Awaited<ReturnType<typeof getProductDetailInfo>>;

export interface CatalogProductLoaded {
  detail: CatalogProductDetail;
  /** The shop's own product for this item, when it has one. */
  shopProductId: string | null;
  /** Its first picture, else its brand's logo (the catalog serves logos, not product photos). */
  picture: string | null;
}

export interface CatalogProductContext {
  productId: string;
  detail: CatalogProductDetail | null;
  shopProductId: string | null;
  picture: string | null;
  failure: string | null;
}

export type CatalogProductEvent = { type: 'product.retry' } | { type: 'shop.add' };

export type CatalogProductEmitted = { type: 'toast.show'; text: string; durationMs?: number };

export const ADDED_TO_SHOP_TEXT = 'Added to My Shop';

const NOT_FOUND = 404;
const CONFLICT = 409;

export const catalogProductMachine = setup({
  types: {
    input: {} as { productId: string },
    context: {} as CatalogProductContext,
    events: {} as CatalogProductEvent,
    emitted: {} as CatalogProductEmitted,
  },
  actors: {
    loadProduct: fromPromise<CatalogProductLoaded, { productId: string }>(async ({ input, signal }) => {
      const detail = await getProductDetailInfo({ productId: input.productId }, { signal, ignoreErrors: true });
      const [check, brands] = await Promise.all([
        checkProduct({ url: detail.product.url }, { signal, ignoreErrors: true }),
        // The logo is decoration: the page shows without it.
        getBrandLogoList({ query: { pageSize: 100 } }, { signal, ignoreErrors: true }).then(
          (page) => page.list,
          () => [],
        ),
      ]);
      const picture = detail.images[0] ?? cardImageOf(detail.product, brands) ?? null;
      return { detail, shopProductId: check.alreadyAdded ? (check.productId ?? null) : null, picture };
    }),
    addProduct: fromPromise<{ productId: string | null }, { url: string }>(async ({ input }) => {
      const task = await addProduct({ url: input.url }, { ignoreErrors: true });
      if (task.status === 'failed')
        throw new CreatorFacingError(task.failureReason ?? 'The product could not be added to your shop.');
      return { productId: task.product?.id ?? null };
    }),
  },
  guards: {
    isInShop: ({ context }) => context.shopProductId !== null,
    isUnknownProduct: (_, { error }: { error: unknown }) => {
      return error instanceof ApiError && error.code === NOT_FOUND;
    },
    isAlreadyAdded: (_, { error }: { error: unknown }) => {
      return error instanceof ApiError && error.code === CONFLICT;
    },
  },
  actions: {
    assignLoaded: assign((_, { detail, shopProductId, picture }: CatalogProductLoaded) => {
      return { detail, shopProductId, picture, failure: null };
    }),
    assignAdded: assign((_, output: { productId: string | null }) => ({ shopProductId: output.productId ?? 'added' })),
    assignAlreadyAdded: assign({ shopProductId: 'added' }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    notifyAdded: emit({ type: 'toast.show', text: ADDED_TO_SHOP_TEXT }),
    notifyAddFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'toast.show' as const,
      text: failureText(error),
    })),
  },
}).createMachine({
  id: 'catalogProduct',
  description: "A catalog product's page: its detail, whether the shop has it, and Add to My Shop.",
  context: ({ input }) => ({
    productId: input.productId,
    detail: null,
    shopProductId: null,
    picture: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getProductDetailInfo, then check_product with its address.',
      tags: ['busy'],
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: doneOutput },
          description: 'The product is shown.',
        },
        onError: [
          {
            guard: { type: 'isUnknownProduct', params: errorParams },
            target: 'missing',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The catalog has no such product.',
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The product could not be loaded.',
          },
        ],
      },
    },
    missing: {
      description: 'No such catalog product: a way back to Viral Items.',
      type: 'final',
    },
    failed: {
      description: 'Loading failed: the reason and Retry.',
      tags: ['error'],
      on: { 'product.retry': { target: 'loading', description: 'Retry.' } },
    },
    ready: {
      description: 'The product with its price, commission and actions.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Whether the shop already has the product.',
          always: [
            { guard: 'isInShop', target: 'inShop', description: 'The shop has it: say so.' },
            { target: 'notInShop', description: 'The shop does not have it yet.' },
          ],
        },
        notInShop: {
          description: 'Add to My Shop is offered.',
          on: { 'shop.add': { target: 'adding', description: 'Add to My Shop.' } },
        },
        adding: {
          description: 'add_product with the product address.',
          tags: ['adding'],
          invoke: {
            id: 'addProduct',
            src: 'addProduct',
            input: ({ context }) => ({ url: context.detail?.product.url ?? '' }),
            onDone: {
              target: 'inShop',
              actions: [{ type: 'assignAdded', params: doneOutput }, 'notifyAdded'],
              description: "Added: the toast 'Added to My Shop'.",
            },
            onError: [
              {
                guard: { type: 'isAlreadyAdded', params: errorParams },
                target: 'inShop',
                actions: 'assignAlreadyAdded',
                description: 'It was added meanwhile (another tab): it is in the shop.',
              },
              {
                target: 'notInShop',
                actions: { type: 'notifyAddFailed', params: errorParams },
                description: 'Adding failed: the reason in a toast; the button stays.',
              },
            ],
          },
        },
        inShop: {
          description: 'The product is in the shop.',
        },
      },
    },
  },
});

export type CatalogProductSnapshot = SnapshotFrom<typeof catalogProductMachine>;

export const card = {
  machine: catalogProductMachine,
  title: 'Catalog product',
  spec: '§2 goodDetail/index, arrival/arrivalDetail; §7 getProductDetailInfo, add_product',
  screen: 'catalogProduct',
  input: { productId: 'amazon-B0XS9VQK0L' },
} satisfies MachineCard<typeof catalogProductMachine>;
