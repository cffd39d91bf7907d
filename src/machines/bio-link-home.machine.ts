/**
 * The Bio Link + Auto DM tab (home/biolink), and the in-app preview (bioLinkPreview/index) that shows the same
 * page larger: the shop's bio page as the audience sees it, its public address, and its stats (clicks per button,
 * most popular and trending links). Without a page yet, it offers to create one.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { bioGetMostPopular, bioGetTrending, getBioUrl } from '../api/bio-link';
import {
  BIO_LINK_CUSTOMIZE_PATH,
  BIO_LINK_EDIT_PATH,
  BIO_LINK_NEW_PATH,
  BIO_LINK_PREVIEW_PATH,
  LINK_IMPORT_PATH,
  VIEW_ON_WEBSITE_PATH,
  WEBSITE_PERMISSIONS_PATH,
} from '../domain/bio-link';
import { readBioLinkDetail, type BioLinkDetail } from './bio-link-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type PopularItem = Awaited<ReturnType<typeof bioGetMostPopular>>['list'][number];

export interface BioLinkOverview {
  detail: BioLinkDetail;
  url: string;
  popular: readonly PopularItem[];
  trending: readonly PopularItem[];
}

/** Where the tab's buttons lead. */
export const BIO_LINK_DESTINATIONS = {
  edit: BIO_LINK_EDIT_PATH,
  customize: BIO_LINK_CUSTOMIZE_PATH,
  preview: BIO_LINK_PREVIEW_PATH,
  website: VIEW_ON_WEBSITE_PATH,
  sections: WEBSITE_PERMISSIONS_PATH,
  import: LINK_IMPORT_PATH,
} as const;
export type BioLinkDestination = keyof typeof BIO_LINK_DESTINATIONS;

export interface BioLinkHomeContext {
  overview: BioLinkOverview | null;
  failure: string | null;
}

export type BioLinkHomeEvent =
  | { type: 'bioLink.refresh' }
  | { type: 'bioLink.retry' }
  | { type: 'bioLink.create' }
  | { type: 'bioLink.open'; to: BioLinkDestination };

export type BioLinkHomeEmitted = { type: 'route.navigate'; path: string };

export const BIO_LINK_LOAD_FAILED = 'Your bio link page could not be loaded. Check your connection and try again.';

export const bioLinkHomeMachine = setup({
  types: {
    context: {} as BioLinkHomeContext,
    events: {} as BioLinkHomeEvent,
    emitted: {} as BioLinkHomeEmitted,
    tags: {} as 'busy' | 'error' | 'no-page',
  },
  actors: {
    // The page, then (when there is one) its address and the links clicked most and rising, together.
    getBioLinkDetail: fromPromise<BioLinkOverview | null>(async ({ signal }) => {
      const detail = await readBioLinkDetail(signal);
      if (!detail) return null;
      const quiet = { signal, ignoreErrors: true };
      const [{ url }, popular, trending] = await Promise.all([
        getBioUrl({}, quiet),
        bioGetMostPopular({}, quiet),
        bioGetTrending({}, quiet),
      ]);
      return { detail, url, popular: popular.list, trending: trending.list };
    }),
  },
  guards: {
    hasPage: (_, output: BioLinkOverview | null) => output !== null,
  },
  actions: {
    assignOverview: assign((_, output: BioLinkOverview | null) => ({ overview: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BIO_LINK_LOAD_FAILED),
    })),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
    navigateTo: emit(({ event }) => {
      assertEvent(event, 'bioLink.open');
      return { type: 'route.navigate' as const, path: BIO_LINK_DESTINATIONS[event.to] };
    }),
  },
}).createMachine({
  id: 'bioLinkHome',
  description:
    'The Bio Link tab: the bio page as the audience sees it, its address and its stats, or the way to create it.',
  context: { overview: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reading the page (get_bio_link_list, get_bio_link_detail) with its address (get_bio_url) and stats (get_most_popular, get_trending).',
      tags: ['busy'],
      invoke: {
        id: 'getBioLinkDetail',
        src: 'getBioLinkDetail',
        onDone: [
          {
            guard: { type: 'hasPage', params: doneOutput },
            target: 'ready',
            actions: { type: 'assignOverview', params: doneOutput },
            description: 'The preview, the address and the stats show.',
          },
          {
            target: 'noPage',
            actions: { type: 'assignOverview', params: doneOutput },
            description: 'The shop has no bio page yet.',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The page did not load: say why and offer to retry.',
        },
      },
    },
    noPage: {
      description: 'No bio page yet: what it is for, and a button to create it.',
      tags: ['no-page'],
      on: {
        'bioLink.create': { actions: 'navigateToCreate', description: 'Create: the first-time page (home/index_new).' },
        'bioLink.refresh': { target: 'loading', description: 'Read again (a page made in another window shows).' },
      },
    },
    ready: {
      description:
        'The page shows with its stats; Edit, Customize, Preview, View on website and Sections lead to their pages.',
      on: {
        'bioLink.open': {
          actions: 'navigateTo',
          description: 'Open the editor, the look, the preview, the address page or the section switches.',
        },
        'bioLink.refresh': { target: 'loading', description: 'Refresh: read the page and its clicks again.' },
      },
    },
    failed: {
      description: 'The page could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'bioLink.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type BioLinkHomeSnapshot = SnapshotFrom<typeof bioLinkHomeMachine>;

export const card = {
  machine: bioLinkHomeMachine,
  title: 'Bio Link tab',
  spec: '§2 main tabs (Bio Link + Auto DM), home/biolink, bioLinkPreview/index; §7 get_bio_link_detail, get_bio_url, get_most_popular, get_trending; issue 13',
  screen: 'bioLink',
} satisfies MachineCard<typeof bioLinkHomeMachine>;
