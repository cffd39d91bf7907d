/**
 * Browsing the bundled catalog: the Viral Items tab's deals, All Products, a brand's page, search results and
 * New Arrivals. One machine for all of them: each page says which list it shows (deals or products, in which
 * order) and what it starts filtered by; the creator narrows it by category and retailer and pages on.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { bigCategoryLogo, getBrandLogoList, productList } from '../api/catalog';
import { hotdealList } from '../api/links';
import type { Retailer } from '../domain/retailer-links';
import {
  CATALOG_PAGE_SIZE,
  type CatalogBrand,
  type CatalogCategory,
  type CatalogProduct,
} from '../domain/catalog-browse';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

/** deals: below list price, biggest discount first; products: the whole catalog; arrivals: newest first. */
export type CatalogList = 'deals' | 'products' | 'arrivals';

export interface CatalogFilter {
  categoryId: string | null;
  retailer: Retailer | null;
  brandId: string | null;
  keyword: string;
}

export interface CatalogBrowseInput {
  list: CatalogList;
  brandId?: string | null;
  keyword?: string;
}

export interface CatalogDictionaries {
  categories: CatalogCategory[];
  brands: CatalogBrand[];
}

export interface CatalogPage {
  list: CatalogProduct[];
  total: number;
}

export interface CatalogBrowseContext extends CatalogDictionaries {
  list: CatalogList;
  filter: CatalogFilter;
  items: CatalogProduct[];
  total: number;
  /** The last page loaded (1-based); 0 before the first. */
  pageNum: number;
  /** Why the list could not be loaded, or why the next page could not. */
  failure: string | null;
}

export type CatalogBrowseEvent =
  | { type: 'filter.category'; categoryId: string | null }
  | { type: 'filter.retailer'; retailer: Retailer | null }
  | { type: 'more.load' }
  | { type: 'browse.retry' };

type PageDone = { output: CatalogPage };

