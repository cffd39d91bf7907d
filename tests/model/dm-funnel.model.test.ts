import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/click-days';
import { reportRange, type ReportRangeId } from '../../src/domain/date-ranges';
import {
  DM_FUNNEL_LOAD_FAILED,
  dmFunnelMachine,
  type DmFunnel,
  type DmFunnelEvent,
  type DmFunnelSnapshot,
} from '../../src/machines/dm-funnel.machine';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const TODAY = '2026-11-25';
const MEDIA_ID = '17900000000000001';
const ev = (e: unknown) => e as DmFunnelEvent;

function funnelData(comments: number): DmFunnel {
  const counts = { comments, matched: comments, sent: comments, clicks: 1, orders: 1, earningsCents: 250 };
  return {
    mediaId: MEDIA_ID,
    startDate: addDays(TODAY, -6),
    endDate: TODAY,
    previousStartDate: addDays(TODAY, -13),
    previousEndDate: addDays(TODAY, -7),
    current: counts,
    previous: { ...counts, comments: 0 },
  };
}

const loaded = ev(done('dmFunnel', funnelData(3)));
const refused = ev(failed('dmFunnel', serverError('This post is not one of your bio link’s posts.', 404)));
const offline = ev(failed('dmFunnel', new Error('offline')));

function eventsFor(snapshot: DmFunnelSnapshot): DmFunnelEvent[] {
  const events: DmFunnelEvent[] = [
    { type: 'range.select', range: snapshot.context.rangeId === '30d' ? '7d' : '30d' },
    { type: 'range.select', range: 'forever' as ReportRangeId },
    { type: 'funnel.retry' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, refused, offline);
  return events;
}

describe('Auto DM funnel panel', () => {
  it('dm-funnel: every state and transition; each call asks for the post and the range shown', async () => {
    const coverage = await exploreModel<typeof dmFunnelMachine, CallLog>({
      name: 'dm-funnel',
      machine: dmFunnelMachine,
      input: { mediaId: MEDIA_ID, today: TODAY },
      events: eventsFor,
      limit: 2_000,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, r: s.context.rangeId, f: s.context.failure, d: s.context.data !== null }),
      arrange: () => {
        const log = newCallLog();
        const actors = recordingActors(log, ['dmFunnel']);
        return { machine: dmFunnelMachine.provide({ actors: actors as never }), effects: log };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        expect(context.range).toEqual(reportRange(context.rangeId, TODAY));
        if (snapshot.matches('loading'))
          expect(effects.calls.at(-1)).toEqual({ actor: 'dmFunnel', input: { mediaId: MEDIA_ID, ...context.range } });
        if (event === loaded) expect(context.data?.current.comments).toBe(3);
        if (event === refused) expect(context.failure).toBe('This post is not one of your bio link’s posts.');
        if (event === offline) expect(context.failure).toBe(DM_FUNNEL_LOAD_FAILED);
        if (snapshot.matches('failed')) expect(context.data).toBeNull();
        if (snapshot.matches('ready')) expect([context.data, context.failure]).toEqual([expect.anything(), null]);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
