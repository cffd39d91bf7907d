import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/click-days';
import { CUSTOM_RANGE_ERRORS } from '../../src/domain/click-comparison';
import { reportRange, type ReportRangeId } from '../../src/domain/date-ranges';
import {
  BREAKDOWN_LOAD_FAILED,
  clickBreakdownMachine,
  type ClickBreakdown,
  type ClickBreakdownEvent,
  type ClickBreakdownSnapshot,
  type ClickTarget,
} from '../../src/machines/click-breakdown.machine';
import { clickCsvName } from '../../src/machines/click-breakdown-calls';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const TODAY = '2026-11-25';
const ev = (e: unknown) => e as ClickBreakdownEvent;

function breakdownData(clicks: number, botClicks = 0): ClickBreakdown {
  return {
    startDate: addDays(TODAY, -6),
    endDate: TODAY,
    previousStartDate: addDays(TODAY, -13),
    previousEndDate: addDays(TODAY, -7),
    clicks,
    previousClicks: 2,
    botClicks,
    previousBotClicks: 0,
    countriesFromDbIp: false,
    days: [{ date: TODAY, clicks }],
    dimensions: [{ dimension: 'source', rows: clicks ? [{ value: 'instagram', clicks, previousClicks: 2 }] : [] }],
  };
}

const loaded = ev(done('breakdown', breakdownData(3, 1)));
const empty = ev(done('breakdown', breakdownData(0)));
const refused = ev(failed('breakdown', serverError('Choose a range of at most 366 days.')));
const offline = ev(failed('breakdown', new Error('offline')));
const savedBreakdown = ev(done('breakdownExport', undefined));
const breakdownNotSaved = ev(failed('breakdownExport', serverError('Not written.', 500)));
const savedClicks = ev(done('clicksExport', undefined));
const clicksNotSaved = ev(failed('clicksExport', serverError('Not written.', 500)));

const DRAFTS = {
  valid: { startDate: addDays(TODAY, -13), endDate: TODAY },
  backwards: { startDate: TODAY, endDate: addDays(TODAY, -1) },
  tooLong: { startDate: addDays(TODAY, -366), endDate: TODAY },
};
// The draft a panel starts with is its first range (last 7 days): a valid one.
const isValidDraft = (kind: string) => kind === 'valid' || kind === 'initial';
const draftKind = (s: ClickBreakdownSnapshot) =>
  Object.entries(DRAFTS).find(([, d]) => JSON.stringify(d) === JSON.stringify(s.context.draft))?.[0] ?? 'initial';

const BIO_CHOICES: ClickTarget[] = [
  { scope: 'bio-page', id: '', label: 'All buttons' },
  { scope: 'bio-button', id: 'b1', label: 'Shop my picks' },
];

function eventsFor(snapshot: ClickBreakdownSnapshot): ClickBreakdownEvent[] {
  const { context } = snapshot;
  const events: ClickBreakdownEvent[] = [
    { type: 'range.select', range: context.rangeId === '30d' ? '7d' : '30d' },
    { type: 'range.select', range: 'forever' as ReportRangeId },
    ...Object.values(DRAFTS).map((d) => ({ type: 'custom.change' as const, ...d })),
    { type: 'custom.apply' },
    { type: 'target.select', scope: 'bio-button', id: context.id === 'b1' ? 'b2' : 'b1' },
    { type: 'target.select', scope: 'bio-page', id: '' },
    { type: 'breakdown.retry' },
    { type: 'export.breakdown' },
    { type: 'export.clicks' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, empty, refused, offline);
  if (snapshot.matches({ ready: 'exportingBreakdown' })) events.push(savedBreakdown, breakdownNotSaved);
  if (snapshot.matches({ ready: 'exportingClicks' })) events.push(savedClicks, clicksNotSaved);
  return events;
}

const explore = (
  name: string,
  input: Parameters<typeof exploreModel<typeof clickBreakdownMachine, CallLog>>[0]['input'],
) =>
  exploreModel<typeof clickBreakdownMachine, CallLog>({
    name,
    machine: clickBreakdownMachine,
    input,
    events: eventsFor,
    limit: 20_000,
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        r: s.context.rangeId,
        t: `${s.context.scope}:${s.context.id}`,
        d: draftKind(s),
        c: s.context.data ? s.context.data.clicks : null,
      }),
    arrange: () => {
      const log = newCallLog();
      const actors = recordingActors(log, ['breakdown', 'breakdownExport', 'clicksExport']);
      return { machine: clickBreakdownMachine.provide({ actors: actors as never }), effects: log };
    },
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      const last = effects.calls.at(-1);
      const asked = { scope: context.scope, ...(context.id ? { id: context.id } : {}), ...context.range };
      if (context.rangeId !== 'custom') expect(context.range).toEqual(reportRange(context.rangeId, TODAY));
      // Every call asks for the scope and the range the creator sees.
      if (snapshot.matches('loading')) expect(last).toEqual({ actor: 'breakdown', input: asked });
      if (snapshot.matches({ ready: 'exportingBreakdown' }))
        expect(last).toEqual({ actor: 'breakdownExport', input: { kind: 'breakdown', request: asked } });
      if (snapshot.matches({ ready: 'exportingClicks' })) {
        expect(last).toEqual({ actor: 'clicksExport', input: { kind: 'clicks', request: asked } });
        expect((context.data?.clicks ?? 0) + (context.data?.botClicks ?? 0)).toBeGreaterThan(0);
      }
      // Only the offered things are counted.
      if (context.choices.length > 0)
        expect(context.choices.some((c) => c.scope === context.scope && c.id === context.id)).toBe(true);
      if (event === refused) expect(context.failure).toBe('Choose a range of at most 366 days.');
      if (event === offline) expect(context.failure).toBe(BREAKDOWN_LOAD_FAILED);
      if (event.type === 'custom.apply') {
        const kind = draftKind(snapshot);
        if (isValidDraft(kind)) expect(context.rangeError).toBeNull();
        if (kind === 'backwards') expect(context.rangeError).toBe(CUSTOM_RANGE_ERRORS.backwards);
        if (kind === 'tooLong') expect(context.rangeError).toBe(CUSTOM_RANGE_ERRORS.tooLong);
        if (context.rangeError) expect(context.range).not.toEqual(context.draft);
        else expect([context.rangeId, context.range]).toEqual(['custom', context.draft]);
      }
      if (event.type === 'custom.change') expect(context.rangeError).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      expect(snapshot.hasTag('exporting')).toBe(
        snapshot.matches({ ready: 'exportingBreakdown' }) || snapshot.matches({ ready: 'exportingClicks' }),
      );
    },
  });

describe('click breakdown panel', () => {
  it('click-breakdown: every state and transition, for a short link and for a bio page with a button to pick', async () => {
    const coverage = mergeCoverage('click-breakdown', [
      await explore('click-breakdown-bio', { scope: 'bio-page', today: TODAY, choices: BIO_CHOICES }),
      await explore('click-breakdown-link', { scope: 'short-link', id: 'abc123', today: TODAY }),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('names the CSV files after what and which dates they hold', () => {
    const request = { scope: 'short-link' as const, id: 'abc123', startDate: '2026-11-19', endDate: TODAY };
    expect(clickCsvName('breakdown', request)).toBe('Click breakdown short-link abc123 2026-11-19 to 2026-11-25.csv');
    expect(clickCsvName('clicks', { scope: 'shop', startDate: TODAY, endDate: TODAY })).toBe(
      'Clicks shop 2026-11-25 to 2026-11-25.csv',
    );
  });
});
