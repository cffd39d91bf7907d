import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BOOSTING_TEXTS, draftFieldsOf } from '../../src/domain/boosting-application';
import {
  boostingApplicationMachine,
  selectUnsavedChanges,
  type BoostingApplicationEvent,
  type BoostingApplicationInput,
  type BoostingApplicationSnapshot,
} from '../../src/machines/boosting-application.machine';
import type { BoostingChoices } from '../../src/machines/boosting-calls';
import {
  countOf,
  done,
  failed,
  lastCall,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { BOOSTING_CHOICES, BOOSTING_DRAFT, BOOSTING_TODAY } from '../support/boosting-application-fixtures';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ACTORS = ['checkBoostingWhitelist', 'loadBoostingChoices', 'saveDraft', 'submitBoosting'] as const;
const ev = (e: object) => e as BoostingApplicationEvent;

const SAVED = { ...BOOSTING_DRAFT, id: 'draft-9' };
const SUBMITTED = {
  id: 'app-1',
  status: 'submitted',
  contentIds: ['c1'],
  trackingIds: [],
  budget: { amountCents: 25_050, currency: 'USD' },
  startDate: '2030-01-02',
  endDate: '2030-01-05',
  submittedAt: '2030-01-01T20:00:00Z',
};
const SAVE_REFUSED = 'This draft is not in your shop any more.';
const SUBMIT_REFUSED = 'The tracking ID wal.one is already in another application.';

const EXACT_CENTS: Record<string, number> = { '250.50': 25_050, '123.45': 12_345 };

const STEP_EVENTS: BoostingApplicationEvent[] = [
  { type: 'content.toggle', contentId: 'c1' },
  { type: 'trackingIds.toggle', trackingId: 'jane-20', source: 1 },
  { type: 'trackingIds.toggle', trackingId: 'Active_W', source: 7 },
  { type: 'trackingIds.toggle', trackingId: 'SKIP', source: 7 },
  { type: 'details.change', field: 'budget', value: '250.50' },
  { type: 'details.change', field: 'budget', value: '12.345' },
  { type: 'details.change', field: 'startDate', value: '2030-01-02' },
  { type: 'details.change', field: 'endDate', value: '2030-01-05' },
  { type: 'details.change', field: 'note', value: 'Please run it on weekends too' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'draft.save' },
  { type: 'application.submit' },
  { type: 'application.retry' },
];

/** The outcomes of the call the state waits for: only those the state can receive. */
function outcomes(snapshot: BoostingApplicationSnapshot): BoostingApplicationEvent[] {
  const editingDraft = snapshot.context.draftId !== null;
  if (snapshot.matches('checkingWhitelist')) {
    return [
      ev(done('checkBoostingWhitelist', true)),
      ev(done('checkBoostingWhitelist', false)),
      ev(failed('checkBoostingWhitelist', new Error('offline'))),
    ];
  }
  if (snapshot.matches('loading')) {
    const loaded = (draft: BoostingChoices['draft']) => ev(done('loadBoostingChoices', { ...BOOSTING_CHOICES, draft }));
    return [
      ...(editingDraft ? [loaded(BOOSTING_DRAFT), loaded(null)] : [loaded(null)]),
      ev(failed('loadBoostingChoices', serverError('Your session expired.', 401))),
    ];
  }
  if (snapshot.matches({ editing: { draft: 'saving' } }))
    return [ev(done('saveDraft', SAVED)), ev(failed('saveDraft', serverError(SAVE_REFUSED)))];
  if (snapshot.matches('submitting'))
    return [ev(done('submitBoosting', SUBMITTED)), ev(failed('submitBoosting', serverError(SUBMIT_REFUSED)))];
  return [];
}

/** The graph tells states apart by what decides the way on; the values themselves are checked at each step. */
const serializeState = (s: BoostingApplicationSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.form.contentIds.length > 0,
    s.context.form.trackingIds.length > 0,
    Object.keys(s.context.problems).length === 0,
    s.context.draftId !== null,
    s.context.failure !== null,
  ]);

