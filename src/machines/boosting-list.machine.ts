/**
 * boosting/list: the shop's boosting applications, newest first, a page at a time (boostingList), each with its
 * status, contents, tracking ids, budget, dates and whether its latest status change is unread; one opens its
 * detail page. From here the creator also reaches the results, the tracking ids and a new application.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { boostingList } from '../api/boosting';
import { BOOSTING_LIST_PAGE_SIZE, boostingDetailPath } from '../domain/boosting-pages';
import { BOOSTING_PATHS } from '../domain/boosting-routes';
import { isPageInRange } from '../domain/link-paging';
import type { BoostingApplication, BoostingApplicationPage } from './boosting-results-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BoostingListContext {
  pageNum: number;
  applications: readonly BoostingApplication[];
  total: number;
  failure: string | null;
}

/** The pages the list leads to besides an application's detail. */
export const BOOSTING_LIST_LINKS = {
  apply: BOOSTING_PATHS.apply,
  dashboard: BOOSTING_PATHS.dashboard,
  trackingIds: BOOSTING_PATHS.availableTrackingIds,
  drafts: BOOSTING_PATHS.drafts,
} as const;
export type BoostingListLink = keyof typeof BOOSTING_LIST_LINKS;

export type BoostingListEvent =
  | { type: 'applications.page'; pageNum: number }
  | { type: 'applications.retry' }
  | { type: 'applications.open'; id: string }
  | { type: 'applications.go'; to: BoostingListLink };

export type BoostingListEmitted = { type: 'route.navigate'; path: string };

export const BOOSTING_LIST_LOAD_FAILED =
  'Your boosting applications could not be loaded. Check your connection and try again.';

export const boostingListMachine = setup({
  types: {
    context: {} as BoostingListContext,
    events: {} as BoostingListEvent,
    emitted: {} as BoostingListEmitted,
  },
  actors: {
    boostingList: fromPromise<BoostingApplicationPage, { pageNum: number }>(({ input, signal }) =>
      boostingList({ pageNum: input.pageNum, pageSize: BOOSTING_LIST_PAGE_SIZE }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'applications.page');
      return event.pageNum !== context.pageNum && isPageInRange(event.pageNum, context.total, BOOSTING_LIST_PAGE_SIZE);
    },
    isListed: ({ context, event }) => {
      assertEvent(event, 'applications.open');
      return context.applications.some((a) => a.id === event.id);
    },
    isKnownLink: ({ event }) => event.type === 'applications.go' && Object.hasOwn(BOOSTING_LIST_LINKS, event.to),
  },
  actions: {
    assignPageNum: assign(({ event }) => {
      assertEvent(event, 'applications.page');
      return { pageNum: event.pageNum };
    }),
    assignPage: assign((_, { list, total }: BoostingApplicationPage) => {
      return { applications: list, total, failure: null };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_LIST_LOAD_FAILED),
    })),
    navigateToDetail: emit(({ event }) => {
      assertEvent(event, 'applications.open');
      return { type: 'route.navigate' as const, path: boostingDetailPath(event.id) };
    }),
    navigateToLink: emit(({ event }) => {
      assertEvent(event, 'applications.go');
      return { type: 'route.navigate' as const, path: BOOSTING_LIST_LINKS[event.to] };
    }),
  },
}).createMachine({
  id: 'boostingList',
  description:
    "The shop's boosting applications, newest first, a page at a time, with status, unread marker and the way to each one's detail.",
  context: { pageNum: 1, applications: [], total: 0, failure: null },
  on: {
    'applications.go': {
      guard: 'isKnownLink',
      actions: 'navigateToLink',
      description: 'The header leads to the results dashboard, the tracking ids, the drafts or a new application.',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading a page of applications (boostingList); the page shown stays while the next one loads.',
      tags: ['busy'],
      invoke: {
        id: 'boostingList',
        src: 'boostingList',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPage', params: doneOutput },
          description: 'The page shows (or the empty state).',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The list did not load: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The page of applications shows; an unread one is marked until its detail is opened.',
      on: {
        'applications.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: 'assignPageNum',
          description: 'Previous or Next page.',
        },
        'applications.open': {
          guard: 'isListed',
          actions: 'navigateToDetail',
          description: "Open an application's detail (which marks it read).",
        },
      },
    },
    failed: {
      description: 'The list could not be read; a retry button shows.',
      tags: ['error'],
      on: {
        'applications.retry': { target: 'loading', description: 'Try again.' },
      },
    },
  },
});

export type BoostingListSnapshot = SnapshotFrom<typeof boostingListMachine>;

export const card = {
  machine: boostingListMachine,
  title: 'Boosting applications',
  spec: '§2 boosting/list; §7 boosting/list; designed lifecycle (openapi.yaml BoostingStatus)',
  screen: 'boostingList',
} satisfies MachineCard<typeof boostingListMachine>;
