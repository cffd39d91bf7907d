/**
 * landingPage/statstics?id=…: one landing page's statistics over a Pacific date range (the report range chips):
 * views and clicks in all and by day, and the clicks of each clickable block (landing/detail, landing/stats).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { stats } from '../api/landing-pages';
import type { DateRange } from '../domain/date-ranges';
import { LANDING_LIST_PATH, landingEditPath } from '../domain/landing-pages';
import { readLanding, type LandingPage } from './landing-page-calls';
import { isMissingAnswer } from './link-failures';
import { isOtherRange, rangeContext, selectedRange, type RangeContext, type RangeSelectEvent } from './report-range';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type LandingStats = Awaited<ReturnType<typeof stats>>;

export interface LandingStatsInput {
  /** The `id` of the page's query, or null when it has none. */
  id: string | null;
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  /** The `range` of the address; the default one when absent or unknown. */
  range?: string | null;
}

export interface LandingStatsContext extends RangeContext {
  id: string;
  page: LandingPage | null;
  stats: LandingStats | null;
  failure: string | null;
}

export type LandingStatsEvent =
  | RangeSelectEvent
  | { type: 'stats.retry' }
  | { type: 'stats.refresh' }
  | { type: 'stats.edit' }
  | { type: 'stats.back' };

export type LandingStatsEmitted = { type: 'route.navigate'; path: string };

export const STATS_TEXTS = {
  loadFailed: 'The statistics could not be loaded. Check your connection and try again.',
  notFound: 'This landing page does not exist or was deleted.',
  noId: 'Choose a landing page in your list to see its statistics.',
} as const;

export interface LandingStatsResult {
  page: LandingPage;
  stats: LandingStats;
}

export const landingPageStatsMachine = setup({
  types: {
    input: {} as LandingStatsInput,
    context: {} as LandingStatsContext,
    events: {} as LandingStatsEvent,
    emitted: {} as LandingStatsEmitted,
    tags: {} as 'busy' | 'error' | 'not-found',
  },
  actors: {
    landingStats: fromPromise<LandingStatsResult, { id: string; range: DateRange }>(async ({ input, signal }) => {
      const [page, counts] = await Promise.all([
        readLanding(input.id, signal),
        stats({ id: input.id, ...input.range }, { signal, ignoreErrors: true }),
      ]);
      return { page, stats: counts };
    }),
  },
  guards: {
    hasId: ({ context }) => context.id !== '',
    isOtherRange,
    isMissing: isMissingAnswer,
  },
  actions: {
    assignRange: assign(({ context, event }) => selectedRange({ context, event })),
    assignStats: assign((_, { page, stats: counts }: LandingStatsResult) => {
      return { page, stats: counts, failure: null };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, STATS_TEXTS.loadFailed),
    })),
    assignMissing: assign({ page: null, stats: null, failure: STATS_TEXTS.notFound }),
    assignNoId: assign({ page: null, stats: null, failure: STATS_TEXTS.noId }),
    navigateToEdit: emit(({ context }) => ({ type: 'route.navigate' as const, path: landingEditPath(context.id) })),
    navigateToList: emit({ type: 'route.navigate', path: LANDING_LIST_PATH }),
  },
}).createMachine({
  id: 'landingPageStats',
  description: "A landing page's views and clicks over a Pacific date range: in all, by day, and per clickable block.",
  context: ({ input }) => ({
    ...rangeContext(input.today, input.range),
    id: input.id?.trim() ?? '',
    page: null,
    stats: null,
    failure: null,
  }),
  on: {
    'stats.back': { actions: 'navigateToList', description: 'Back to the landing pages.' },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name a page?',
      always: [
        { guard: 'hasId', target: 'loading', description: 'It has an id: read its statistics.' },
        { target: 'missing', actions: 'assignNoId', description: 'No id in the address.' },
      ],
    },
    loading: {
      description:
        'Reading the page (landing/detail) and its counts over the range (landing/stats); numbers shown before stay until the new ones come.',
      tags: ['busy'],
      invoke: {
        id: 'landingStats',
        src: 'landingStats',
        input: ({ context }) => ({ id: context.id, range: context.range }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignStats', params: doneOutput },
          description: 'The totals, the chart by day and the blocks show.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: "No such page in this shop (deleted, or another shop's).",
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'Not read: say why and offer to retry.',
          },
        ],
      },
    },
    ready: {
      description: 'The statistics of the range show.',
      on: {
        'range.select': {
          guard: 'isOtherRange',
          target: 'loading',
          actions: 'assignRange',
          description: 'Another range chip: read its numbers.',
        },
        'stats.refresh': { target: 'loading', description: 'Read the numbers again (new views and clicks).' },
        'stats.edit': { actions: 'navigateToEdit', description: 'Open the page in the block editor.' },
      },
    },
    failed: {
      description: 'The statistics could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'stats.retry': { target: 'loading', description: 'Try again.' } },
    },
    missing: {
      description: 'The address names no page of this shop: say so, with the way back to the list.',
      tags: ['not-found'],
    },
  },
});

export type LandingStatsSnapshot = SnapshotFrom<typeof landingPageStatsMachine>;

export const card = {
  machine: landingPageStatsMachine,
  title: 'Landing page statistics',
  spec: '§2 landingPage/statstics; §9 Pacific date ranges; designed landing/stats; issue 17',
  screen: 'landingPageStats',
  input: { id: 'lp-1', today: '2026-11-25' },
} satisfies MachineCard<typeof landingPageStatsMachine>;
