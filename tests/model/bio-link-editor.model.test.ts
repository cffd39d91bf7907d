import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EDITOR_LOAD_FAILED,
  EDITOR_SAVED_TEXT,
  bioLinkEditorMachine,
  draftOf,
  type BioLinkEditorEvent,
  type BioLinkEditorSnapshot,
  type EditorCheck,
} from '../../src/machines/bio-link-editor.machine';
import type { BioLinkDetail } from '../../src/machines/bio-link-calls';
import { BIO_LINK_NEW_PATH, BIO_LINK_PATH, BIO_LINK_TEXTS, draftProblems, newButtonProblem, webAddressProblem, type BioLinkDraft } from '../../src/domain/bio-link';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { bioDetail, button } from '../support/bio-link-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkEditorEvent;
const PAGE = bioDetail();
/** The same page changed elsewhere: a button added in another window. */
const CHANGED = bioDetail({ buttons: [...PAGE.buttons, button('b3', 'Podcast')] });
const SAME_CHECK: EditorCheck = { latest: PAGE, problems: [] };
const CHANGED_CHECK: EditorCheck = { latest: CHANGED, problems: [] };
const REFUSED_CHECK: EditorCheck = { latest: PAGE, problems: [{ field: '/buttons/0/url', message: 'Button "Shop": the address must start with http:// or https://.' }] };

function eventsFor(snapshot: BioLinkEditorSnapshot): BioLinkEditorEvent[] {
  const first = snapshot.context.draft.buttons[0]?.key ?? 'b1';
  const events: BioLinkEditorEvent[] = [
    { type: 'editor.profile.change', field: 'displayName', value: 'Jane D.' },
    { type: 'editor.profile.change', field: 'bio', value: 'x'.repeat(161) },
    { type: 'editor.button.draft', field: 'title', value: 'Podcast' },
    { type: 'editor.button.draft', field: 'url', value: 'javascript:alert(1)' },
    { type: 'editor.button.draft', field: 'url', value: 'https://podcast.example.com' },
    { type: 'editor.button.add' },
    { type: 'editor.button.remove', key: first },
    { type: 'editor.button.remove', key: 'nowhere' },
    { type: 'editor.button.move', key: first, to: 5 },
    { type: 'editor.social.draft', platform: 'tiktok', url: 'https://www.tiktok.com/@jane' },
    { type: 'editor.social.add' },
    { type: 'editor.social.remove', platform: 'instagram' },
    { type: 'editor.save' },
    { type: 'editor.done' },
    { type: 'bioPage.retry' },
    { type: 'bioPage.create' },
    { type: 'conflict.keepMine' },
    { type: 'conflict.takeTheirs' },
    { type: 'conflict.cancel' },
  ];
  if (snapshot.matches('loading')) events.push(ev(done('getBioLinkDetail', PAGE)), ev(done('getBioLinkDetail', null)), ev(failed('getBioLinkDetail', new Error('offline'))));
  if (snapshot.matches('checking')) {
    events.push(ev(done('checkSave', SAME_CHECK)), ev(done('checkSave', CHANGED_CHECK)), ev(done('checkSave', REFUSED_CHECK)), ev(failed('checkSave', new Error('offline'))));
  }
  if (snapshot.matches('saving')) events.push(ev(done('save', PAGE)), ev(failed('save', serverError('Button "Shop" could not be saved.'))));
  return events;
}

type Effects = CallLog;

