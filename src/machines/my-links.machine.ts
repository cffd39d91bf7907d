/**
 * myLinks/index: the shop's short links, newest first, a page at a time (get_shortlink_list), searchable by
 * title or destination; a link opens its detail page, and deleting one asks first (delete_shortlink).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortlinkList } from '../api/short-links';
import { isPageInRange, pageAfterRemoval } from '../domain/link-paging';
import { LINK_CREATE_PATH, LINK_TOOLS, linkDetailPath, MY_LINKS_PAGE_SIZE, type LinkToolId } from '../domain/my-links';
import { deleteShortlinkByCode, deleteSteps } from './link-delete-step';
import { LINK_DELETED_TEXT } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ShortLinkItem = Awaited<ReturnType<typeof getShortlinkList>>['list'][number];
export interface ShortLinkPage {
  list: readonly ShortLinkItem[];
  total: number;
}

export interface MyLinksContext {
  /** What the search box holds. */
  keyword: string;
  /** The keyword of the list shown (the last search sent). */
  search: string;
  pageNum: number;
  links: readonly ShortLinkItem[];
  total: number;
  failure: string | null;
  /** The link the creator asked to delete, while the confirm dialog shows and the call runs. */
  pendingDelete: ShortLinkItem | null;
}

export type MyLinksEvent =
  | { type: 'links.keyword.change'; value: string }
  | { type: 'links.search' }
  | { type: 'links.search.clear' }
  | { type: 'links.page'; pageNum: number }
  | { type: 'links.retry' }
  | { type: 'links.open'; code: string }
  | { type: 'links.create' }
  | { type: 'links.tool'; tool: LinkToolId }
  | { type: 'links.delete'; code: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type MyLinksEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

export const MY_LINKS_LOAD_FAILED = 'Your links could not be loaded. Check your connection and try again.';

export const myLinksMachine = setup({
  types: {
    context: {} as MyLinksContext,
    events: {} as MyLinksEvent,
    emitted: {} as MyLinksEmitted,
  },
  actors: {
    getShortlinkList: fromPromise<ShortLinkPage, { keyword: string; pageNum: number }>(({ input, signal }) =>
      getShortlinkList(
        { pageNum: input.pageNum, pageSize: MY_LINKS_PAGE_SIZE, ...(input.keyword ? { keyword: input.keyword } : {}) },
        { signal, ignoreErrors: true },
      ),
    ),
    deleteShortlink: deleteShortlinkByCode,
  },
  guards: {
    isKnownTool: ({ event }) => event.type === 'links.tool' && LINK_TOOLS.some((tool) => tool.id === event.tool),
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'links.page');
      return event.pageNum !== context.pageNum && isPageInRange(event.pageNum, context.total, MY_LINKS_PAGE_SIZE);
    },
    isListed: ({ context, event }) => {
      assertEvent(event, ['links.delete', 'links.open']);
      return context.links.some((link) => link.code === event.code);
    },
    isSearched: ({ context }) => context.search !== '' || context.keyword !== '',
  },
  actions: {
    assignKeyword: assign(({ event }) => {
      assertEvent(event, 'links.keyword.change');
      return { keyword: event.value };
    }),
    assignSearch: assign(({ context }) => ({ search: context.keyword.trim(), pageNum: 1 })),
    assignCleared: assign({ keyword: '', search: '', pageNum: 1 }),
    assignPageNum: assign(({ event }) => {
      assertEvent(event, 'links.page');
      return { pageNum: event.pageNum };
    }),
    assignPage: assign((_, { list, total }: ShortLinkPage) => {
      return { links: list, total, failure: null };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, MY_LINKS_LOAD_FAILED),
    })),
    assignPendingDelete: assign(({ context, event }) => {
      assertEvent(event, 'links.delete');
      return { pendingDelete: context.links.find((link) => link.code === event.code) ?? null };
    }),
    clearPendingDelete: assign({ pendingDelete: null }),
    // The last link of a page that is not the first: show the page before, which still has links.
    assignPageAfterDelete: assign(({ context }) => ({
      pageNum: pageAfterRemoval(context.pageNum, context.total, MY_LINKS_PAGE_SIZE),
      pendingDelete: null,
    })),
    navigateToDetail: emit(({ event }) => {
      assertEvent(event, 'links.open');
      return { type: 'route.navigate' as const, path: linkDetailPath(event.code) };
    }),
    navigateToCreate: emit({ type: 'route.navigate', path: LINK_CREATE_PATH }),
    navigateToTool: emit(({ event }) => {
      assertEvent(event, 'links.tool');
      return {
        type: 'route.navigate' as const,
        path: LINK_TOOLS.find((tool) => tool.id === event.tool)?.path ?? LINK_CREATE_PATH,
      };
    }),
    notifyDeleted: emit({ type: 'toast.show', text: LINK_DELETED_TEXT }),
  },
}).createMachine({
  id: 'myLinks',
  description: "My Links: the shop's short links, newest first, with search, pages, copy, detail and delete.",
  context: { keyword: '', search: '', pageNum: 1, links: [], total: 0, failure: null, pendingDelete: null },
  on: {
    'links.keyword.change': { actions: 'assignKeyword', description: 'The creator types in the search box.' },
    'links.create': {
      actions: 'navigateToCreate',
      description: "The header's Create link (or the empty state's button) opens the create page.",
    },
    'links.tool': {
      guard: 'isKnownTool',
      actions: 'navigateToTool',
      description: 'One of the other ways to link (products, combined, group, find a link, My Shop) opens its page.',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading a page of links (get_shortlink_list) for the current search and page.',
      tags: ['busy'],
      invoke: {
        id: 'getShortlinkList',
        src: 'getShortlinkList',
        input: ({ context }) => ({ keyword: context.search, pageNum: context.pageNum }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPage', params: doneOutput },
          description: 'The page shows (or the empty state, or "no match").',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The list did not load: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The page of links shows, each with copy, detail and delete.',
      on: {
        'links.search': {
          target: 'loading',
          actions: 'assignSearch',
          description: 'Search (or Enter): the first page of the links matching the keyword.',
        },
        'links.search.clear': {
          guard: 'isSearched',
          target: 'loading',
          actions: 'assignCleared',
          description: 'Clear the search: every link again.',
        },
        'links.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: 'assignPageNum',
          description: 'Go to another page of the list.',
        },
        'links.open': { guard: 'isListed', actions: 'navigateToDetail', description: "Open a link's detail page." },
        'links.delete': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete: ask first.',
        },
      },
    },
    failed: {
      description: 'The list could not be read; a retry button shows.',
      tags: ['error'],
      on: {
        'links.retry': { target: 'loading', description: 'Try again.' },
      },
    },
    ...deleteSteps({
      input: ({ context }: { context: MyLinksContext }) => ({ code: context.pendingDelete?.code ?? '' }),
      cancel: {
        target: 'ready',
        actions: 'clearPendingDelete',
        description: 'Cancelled (button or Escape): nothing changes.',
      },
      done: {
        target: 'loading',
        actions: ['assignPageAfterDelete', 'notifyDeleted'],
        description: 'Deleted: say so and read the page again.',
      },
      refused: {
        target: 'ready',
        actions: 'clearPendingDelete',
        description: 'Not deleted (the API client toasted why); the list stays.',
      },
    }),
  },
});

export type MyLinksSnapshot = SnapshotFrom<typeof myLinksMachine>;

export const card = {
  machine: myLinksMachine,
  title: 'My Links',
  spec: '§2 myLinks/index',
  screen: 'myLinks',
} satisfies MachineCard<typeof myLinksMachine>;
