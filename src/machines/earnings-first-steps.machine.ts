/**
 * earning/new_user_index_new, the Account tab of a creator without clicks yet: the first steps to earning (a
 * tracking id, then a first link), each ticked once the shop has it (getTrackingIdsV2, getShortlinkList).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortlinkList } from '../api/short-links';
import { getTrackingIdsV2 } from '../api/tracking';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface FirstStepsFacts {
  /** The shop has at least one Amazon, Target or Walmart tracking id. */
  hasTrackingId: boolean;
  /** The shop has made at least one short link. */
  hasLink: boolean;
}

export interface EarningFirstStepsContext {
  facts: FirstStepsFacts | null;
}

export type EarningFirstStepsEvent = { type: 'steps.retry' };

/** What the shop has already done, read at once; the smallest page of links is enough to know whether one exists. */
export async function readFirstStepsFacts(signal?: AbortSignal): Promise<FirstStepsFacts> {
  const options = { ...(signal ? { signal } : {}), ignoreErrors: true };
  const [lists, links] = await Promise.all([
    getTrackingIdsV2({}, options),
    getShortlinkList({ pageNum: 1, pageSize: 1 }, options),
  ]);
  const ids = [lists.amazonTrackingIdList, lists.targetTrackingIdList, lists.walmartTrackingIdList];
  return { hasTrackingId: ids.some((list) => list.length > 0), hasLink: links.total > 0 };
}

export const earningsFirstStepsMachine = setup({
  types: {
    context: {} as EarningFirstStepsContext,
    events: {} as EarningFirstStepsEvent,
  },
  actors: {
    readFirstStepsFacts: fromPromise<FirstStepsFacts>(({ signal }) => readFirstStepsFacts(signal)),
  },
  actions: {
    assignFacts: assign((_, output: FirstStepsFacts) => ({ facts: output })),
  },
}).createMachine({
  id: 'earningFirstSteps',
  description: "A new creator's first steps to earning: add a tracking id, make a first link; done steps are ticked.",
  context: { facts: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading whether the shop has tracking ids and links; the steps show unticked meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'readFirstStepsFacts',
        src: 'readFirstStepsFacts',
        onDone: {
          target: 'ready',
          actions: { type: 'assignFacts', params: doneOutput },
          description: 'The steps show, the done ones ticked.',
        },
        onError: {
          target: 'unknown',
          description: 'Not read: the steps show without ticks, with a way to check again.',
        },
      },
    },
    ready: { description: 'The steps show, ticked as the shop has done them.' },
    unknown: {
      description: 'Whether the steps are done could not be read; the steps still guide, and a button checks again.',
      tags: ['error'],
      on: { 'steps.retry': { target: 'loading', description: 'Check again.' } },
    },
  },
});

export type EarningFirstStepsSnapshot = SnapshotFrom<typeof earningsFirstStepsMachine>;

export const card = {
  machine: earningsFirstStepsMachine,
  title: 'Earnings: first steps',
  spec: '§2 earning/new_user_index_new (Account tab, new creator); issue 16',
  screen: 'accountNewUser',
} satisfies MachineCard<typeof earningsFirstStepsMachine>;
