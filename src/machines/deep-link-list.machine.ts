import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { listByPage } from '../api/links';
import { DEEP_LINK_PAGE_SIZE, DEEP_LINK_TAB_PATH } from '../domain/deep-link-pages';
import { clampPage, isPageInRange, pageAfterRemoval } from '../domain/link-paging';
import type { DeepLink } from './deep-link-create.machine';
import { deleteShortlinkByCode, deleteSteps } from './link-delete-step';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface DeepLinkPage {
  list: DeepLink[];
  total: number;
}

export interface DeepLinkListContext {
  /** What the search box holds. */
  keyword: string;
  /** The search the shown page answers ('' for all links). */
  query: string;
  page: number;
  pageSize: number;
  links: DeepLink[];
  total: number;
  /** Whether a page was ever shown (the first load shows a skeleton, later ones keep the rows). */
  loaded: boolean;
  /** The link whose QR code is open. */
  qrCode: string | null;
  /** The link the creator asked to delete. */
  pendingDelete: string | null;
}

export type DeepLinkListEvent =
  | { type: 'list.keyword.change'; value: string }
  | { type: 'list.search' }
  | { type: 'list.search.clear' }
  | { type: 'list.page.go'; page: number }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'qr.open'; code: string }
  | { type: 'qr.close' }
  | { type: 'link.delete.request'; code: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'list.create' };

export type DeepLinkListEmitted = { type: 'toast.show'; text: string } | { type: 'route.navigate'; path: string };

export const DEEP_LINK_DELETED_TEXT = 'Deep link deleted. Its address no longer opens anything.';
export const DEEP_LINK_DELETE_CONFIRM = {
  title: 'Delete this deep link?',
  content: [
    'Its address and QR code stop working at once, wherever you shared them. Its clicks stay in your statistics.',
  ],
  confirmText: 'Delete',
  cancelText: 'Cancel',
} as const;

/**
 * deepLinkList/index: every deep link of the shop, a page at a time (deeplink/listByPage), searchable by title or
 * address, each with copy, QR code and delete (delete_shortlink, after the confirm dialog).
 */