function explore(input: BoostingApplicationInput) {
  return exploreModel<typeof boostingApplicationMachine, CallLog>({
    name: 'boosting-application',
    machine: boostingApplicationMachine,
    input,
    events: (snapshot) => [...STEP_EVENTS, ...outcomes(snapshot)],
    serializeState: serializeState as never,
    arrange: () => {
      const log = newCallLog();
      return {
        machine: boostingApplicationMachine.provide({ actors: recordingActors(log, ACTORS) as never }),
        effects: log,
      };
    },
    observe: (actor, log) => recordEmitted(actor, log),
    assertStep: ({ snapshot, event, effects, path }) => {
      const { context } = snapshot;
      const type: string = event.type;
      expect(snapshot.hasTag('busy')).toBe(
        (['checkingWhitelist', 'loading', 'submitting'] as const).some((s) => snapshot.matches(s)),
      );
      expect(snapshot.hasTag('saving')).toBe(snapshot.matches({ editing: { draft: 'saving' } }));
      // Never SKIP, never an id active in another application, whatever its case.
      for (const chosen of context.form.trackingIds) {
        expect(chosen.trackingId.toUpperCase()).not.toBe('SKIP');
        expect(chosen.trackingId.toLowerCase()).not.toBe('active_w');
      }
      // Off the whitelist nothing is saved or submitted, and submit is out of reach.
      if (
        path.some(
          (e) =>
            (e.type as string) === 'xstate.done.actor.checkBoostingWhitelist' &&
            (e as { output?: unknown }).output === false,
        )
      ) {
        expect(snapshot.matches('notWhitelisted')).toBe(true);
        expect(snapshot.hasTag('not-whitelisted')).toBe(true);
        expect(snapshot.can({ type: 'application.submit' })).toBe(false);
        expect(effects.calls.filter((c) => c.actor === 'saveDraft' || c.actor === 'submitBoosting')).toEqual([]);
      }
      if (event.type === 'draft.save' && snapshot.matches({ editing: { draft: 'saving' } })) {
        // The draft carries what is filled in, and replaces the one the page edits or saved before.
        const sent = lastCall(effects, 'saveDraft') as Record<string, unknown>;
        const { draftId, ...fields } = sent;
        expect(fields).toEqual(draftFieldsOf(context.form));
        expect(draftId).toBe(context.draftId ?? undefined);
      }
      if (type === 'xstate.done.actor.saveDraft') {
        expect(context.draftId).toBe(SAVED.id);
        expect(context.saved).toEqual(SAVED);
      }
      if (type === 'xstate.error.actor.saveDraft') expect(context.failure).toBe(SAVE_REFUSED);
      if (event.type === 'application.submit' && snapshot.matches('submitting')) {
        const sent = lastCall(effects, 'submitBoosting') as Record<string, unknown>;
        // The dollars typed (or reopened from the draft) travel as exact cents.
        expect(sent.budget).toEqual({ amountCents: EXACT_CENTS[context.form.budget], currency: 'USD' });
        expect(sent.draftId).toBe(context.draftId ?? undefined);
        expect(sent.contentIds).toEqual(context.form.contentIds);
        expect((sent.trackingIds as unknown[]).length).toBeGreaterThan(0);
      }
      if (type === 'xstate.error.actor.submitBoosting') {
        expect(snapshot.matches({ editing: { step: 'reviewing' } })).toBe(true);
        expect(context.failure).toBe(SUBMIT_REFUSED);
      }
      if (type === 'xstate.error.actor.loadBoostingChoices') expect(context.failure).toBe('Your session expired.');
      if (type === 'xstate.error.actor.checkBoostingWhitelist')
        expect(context.failure).toBe(BOOSTING_TEXTS.whitelistFailed);
      // One toast per saved draft and per submission, nothing else.
      expect(effects.emitted.filter((e) => e.text === BOOSTING_TEXTS.draftSaved)).toHaveLength(
        countOf(path, 'xstate.done.actor.saveDraft'),
      );
      expect(effects.emitted.filter((e) => e.text === BOOSTING_TEXTS.submitted)).toHaveLength(
        countOf(path, 'xstate.done.actor.submitBoosting'),
      );
      if (snapshot.matches('submitted')) expect(context.application?.id).toBe('app-1');
      if (snapshot.matches('draftMissing')) expect(snapshot.hasTag('not-found')).toBe(true);
    },
  });
}