describe('Bio page editor (home/biolink_edit)', () => {
  it('bio-link-editor: every state and transition; only checked, valid drafts are saved; a page changed elsewhere asks first', async () => {
    const coverage = await exploreModel<typeof bioLinkEditorMachine, Effects>({
      name: 'bio-link-editor',
      machine: bioLinkEditorMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          b: Math.min(s.context.draft.buttons.length, 2),
          s: Math.min(s.context.draft.social.length, 2),
          bio: s.context.draft.profile.bio.length > 160,
          nb: newButtonProblem(s.context.draft.buttons, s.context.newButton.title, s.context.newButton.url) === null,
          base: s.context.base?.buttons.length ?? null,
        }),
      arrange: () => {
        const log = newCallLog();
        return { machine: bioLinkEditorMachine.provide({ actors: recordingActors(log, ['getBioLinkDetail', 'checkSave', 'save']) as never }), effects: log };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(['loading', 'checking', 'saving'].some((s) => snapshot.matches(s as never)));
        expect(snapshot.hasTag('conflict')).toBe(snapshot.matches('conflict'));
        // No button or social account in a draft leads anywhere but the web.
        for (const b of context.draft.buttons) expect(webAddressProblem(b.url)).toBeNull();
        for (const s of context.draft.social) expect(webAddressProblem(s.url)).toBeNull();
        // Nothing is saved unless a check answered without problems first.
        const saves = effects.calls.filter((c) => c.actor === 'save');
        const checksPassed = path.filter((e) => (e.type as string) === 'xstate.done.actor.checkSave' && (e as unknown as { output: EditorCheck }).output.problems.length === 0).length;
        expect(saves.length).toBeLessThanOrEqual(checksPassed);
        for (const call of saves) expect(Object.keys(draftProblems((call.input as { draft: BioLinkDraft }).draft))).toEqual([]);
        if (snapshot.matches('saving')) expect(saves.at(-1)?.input).toEqual({ draft: context.draft, latest: context.latest });
        if (snapshot.matches('checking')) expect(effects.calls.at(-1)).toEqual({ actor: 'checkSave', input: { draft: context.draft } });
        if (event.type === 'editor.save' && snapshot.matches('editing')) expect(context.problems).toEqual(draftProblems(context.draft));
        if (event.type === 'editor.button.add' && context.newButton.url === 'javascript:alert(1)') expect(context.newButtonProblem?.message).toBe(BIO_LINK_TEXTS.urlNotWeb);
        if (event.type === 'editor.social.add' && context.newSocial.platform === 'instagram' && context.draft.social.some((s) => s.platform === 'instagram')) {
          expect(context.newSocialProblem).toBe(BIO_LINK_TEXTS.socialTaken);
        }
        if ((event.type as string) === 'xstate.done.actor.checkSave' && snapshot.matches('conflict')) {
          const { latest } = (event as unknown as { output: EditorCheck }).output;
          expect(context.latest).toEqual(latest);
          expect(latest.buttons.length).not.toBe(context.base?.buttons.length);
        }
        if ((event.type as string) === 'xstate.done.actor.checkSave' && snapshot.matches('editing')) expect(context.problems).toEqual({ buttons: REFUSED_CHECK.problems[0]?.message });
        if (event.type === 'conflict.takeTheirs' && context.base) expect({ draft: context.draft, dirty: context.dirty, latest: context.latest }).toEqual({ draft: draftOf(context.base), dirty: false, latest: null });
        if ((event.type as string) === 'xstate.done.actor.save') {
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: EDITOR_SAVED_TEXT });
          expect({ draft: context.draft, dirty: context.dirty }).toEqual({ draft: draftOf(PAGE), dirty: false });
        }
        if ((event.type as string) === 'xstate.error.actor.save') expect(context.failure).toBe('Button "Shop" could not be saved.');
        if (snapshot.matches('failed')) expect(context.failure).toBe(EDITOR_LOAD_FAILED);
        if (event.type === 'editor.done' && snapshot.matches('editing')) expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_PATH });
        if (event.type === 'bioPage.create' && snapshot.matches('noPage')) expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_NEW_PATH });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('reorders, adds and removes in the draft only, and hands the whole draft to save', async () => {
    const saved: Array<{ draft: BioLinkDraft; latest: BioLinkDetail | null }> = [];
    const machine = bioLinkEditorMachine.provide({
      actors: {
        getBioLinkDetail: fromPromise<BioLinkDetail | null>(async () => PAGE),
        checkSave: fromPromise(async () => SAME_CHECK),
        save: fromPromise<BioLinkDetail, { draft: BioLinkDraft; latest: BioLinkDetail | null }>(async ({ input }) => (saved.push(input), PAGE)),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.button.draft', field: 'title', value: 'Podcast' });
    actor.send({ type: 'editor.button.draft', field: 'url', value: ' https://podcast.example.com ' });
    actor.send({ type: 'editor.button.add' });
    actor.send({ type: 'editor.button.move', key: 'new-1', to: 0 });
    actor.send({ type: 'editor.button.remove', key: 'b2' });
    expect(actor.getSnapshot().context.draft.buttons.map((b) => b.title)).toEqual(['Podcast', 'Shop']);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches('editing') && !s.context.dirty);
    expect(saved[0]?.draft.buttons.map((b) => [b.id, b.title, b.url])).toEqual([
      [undefined, 'Podcast', 'https://podcast.example.com'],
      ['b1', 'Shop', 'https://shop.example.com/b1'],
    ]);
    expect(saved[0]?.latest).toEqual(PAGE);
    actor.stop();
  });
});
