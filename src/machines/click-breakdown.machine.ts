/**
 * The click breakdown panel (issue 27): the clicks of one scope (the shop, a short link, a bio button or the bio
 * page, a landing page, gallery, collage or Auto DM post) over a report range or a custom one, against the
 * previous period of the same length, by source, device, OS, browser, country and hour (clicks/breakdown), and
 * the two CSV downloads (clicks/breakdown_export, clicks/clicks_export).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { breakdown } from '../api/clickstats';
import { customRangeError } from '../domain/click-comparison';
import { isReportRangeId, reportRange, type DateRange, type ReportRangeId } from '../domain/date-ranges';
import { downloadClickCsv, type ClickCsvKind, type ClickCsvRequest } from './click-breakdown-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ClickScope = ClickCsvRequest['scope'];
export type ClickBreakdown = Awaited<ReturnType<typeof breakdown>>;

/** One thing the panel can count, with the name a picker shows for it. */
export interface ClickTarget {
  scope: ClickScope;
  /** The code or id the scope needs ('' for the shop and the bio page). */
  id: string;
  label: string;
}

export interface ClickBreakdownInput {
  /** What is counted first; with `choices`, the first of them unless this names another. */
  scope: ClickScope;
  id?: string | null;
  /** Today's Pacific date ('YYYY-MM-DD'): the report ranges end with it. */
  today: string;
  /** Other things the creator may switch to (the bio page and each of its buttons). */
  choices?: readonly ClickTarget[];
  /** The report range shown first (a page whose own range drives the panel gives it a new one with a new key). */
  rangeId?: ReportRangeId;
}

export interface ClickBreakdownContext {
  scope: ClickScope;
  id: string;
  choices: readonly ClickTarget[];
  today: string;
  /** A report range, or 'custom' for the two dates the creator chose. */
  rangeId: ReportRangeId | 'custom';
  range: DateRange;
  /** The custom range's date fields as typed (shown even while a report range is on). */
  draft: DateRange;
  /** Why the custom range was not taken (start after end, too long, missing). */
  rangeError: string | null;
  data: ClickBreakdown | null;
  failure: string | null;
}

export type ClickBreakdownEvent =
  | { type: 'range.select'; range: ReportRangeId }
  | { type: 'custom.change'; startDate?: string; endDate?: string }
  | { type: 'custom.apply' }
  | { type: 'target.select'; scope: ClickScope; id: string }
  | { type: 'breakdown.retry' }
  | { type: 'export.breakdown' }
  | { type: 'export.clicks' };

export const BREAKDOWN_LOAD_FAILED = 'The click breakdown could not be loaded. Check your connection and try again.';

const request = (context: ClickBreakdownContext): ClickCsvRequest => ({
  scope: context.scope,
  ...(context.id ? { id: context.id } : {}),
  ...context.range,
});

const exportingState = (kind: ClickCsvKind, id: 'breakdownExport' | 'clicksExport', description: string) => ({
  description,
  tags: ['exporting' as const],
  invoke: {
    id,
    src: id,
    input: ({ context }: { context: ClickBreakdownContext }) => ({ kind, request: request(context) }),
    onDone: { target: 'idle', description: 'Saved; "download successful" shows.' },
    onError: { target: 'idle', description: 'Not saved (the API client toasted why).' },
  },
});

