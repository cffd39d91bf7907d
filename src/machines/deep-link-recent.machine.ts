import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { listByPage } from '../api/links';
import { DEEP_LINK_LIST_PATH, RECENT_DEEP_LINKS } from '../domain/deep-link-pages';
import type { DeepLink } from './deep-link-create.machine';
import type { MachineCard } from './machine-catalog';

export interface RecentDeepLinks {
  /** The newest deep links, at most RECENT_DEEP_LINKS. */
  links: DeepLink[];
  /** How many deep links the shop has in all. */
  count: number;
}

export type DeepLinkRecentEvent = { type: 'recent.reload' } | { type: 'recent.retry' } | { type: 'recent.seeAll' };
export type DeepLinkRecentEmitted = { type: 'route.navigate'; path: string };

/**
 * The Deep Link tab's latest deep links with their clicks and the shop's count of deep links: the first page of
 * deeplink/listByPage, RECENT_DEEP_LINKS long, whose total is the count. 'See all' opens the paged list. Loaded
 * again whenever the form above makes a link.
 */
export const deepLinkRecentMachine = setup({
  types: {
    context: {} as RecentDeepLinks,
    events: {} as DeepLinkRecentEvent,
    emitted: {} as DeepLinkRecentEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    listByPage: fromPromise<RecentDeepLinks>(async ({ signal }) => {
      const page = await listByPage({ pageNum: 1, pageSize: RECENT_DEEP_LINKS }, { signal, ignoreErrors: true });
      return { links: page.list, count: page.total };
    }),
  },
  actions: {
    assignRecent: assign((_, params: RecentDeepLinks) => params),
    navigateToList: emit({ type: 'route.navigate', path: DEEP_LINK_LIST_PATH }),
  },
}).createMachine({
  id: 'deepLinkRecent',
  description:
    'Deep Link tab: the latest deep links with their clicks, how many there are, and the way to all of them.',
  context: { links: [], count: 0 },
  initial: 'loading',
  on: {
    'recent.seeAll': {
      actions: 'navigateToList',
      description: "'See all' opens the paged, searchable list of deep links.",
    },
  },
  states: {
    loading: {
      description:
        'deeplink/listByPage: the newest links and how many there are; links already shown stay while they load again.',
      tags: ['busy'],
      invoke: {
        id: 'listByPage',
        src: 'listByPage',
        onDone: {
          target: 'ready',
          actions: { type: 'assignRecent', params: ({ event }) => event.output },
          description: 'The latest links and the count show.',
        },
        onError: { target: 'failed', description: 'They could not be loaded: say so, with a retry.' },
      },
      on: {
        'recent.reload': {
          target: 'loading',
          reenter: true,
          description: 'A link was made meanwhile: start the load over so it is in.',
        },
      },
    },
    ready: {
      description: 'The latest deep links (or the empty state) and the count.',
      on: {
        'recent.reload': { target: 'loading', description: 'A link was made: load the list and the count again.' },
      },
    },
    failed: {
      description: 'The list could not be loaded.',
      tags: ['error'],
      on: {
        'recent.retry': { target: 'loading', description: 'Try again.' },
        'recent.reload': { target: 'loading', description: 'A link was made: try loading again.' },
      },
    },
  },
});

export type DeepLinkRecentSnapshot = SnapshotFrom<typeof deepLinkRecentMachine>;

export const card = {
  machine: deepLinkRecentMachine,
  title: 'Latest deep links',
  spec: '§2 midTabBar/index_new, deeplink/listByPage',
  screen: 'deepLinks',
} satisfies MachineCard<typeof deepLinkRecentMachine>;