/** A page of the chosen list with the filter, through the call that serves it. */
export async function loadCatalogPage(
  list: CatalogList,
  filter: CatalogFilter,
  pageNum: number,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const query = {
    pageNum,
    pageSize: CATALOG_PAGE_SIZE,
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    ...(filter.retailer ? { retailer: filter.retailer } : {}),
    ...(filter.brandId ? { brandId: filter.brandId } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
  if (list === 'deals') {
    const page = await hotdealList(query, { signal, ignoreErrors: true });
    return { list: page.list.map((deal) => deal.product), total: page.total };
  }
  return productList({ ...query, order: list === 'arrivals' ? 'newest' : 'catalog' }, { signal, ignoreErrors: true });
}

const filterChange = {
  'filter.category': {
    target: '#catalogBrowse.loading',
    actions: 'assignCategory',
    description: 'A category chip (or All) was chosen: the list starts over.',
  },
  'filter.retailer': {
    target: '#catalogBrowse.loading',
    actions: 'assignRetailer',
    description: 'A retailer was chosen (or any): the list starts over.',
  },
} as const;

export const catalogBrowseMachine = setup({
  types: {
    input: {} as CatalogBrowseInput,
    context: {} as CatalogBrowseContext,
    events: {} as CatalogBrowseEvent,
  },
  actors: {
    loadDictionaries: fromPromise<CatalogDictionaries>(async ({ signal }) => {
      const [categories, brands] = await Promise.all([
        bigCategoryLogo(undefined, { signal, ignoreErrors: true }),
        getBrandLogoList({ query: { pageSize: 100 } }, { signal, ignoreErrors: true }),
      ]);
      return { categories: categories.list, brands: brands.list };
    }),
    loadPage: fromPromise<CatalogPage, { list: CatalogList; filter: CatalogFilter; pageNum: number }>(
      ({ input, signal }) => loadCatalogPage(input.list, input.filter, input.pageNum, signal),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    assignCategory: assign(({ context, event }) => {
      assertEvent(event, 'filter.category');
      return { filter: { ...context.filter, categoryId: event.categoryId } };
    }),
    assignRetailer: assign(({ context, event }) => {
      assertEvent(event, 'filter.retailer');
      return { filter: { ...context.filter, retailer: event.retailer } };
    }),
    assignDictionaries: assign((_, output: CatalogDictionaries) => ({ ...output })),
    assignFirstPage: assign(({ event }) => {
      const { list, total } = (event as unknown as PageDone).output;
      return { items: list, total, pageNum: 1, failure: null };
    }),
    assignNextPage: assign(({ context, event }) => {
      const { list, total } = (event as unknown as PageDone).output;
      const known = new Set(context.items.map((p) => p.id));
      // A page boundary that moved between two loads repeats an item at most; it is shown once.
      return {
        items: [...context.items, ...list.filter((p) => !known.has(p.id))],
        total,
        pageNum: context.pageNum + 1,
        failure: null,
      };
    }),
    clearList: assign({ items: [], total: 0, pageNum: 0, failure: null }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
  },
}).createMachine({
  id: 'catalogBrowse',
  description:
    'A catalog list (deals, all products, a brand, a search, new arrivals): categories, retailer filter and pages.',
  context: ({ input }) => ({
    list: input.list,
    filter: { categoryId: null, retailer: null, brandId: input.brandId ?? null, keyword: input.keyword ?? '' },
    categories: [],
    brands: [],
    items: [],
    total: 0,
    pageNum: 0,
    failure: null,
  }),
  initial: 'preparing',
  states: {
    preparing: {
      description: 'Loading the category chips and the brands (names and logos) the cards and the brand strip show.',
      tags: ['busy'],
      invoke: {
        id: 'loadDictionaries',
        src: 'loadDictionaries',
        onDone: {
          target: 'loading',
          actions: { type: 'assignDictionaries', params: doneOutput },
          description: 'Categories and brands are here: load the first page.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The catalog could not be reached.',
        },
      },
    },
    loading: {
      description: 'Loading the first page of the list with the current filter (a skeleton shows).',
      tags: ['busy'],
      entry: 'clearList',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ list: context.list, filter: context.filter, pageNum: 1 }),
        onDone: {
          target: 'ready',
          actions: 'assignFirstPage',
          description: 'The first page is shown (or the empty state).',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The list could not be loaded: an error with Retry.',
        },
      },
      on: {
        'filter.category': { ...filterChange['filter.category'], reenter: true },
        'filter.retailer': { ...filterChange['filter.retailer'], reenter: true },
      },
    },
    ready: {
      description: 'The list is shown; more pages load on demand.',
      on: {
        ...filterChange,
        'more.load': {
          guard: 'hasMore',
          target: 'loadingMore',
          description: 'Load more (or scrolling to the end) while pages remain.',
        },
      },
    },
    loadingMore: {
      description: 'Loading the next page below the cards already shown.',
      tags: ['loading-more'],
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({ list: context.list, filter: context.filter, pageNum: context.pageNum + 1 }),
        onDone: { target: 'ready', actions: 'assignNextPage', description: 'The next page is added below.' },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The next page failed: the cards stay, with a note and Load more again.',
        },
      },
      on: filterChange,
    },
    failed: {
      description: 'Nothing could be loaded: the reason and a Retry button.',
      tags: ['error'],
      on: {
        'browse.retry': { target: 'preparing', description: 'Retry from the start.' },
      },
    },
  },
});

export type CatalogBrowseSnapshot = SnapshotFrom<typeof catalogBrowseMachine>;

export const card = {
  machine: catalogBrowseMachine,
  title: 'Catalog lists',
  spec: '§2 allProducts (brandDeals, index, brandDealsPageDetail), searchResult, arrival; §7 hotdeal/list',
  screen: 'catalog',
  input: { list: 'products' },
} satisfies MachineCard<typeof catalogBrowseMachine>;