export const clickBreakdownMachine = setup({
  types: {
    input: {} as ClickBreakdownInput,
    context: {} as ClickBreakdownContext,
    events: {} as ClickBreakdownEvent,
    tags: {} as 'busy' | 'error' | 'exporting',
  },
  actors: {
    breakdown: fromPromise<ClickBreakdown, ClickCsvRequest>(({ input, signal }) =>
      breakdown(input, { signal, ignoreErrors: true }),
    ),
    breakdownExport: fromPromise<void, { kind: ClickCsvKind; request: ClickCsvRequest }>(({ input }) =>
      downloadClickCsv(input.kind, input.request),
    ),
    clicksExport: fromPromise<void, { kind: ClickCsvKind; request: ClickCsvRequest }>(({ input }) =>
      downloadClickCsv(input.kind, input.request),
    ),
  },
  guards: {
    isOtherRange: ({ context, event }) => {
      assertEvent(event, 'range.select');
      return isReportRangeId(event.range) && event.range !== context.rangeId;
    },
    isValidCustomRange: ({ context }) => customRangeError(context.draft.startDate, context.draft.endDate) === null,
    isOtherTarget: ({ context, event }) => {
      assertEvent(event, 'target.select');
      const known = context.choices.some((c) => c.scope === event.scope && c.id === event.id);
      return known && (event.scope !== context.scope || event.id !== context.id);
    },
    hasClicks: ({ context }) => (context.data?.clicks ?? 0) + (context.data?.botClicks ?? 0) > 0,
  },
  actions: {
    assignRange: assign(({ context, event }) => {
      assertEvent(event, 'range.select');
      return { rangeId: event.range, range: reportRange(event.range, context.today), rangeError: null };
    }),
    assignDraft: assign(({ context, event }) => {
      assertEvent(event, 'custom.change');
      return {
        draft: {
          startDate: event.startDate ?? context.draft.startDate,
          endDate: event.endDate ?? context.draft.endDate,
        },
        rangeError: null,
      };
    }),
    assignCustomRange: assign(({ context }) => ({
      rangeId: 'custom' as const,
      range: { ...context.draft },
      rangeError: null,
    })),
    assignRangeError: assign(({ context }) => ({
      rangeError: customRangeError(context.draft.startDate, context.draft.endDate),
    })),
    assignTarget: assign(({ event }) => {
      assertEvent(event, 'target.select');
      return { scope: event.scope, id: event.id };
    }),
    assignData: assign((_, output: ClickBreakdown) => ({ data: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      data: null,
      failure: failureText(error, BREAKDOWN_LOAD_FAILED),
    })),
  },
}).createMachine({
  id: 'clickBreakdown',
  description:
    'Clicks of one scope over a range against the previous period, by source, device, OS, browser, country and hour, with CSV downloads.',
  context: ({ input }) => {
    const rangeId = input.rangeId ?? '7d';
    const range = reportRange(rangeId, input.today);
    return {
      scope: input.scope,
      id: input.id ?? '',
      choices: input.choices ?? [],
      today: input.today,
      rangeId,
      range,
      draft: range,
      rangeError: null,
      data: null,
      failure: null,
    };
  },
  on: {
    'range.select': {
      guard: 'isOtherRange',
      target: '.loading',
      actions: 'assignRange',
      description: 'Last 7 days, 30 days or 3 months (also while one loads or after a failure).',
    },
    'custom.change': {
      actions: 'assignDraft',
      description: 'A custom date typed; any earlier complaint about the range goes away.',
    },
    'custom.apply': [
      {
        guard: 'isValidCustomRange',
        target: '.loading',
        actions: 'assignCustomRange',
        description: 'Show the custom range (at most 366 days, start not after end).',
      },
      {
        actions: 'assignRangeError',
        description: 'The custom range cannot be shown: say why beside the dates; the figures shown stay.',
      },
    ],
    'target.select': {
      guard: 'isOtherTarget',
      target: '.loading',
      actions: 'assignTarget',
      description: 'Count another of the offered things (the bio page or one of its buttons).',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the breakdown of the range and its previous period (clicks/breakdown).',
      tags: ['busy'],
      invoke: {
        id: 'breakdown',
        src: 'breakdown',
        input: ({ context }) => request(context),
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'Totals, the days and one chart per dimension show.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: "Refused or unreachable: the server's sentence (or ours) shows with a retry.",
        },
      },
    },
    ready: {
      description: 'The breakdown of the range shows.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is being downloaded.',
          on: {
            'export.breakdown': {
              target: 'exportingBreakdown',
              description: 'Download the breakdown as CSV.',
            },
            'export.clicks': {
              guard: 'hasClicks',
              target: 'exportingClicks',
              description: 'Download the clicks themselves as CSV (only when the range has any).',
            },
          },
        },
        exportingBreakdown: exportingState(
          'breakdown',
          'breakdownExport',
          'Downloading the breakdown CSV (clicks/breakdown_export).',
        ),
        exportingClicks: exportingState('clicks', 'clicksExport', 'Downloading the clicks CSV (clicks/clicks_export).'),
      },
    },
    failed: {
      description: 'The breakdown could not be read; the reason and a retry show, and another range can be chosen.',
      tags: ['error'],
      on: {
        'breakdown.retry': { target: 'loading', description: 'Try again.' },
      },
    },
  },
});

export type ClickBreakdownSnapshot = SnapshotFrom<typeof clickBreakdownMachine>;

export const card = {
  machine: clickBreakdownMachine,
  title: 'Click breakdown',
  spec: '§9 Pacific date ranges; designed clicks/breakdown, breakdown_export, clicks_export; issue 27',
  input: { scope: 'shop', today: '2026-11-25' },
} satisfies MachineCard<typeof clickBreakdownMachine>;
