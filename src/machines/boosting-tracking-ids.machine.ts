/**
 * boosting/availableTrackingId: the shop's Amazon and Walmart tracking ids, each marked available for a new
 * boosting application or already in one (getActiveTrackingIdList, compared case-insensitively), with the way to
 * start an application.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { BOOSTING_PATHS } from '../domain/boosting-routes';
import type { BoostingTrackingList } from '../domain/boosting-application';
import { loadBoostingTrackingIds } from './boosting-results-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BoostingTrackingIdsContext {
  /** One list per retailer boosting credits (Amazon, Walmart); a disabled option is in an application already. */
  trackingIds: readonly BoostingTrackingList[] | null;
  failure: string | null;
}

export type BoostingTrackingIdsEvent =
  { type: 'trackingIds.retry' } | { type: 'trackingIds.reload' } | { type: 'trackingIds.apply' };

export type BoostingTrackingIdsEmitted = { type: 'route.navigate'; path: string };

export const TRACKING_IDS_LOAD_FAILED = 'Your tracking IDs could not be loaded. Check your connection and try again.';

export const boostingTrackingIdsMachine = setup({
  types: {
    context: {} as BoostingTrackingIdsContext,
    events: {} as BoostingTrackingIdsEvent,
    emitted: {} as BoostingTrackingIdsEmitted,
  },
  actors: {
    loadBoostingTrackingIds: fromPromise<BoostingTrackingList[]>(({ signal }) => loadBoostingTrackingIds(signal)),
  },
  actions: {
    assignTrackingIds: assign((_, output: BoostingTrackingList[]) => ({ trackingIds: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, TRACKING_IDS_LOAD_FAILED),
    })),
    navigateToApply: emit({ type: 'route.navigate', path: BOOSTING_PATHS.apply }),
  },
}).createMachine({
  id: 'boostingTrackingIds',
  description:
    "The shop's Amazon and Walmart tracking ids, each available for a new boosting application or already in one, and the way to start one.",
  context: { trackingIds: null, failure: null },
  on: {
    'trackingIds.apply': { actions: 'navigateToApply', description: 'Start an application with available ids.' },
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        "Reading the shop's tracking ids (getTrackingIdsV2) and the ones in active applications (getActiveTrackingIdList).",
      tags: ['busy'],
      invoke: {
        id: 'loadBoostingTrackingIds',
        src: 'loadBoostingTrackingIds',
        onDone: {
          target: 'ready',
          actions: { type: 'assignTrackingIds', params: doneOutput },
          description: 'Both lists show, available ids first.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The ids could not be read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'Each id shows as available or in an application.',
      on: { 'trackingIds.reload': { target: 'loading', description: 'Read the ids again (Refresh).' } },
    },
    failed: {
      description: 'The ids could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'trackingIds.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type BoostingTrackingIdsSnapshot = SnapshotFrom<typeof boostingTrackingIdsMachine>;

export const card = {
  machine: boostingTrackingIdsMachine,
  title: 'Tracking IDs for boosting',
  spec: '§2 boosting/availableTrackingId; §4 tracking-id sort (active ids); §7 getActiveTrackingIdList',
  screen: 'boostingTrackingIds',
} satisfies MachineCard<typeof boostingTrackingIdsMachine>;
