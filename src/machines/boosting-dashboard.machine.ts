/**
 * boosting/dashboard/index: the shop's boosting results over a Pacific date range (spec §9: last 7 days, 30 days,
 * 3 months): the totals, spend and earnings day by day, the contents with their results a page at a time, the
 * best contents by ROI, earnings and conversion, and the two spreadsheets (exportByDate, exportByContentId).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { adDetailsPath } from '../domain/boosting-pages';
import { fillRange, type DateRange } from '../domain/date-ranges';
import { isPageInRange } from '../domain/link-paging';
import {
  DASHBOARD_CONTENTS_PAGE_SIZE,
  exportBoostingResults,
  loadBoostingDashboard,
  loadContentsPage,
  type BoostingContentRowPage,
  type BoostingDashboardData,
  type BoostingExportKind,
  type BoostingMetrics,
} from './boosting-results-calls';
import { isOtherRange, rangeContext, selectedRange, type RangeContext, type RangeSelectEvent } from './report-range';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BoostingDashboardInput {
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  /** The range of the address (`?range=`); the default one when absent or unknown. */
  range?: string | null;
}

export interface BoostingDashboardContext extends RangeContext {
  data: BoostingDashboardData | null;
  contentsPageNum: number;
  failure: string | null;
  /** Why the last page of contents did not come (the page shown stays). */
  contentsFailure: string | null;
}

export type BoostingDashboardEvent =
  | RangeSelectEvent
  | { type: 'dashboard.retry' }
  | { type: 'contents.page'; pageNum: number }
  | { type: 'content.open'; contentId: string }
  | { type: 'export.byDate' }
  | { type: 'export.byContent' };

export type BoostingDashboardEmitted = { type: 'route.navigate'; path: string };

export const DASHBOARD_LOAD_FAILED = 'Your boosting results could not be loaded. Check your connection and try again.';
export const CONTENTS_LOAD_FAILED = 'This page of contents could not be loaded. Try again.';

/** A download of one spreadsheet of the range (the two differ only in which one); either way the page goes on. */
const exportingState = (kind: BoostingExportKind, id: 'exportByDate' | 'exportByContentId', description: string) => ({
  description,
  tags: ['exporting'],
  invoke: {
    id,
    src: 'exportResults' as const,
    input: ({ context }: { context: BoostingDashboardContext }) => ({ kind, range: context.range }),
    onDone: { target: 'idle', description: 'Saved.' },
    onError: { target: 'idle', description: 'Not saved (the API client toasted why).' },
  },
});

