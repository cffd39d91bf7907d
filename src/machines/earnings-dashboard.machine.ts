/**
 * earning/index_new, the Account tab of a creator with clicks: clicks, earnings, conversion and earnings per click
 * over a Pacific date range (spec §9: last 7 days, 30 days, 3 months), totalled and day by day (getDashboard).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getDashboard } from '../api/earnings';
import type { DateRange } from '../domain/date-ranges';
import { isOtherRange, rangeContext, selectedRange, type RangeContext, type RangeSelectEvent } from './report-range';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type EarningsDashboard = Awaited<ReturnType<typeof getDashboard>>;
export type EarningsMetrics = EarningsDashboard['totals'];

export interface EarningDashboardInput {
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  /** The range of the address (`?range=`); the default one when absent or unknown. */
  range?: string | null;
}

export interface EarningDashboardContext extends RangeContext {
  data: EarningsDashboard | null;
  failure: string | null;
}

export type EarningDashboardEvent = RangeSelectEvent | { type: 'dashboard.retry' };

export const EARNINGS_LOAD_FAILED = 'Your earnings could not be loaded. Check your connection and try again.';

export const earningsDashboardMachine = setup({
  types: {
    input: {} as EarningDashboardInput,
    context: {} as EarningDashboardContext,
    events: {} as EarningDashboardEvent,
  },
  actors: {
    getDashboard: fromPromise<EarningsDashboard, DateRange>(({ input, signal }) =>
      getDashboard(input, { signal, ignoreErrors: true }),
    ),
  },
  guards: { isOtherRange },
  actions: {
    assignRange: assign(({ context, event }) => selectedRange({ context, event })),
    assignData: assign((_, output: EarningsDashboard) => ({ data: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EARNINGS_LOAD_FAILED),
    })),
  },
}).createMachine({
  id: 'earningDashboard',
  description:
    "The creator's clicks, earnings, conversion and EPC over a Pacific date range, totalled and charted by day.",
  context: ({ input }) => ({ ...rangeContext(input.today, input.range), data: null, failure: null }),
  on: {
    'range.select': {
      guard: 'isOtherRange',
      target: '.loading',
      actions: 'assignRange',
      description: 'Another range chip (also while one loads or after a failure): read its numbers.',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the range (getDashboard); the numbers of the range before stay until the new ones come.',
      tags: ['busy'],
      invoke: {
        id: 'getDashboard',
        src: 'getDashboard',
        input: ({ context }) => context.range,
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'Totals and the chart by day show.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: { description: 'The numbers of the range show beside the chart.' },
    failed: {
      description: 'The numbers could not be read; a retry button shows, and another range can be chosen.',
      tags: ['error'],
      on: { 'dashboard.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type EarningDashboardSnapshot = SnapshotFrom<typeof earningsDashboardMachine>;

export const card = {
  machine: earningsDashboardMachine,
  title: 'Earnings dashboard',
  spec: '§2 earning/index_new (Account tab); §9 date ranges, formatting; issue 16',
  screen: 'account',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof earningsDashboardMachine>;