export const deepLinkListMachine = setup({
  types: {
    context: {} as DeepLinkListContext,
    events: {} as DeepLinkListEvent,
    emitted: {} as DeepLinkListEmitted,
    tags: {} as 'busy' | 'loading' | 'error' | 'confirm-visible',
  },
  actors: {
    listByPage: fromPromise<DeepLinkPage, { pageNum: number; pageSize: number; keyword: string }>(
      async ({ input, signal }) => {
        const { keyword, ...paging } = input;
        const page = await listByPage({ ...paging, ...(keyword ? { keyword } : {}) }, { signal, ignoreErrors: true });
        return { list: page.list, total: page.total };
      },
    ),
    deleteShortlink: deleteShortlinkByCode,
  },
  guards: {
    isPageAvailable: ({ context, event }) => {
      assertEvent(event, 'list.page.go');
      return event.page !== context.page && isPageInRange(event.page, context.total, context.pageSize);
    },
    // Links went away meanwhile (deleted in another tab): the asked page is past the last one.
    isPastLastPage: ({ context }, { list, total }: DeepLinkPage) => {
      return list.length === 0 && total > 0 && clampPage(context.page, total, context.pageSize) !== context.page;
    },
    isListed: ({ context, event }) => {
      assertEvent(event, ['qr.open', 'link.delete.request']);
      return context.links.some((link) => link.code === event.code);
    },
  },
  actions: {
    assignKeyword: assign(({ event }) => {
      assertEvent(event, 'list.keyword.change');
      return { keyword: event.value };
    }),
    assignSearch: assign(({ context }) => ({ query: context.keyword.trim(), page: 1, qrCode: null })),
    assignCleared: assign({ keyword: '', query: '', page: 1, qrCode: null }),
    assignPageNumber: assign(({ event }) => {
      assertEvent(event, 'list.page.go');
      return { page: event.page, qrCode: null };
    }),
    assignPage: assign(({ context }, { list, total }: DeepLinkPage) => {
      // An open QR code stays only while its link is on the page.
      const qrCode = list.some((link) => link.code === context.qrCode) ? context.qrCode : null;
      return { links: list, total, loaded: true, qrCode };
    }),
    assignLastPage: assign(({ context }, output: DeepLinkPage) => ({
      page: clampPage(context.page, output.total, context.pageSize),
    })),
    assignQr: assign(({ event }) => {
      assertEvent(event, 'qr.open');
      return { qrCode: event.code };
    }),
    clearQr: assign({ qrCode: null }),
    assignPendingDelete: assign(({ event }) => {
      assertEvent(event, 'link.delete.request');
      return { pendingDelete: event.code, qrCode: null };
    }),
    clearPendingDelete: assign({ pendingDelete: null }),
    assignPageAfterDelete: assign(({ context }) => ({
      page: pageAfterRemoval(context.page, context.total, context.pageSize),
      pendingDelete: null,
    })),
    notifyDeleted: emit({ type: 'toast.show', text: DEEP_LINK_DELETED_TEXT }),
    navigateToCreate: emit({ type: 'route.navigate', path: DEEP_LINK_TAB_PATH }),
  },
}).createMachine({
  id: 'deepLinkList',
  description: 'Deep link list: the paged, searchable list of deep links with clicks, copy, QR code and delete.',
  context: {
    keyword: '',
    query: '',
    page: 1,
    pageSize: DEEP_LINK_PAGE_SIZE,
    links: [],
    total: 0,
    loaded: false,
    qrCode: null,
    pendingDelete: null,
  },
  initial: 'loading',
  on: {
    'list.keyword.change': { actions: 'assignKeyword', description: 'The creator types in the search box.' },
    'list.create': { actions: 'navigateToCreate', description: 'Create a deep link: the Deep Link tab with its form.' },
  },
  states: {
    loading: {
      description: 'deeplink/listByPage for the page and search; rows already shown stay until the answer.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'listByPage',
        src: 'listByPage',
        input: ({ context }) => ({ pageNum: context.page, pageSize: context.pageSize, keyword: context.query }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: doneOutput },
            target: 'loading',
            reenter: true,
            actions: { type: 'assignLastPage', params: doneOutput },
            description: 'The page is past the last one now: load the last page.',
          },
          {
            target: 'ready',
            actions: { type: 'assignPage', params: doneOutput },
            description: 'The page shows (or the empty state, or "no match" for a search).',
          },
        ],
        onError: { target: 'failed', description: 'The page could not be loaded: say so, with a retry.' },
      },
      on: {
        'list.search': {
          target: 'loading',
          reenter: true,
          actions: 'assignSearch',
          description: 'A new search replaces the load under way.',
        },
        'list.search.clear': {
          target: 'loading',
          reenter: true,
          actions: 'assignCleared',
          description: 'Clearing the search replaces the load under way.',
        },
      },
    },
    ready: {
      description: 'A page of deep links with paging, search, copy, QR code and delete.',
      on: {
        'list.search': {
          target: 'loading',
          actions: 'assignSearch',
          description: 'Search (or Enter): the first page of links whose title or address matches.',
        },
        'list.search.clear': {
          target: 'loading',
          actions: 'assignCleared',
          description: 'Clear the search: the first page of all links.',
        },
        'list.page.go': {
          guard: 'isPageAvailable',
          target: 'loading',
          actions: 'assignPageNumber',
          description: 'Previous or Next: another existing page.',
        },
        'list.refresh': {
          target: 'loading',
          description: 'Refresh: the same page again, with the clicks counted since.',
        },
        'qr.open': { guard: 'isListed', actions: 'assignQr', description: "Show a link's QR code in a dialog." },
        'qr.close': { actions: 'clearQr', description: 'Close the QR code dialog.' },
        'link.delete.request': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete: ask first.',
        },
      },
    },
    ...deleteSteps({
      input: ({ context }: { context: DeepLinkListContext }) => ({ code: context.pendingDelete ?? '' }),
      cancel: { target: 'ready', actions: 'clearPendingDelete', description: 'Cancelled: nothing changes.' },
      done: {
        target: 'loading',
        actions: ['assignPageAfterDelete', 'notifyDeleted'],
        description: 'Deleted: say so and load the page again (the one before, if it was the last link of its page).',
      },
      refused: {
        target: 'ready',
        actions: 'clearPendingDelete',
        description: "Not deleted (the API client toasted the server's sentence); the list stays as it was.",
      },
    }),
    failed: {
      description: 'The page could not be loaded.',
      tags: ['error'],
      on: {
        'list.retry': { target: 'loading', description: 'Try again.' },
        'list.search': { target: 'loading', actions: 'assignSearch', description: 'A search tries again with it.' },
        'list.search.clear': {
          target: 'loading',
          actions: 'assignCleared',
          description: 'Clearing the search tries again with all links.',
        },
      },
    },
  },
});

export type DeepLinkListSnapshot = SnapshotFrom<typeof deepLinkListMachine>;

export const card = {
  machine: deepLinkListMachine,
  title: 'Deep link list',
  spec: '§2 deepLinkList/index',
  screen: 'deepLinkList',
} satisfies MachineCard<typeof deepLinkListMachine>;
