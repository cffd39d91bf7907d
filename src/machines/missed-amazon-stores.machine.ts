/**
 * Account info's missed Amazon stores (missedAmazonStores): the stores whose visitors the creator's Amazon links
 * sent to another country's store over the last 30 days, and whether the creator has an id there. Read when the
 * page opens, and again when the creator changes their store ids, so each store's advice follows.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { missedAmazonStores } from '../api/clickstats';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type MissedAmazonStores = Awaited<ReturnType<typeof missedAmazonStores>>;

export const MISSED_STORES_LOAD_FAILED = 'The Amazon stores your visitors missed could not be loaded.';

export interface MissedAmazonStoresContext {
  report: MissedAmazonStores | null;
  failure: string | null;
}

export type MissedAmazonStoresEvent = { type: 'missedStores.retry' } | { type: 'missedStores.refresh' };

export const missedAmazonStoresMachine = setup({
  types: { context: {} as MissedAmazonStoresContext, events: {} as MissedAmazonStoresEvent },
  actors: {
    missedAmazonStores: fromPromise<MissedAmazonStores>(({ signal }) =>
      missedAmazonStores({}, { signal, ignoreErrors: true }),
    ),
  },
  actions: {
    assignReport: assign((_, output: MissedAmazonStores) => ({ report: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, MISSED_STORES_LOAD_FAILED),
    })),
  },
}).createMachine({
  id: 'missedAmazonStores',
  description:
    "Money left on the table: the last 30 days' clicks that Amazon links sent away from the visitor's own Amazon store, by that store, with whether the creator has a tracking id there.",
  context: { report: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the stores the visitors missed (missedAmazonStores); a report already shown stays.',
      tags: ['busy'],
      invoke: {
        id: 'missedAmazonStores',
        src: 'missedAmazonStores',
        onDone: {
          target: 'ready',
          actions: { type: 'assignReport', params: doneOutput },
          description: 'The stores show, most clicks first, each with what to do about it.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The stores and their clicks show, or that no visitor was sent away.',
      on: {
        'missedStores.refresh': {
          target: 'loading',
          description: "The creator saved or removed a store id: read again, so each store's advice follows.",
        },
      },
    },
    failed: {
      description: 'The report could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'missedStores.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type MissedAmazonStoresSnapshot = SnapshotFrom<typeof missedAmazonStoresMachine>;

export const card = {
  machine: missedAmazonStoresMachine,
  title: 'Missed Amazon stores',
  spec: 'issue 28 (designed missedAmazonStores): money left on the table, on Account info',
  screen: 'accountInfo',
} satisfies MachineCard<typeof missedAmazonStoresMachine>;
