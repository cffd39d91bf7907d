import { describe, expect, it } from 'vitest';
import { boostingDraftPath } from '../../src/domain/boosting-routes';
import {
  boostingDraftsMachine,
  DRAFT_DELETED_TEXT,
  DRAFTS_LOAD_FAILED,
  type BoostingDraftsEvent,
  type BoostingDraftsSnapshot,
} from '../../src/machines/boosting-drafts.machine';
import { BOOSTING_DRAFT } from '../support/boosting-application-fixtures';
import {
  done,
  failed,
  lastCall,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const OLDER = { ...BOOSTING_DRAFT, id: 'draft-old', updatedAt: '2029-11-01T08:00:00Z' };
const NEWER = { ...BOOSTING_DRAFT, id: 'draft-new', updatedAt: '2029-12-31T23:00:00Z' };
const ev = (e: object) => e as BoostingDraftsEvent;
// The server's order is not trusted: the page sorts by the time of the last save.
const loaded = ev(done('loadDrafts', [OLDER, NEWER]));

function eventsFor(snapshot: BoostingDraftsSnapshot): BoostingDraftsEvent[] {
  const events: BoostingDraftsEvent[] = [
    { type: 'drafts.retry' },
    { type: 'drafts.open', id: 'draft-new' },
    { type: 'drafts.open', id: 'unknown' },
    { type: 'draft.delete.request', id: 'draft-old' },
    { type: 'draft.delete.request', id: 'unknown' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, ev(failed('loadDrafts', new Error('offline'))));
  if (snapshot.matches('deleting'))
    events.push(
      ev(done('delDraft', { id: 'draft-old', deletedAt: '2030-01-01T00:00:00Z' })),
      ev(failed('delDraft', serverError('No such draft.', 404))),
    );
  return events;
}

describe('boosting drafts (boosting/draftList)', () => {
  it('boosting-drafts: every state and transition; newest first, open leads to the edit page, delete asks first', async () => {
    const coverage = await exploreModel<typeof boostingDraftsMachine, CallLog>({
      name: 'boosting-drafts',
      machine: boostingDraftsMachine,
      events: eventsFor,
      serializeState: ((s: BoostingDraftsSnapshot) =>
        JSON.stringify([
          s.value,
          s.context.drafts.map((d) => d.id),
          s.context.pendingDelete,
          s.context.failure,
        ])) as never,
      arrange: () => {
        const log = newCallLog();
        return {
          machine: boostingDraftsMachine.provide({ actors: recordingActors(log, ['loadDrafts', 'delDraft']) as never }),
          effects: log,
        };
      },
      observe: (actor, log) => recordEmitted(actor, log),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        const type: string = event.type;
        if (event === loaded) expect(context.drafts.map((d) => d.id)).toEqual(['draft-new', 'draft-old']);
        if (type === 'xstate.error.actor.loadDrafts') expect(context.failure).toBe(DRAFTS_LOAD_FAILED);
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        if (snapshot.matches('deleting')) expect(lastCall(effects, 'delDraft')).toEqual({ id: 'draft-old' });
        if (type === 'xstate.done.actor.delDraft') {
          expect(context.drafts.map((d) => d.id)).toEqual(['draft-new']);
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: DRAFT_DELETED_TEXT, durationMs: 3000 });
        }
        if (type === 'xstate.error.actor.delDraft' || type === 'delete.cancel')
          expect(context.drafts.map((d) => d.id)).toEqual(['draft-new', 'draft-old']);
        // Only a listed draft opens, and only the edit page of that draft.
        const navigations = effects.emitted.filter((e) => e.type === 'route.navigate');
        for (const n of navigations) expect(n.path).toBe(boostingDraftPath('draft-new'));
        expect(
          effects.calls
            .filter((c) => c.actor === 'delDraft')
            .every((c) => (c.input as { id: string }).id === 'draft-old'),
        ).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('opens a draft at its edit address', () => {
    expect(boostingDraftPath('draft 1/2')).toBe('/pages/boosting/edit?id=draft%201%2F2');
  });
});
