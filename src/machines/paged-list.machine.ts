/**
 * A searchable list read page by page (products of the shop, its collections, its group and combined links):
 * the first page on start, more on demand, a search that starts over, and a failure that can be retried.
 * Each list gives its own `fetchPage` actor (src/machines/link-lists.ts); the flow is the same for all.
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { LIST_PAGE_SIZE } from '../domain/link-pages';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface ListPage<T> {
  list: readonly T[];
  total: number;
}

export interface PageRequest {
  keyword: string;
  pageNum: number;
  pageSize: number;
  /** What the list is of, when it is of something: a collection's id for its products. */
  scope: string | null;
}

export interface PagedListInput {
  scope?: string | null;
  pageSize?: number;
}

export interface PagedListContext<T> {
  scope: string | null;
  pageSize: number;
  /** What the search box holds. */
  keyword: string;
  /** The keyword of the list shown (the last search sent). */
  query: string;
  items: readonly T[];
  total: number;
  pageNum: number;
  failure: string | null;
}

export type PagedListEvent =
  | { type: 'list.keyword.change'; value: string }
  | { type: 'list.search' }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  /** An item went away elsewhere on the page (deleted): drop it without reading the list again. */
  | { type: 'list.item.removed'; id: string };

export const LIST_LOAD_FAILED = 'The list could not be loaded. Check your connection and try again.';

export type PageFetcher<T> = (request: PageRequest, signal: AbortSignal) => Promise<ListPage<T>>;

const noFetcher = async (): Promise<never> => {
  throw new Error('No list to read: the page provides fetchPage.');
};

export function createPagedListMachine<T extends { id: string }>(id: string, fetchPage: PageFetcher<T> = noFetcher) {
  return setup({
    types: {
      context: {} as PagedListContext<T>,
      events: {} as PagedListEvent,
      input: {} as PagedListInput,
    },
    actors: {
      fetchPage: fromPromise<ListPage<T>, PageRequest>(({ input, signal }) => fetchPage(input, signal)),
    },
    guards: {
      hasMore: ({ context }) => context.items.length < context.total,
    },
    actions: {
      assignKeyword: assign(({ event }) => {
        assertEvent(event, 'list.keyword.change');
        return { keyword: event.value };
      }),
      assignQuery: assign(({ context }) => ({ query: context.keyword.trim(), failure: null })),
      assignFirstPage: assign((_, page: ListPage<T>) => {
        return { items: [...page.list], total: page.total, pageNum: 1, failure: null };
      }),
      assignNextPage: assign(({ context }, page: ListPage<T>) => {
        const known = new Set(context.items.map((item) => item.id));
        // Items added meanwhile shift the pages: one seen already is not listed twice.
        return {
          items: [...context.items, ...page.list.filter((item) => !known.has(item.id))],
          total: page.total,
          pageNum: context.pageNum + 1,
          failure: null,
        };
      }),
      assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error, LIST_LOAD_FAILED) })),
      assignRemoved: assign(({ context, event }) => {
        assertEvent(event, 'list.item.removed');
        const items = context.items.filter((item) => item.id !== event.id);
        return { items, total: Math.max(0, context.total - (context.items.length - items.length)) };
      }),
    },
  }).createMachine({
    id,
    description: 'A list read page by page, searchable by keyword, with more on demand and a retry after a failure.',
    context: ({ input }) => ({
      scope: input?.scope ?? null,
      pageSize: input?.pageSize ?? LIST_PAGE_SIZE,
      keyword: '',
      query: '',
      items: [],
      total: 0,
      pageNum: 0,
      failure: null,
    }),
    initial: 'loading',
    on: {
      'list.keyword.change': { actions: 'assignKeyword', description: 'The creator types in the search box.' },
      'list.search': {
        target: '.loading',
        actions: 'assignQuery',
        description: 'Search (button or Enter): the list starts over with the keyword.',
      },
    },
    states: {
      loading: {
        description: 'Reading the first page.',
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            keyword: context.query,
            pageNum: 1,
            pageSize: context.pageSize,
            scope: context.scope,
          }),
          onDone: {
            target: 'ready',
            actions: { type: 'assignFirstPage', params: doneOutput },
            description: 'The first page came: show it.',
          },
          onError: {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The list could not be read: say so and offer a retry.',
          },
        },
      },
      ready: {
        description: 'The list is shown; an empty one shows its empty state.',
        on: {
          'list.more': {
            guard: 'hasMore',
            target: 'loadingMore',
            description: 'Show more, while the list has more than it shows.',
          },
          'list.reload': { target: 'loading', description: 'Read the list again (something changed on the page).' },
          'list.item.removed': {
            actions: 'assignRemoved',
            description: 'An item was deleted on the page: it leaves the list.',
          },
        },
      },
      loadingMore: {
        description: 'Reading the next page; the items shown stay.',
        tags: ['busy-more'],
        invoke: {
          id: 'fetchNextPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            keyword: context.query,
            pageNum: context.pageNum + 1,
            pageSize: context.pageSize,
            scope: context.scope,
          }),
          onDone: {
            target: 'ready',
            actions: { type: 'assignNextPage', params: doneOutput },
            description: 'The next page is added below.',
          },
          onError: {
            target: 'ready',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The next page failed: the list stays, with the reason and Show more again.',
          },
        },
      },
      failed: {
        description: 'The first page failed: the reason and a retry.',
        tags: ['error'],
        on: {
          'list.retry': { target: 'loading', description: 'Try again.' },
        },
      },
    },
  });
}

/** The machine as the statechart viewer shows it (every list runs this same chart with its own fetchPage). */
export const pagedListMachine = createPagedListMachine<{ id: string }>('pagedList');

export type PagedListMachine<T extends { id: string }> = ReturnType<typeof createPagedListMachine<T>>;
export type PagedListActor<T extends { id: string }> = ActorRefFrom<PagedListMachine<T>>;
export type PagedListSnapshot<T extends { id: string }> = SnapshotFrom<PagedListMachine<T>>;

export const card = {
  machine: pagedListMachine,
  title: 'Searchable paged list',
  spec: '§2 myLinks/productList, groupLinkPreview, combineLinkPreview, shared search box',
  screen: 'productList',
  input: {},
} satisfies MachineCard<typeof pagedListMachine>;
