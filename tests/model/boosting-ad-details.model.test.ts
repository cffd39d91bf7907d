import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { boostingDashboardPath } from '../../src/domain/boosting-pages';
import { reportRange, type ReportRangeId } from '../../src/domain/date-ranges';
import {
  AD_DETAILS_LOAD_FAILED,
  AD_DETAILS_NOT_FOUND_TEXT,
  boostingAdDetailsMachine,
  type AdDetailsEvent,
  type AdDetailsInput,
  type BoostingAdDetailsSnapshot,
} from '../../src/machines/boosting-ad-details.machine';
import { content, metrics, TODAY } from '../support/boosting-results-fixtures';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as AdDetailsEvent;
const DATA = {
  totals: { startDate: '2026-11-15', endDate: TODAY, metrics: metrics(10_000, 30_000) },
  detail: {
    content: content('c1'),
    metrics: metrics(10_000, 30_000),
    days: [{ date: '2026-11-20', metrics: metrics(10_000, 30_000) }],
  },
};
const loaded = ev(done('loadAdDetails', DATA));
const unknown = ev(failed('loadAdDetails', serverError('This content is not one of your contents.', 404)));
const offline = ev(failed('loadAdDetails', new Error('offline')));

function eventsFor(snapshot: BoostingAdDetailsSnapshot): AdDetailsEvent[] {
  const events: AdDetailsEvent[] = [
    { type: 'range.select', range: snapshot.context.rangeId === '7d' ? '3m' : '7d' },
    { type: 'range.select', range: 'never' as ReportRangeId },
    { type: 'details.retry' },
    { type: 'details.back' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, unknown, offline);
  return events;
}

const explore = (input: AdDetailsInput, name: string) =>
  exploreModel<typeof boostingAdDetailsMachine, CallLog>({
    name,
    machine: boostingAdDetailsMachine,
    input,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({ v: s.value, r: s.context.rangeId, d: s.context.data !== null, f: s.context.failure }),
    arrange: () => {
      const log = newCallLog();
      return {
        machine: boostingAdDetailsMachine.provide({ actors: recordingActors(log, ['loadAdDetails']) as never }),
        effects: log,
      };
    },
    observe: (actor, log) => void actor.on('*', (e: AnyEventObject) => log.emitted.push(e)),
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      if (snapshot.matches('loading'))
        expect(effects.calls.at(-1)?.input).toEqual({ contentId: 'c1', range: reportRange(context.rangeId, TODAY) });
      if (snapshot.matches('missing')) expect(context.failure).toBe(AD_DETAILS_NOT_FOUND_TEXT);
      if (event === offline) expect(context.failure).toBe(AD_DETAILS_LOAD_FAILED);
      if (event.type === 'details.back')
        expect(effects.emitted.at(-1)).toEqual({
          type: 'route.navigate',
          path: boostingDashboardPath(context.rangeId),
        });
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
    },
  });

describe('one content on the dashboard (boosting/dashboard/adDetails)', () => {
  it('boosting-ad-details: every state and transition, with and without a content id in the address', async () => {
    const coverage = mergeCoverage('boosting-ad-details', [
      await explore({ contentId: 'c1', today: TODAY, range: '30d' }, 'boosting-ad-details-content'),
      await explore({ contentId: ' ', today: TODAY }, 'boosting-ad-details-no-content'),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
