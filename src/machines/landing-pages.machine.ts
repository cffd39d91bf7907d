/**
 * landingPage/index: the shop's landing pages, most recently changed first, a page at a time (landing/list): each
 * with its title, whether it is published, its public address to copy, its views and clicks over the last 30
 * Pacific days, and the ways on: edit, statistics, publish or unpublish, and delete (asked first).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { landingDelete, landingList, publish, stats, unpublish } from '../api/landing-pages';
import { addDays } from '../domain/click-days';
import { isPageInRange, pageAfterRemoval } from '../domain/link-paging';
import { LANDING_EDITOR_PATH, LANDING_PAGE_SIZE, landingEditPath, landingStatsPath } from '../domain/landing-pages';
import { pacificDate } from '../domain/pacific-time';
import type { LandingPage } from './landing-page-calls';
import { deleteSteps } from './link-delete-step';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

/** A listed page with its views and clicks of the last LIST_STATS_DAYS Pacific days. */
export interface LandingListItem {
  page: LandingPage;
  views: number;
  clicks: number;
}

export interface LandingListPage {
  list: readonly LandingListItem[];
  total: number;
}

/** The window of the counts beside each page in the list. */
export const LIST_STATS_DAYS = 30;

export interface LandingPagesContext {
  pageNum: number;
  items: readonly LandingListItem[];
  total: number;
  failure: string | null;
  /** The page being published, unpublished or deleted (while its dialog shows and the call runs). */
  pendingId: string | null;
}

