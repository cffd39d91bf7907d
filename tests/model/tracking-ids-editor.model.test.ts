import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  additionProblem,
  trackingIdsEditorMachine,
  type TrackingIdLists,
  type TrackingIdsEditorEvent,
} from '../../src/machines/tracking-ids-editor.machine';
import { TRACKING_ID_MESSAGES } from '../../src/domain/tracking-id-rules';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

type Snap = SnapshotFrom<typeof trackingIdsEditorMachine>;

const at = '2026-11-01T00:00:00Z';
const LISTS: TrackingIdLists = {
  amazon: [{ trackingId: 'jane-20', createdAt: at }],
  target: [],
  walmart: [{ trackingId: 'jane_walmart', createdAt: at }],
};
const IN_USE = serverError(
  'This tracking ID is active in a boosting application.',
  409,
  '/setting/removeWalmartTrackingId',
);
const ev = (e: unknown) => e as TrackingIdsEditorEvent;

/** The lists the server answers after adding 'jane-21' to Amazon, or removing 'jane_walmart'. */
const withAmazonAdded = [...LISTS.amazon, { trackingId: 'jane-21', createdAt: at }];

function events(snapshot: Snap): TrackingIdsEditorEvent[] {
  const out: TrackingIdsEditorEvent[] = [
    { type: 'trackingIds.retry' },
    // A good new Amazon tag, a duplicate (other letter case), a Target id of the wrong shape.
    {
      type: 'trackingIds.change',
      retailer: 'amazon',
      value: snapshot.context.drafts.amazon === 'jane-21' ? 'JANE-20' : 'jane-21',
    },
    { type: 'trackingIds.change', retailer: 'target', value: 'x' },
    { type: 'trackingIds.add', retailer: 'amazon' },
    { type: 'trackingIds.add', retailer: 'target' },
    { type: 'trackingIds.remove', retailer: 'walmart', trackingId: 'jane_walmart' },
    { type: 'trackingIds.remove', retailer: 'amazon', trackingId: 'not-mine-20' },
  ];
  if (snapshot.matches('loading'))
    out.push(
      ev(done('getTrackingIdsV2', LISTS)),
      ev(failed('getTrackingIdsV2', serverError('Cannot reach Linkmint.', 599))),
    );
  if (snapshot.matches('adding'))
    out.push(
      ev(done('addTrackingId', withAmazonAdded)),
      ev(failed('addTrackingId', serverError('This tracking ID is already saved.', 409))),
    );
  if (snapshot.matches('removing')) out.push(ev(done('removeTrackingId', [])), ev(failed('removeTrackingId', IN_USE)));
  return out;
}

describe('tracking IDs editor (Account info)', () => {
  it('tracking-ids-editor: every state and transition; only ids that pass the rules are sent, lists follow the answers', async () => {
    const coverage = await exploreModel({
      name: 'tracking-ids-editor',
      machine: trackingIdsEditorMachine,
      events,
      serializeState: (s) => JSON.stringify({ v: s.value, c: s.context }),
      arrange: () => {
        const log = newCallLog();
        const actors = recordingActors(log, ['getTrackingIdsV2', 'addTrackingId', 'removeTrackingId']);
        return { machine: trackingIdsEditorMachine.provide({ actors: actors as never }), effects: log };
      },
      assertStep: ({
        snapshot,
        event,
        effects,
      }: {
        snapshot: Snap;
        event: TrackingIdsEditorEvent;
        effects: CallLog;
      }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'adding', 'removing'].some((s) => snapshot.matches(s as never)),
        );
        // Only a well-formed new Amazon tag is ever added; only a listed id is ever removed.
        for (const call of effects.calls.filter((c) => c.actor === 'addTrackingId'))
          expect(call.input).toEqual({ retailer: 'amazon', trackingId: 'jane-21' });
        for (const call of effects.calls.filter((c) => c.actor === 'removeTrackingId'))
          expect(call.input).toEqual({ retailer: 'walmart', trackingId: 'jane_walmart' });
        if (event.type === 'trackingIds.add' && snapshot.matches('ready')) {
          const retailer = event.retailer;
          expect(context.problems[retailer]).toBe(additionProblem(context.lists, retailer, context.drafts[retailer]));
          expect(context.problems[retailer]).not.toBeNull();
        }
        if (context.problems.amazon && event.type === 'trackingIds.add') {
          expect([TRACKING_ID_MESSAGES.duplicate, TRACKING_ID_MESSAGES.empty, TRACKING_ID_MESSAGES.amazon]).toContain(
            context.problems.amazon,
          );
        }
        if ((event.type as string) === 'xstate.done.actor.addTrackingId') {
          expect(context.lists.amazon).toEqual(withAmazonAdded);
          expect(context.drafts.amazon).toBe('');
        }
        if ((event.type as string) === 'xstate.done.actor.removeTrackingId') expect(context.lists.walmart).toEqual([]);
        if ((event.type as string) === 'xstate.error.actor.removeTrackingId')
          expect(context.problems.walmart).toBe(IN_USE.message);
        if (!snapshot.matches('adding') && !snapshot.matches('removing')) expect(context.pending).toBeNull();
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('refuses what the server would: the shape, SKIP, a duplicate in any letter case, a full list', () => {
    expect(additionProblem(LISTS, 'amazon', ' jane-21 ')).toBeNull();
    expect(additionProblem(LISTS, 'amazon', 'JANE-20')).toBe(TRACKING_ID_MESSAGES.duplicate);
    expect(additionProblem(LISTS, 'amazon', 'jane')).toBe(TRACKING_ID_MESSAGES.amazon);
    expect(additionProblem(LISTS, 'target', 'skip')).toBe(TRACKING_ID_MESSAGES.reserved);
    const full = { ...LISTS, target: Array.from({ length: 100 }, (_, i) => ({ trackingId: `t${i}x`, createdAt: at })) };
    expect(additionProblem(full, 'target', 'another')).toBe(TRACKING_ID_MESSAGES.full('target'));
  });
});
