import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { AUTO_DM_TEXTS, SCHEDULER_CLEAR_CONFIRM, autoReplyPath, nextScheduled } from '../../src/domain/auto-dm';
import { CONFIRM_DEFAULT_CONTENT, CONFIRM_DEFAULT_TITLE } from '../../src/domain/spec-constants';
import {
  autoDmSchedulerMachine,
  type AutoDmSchedulerEvent,
  type ScheduledPost,
  type SchedulerOverview,
} from '../../src/machines/auto-dm-scheduler.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof autoDmSchedulerMachine>;

const scheduled = (mediaId: string, postedAt: string, isScheduled = true): ScheduledPost => ({
  mediaId,
  platform: 'instagram',
  mediaType: 'IMAGE',
  postedAt,
  scheduled: isScheduled,
  linkedContent: [],
});
const NEXT = scheduled('sched_2', '2026-11-27T09:00:00-08:00');
const WAITING: SchedulerOverview = { waiting: 2, next: NEXT };
const NONE: SchedulerOverview = { waiting: 0, next: null };
const REFUSED = serverError('The scheduler could not be cleared.', 500, '/bio/deleteSchedule');

const events = [
  { type: 'scheduler.edit' },
  { type: 'scheduler.clear' },
  { type: 'scheduler.retry' },
  { type: 'clear.confirm' },
  { type: 'clear.cancel' },
  done('checkUnPublishPost', WAITING),
  done('checkUnPublishPost', NONE),
  failed('checkUnPublishPost', new Error('offline')),
  done('deleteSchedule', 2),
  failed('deleteSchedule', REFUSED),
] as AutoDmSchedulerEvent[];

function assertStep({
  snapshot,
  event,
  effects,
  path,
}: {
  snapshot: Snap;
  event: AutoDmSchedulerEvent;
  effects: CallLog;
  path: AutoDmSchedulerEvent[];
}) {
  expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('clearing'));
  expect(snapshot.hasTag('confirm-visible')).toBe(snapshot.matches('confirming') || snapshot.matches('clearing'));
  // deleteSchedule runs only after the confirmation, once per confirm.
  expect(effects.calls.filter((c) => c.actor === 'deleteSchedule').length).toBe(countOf(path, 'clear.confirm'));
  expect(effects.emitted.filter((e) => e.type === 'toast.show')).toEqual(
    Array.from({ length: countOf(path, 'xstate.done.actor.deleteSchedule') }, () => ({
      type: 'toast.show',
      text: AUTO_DM_TEXTS.schedulerCleared,
    })),
  );
  // The editor opens on the next scheduled post only.
  if (event.type === 'scheduler.edit')
    expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: autoReplyPath(NEXT.mediaId) });
  if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(AUTO_DM_TEXTS.schedulerFailed);
  // Clear asks only when a scheduled Auto DM waits.
  if (snapshot.matches('confirming')) expect(snapshot.context.overview?.waiting).toBeGreaterThan(0);
  if ((event.type as string) === 'xstate.error.actor.deleteSchedule')
    expect(snapshot.context.failure).toBe(REFUSED.message);
}

describe('Auto DM: the scheduler (setting/schedulePost)', () => {
  it('auto-dm-scheduler: every state and transition; Clear only after the confirmation', async () => {
    const coverage = await exploreModel({
      name: 'auto-dm-scheduler',
      machine: autoDmSchedulerMachine,
      events,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, n: s.context.overview?.next?.mediaId ?? null, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: autoDmSchedulerMachine.provide({
            actors: recordingActors(log, ['checkUnPublishPost', 'deleteSchedule']) as never,
          }),
          effects: log,
        };
      },
      observe: recordEmitted,
      assertStep,
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it("asks with the spec's dialog, and the next post is the one planned soonest", () => {
    expect(SCHEDULER_CLEAR_CONFIRM.title).toBe(CONFIRM_DEFAULT_TITLE);
    expect(SCHEDULER_CLEAR_CONFIRM.content).toEqual(CONFIRM_DEFAULT_CONTENT);
    expect(CONFIRM_DEFAULT_TITLE).toBe('you are about to Clear Auto DM Scheduler');
    expect(
      nextScheduled([
        scheduled('later', '2026-12-01T09:00:00Z'),
        scheduled('published', '2026-11-01T09:00:00Z', false),
        NEXT,
      ])?.mediaId,
    ).toBe('sched_2');
    expect(nextScheduled([scheduled('published', '2026-11-01T09:00:00Z', false)])).toBeNull();
  });
});
