/**
 * boosting/dashboard/adDetails?contentId=: one boosted content over a Pacific date range (spec §9 ranges): its
 * totals (sumByContentId) and its results day by day (detailByContentId), with the way back to the dashboard on
 * the same range.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { boostingDashboardPath } from '../domain/boosting-pages';
import type { DateRange } from '../domain/date-ranges';
import { isOtherRange, rangeContext, selectedRange, type RangeContext, type RangeSelectEvent } from './report-range';
import { loadAdDetails, type AdDetailsData } from './boosting-results-calls';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface AdDetailsInput {
  /** The `contentId` of the page's query, or null when it has none. */
  contentId: string | null;
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  /** The range of the address (`?range=`); the default one when absent or unknown. */
  range?: string | null;
}

export interface AdDetailsContext extends RangeContext {
  contentId: string;
  data: AdDetailsData | null;
  failure: string | null;
}

export type AdDetailsEvent = RangeSelectEvent | { type: 'details.retry' } | { type: 'details.back' };

export type AdDetailsEmitted = { type: 'route.navigate'; path: string };

export const AD_DETAILS_LOAD_FAILED =
  "This content's results could not be loaded. Check your connection and try again.";
export const AD_DETAILS_NOT_FOUND_TEXT = 'This content is not one of your boosted contents.';

export const boostingAdDetailsMachine = setup({
  types: {
    input: {} as AdDetailsInput,
    context: {} as AdDetailsContext,
    events: {} as AdDetailsEvent,
    emitted: {} as AdDetailsEmitted,
  },
  actors: {
    loadAdDetails: fromPromise<AdDetailsData, { contentId: string; range: DateRange }>(({ input, signal }) =>
      loadAdDetails(input.contentId, input.range, signal),
    ),
  },
  guards: {
    hasContentId: ({ context }) => context.contentId !== '',
    isMissing: isMissingAnswer,
    isOtherRange,
  },
  actions: {
    assignRange: assign(({ context, event }) => selectedRange({ context, event })),
    assignData: assign((_, output: AdDetailsData) => ({ data: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AD_DETAILS_LOAD_FAILED),
    })),
    assignMissing: assign({ data: null, failure: AD_DETAILS_NOT_FOUND_TEXT }),
    navigateToDashboard: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: boostingDashboardPath(context.rangeId),
    })),
  },
}).createMachine({
  id: 'boostingAdDetails',
  description: "One boosted content's results over a Pacific date range: totals and a day-by-day chart and table.",
  context: ({ input }) => ({
    ...rangeContext(input.today, input.range),
    contentId: input.contentId?.trim() ?? '',
    data: null,
    failure: null,
  }),
  on: {
    'details.back': { actions: 'navigateToDashboard', description: 'Back to the dashboard, on the same range.' },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name a content?',
      always: [
        { guard: 'hasContentId', target: 'loading', description: 'It has a content id: read its results.' },
        { target: 'missing', actions: 'assignMissing', description: 'No content id in the address.' },
      ],
    },
    loading: {
      description: "Reading the content's totals (sumByContentId) and days (detailByContentId) over the range.",
      tags: ['busy'],
      invoke: {
        id: 'loadAdDetails',
        src: 'loadAdDetails',
        input: ({ context }) => ({ contentId: context.contentId, range: context.range }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'The totals, chart and table show.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: "Not a content of this shop (unknown or another shop's).",
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The call failed: say why and offer to retry.',
          },
        ],
      },
    },
    ready: {
      description: "The content's results over the range show.",
      on: {
        'range.select': {
          guard: 'isOtherRange',
          target: 'loading',
          actions: 'assignRange',
          description: 'Another range: read its results.',
        },
      },
    },
    failed: {
      description: 'The results could not be read; a retry button shows, and another range can be chosen.',
      tags: ['error'],
      on: {
        'details.retry': { target: 'loading', description: 'Try again.' },
        'range.select': {
          guard: 'isOtherRange',
          target: 'loading',
          actions: 'assignRange',
          description: 'Another range: read its results.',
        },
      },
    },
    missing: {
      description: 'The address names no content of this shop: say so, with the way back to the dashboard.',
      tags: ['not-found'],
    },
  },
});

export type BoostingAdDetailsSnapshot = SnapshotFrom<typeof boostingAdDetailsMachine>;

export const card = {
  machine: boostingAdDetailsMachine,
  title: 'Boosting results of one content',
  spec: '§2 boosting/dashboard/adDetails; §7 sumByContentId, detailByContentId; §9 date ranges',
  screen: 'boostingAdDetails',
  input: { contentId: 'c1', today: '2026-11-25' },
} satisfies MachineCard<typeof boostingAdDetailsMachine>;