export const boostingDashboardMachine = setup({
  types: {
    input: {} as BoostingDashboardInput,
    context: {} as BoostingDashboardContext,
    events: {} as BoostingDashboardEvent,
    emitted: {} as BoostingDashboardEmitted,
  },
  actors: {
    loadBoostingDashboard: fromPromise<BoostingDashboardData, DateRange>(({ input, signal }) =>
      loadBoostingDashboard(input, signal),
    ),
    listByContentId: fromPromise<BoostingContentRowPage, { range: DateRange; pageNum: number }>(({ input, signal }) =>
      loadContentsPage(input.range, input.pageNum, signal),
    ),
    exportResults: fromPromise<void, { kind: BoostingExportKind; range: DateRange }>(({ input }) =>
      exportBoostingResults(input.kind, input.range),
    ),
  },
  guards: {
    isOtherRange,
    isOtherContentsPage: ({ context, event }) => {
      assertEvent(event, 'contents.page');
      const total = context.data?.contents.total ?? 0;
      return (
        event.pageNum !== context.contentsPageNum && isPageInRange(event.pageNum, total, DASHBOARD_CONTENTS_PAGE_SIZE)
      );
    },
    isShownContent: ({ context, event }) => {
      assertEvent(event, 'content.open');
      const data = context.data;
      if (!data) return false;
      const rows = [
        ...data.contents.list,
        ...data.rankings.roi,
        ...data.rankings.earnings,
        ...data.rankings.conversion,
      ];
      return rows.some((row) => row.content.contentId === event.contentId);
    },
    hasDays: ({ context }) => (context.data?.days.length ?? 0) > 0,
    hasContents: ({ context }) => (context.data?.contents.total ?? 0) > 0,
  },
  actions: {
    assignRange: assign(({ context, event }) => selectedRange({ context, event })),
    assignData: assign((_, output: BoostingDashboardData) => ({
      data: output,
      contentsPageNum: 1,
      failure: null,
      contentsFailure: null,
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, DASHBOARD_LOAD_FAILED),
    })),
    assignContentsPageNum: assign(({ event }) => {
      assertEvent(event, 'contents.page');
      return { contentsPageNum: event.pageNum, contentsFailure: null };
    }),
    assignContents: assign(({ context }, output: BoostingContentRowPage) =>
      context.data ? { data: { ...context.data, contents: output } } : {},
    ),
    assignContentsFailure: assign((_, { error }: { error: unknown }) => ({
      contentsFailure: failureText(error, CONTENTS_LOAD_FAILED),
    })),
    navigateToContent: emit(({ context, event }) => {
      assertEvent(event, 'content.open');
      return { type: 'route.navigate' as const, path: adDetailsPath(event.contentId, context.rangeId) };
    }),
  },
}).createMachine({
  id: 'boostingDashboard',
  description:
    'Boosting results over a Pacific date range: totals, spend and earnings per day, contents, the best contents, and spreadsheet exports.',
  context: ({ input }) => ({
    ...rangeContext(input.today, input.range),
    data: null,
    contentsPageNum: 1,
    failure: null,
    contentsFailure: null,
  }),
  on: {
    'range.select': {
      guard: 'isOtherRange',
      target: '.loading',
      actions: 'assignRange',
      description: 'Another range (also while one loads or after a failure): read its results.',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reading the range: total, listByDate, listByContentId, maxRoiData, maxEarnings and maxConversion at once.',
      tags: ['busy'],
      invoke: {
        id: 'loadBoostingDashboard',
        src: 'loadBoostingDashboard',
        input: ({ context }) => context.range,
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'Numbers, charts, contents and rankings show.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The results could not be read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The results of the range show.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is being read or downloaded.',
          on: {
            'contents.page': {
              guard: 'isOtherContentsPage',
              target: 'loadingContents',
              actions: 'assignContentsPageNum',
              description: 'Previous or Next page of contents.',
            },
            'content.open': {
              guard: 'isShownContent',
              actions: 'navigateToContent',
              description: "Open a content's results day by day (ad details).",
            },
            'export.byDate': {
              guard: 'hasDays',
              target: 'exportingByDate',
              description: 'Download the results per day as a spreadsheet.',
            },
            'export.byContent': {
              guard: 'hasContents',
              target: 'exportingByContent',
              description: 'Download the results per content as a spreadsheet.',
            },
          },
        },
        loadingContents: {
          description: 'Reading another page of contents (listByContentId); the rest of the page stays.',
          tags: ['contents-busy'],
          invoke: {
            id: 'listByContentId',
            src: 'listByContentId',
            input: ({ context }) => ({ range: context.range, pageNum: context.contentsPageNum }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignContents', params: doneOutput },
              description: 'The page of contents shows.',
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignContentsFailure', params: errorParams },
              description: 'Not loaded: the reason shows above the table.',
            },
          },
        },
        exportingByDate: exportingState(
          'byDate',
          'exportByDate',
          "Downloading the per-day spreadsheet (exportByDate); the file is saved and 'download successful' shows.",
        ),
        exportingByContent: exportingState(
          'byContent',
          'exportByContentId',
          "Downloading the per-content spreadsheet (exportByContentId); the file is saved and 'download successful' shows.",
        ),
      },
    },
    failed: {
      description: 'The results could not be read; a retry button shows, and another range can be chosen.',
      tags: ['error'],
      on: {
        'dashboard.retry': { target: 'loading', description: 'Try again.' },
      },
    },
  },
});

export type BoostingDashboardSnapshot = SnapshotFrom<typeof boostingDashboardMachine>;

export const ZERO_METRICS: BoostingMetrics = {
  spend: { amountCents: 0, currency: 'USD' },
  earnings: { amountCents: 0, currency: 'USD' },
  impressions: 0,
  clicks: 0,
  orders: 0,
  conversionRate: 0,
  roi: 0,
};

/** Every date of the range with its results (a day without any has zeros), oldest first: the chart's bars. */
export function chartDays(range: DateRange, days: readonly { date: string; metrics: BoostingMetrics }[]) {
  return fillRange(
    range,
    days.map((d) => ({ date: d.date, value: d.metrics })),
    ZERO_METRICS,
  );
}

export const card = {
  machine: boostingDashboardMachine,
  title: 'Boosting dashboard',
  spec: '§2 boosting/dashboard/index; §7 boostingData, exports; §9 date ranges, formatting',
  screen: 'boostingDashboard',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof boostingDashboardMachine>;
