/**
 * boosting/detail?id=: one boosting application (boostingDetail, which marks its latest status change read): its
 * status with what it means, the history with a rejection's reason, its contents with their short links and
 * tracking ids, and once its ads run, the way to its results on the dashboard.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { boostingDetail } from '../api/boosting';
import { adDetailsPath, boostingDashboardPath, hasResults } from '../domain/boosting-pages';
import { rangeReaching } from '../domain/date-ranges';
import { BOOSTING_PATHS } from '../domain/boosting-routes';
import type { BoostingApplication } from './boosting-results-calls';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BoostingDetailInput {
  /** The `id` of the page's query, or null when it has none. */
  id: string | null;
  /** Today's Pacific date: the results link picks the range that reaches back to the application's start. */
  today: string;
}

export interface BoostingDetailContext {
  id: string;
  today: string;
  application: BoostingApplication | null;
  failure: string | null;
}

export type BoostingDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'detail.back' }
  | { type: 'detail.results' }
  | { type: 'detail.content.results'; contentId: string };

export type BoostingDetailEmitted = { type: 'route.navigate'; path: string };

export const BOOSTING_DETAIL_LOAD_FAILED = 'This application could not be loaded. Check your connection and try again.';
export const BOOSTING_NOT_FOUND_TEXT = 'This boosting application does not exist, or it belongs to another shop.';

const applicationOf = (context: BoostingDetailContext): BoostingApplication => {
  if (!context.application) throw new Error('No application is shown.');
  return context.application;
};

export const boostingDetailMachine = setup({
  types: {
    input: {} as BoostingDetailInput,
    context: {} as BoostingDetailContext,
    events: {} as BoostingDetailEvent,
    emitted: {} as BoostingDetailEmitted,
  },
  actors: {
    boostingDetail: fromPromise<BoostingApplication, { id: string }>(({ input, signal }) =>
      boostingDetail({ id: input.id }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    hasId: ({ context }) => context.id !== '',
    isMissing: isMissingAnswer,
    hasResults: ({ context }) => context.application !== null && hasResults(context.application.status),
    isResultContent: ({ context, event }) => {
      assertEvent(event, 'detail.content.results');
      const application = context.application;
      return application !== null && hasResults(application.status) && application.contentIds.includes(event.contentId);
    },
  },
  actions: {
    assignApplication: assign((_, output: BoostingApplication) => ({ application: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_DETAIL_LOAD_FAILED),
    })),
    assignMissing: assign({ application: null, failure: BOOSTING_NOT_FOUND_TEXT }),
    navigateToList: emit({ type: 'route.navigate', path: BOOSTING_PATHS.list }),
    navigateToDashboard: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: boostingDashboardPath(rangeReaching(applicationOf(context).startDate, context.today)),
    })),
    navigateToContentResults: emit(({ context, event }) => {
      assertEvent(event, 'detail.content.results');
      return {
        type: 'route.navigate' as const,
        path: adDetailsPath(event.contentId, rangeReaching(applicationOf(context).startDate, context.today)),
      };
    }),
  },
}).createMachine({
  id: 'boostingDetail',
  description:
    'One boosting application: status and history (with the reason of a rejection), contents and tracking ids, and its results once it runs.',
  context: ({ input }) => ({ id: input.id?.trim() ?? '', today: input.today, application: null, failure: null }),
  on: {
    'detail.back': { actions: 'navigateToList', description: 'Back to the applications.' },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name an application?',
      always: [
        { guard: 'hasId', target: 'loading', description: 'It has an id: read the application.' },
        { target: 'missing', actions: 'assignMissing', description: 'No id in the address.' },
      ],
    },
    loading: {
      description: 'Reading the application (boostingDetail); reading it marks its latest status change read.',
      tags: ['busy'],
      invoke: {
        id: 'boostingDetail',
        src: 'boostingDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignApplication', params: doneOutput },
          description: 'The application shows.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: "No such application of this shop (unknown or another shop's).",
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
      description: 'The application shows; a running or ended one links to its results.',
      on: {
        'detail.results': {
          guard: 'hasResults',
          actions: 'navigateToDashboard',
          description: 'Running or ended: open the results dashboard on a range that reaches its start.',
        },
        'detail.content.results': {
          guard: 'isResultContent',
          actions: 'navigateToContentResults',
          description: "Running or ended: open one content's results (ad details).",
        },
      },
    },
    failed: {
      description: 'The application could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'detail.retry': { target: 'loading', description: 'Try again.' } },
    },
    missing: {
      description: 'The address names no application of this shop: say so, with the way back to the list.',
      tags: ['not-found'],
    },
  },
});

export type BoostingDetailSnapshot = SnapshotFrom<typeof boostingDetailMachine>;

export const card = {
  machine: boostingDetailMachine,
  title: 'Boosting application detail',
  spec: '§2 boosting/detail; designed boostingDetail (marks read)',
  screen: 'boostingDetail',
  input: { id: 'a1', today: '2026-11-25' },
} satisfies MachineCard<typeof boostingDetailMachine>;
