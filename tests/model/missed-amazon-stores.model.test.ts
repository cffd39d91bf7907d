import { describe, expect, it } from 'vitest';
import {
  MISSED_STORES_LOAD_FAILED,
  missedAmazonStoresMachine,
  type MissedAmazonStores,
  type MissedAmazonStoresEvent,
  type MissedAmazonStoresSnapshot,
} from '../../src/machines/missed-amazon-stores.machine';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as MissedAmazonStoresEvent;
const REPORT: MissedAmazonStores = {
  startDate: '2026-10-30',
  endDate: '2026-11-28',
  clicks: 3,
  stores: [
    { store: 'amazon.de', clicks: 2, trackingIdSaved: false },
    { store: 'amazon.co.uk', clicks: 1, trackingIdSaved: true },
  ],
};
const loaded = ev(done('missedAmazonStores', REPORT));
const offline = ev(failed('missedAmazonStores', new Error('offline')));
const refused = ev(failed('missedAmazonStores', serverError('Too many requests; try again in a minute.', 429)));
const retry: MissedAmazonStoresEvent = { type: 'missedStores.retry' };
const refresh: MissedAmazonStoresEvent = { type: 'missedStores.refresh' };

function eventsFor(snapshot: MissedAmazonStoresSnapshot): MissedAmazonStoresEvent[] {
  if (snapshot.matches('loading')) return [loaded, offline, refused];
  return snapshot.matches('failed') ? [retry] : [refresh];
}

describe('missed Amazon stores (Account info)', () => {
  it('every state and transition: read on opening, again after a store id changes, retried after a failure', async () => {
    const coverage = await exploreModel<typeof missedAmazonStoresMachine, CallLog>({
      name: 'missed-amazon-stores',
      machine: missedAmazonStoresMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, r: s.context.report !== null, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: missedAmazonStoresMachine.provide({ actors: recordingActors(log, ['missedAmazonStores']) as never }),
          effects: log,
        };
      },
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        // One read on opening, one per retry from a failure and per refresh of a shown report.
        expect(effects.calls.length).toBe(1 + path.filter((e) => e === retry || e === refresh).length);
        if (event === loaded) expect([context.report, context.failure]).toEqual([REPORT, null]);
        if (event === offline) expect(context.failure).toBe(MISSED_STORES_LOAD_FAILED);
        if (event === refused) expect(context.failure).toBe('Too many requests; try again in a minute.');
        // A retry is offered only after a failure; a refresh only once a report shows.
        expect(snapshot.can(retry)).toBe(snapshot.matches('failed'));
        expect(snapshot.can(refresh)).toBe(snapshot.matches('ready'));
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
