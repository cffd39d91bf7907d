import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BOOSTING_PATHS } from '../../src/domain/boosting-routes';
import {
  boostingTrackingIdsMachine,
  TRACKING_IDS_LOAD_FAILED,
  type BoostingTrackingIdsEvent,
  type BoostingTrackingIdsSnapshot,
} from '../../src/machines/boosting-tracking-ids.machine';
import type { BoostingTrackingList } from '../../src/domain/boosting-application';
import { done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const IDS: BoostingTrackingList[] = [
  {
    selection: 1034,
    source: 1,
    options: [
      { name: 'jane-20', disabled: false },
      { name: 'JANE2-20', disabled: true },
    ],
  },
  { selection: 109, source: 7, options: [{ name: 'janew', disabled: false }] },
];
const loaded = done('loadBoostingTrackingIds', IDS) as unknown as BoostingTrackingIdsEvent;
const offline = failed('loadBoostingTrackingIds', new Error('offline')) as unknown as BoostingTrackingIdsEvent;

function eventsFor(snapshot: BoostingTrackingIdsSnapshot): BoostingTrackingIdsEvent[] {
  const events: BoostingTrackingIdsEvent[] = [
    { type: 'trackingIds.retry' },
    { type: 'trackingIds.reload' },
    { type: 'trackingIds.apply' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, offline);
  return events;
}

describe('tracking ids for boosting (boosting/availableTrackingId)', () => {
  it('boosting-tracking-ids: every state and transition; the ids show as loaded, a new application is one step away', async () => {
    const coverage = await exploreModel<typeof boostingTrackingIdsMachine, CallLog>({
      name: 'boosting-tracking-ids',
      machine: boostingTrackingIdsMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, t: s.context.trackingIds !== null, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: boostingTrackingIdsMachine.provide({
            actors: recordingActors(log, ['loadBoostingTrackingIds']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e: AnyEventObject) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('loading')) expect(effects.calls.length).toBeGreaterThan(0);
        if (event === loaded) expect(snapshot.context.trackingIds).toEqual(IDS);
        if (event === offline) expect(snapshot.context.failure).toBe(TRACKING_IDS_LOAD_FAILED);
        if (event.type === 'trackingIds.apply')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BOOSTING_PATHS.apply });
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
