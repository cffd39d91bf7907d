import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/response-policy';
import { reportRange } from '../../src/domain/date-ranges';
import { LANDING_LIST_PATH, landingEditPath } from '../../src/domain/landing-pages';
import {
  STATS_TEXTS,
  landingPageStatsMachine,
  type LandingStatsEvent,
  type LandingStatsInput,
  type LandingStatsSnapshot,
} from '../../src/machines/landing-page-stats.machine';
import { done, failed, newCallLog, recordEmitted, recordingActors, type CallLog } from '../support/flow-fakes';
import { landingPage, landingStats } from '../support/landing-fixtures';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as LandingStatsEvent;
const TODAY = '2026-11-25';
const RESULT = { page: landingPage(), stats: landingStats() };
const missing = new ApiError({
  code: 404,
  message: 'There is no landing page "lp-1" in your shop.',
  path: '/landing/detail',
});

function eventsFor(snapshot: LandingStatsSnapshot): LandingStatsEvent[] {
  const events: LandingStatsEvent[] = [
    { type: 'range.select', range: snapshot.context.rangeId === '7d' ? '30d' : '7d' },
    { type: 'range.select', range: snapshot.context.rangeId },
    { type: 'stats.retry' },
    { type: 'stats.refresh' },
    { type: 'stats.edit' },
    { type: 'stats.back' },
  ];
  if (snapshot.matches('loading')) {
    events.push(
      ev(done('landingStats', RESULT)),
      ev(failed('landingStats', new Error('offline'))),
      ev(failed('landingStats', missing)),
    );
  }
  return events;
}

function explore(input: LandingStatsInput, name: string) {
  return exploreModel<typeof landingPageStatsMachine, CallLog>({
    name,
    machine: landingPageStatsMachine,
    input,
    events: eventsFor,
    serializeState: (s) => JSON.stringify({ v: s.value, r: s.context.rangeId, has: s.context.stats !== null }),
    arrange: () => {
      const log = newCallLog();
      return {
        machine: landingPageStatsMachine.provide({ actors: recordingActors(log, ['landingStats']) as never }),
        effects: log,
      };
    },
    observe: (actor, log) => recordEmitted(actor, log),
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      // Every read is of the page the address names, over the chosen range ending today (Pacific).
      const reads = effects.calls.map((c) => c.input);
      for (const read of reads) expect(read).toMatchObject({ id: 'lp-1' });
      if (snapshot.matches('loading'))
        expect(reads.at(-1)).toEqual({ id: 'lp-1', range: reportRange(context.rangeId, TODAY) });
      // Without an id the page asks to choose one; with one the server did not know, it says it is gone.
      if (snapshot.matches('missing'))
        expect(context.failure).toBe(reads.length === 0 ? STATS_TEXTS.noId : STATS_TEXTS.notFound);
      if (snapshot.matches('failed')) expect(context.failure).toBe(STATS_TEXTS.loadFailed);
      if (snapshot.matches('ready')) expect({ page: context.page, stats: context.stats }).toEqual(RESULT);
      const last = effects.emitted.at(-1);
      if (event.type === 'stats.edit' && snapshot.matches('ready'))
        expect(last).toEqual({ type: 'route.navigate', path: landingEditPath('lp-1') });
      if (event.type === 'stats.back') expect(last).toEqual({ type: 'route.navigate', path: LANDING_LIST_PATH });
    },
  });
}

describe('Landing page statistics (landingPage/statstics)', () => {
  it('landing-page-stats: every state and transition; reads the named page over the chosen Pacific range', async () => {
    const merged = mergeCoverage('landing-page-stats', [
      await explore({ id: 'lp-1', today: TODAY }, 'landing-page-stats'),
      await explore({ id: null, today: TODAY }, 'landing-page-stats'),
    ]);
    reportCoverage(merged);
    expect(uncovered(merged)).toEqual({ states: [], transitions: [] });
  });
});