describe('boosting draft and submit', () => {
  it('boosting-application: every state and transition, for a new application and a reopened draft', async () => {
    const coverage = mergeCoverage('boosting-application', [
      await explore({ draftId: null, today: BOOSTING_TODAY }),
      await explore({ draftId: BOOSTING_DRAFT.id, today: BOOSTING_TODAY }),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(16);
  }, 120_000);

  it('reopens a draft without the link deleted since and the id another application took, and says so', async () => {
    const actor = createActor(
      boostingApplicationMachine.provide({
        actors: {
          checkBoostingWhitelist: fromPromise(async () => true),
          loadBoostingChoices: fromPromise(async () => ({ ...BOOSTING_CHOICES, draft: BOOSTING_DRAFT })),
        } as never,
      }),
      { input: { draftId: BOOSTING_DRAFT.id, today: BOOSTING_TODAY } },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    const { context } = actor.getSnapshot();
    expect(context.form).toEqual({
      contentIds: ['c2'],
      trackingIds: [{ trackingId: 'jane-20', source: 1 }],
      budget: '123.45',
      startDate: '2030-01-03',
      endDate: '2030-01-10',
      note: 'Launch week',
    });
    expect(context.notice).toBe(
      'This draft held 1 link (deleted since) and 1 tracking ID (now in another application, or removed from your settings) that can no longer be chosen; they were left out.',
    );
    expect(
      context.trackingLists.map((l) => [
        l.selection,
        l.options.map((o) => `${o.name}${o.disabled ? ' (disabled)' : ''}`),
      ]),
    ).toEqual([
      [1034, ['jane-20']],
      [109, ['wal.one', 'Active_W (disabled)']],
    ]);
    // The dropped choices are a change the saved draft does not have yet.
    expect(selectUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('a new application: the first save creates the draft, the next replaces it, and the submission carries it', async () => {
    const saves: Array<Record<string, unknown>> = [];
    const submissions: Array<Record<string, unknown>> = [];
    const actor = createActor(
      boostingApplicationMachine.provide({
        actors: {
          checkBoostingWhitelist: fromPromise(async () => true),
          loadBoostingChoices: fromPromise(async () => BOOSTING_CHOICES),
          saveDraft: fromPromise(async ({ input }: { input: Record<string, unknown> }) => {
            saves.push(input);
            const { draftId: _draftId, ...fields } = input;
            return { ...fields, id: 'draft-new', updatedAt: '2030-01-01T10:00:00Z' } as never;
          }),
          submitBoosting: fromPromise(
            async ({ input }: { input: Record<string, unknown> }) => (submissions.push(input), SUBMITTED),
          ),
        } as never,
      }),
      { input: { today: BOOSTING_TODAY } },
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    actor.send({ type: 'content.toggle', contentId: 'c1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'trackingIds.toggle', trackingId: 'JANE-20', source: 1 });
    actor.send({ type: 'trackingIds.toggle', trackingId: 'wal.one', source: 7 });
    actor.send({ type: 'draft.save' });
    await settle();
    expect(actor.getSnapshot().matches({ editing: { step: 'choosingTrackingIds', draft: 'idle' } })).toBe(true);
    expect(selectUnsavedChanges(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'details.change', field: 'budget', value: '$1,250.10' });
    expect(selectUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'details.change', field: 'startDate', value: '2030-01-02' });
    actor.send({ type: 'details.change', field: 'endDate', value: '2030-01-31' });
    actor.send({ type: 'draft.save' });
    await settle();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'application.submit' });
    await settle();
    expect(saves.map((s) => s.draftId)).toEqual([undefined, 'draft-new']);
    // The list's own spelling of the id, whatever case the creator's click carried.
    expect(saves[0]).toEqual({
      contentIds: ['c1'],
      trackingIds: [
        { trackingId: 'jane-20', source: 1 },
        { trackingId: 'wal.one', source: 7 },
      ],
    });
    expect(submissions).toEqual([
      {
        draftId: 'draft-new',
        contentIds: ['c1'],
        trackingIds: [
          { trackingId: 'jane-20', source: 1 },
          { trackingId: 'wal.one', source: 7 },
        ],
        budget: { amountCents: 125_010, currency: 'USD' },
        startDate: '2030-01-02',
        endDate: '2030-01-31',
      },
    ]);
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
    actor.stop();
  });
});
