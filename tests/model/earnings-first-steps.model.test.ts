import { describe, expect, it } from 'vitest';
import {
  earningsFirstStepsMachine,
  type EarningFirstStepsEvent,
  type EarningFirstStepsSnapshot,
} from '../../src/machines/earnings-first-steps.machine';
import { done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as EarningFirstStepsEvent;
const nothingYet = ev(done('readFirstStepsFacts', { hasTrackingId: false, hasLink: false }));
const idOnly = ev(done('readFirstStepsFacts', { hasTrackingId: true, hasLink: false }));
const offline = ev(failed('readFirstStepsFacts', new Error('offline')));

function eventsFor(snapshot: EarningFirstStepsSnapshot): EarningFirstStepsEvent[] {
  const events: EarningFirstStepsEvent[] = [{ type: 'steps.retry' }];
  if (snapshot.matches('loading')) events.push(nothingYet, idOnly, offline);
  return events;
}

describe('first steps (earning/new_user_index_new)', () => {
  it('earnings-first-steps: every state and transition', async () => {
    const coverage = await exploreModel<typeof earningsFirstStepsMachine, CallLog>({
      name: 'earnings-first-steps',
      machine: earningsFirstStepsMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, f: s.context.facts }),
      arrange: () => {
        const log = newCallLog();
        const actors = recordingActors(log, ['readFirstStepsFacts']);
        return { machine: earningsFirstStepsMachine.provide({ actors: actors as never }), effects: log };
      },
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('loading')) expect(effects.calls.at(-1)?.actor).toBe('readFirstStepsFacts');
        if (event === idOnly) expect(snapshot.context.facts).toEqual({ hasTrackingId: true, hasLink: false });
        // A failed check leaves the steps unticked rather than guessing.
        if (snapshot.matches('unknown')) expect(snapshot.hasTag('error')).toBe(true);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
