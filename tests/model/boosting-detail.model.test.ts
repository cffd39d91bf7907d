import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { adDetailsPath, boostingDashboardPath } from '../../src/domain/boosting-pages';
import { BOOSTING_PATHS } from '../../src/domain/boosting-routes';
import {
  BOOSTING_DETAIL_LOAD_FAILED,
  BOOSTING_NOT_FOUND_TEXT,
  boostingDetailMachine,
  type BoostingDetailEvent,
  type BoostingDetailInput,
  type BoostingDetailSnapshot,
} from '../../src/machines/boosting-detail.machine';
import { application, TODAY } from '../support/boosting-results-fixtures';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BoostingDetailEvent;
// Started 11 days before TODAY: the 30-day range is the shortest that reaches back to it.
const running = ev(done('boostingDetail', application('a1', 'running')));
const rejected = ev(
  done('boostingDetail', application('a1', 'rejected', { reviewNote: 'The content shows a competitor.' })),
);
const unknown = ev(failed('boostingDetail', serverError('No such boosting application.', 404)));
const offline = ev(failed('boostingDetail', new Error('offline')));

function eventsFor(snapshot: BoostingDetailSnapshot): BoostingDetailEvent[] {
  const events: BoostingDetailEvent[] = [
    { type: 'detail.retry' },
    { type: 'detail.back' },
    { type: 'detail.results' },
    { type: 'detail.content.results', contentId: 'c2' },
    { type: 'detail.content.results', contentId: 'not-in-it' },
  ];
  if (snapshot.matches('loading')) events.push(running, rejected, unknown, offline);
  return events;
}

const explore = (input: BoostingDetailInput, name: string) =>
  exploreModel<typeof boostingDetailMachine, CallLog>({
    name,
    machine: boostingDetailMachine,
    input,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({ v: s.value, a: s.context.application?.status ?? null, f: s.context.failure }),
    arrange: () => {
      const log = newCallLog();
      return {
        machine: boostingDetailMachine.provide({ actors: recordingActors(log, ['boostingDetail']) as never }),
        effects: log,
      };
    },
    observe: (actor, log) => void actor.on('*', (e: AnyEventObject) => log.emitted.push(e)),
    assertStep: ({ snapshot, event, effects }) => {
      expect(effects.calls.every((c) => (c.input as { id: string }).id === 'a1')).toBe(true);
      if (snapshot.matches('missing')) expect(snapshot.context.failure).toBe(BOOSTING_NOT_FOUND_TEXT);
      if (event === offline) expect(snapshot.context.failure).toBe(BOOSTING_DETAIL_LOAD_FAILED);
      if (event === rejected) expect(snapshot.context.application?.reviewNote).toBe('The content shows a competitor.');
      const last = effects.emitted.at(-1);
      const withResults = snapshot.context.application?.status === 'running';
      if (event.type === 'detail.back') expect(last).toEqual({ type: 'route.navigate', path: BOOSTING_PATHS.list });
      // Results open only for an application whose ads run (or ran), and only for its own contents.
      if (event.type === 'detail.results') expect(last?.path === boostingDashboardPath('30d')).toBe(withResults);
      if (event.type === 'detail.content.results')
        expect(last?.path === adDetailsPath('c2', '30d')).toBe(withResults && event.contentId === 'c2');
      expect(effects.emitted.some((e) => e.path === adDetailsPath('not-in-it', '30d'))).toBe(false);
      expect(snapshot.hasTag('not-found')).toBe(snapshot.matches('missing'));
    },
  });

describe('boosting application detail (boosting/detail)', () => {
  it('boosting-detail: every state and transition over an address with an id and one without', async () => {
    const coverage = mergeCoverage('boosting-detail', [
      await explore({ id: ' a1 ', today: TODAY }, 'boosting-detail-id'),
      await explore({ id: null, today: TODAY }, 'boosting-detail-no-id'),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
