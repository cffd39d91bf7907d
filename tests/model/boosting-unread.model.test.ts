import { describe, expect, it } from 'vitest';
import { boostingUnreadMachine, type BoostingUnreadEvent, type BoostingUnreadSnapshot } from '../../src/machines/boosting-unread.machine';
import { done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const three = done('countUnread', 3) as unknown as BoostingUnreadEvent;
const none = done('countUnread', 0) as unknown as BoostingUnreadEvent;
const offline = failed('countUnread', new Error('offline')) as unknown as BoostingUnreadEvent;

function eventsFor(snapshot: BoostingUnreadSnapshot): BoostingUnreadEvent[] {
  const events: BoostingUnreadEvent[] = [{ type: 'unread.refresh' }];
  if (snapshot.matches('counting')) events.push(three, none, offline);
  return events;
}

describe('unread boosting badge (countUnread)', () => {
  it('boosting-unread: every state and transition; the badge shows only a count above zero', async () => {
    const coverage = await exploreModel<typeof boostingUnreadMachine, CallLog>({
      name: 'boosting-unread',
      machine: boostingUnreadMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, n: s.context.count }),
      arrange: () => {
        const log = newCallLog();
        return { machine: boostingUnreadMachine.provide({ actors: recordingActors(log, ['countUnread']) as never }), effects: log };
      },
      assertStep: ({ snapshot, event, effects }) => {
        if (event.type === 'unread.refresh') expect(effects.calls.filter((c) => c.actor === 'countUnread').length).toBeGreaterThan(1);
        if (event === three) expect(snapshot.context.count).toBe(3);
        if (event === offline) expect(snapshot.context.count).toBe(0);
        expect(snapshot.hasTag('badge-visible')).toBe(snapshot.context.count > 0 && !snapshot.matches('counting'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
