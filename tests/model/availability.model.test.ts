import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  availabilityMachine,
  type AvailabilityEvent,
  type AvailabilityKind,
} from '../../src/machines/availability.machine';
import { AVAILABILITY_CHECK_DEBOUNCE_MS } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered, type Coverage } from '../support/model-harness';
import { after, done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof availabilityMachine>;

const VALUES = {
  username: { username: 'jane_doe' },
  identity: { email: 'jane@example.com', handle: 'jane.picks' },
} as const;

const eventsFor = (kind: AvailabilityKind) =>
  [
    { type: 'availability.check', values: VALUES[kind] },
    { type: 'availability.check', values: {} },
    after('debounce', 'availability.waiting'),
    done('checkUserName', { available: true, taken: [] }),
    done('checkUserName', { available: false, taken: ['username'] }),
    failed('checkUserName', new Error('Too many checks')),
    done('checkEmailPhoneHandle', { available: true, taken: [] }),
    done('checkEmailPhoneHandle', { available: false, taken: ['handle'] }),
    failed('checkEmailPhoneHandle', new Error('offline')),
  ] as AvailabilityEvent[];

function arrange() {
  const log = newCallLog();
  const machine = availabilityMachine.provide({
    actors: recordingActors(log, ['checkUserName', 'checkEmailPhoneHandle']) as never,
    actions: {
      reportStatus: ({ context }, params) =>
        void log.emitted.push({ type: 'availability.changed', status: params.status, taken: context.taken }),
    },
  });
  return { machine, effects: log };
}

/** The union of two runs' coverage: each kind of checker reaches its own checking state. */
function merged(name: string, runs: Coverage[]): Coverage {
  const union = (pick: (c: Coverage) => string[]) => [...new Set(runs.flatMap(pick))].sort();
  // Counted against the machine's own state nodes (the graph's copy with a silent report also names its root).
  const states = union((c) => c.states.total);
  return {
    machine: name,
    states: { covered: union((c) => c.states.covered).filter((s) => states.includes(s)), total: states },
    transitions: { covered: union((c) => c.transitions.covered), total: union((c) => c.transitions.total) },
    paths: runs.flatMap((c) => c.paths),
  };
}

describe('availability checker', () => {
  it('availability: every state and transition; each check asks the right call with the typed values', async () => {
    const runs: Coverage[] = [];
    for (const kind of ['username', 'identity'] as const) {
      runs.push(
        await exploreModel({
          name: `availability-${kind}`,
          // The graph runs no parent to report to: it sees the machine with a silent report.
          machine: availabilityMachine.provide({ actions: { reportStatus: () => undefined } }),
          input: { kind },
          events: eventsFor(kind),
          arrange,
          assertStep: ({ snapshot, effects }: { snapshot: Snap; effects: CallLog }) => {
            const call = kind === 'username' ? 'checkUserName' : 'checkEmailPhoneHandle';
            for (const c of effects.calls) expect(c).toEqual({ actor: call, input: VALUES[kind] });
            expect(snapshot.hasTag('busy')).toBe(
              snapshot.matches('waiting') ||
                snapshot.matches(kind === 'username' ? 'checkingUserName' : 'checkingIdentity'),
            );
            const last = effects.emitted.at(-1) as { status: string; taken: string[] } | undefined;
            const shown = snapshot.matches('waiting') || snapshot.hasTag('busy') ? 'checking' : String(snapshot.value);
            expect(last?.status).toBe(shown);
            if (snapshot.matches('taken')) expect(last?.taken).toEqual(kind === 'username' ? ['username'] : ['handle']);
          },
        }),
      );
    }
    const coverage = merged('availability', runs);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('asks once after typing pauses, and a newer value cancels the older wait', () => {
    const clock = new SimulatedClock();
    const { machine, effects } = arrange();
    const actor = createActor(machine, { clock, input: { kind: 'username' } }).start();
    actor.send({ type: 'availability.check', values: { username: 'jan' } });
    clock.increment(AVAILABILITY_CHECK_DEBOUNCE_MS - 1);
    actor.send({ type: 'availability.check', values: { username: 'jane_doe' } });
    clock.increment(AVAILABILITY_CHECK_DEBOUNCE_MS - 1);
    expect(effects.calls).toEqual([]);
    clock.increment(1);
    expect(effects.calls).toEqual([{ actor: 'checkUserName', input: { username: 'jane_doe' } }]);
    actor.stop();
  });
});
