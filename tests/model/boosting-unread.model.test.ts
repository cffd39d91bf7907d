import { describe, expect, it } from 'vitest';
import {
  boostingUnreadMachine,
  type BoostingUnreadEvent,
  type BoostingUnreadSnapshot,
} from '../../src/machines/boosting-unread.machine';
import { done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const three = done('countUnread', 3) as unknown as BoostingUnreadEvent;
const none = done('countUnread', 0) as unknown as BoostingUnreadEvent;
const offline = failed('countUnread', new Error('offline')) as unknown as BoostingUnreadEvent;

function eventsFor(snapshot: BoostingUnreadSnapshot): BoostingUnreadEvent[] {
  const events: BoostingUnreadEvent[] = [
    { type: 'unread.refresh' },
    { type: 'unread.navigated', relaunched: true },
    { type: 'unread.navigated', relaunched: false },
  ];
  if (snapshot.matches('counting')) events.push(three, none, offline);
  return events;
}

/** The calls, and the state and count of calls before the step under test. */
type Effects = CallLog & { before: string; counted: number };

describe('unread boosting badge (countUnread)', () => {
  it('boosting-unread: every state and transition; the badge shows only a count above zero', async () => {
    const coverage = await exploreModel<typeof boostingUnreadMachine, Effects>({
      name: 'boosting-unread',
      machine: boostingUnreadMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, n: s.context.count }),
      arrange: () => {
        const log: Effects = { ...newCallLog(), before: 'counting', counted: 1 };
        return {
          machine: boostingUnreadMachine.provide({ actors: recordingActors(log, ['countUnread']) as never }),
          effects: log,
        };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const counts = effects.calls.filter((c) => c.actor === 'countUnread').length;
        if (event.type === 'unread.refresh') expect(counts).toBeGreaterThan(1);
        // Moving on counts again while a badge shows (an application read lowers it), and otherwise only on a
        // relaunch (a tab or menu): a page change inside a feature costs no call when nothing is unread.
        if (event.type === 'unread.navigated') {
          const before = effects.before;
          expect(snapshot.matches('counting')).toBe(before === 'unread' || (event.relaunched && before !== 'counting'));
          if (before !== 'counting') expect(counts).toBe(effects.counted + (snapshot.matches('counting') ? 1 : 0));
        }
        effects.before = String(snapshot.value);
        effects.counted = counts;
        if (event === three) expect(snapshot.context.count).toBe(3);
        if (event === offline) expect(snapshot.context.count).toBe(0);
        expect(snapshot.hasTag('badge-visible')).toBe(snapshot.context.count > 0 && !snapshot.matches('counting'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