export type LandingPagesEvent =
  | { type: 'pages.page'; pageNum: number }
  | { type: 'pages.retry' }
  | { type: 'pages.create' }
  | { type: 'pages.edit'; id: string }
  | { type: 'pages.stats'; id: string }
  | { type: 'pages.publish'; id: string }
  | { type: 'pages.unpublish'; id: string }
  | { type: 'pages.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type LandingPagesEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

export const LANDING_LIST_TEXTS = {
  loadFailed: 'Your landing pages could not be loaded. Check your connection and try again.',
  published: 'Landing page published.',
  unpublished: 'Landing page unpublished: its address shows “not found” until you publish it again.',
  deleted: 'Landing page deleted.',
} as const;

export const LANDING_DELETE_CONFIRM = {
  title: 'Delete this landing page?',
  content: [
    'Its public address and every tracked link on it stop working at once, also where you already shared them.',
  ],
  confirmText: 'Delete',
  cancelText: 'Cancel',
} as const;

/** One page of the list with each page's counts (landing/stats over the window, one call a page, together). */
async function loadLandingPages(pageNum: number, signal: AbortSignal): Promise<LandingListPage> {
  const { list, total } = await landingList({ pageNum, pageSize: LANDING_PAGE_SIZE }, { signal, ignoreErrors: true });
  const endDate = pacificDate(new Date());
  const startDate = addDays(endDate, -(LIST_STATS_DAYS - 1));
  const counts = await Promise.all(
    list.map((page) => stats({ id: page.id, startDate, endDate }, { signal, ignoreErrors: true })),
  );
  return {
    list: list.map((page, i) => ({ page, views: counts[i]?.views ?? 0, clicks: counts[i]?.clicks ?? 0 })),
    total,
  };
}

const listedId = (event: { id: string }) => event.id;

export const landingPagesMachine = setup({
  types: {
    context: {} as LandingPagesContext,
    events: {} as LandingPagesEvent,
    emitted: {} as LandingPagesEmitted,
    tags: {} as 'busy' | 'error' | 'confirm-visible',
  },
  actors: {
    landingList: fromPromise<LandingListPage, { pageNum: number }>(({ input, signal }) =>
      loadLandingPages(input.pageNum, signal),
    ),
    // A refusal is toasted by the API client with the server's sentence (e.g. a page without blocks).
    publish: fromPromise<unknown, { id: string }>(({ input }) => publish({ id: input.id })),
    unpublish: fromPromise<unknown, { id: string }>(({ input }) => unpublish({ id: input.id })),
    landingDelete: fromPromise<unknown, { id: string }>(({ input }) => landingDelete({ id: input.id })),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'pages.page');
      return event.pageNum !== context.pageNum && isPageInRange(event.pageNum, context.total, LANDING_PAGE_SIZE);
    },
    isListed: ({ context, event }) => {
      assertEvent(event, ['pages.edit', 'pages.stats', 'pages.delete']);
      return context.items.some((item) => item.page.id === event.id);
    },
    isDraft: ({ context, event }) => {
      assertEvent(event, 'pages.publish');
      return context.items.some((item) => item.page.id === event.id && !item.page.published);
    },
    isPublished: ({ context, event }) => {
      assertEvent(event, 'pages.unpublish');
      return context.items.some((item) => item.page.id === event.id && item.page.published);
    },
  },
  actions: {
    assignPageNum: assign(({ event }) => {
      assertEvent(event, 'pages.page');
      return { pageNum: event.pageNum };
    }),
    assignList: assign((_, { list, total }: LandingListPage) => {
      return { items: list, total, failure: null };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LANDING_LIST_TEXTS.loadFailed),
    })),
    assignPending: assign(({ event }) => {
      assertEvent(event, ['pages.publish', 'pages.unpublish', 'pages.delete']);
      return { pendingId: listedId(event) };
    }),
    clearPending: assign({ pendingId: null }),
    assignPageAfterDelete: assign(({ context }) => ({
      pageNum: pageAfterRemoval(context.pageNum, context.total, LANDING_PAGE_SIZE),
      pendingId: null,
    })),
    navigateToCreate: emit({ type: 'route.navigate', path: LANDING_EDITOR_PATH }),
    navigateToEdit: emit(({ event }) => {
      assertEvent(event, 'pages.edit');
      return { type: 'route.navigate' as const, path: landingEditPath(event.id) };
    }),
    navigateToStats: emit(({ event }) => {
      assertEvent(event, 'pages.stats');
      return { type: 'route.navigate' as const, path: landingStatsPath(event.id) };
    }),
    notifyPublished: emit({ type: 'toast.show', text: LANDING_LIST_TEXTS.published }),
    notifyUnpublished: emit({ type: 'toast.show', text: LANDING_LIST_TEXTS.unpublished }),
    notifyDeleted: emit({ type: 'toast.show', text: LANDING_LIST_TEXTS.deleted }),
  },
}).createMachine({
  id: 'landingPages',
  description:
    "The shop's landing pages: title, draft or published, public address with copy, views and clicks, edit, statistics, publish or unpublish, delete.",
  context: { pageNum: 1, items: [], total: 0, failure: null, pendingId: null },
  on: {
    'pages.create': { actions: 'navigateToCreate', description: 'New landing page: the block editor opens empty.' },
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reading a page of landing pages (landing/list) and the counts of each (landing/stats, last 30 Pacific days).',
      tags: ['busy'],
      invoke: {
        id: 'landingList',
        src: 'landingList',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignList', params: doneOutput },
          description: 'The pages show (or the empty state).',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not loaded: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The pages show, each with its address, counts and actions.',
      on: {
        'pages.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: 'assignPageNum',
          description: 'Another page of the list.',
        },
        'pages.edit': {
          guard: 'isListed',
          actions: 'navigateToEdit',
          description: 'Open the page in the block editor.',
        },
        'pages.stats': { guard: 'isListed', actions: 'navigateToStats', description: "Open the page's statistics." },
        'pages.publish': {
          guard: 'isDraft',
          target: 'publishing',
          actions: 'assignPending',
          description: 'Publish a draft at its address.',
        },
        'pages.unpublish': {
          guard: 'isPublished',
          target: 'unpublishing',
          actions: 'assignPending',
          description: 'Take a published page off its address.',
        },
        'pages.delete': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: 'assignPending',
          description: 'Delete: ask first.',
        },
      },
    },
    failed: {
      description: 'The list could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'pages.retry': { target: 'loading', description: 'Try again.' } },
    },
    publishing: {
      description: 'landing/publish: the page shows at its address.',
      tags: ['busy'],
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ id: context.pendingId ?? '' }),
        onDone: {
          target: 'loading',
          actions: ['clearPending', 'notifyPublished'],
          description: 'Published: say so and read the list again.',
        },
        onError: {
          target: 'ready',
          actions: 'clearPending',
          description: 'Refused (the API client toasted why): nothing changes.',
        },
      },
    },
    unpublishing: {
      description: 'landing/unpublish: the address answers “not found”; the page and its statistics stay.',
      tags: ['busy'],
      invoke: {
        id: 'unpublish',
        src: 'unpublish',
        input: ({ context }) => ({ id: context.pendingId ?? '' }),
        onDone: {
          target: 'loading',
          actions: ['clearPending', 'notifyUnpublished'],
          description: 'Unpublished: say so and read the list again.',
        },
        onError: {
          target: 'ready',
          actions: 'clearPending',
          description: 'Refused (the API client toasted why): nothing changes.',
        },
      },
    },
    ...deleteSteps({
      src: 'landingDelete',
      input: ({ context }: { context: LandingPagesContext }) => ({ id: context.pendingId ?? '' }),
      cancel: {
        target: 'ready',
        actions: 'clearPending',
        description: 'Cancelled (button or Escape): nothing changes.',
      },
      done: {
        target: 'loading',
        actions: ['assignPageAfterDelete', 'notifyDeleted'],
        description: 'Deleted: say so and read the list again.',
      },
      refused: {
        target: 'ready',
        actions: 'clearPending',
        description: 'Not deleted (the API client toasted why); the list stays.',
      },
      descriptions: {
        asking:
          'The confirm dialog asks whether to delete the page; its address and tracked links would stop working wherever they were shared.',
        deleting: 'landing/delete runs; from then on its address answers 404. The confirm button shows it is working.',
      },
    }),
  },
});

export type LandingPagesSnapshot = SnapshotFrom<typeof landingPagesMachine>;

export const card = {
  machine: landingPagesMachine,
  title: 'Landing pages',
  spec: '§2 landingPage/index; designed landing/list, publish, unpublish, delete, stats; issue 17',
  screen: 'landingPages',
} satisfies MachineCard<typeof landingPagesMachine>;
