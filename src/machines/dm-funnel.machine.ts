/**
 * The Auto DM funnel of one post (issue 27), on the post's Auto DM page: over a report range, the comments the
 * post received, those that matched its keyword, the DMs sent, the clicks on the DM's card links, and the orders
 * and earnings those links brought (clicks/dm_funnel), against the previous period of the same length.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { dmFunnel } from '../api/clickstats';
import { isReportRangeId, reportRange, type DateRange, type ReportRangeId } from '../domain/date-ranges';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type DmFunnel = Awaited<ReturnType<typeof dmFunnel>>;
export type DmFunnelRequest = Parameters<typeof dmFunnel>[0];

export interface DmFunnelInput {
  mediaId: string;
  /** Today's Pacific date ('YYYY-MM-DD'): the report ranges end with it. */
  today: string;
}

export interface DmFunnelContext {
  mediaId: string;
  today: string;
  rangeId: ReportRangeId;
  range: DateRange;
  data: DmFunnel | null;
  failure: string | null;
}

export type DmFunnelEvent = { type: 'range.select'; range: ReportRangeId } | { type: 'funnel.retry' };

export const DM_FUNNEL_LOAD_FAILED =
  'The funnel of this post could not be loaded. Check your connection and try again.';

export const dmFunnelMachine = setup({
  types: {
    input: {} as DmFunnelInput,
    context: {} as DmFunnelContext,
    events: {} as DmFunnelEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    dmFunnel: fromPromise<DmFunnel, DmFunnelRequest>(({ input, signal }) =>
      dmFunnel(input, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isOtherRange: ({ context, event }) => {
      assertEvent(event, 'range.select');
      return isReportRangeId(event.range) && event.range !== context.rangeId;
    },
  },
  actions: {
    assignRange: assign(({ context, event }) => {
      assertEvent(event, 'range.select');
      return { rangeId: event.range, range: reportRange(event.range, context.today) };
    }),
    assignData: assign((_, output: DmFunnel) => ({ data: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      data: null,
      failure: failureText(error, DM_FUNNEL_LOAD_FAILED),
    })),
  },
}).createMachine({
  id: 'dmFunnel',
  description:
    "One Auto DM post's funnel over a range: comments, keyword matches, DMs sent, clicks in the DM, orders and earnings.",
  context: ({ input }) => ({
    mediaId: input.mediaId,
    today: input.today,
    rangeId: '7d',
    range: reportRange('7d', input.today),
    data: null,
    failure: null,
  }),
  on: {
    'range.select': {
      guard: 'isOtherRange',
      target: '.loading',
      actions: 'assignRange',
      description: 'Last 7 days, 30 days or 3 months (also while one loads or after a failure).',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the post's funnel for the range and its previous period (clicks/dm_funnel).",
      tags: ['busy'],
      invoke: {
        id: 'dmFunnel',
        src: 'dmFunnel',
        input: ({ context }) => ({ mediaId: context.mediaId, ...context.range }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'The six figures show, each step with its bar.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: "Refused or unreachable: the server's sentence (or ours) shows with a retry.",
        },
      },
    },
    ready: {
      description: 'The funnel of the range shows.',
    },
    failed: {
      description: 'The funnel could not be read; the reason and a retry show, and another range can be chosen.',
      tags: ['error'],
      on: {
        'funnel.retry': { target: 'loading', description: 'Try again.' },
      },
    },
  },
});

export type DmFunnelSnapshot = SnapshotFrom<typeof dmFunnelMachine>;

export const card = {
  machine: dmFunnelMachine,
  title: 'Auto DM funnel',
  spec: 'designed clicks/dm_funnel; issue 27',
  input: { mediaId: '17900000000000001', today: '2026-11-25' },
} satisfies MachineCard<typeof dmFunnelMachine>;
