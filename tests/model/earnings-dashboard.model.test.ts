import { describe, expect, it } from 'vitest';
import { reportRange, type ReportRangeId } from '../../src/domain/date-ranges';
import {
  earningsDashboardMachine,
  EARNINGS_LOAD_FAILED,
  type EarningDashboardEvent,
  type EarningDashboardSnapshot,
  type EarningsDashboard,
} from '../../src/machines/earnings-dashboard.machine';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const TODAY = '2026-11-21';
const ev = (e: unknown) => e as EarningDashboardEvent;
const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });
const dashboard = (range: { startDate: string; endDate: string }): EarningsDashboard => ({
  ...range,
  totals: { clicks: 40, conversions: 2, earnings: usd(1_250), conversionRate: 0.05, epcCents: 31.25 },
  days: [
    { date: range.endDate, clicks: 40, conversions: 2, earnings: usd(1_250), conversionRate: 0.05, epcCents: 31.25 },
  ],
});
const loaded = ev(done('getDashboard', dashboard(reportRange('7d', TODAY))));
const offline = ev(failed('getDashboard', new Error('offline')));
const refused = ev(failed('getDashboard', serverError('The range may span at most 366 days.')));

function eventsFor(snapshot: EarningDashboardSnapshot): EarningDashboardEvent[] {
  const events: EarningDashboardEvent[] = [
    { type: 'range.select', range: snapshot.context.rangeId === '7d' ? '3m' : '7d' },
    { type: 'range.select', range: snapshot.context.rangeId },
    { type: 'range.select', range: 'forever' as ReportRangeId },
    { type: 'dashboard.retry' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, offline, refused);
  return events;
}

const explore = (range: string | null, name: string) =>
  exploreModel<typeof earningsDashboardMachine, CallLog>({
    name,
    machine: earningsDashboardMachine,
    input: { today: TODAY, range },
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({ v: s.value, r: s.context.rangeId, d: s.context.data !== null, f: s.context.failure }),
    arrange: () => {
      const log = newCallLog();
      const actors = recordingActors(log, ['getDashboard']);
      return { machine: earningsDashboardMachine.provide({ actors: actors as never }), effects: log };
    },
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      expect(context.range).toEqual(reportRange(context.rangeId, TODAY));
      // Every read asks for the range the chips show.
      if (snapshot.matches('loading'))
        expect(effects.calls.at(-1)).toEqual({ actor: 'getDashboard', input: context.range });
      if (event === offline) expect(context.failure).toBe(EARNINGS_LOAD_FAILED);
      if (event === refused) expect(context.failure).toBe('The range may span at most 366 days.');
      if (snapshot.matches('ready')) expect(context.data?.totals.clicks).toBe(40);
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
    },
  });

describe('earnings dashboard (earning/index_new)', () => {
  it('earnings-dashboard: every state and transition from the default range and from an address naming 30 days', async () => {
    const coverage = mergeCoverage('earnings-dashboard', [
      await explore(null, 'earnings-dashboard-default'),
      await explore('30d', 'earnings-dashboard-30d'),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
