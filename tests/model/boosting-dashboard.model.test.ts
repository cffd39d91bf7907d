import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { adDetailsPath } from '../../src/domain/boosting-pages';
import { reportRange, type ReportRangeId } from '../../src/domain/date-ranges';
import {
  boostingDashboardMachine,
  chartDays,
  CONTENTS_LOAD_FAILED,
  DASHBOARD_LOAD_FAILED,
  type BoostingDashboardEvent,
  type BoostingDashboardSnapshot,
} from '../../src/machines/boosting-dashboard.machine';
import { dashboardData, metrics, row, TODAY } from '../support/boosting-results-fixtures';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BoostingDashboardEvent;
const loaded = ev(done('loadBoostingDashboard', dashboardData()));
const empty = ev(
  done('loadBoostingDashboard', {
    ...dashboardData(0),
    days: [],
    contents: { list: [], total: 0 },
    rankings: { roi: [], earnings: [], conversion: [] },
  }),
);
const offline = ev(failed('loadBoostingDashboard', new Error('offline')));
const page2 = ev(done('listByContentId', { list: [row('c3', metrics(100, 200))], total: 12 }));
const page2Failed = ev(failed('listByContentId', new Error('offline')));
const exportedByDate = ev(done('exportByDate', undefined));
const exportByDateFailed = ev(failed('exportByDate', serverError('The export could not be written.', 500)));
const exportedByContent = ev(done('exportByContentId', undefined));
const exportByContentFailed = ev(failed('exportByContentId', serverError('The export could not be written.', 500)));

function eventsFor(snapshot: BoostingDashboardSnapshot): BoostingDashboardEvent[] {
  const events: BoostingDashboardEvent[] = [
    { type: 'range.select', range: snapshot.context.rangeId === '7d' ? '30d' : '7d' },
    { type: 'range.select', range: 'forever' as ReportRangeId },
    { type: 'dashboard.retry' },
    { type: 'contents.page', pageNum: snapshot.context.contentsPageNum === 1 ? 2 : 1 },
    { type: 'contents.page', pageNum: 9 },
    { type: 'content.open', contentId: 'c1' },
    { type: 'content.open', contentId: 'unknown' },
    { type: 'export.byDate' },
    { type: 'export.byContent' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, empty, offline);
  if (snapshot.matches({ ready: 'loadingContents' })) events.push(page2, page2Failed);
  if (snapshot.matches({ ready: 'exportingByDate' })) events.push(exportedByDate, exportByDateFailed);
  if (snapshot.matches({ ready: 'exportingByContent' })) events.push(exportedByContent, exportByContentFailed);
  return events;
}

const explore = (range: string | null, name: string) =>
  exploreModel<typeof boostingDashboardMachine, CallLog>({
    name,
    machine: boostingDashboardMachine,
    input: { today: TODAY, range },
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        r: s.context.rangeId,
        p: s.context.contentsPageNum,
        d: s.context.data ? s.context.data.days.length : null,
        f: s.context.failure,
        cf: s.context.contentsFailure,
      }),
    arrange: () => {
      const log = newCallLog();
      const actors = recordingActors(log, ['loadBoostingDashboard', 'listByContentId', 'exportResults']);
      return { machine: boostingDashboardMachine.provide({ actors: actors as never }), effects: log };
    },
    observe: (actor, log) => void actor.on('*', (e: AnyEventObject) => log.emitted.push(e)),
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      const last = effects.calls.at(-1);
      expect(context.range).toEqual(reportRange(context.rangeId, TODAY));
      // Every call asks for the range the creator sees.
      if (snapshot.matches('loading')) expect(last).toEqual({ actor: 'loadBoostingDashboard', input: context.range });
      if (snapshot.matches({ ready: 'loadingContents' }))
        expect(last).toEqual({
          actor: 'listByContentId',
          input: { range: context.range, pageNum: context.contentsPageNum },
        });
      if (snapshot.matches({ ready: 'exportingByDate' }))
        expect(last).toEqual({ actor: 'exportResults', input: { kind: 'byDate', range: context.range } });
      if (snapshot.matches({ ready: 'exportingByContent' }))
        expect(last).toEqual({ actor: 'exportResults', input: { kind: 'byContent', range: context.range } });
      if (event === offline) expect(context.failure).toBe(DASHBOARD_LOAD_FAILED);
      if (event === page2) expect(context.data?.contents.list.map((r) => r.content.contentId)).toEqual(['c3']);
      if (event === page2Failed) expect(context.contentsFailure).toBe(CONTENTS_LOAD_FAILED);
      // Nothing to export from an empty range.
      if (event.type.startsWith('export.') && context.data?.days.length === 0)
        expect(snapshot.hasTag('exporting')).toBe(false);
      if (event.type === 'content.open') {
        const opened = effects.emitted.filter((e) => e.type === 'route.navigate');
        expect(opened.every((e) => e.path === adDetailsPath('c1', context.rangeId))).toBe(true);
      }
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      expect(snapshot.hasTag('exporting')).toBe(
        snapshot.matches({ ready: 'exportingByDate' }) || snapshot.matches({ ready: 'exportingByContent' }),
      );
    },
  });

describe('boosting dashboard (boosting/dashboard/index)', () => {
  it('boosting-dashboard: every state and transition from the default range and from an address naming 3 months', async () => {
    const coverage = mergeCoverage('boosting-dashboard', [
      await explore(null, 'boosting-dashboard-default'),
      await explore('3m', 'boosting-dashboard-3m'),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('charts every date of the range, oldest first, with zeros for a day without results', () => {
    const range = reportRange('7d', TODAY);
    const days = chartDays(range, dashboardData().days);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(days.map((d) => d.value.spend.amountCents)).toEqual([0, 0, 0, 0, 5_000, 10_000, 0]);
  });
});
