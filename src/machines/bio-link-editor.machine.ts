/**
 * home/biolink_edit: the bio page's editor. The creator changes a draft (the name and bio at the top, the buttons
 * and their order, the social accounts) that nothing sends until Save. Save checks first: the draft's own rules,
 * then the server's (check_create_button_batch_v3 for new buttons, check_save for the name and bio) against the
 * page read again at that moment. When that read differs from the page the draft started from, the page was
 * changed elsewhere (another window, another device): the creator sees it and chooses to keep their draft or to
 * take the page as it now is. Saving then makes the server's page equal to the draft.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  addSocialAccountBatchV2,
  checkCreateButtonBatchV3,
  checkSave as checkSaveCall,
  createButtonBatchV3,
  deleteButton,
  save as saveLook,
  updateButtonBatchSort,
} from '../api/biolink';
import {
  BIO_LINK_NEW_PATH,
  BIO_LINK_PATH,
  SOCIAL_PLATFORMS,
  draftProblems,
  moveItem,
  newButtonProblem,
  newSocialProblem,
  pageFingerprint,
  savePlan,
  type BioLinkDraft,
  type ButtonDraft,
  type SocialPlatform,
} from '../domain/bio-link';
import { bioPageGateStates, editablePage, readBioLinkDetail, type BioLinkDetail, type BioPageEmitted, type BioPageGateEvent } from './bio-link-calls';
import { failureText } from './link-failures';

export interface CheckProblem {
  field: string;
  message: string;
}

export interface EditorCheck {
  /** The page as the server holds it now. */
  latest: BioLinkDetail;
  problems: readonly CheckProblem[];
}

export interface BioLinkEditorContext {
  /** The page the draft started from (or last saved), as read; null until loaded. */
  base: BioLinkDetail | null;
  draft: BioLinkDraft;
  /** True once the draft differs from what was loaded or saved. */
  dirty: boolean;
  newButton: { title: string; url: string };
  newButtonProblem: { field: 'title' | 'url'; message: string } | null;
  newSocial: { platform: SocialPlatform; url: string };
  newSocialProblem: string | null;
  /** Why the draft cannot be saved, by field: 'displayName', 'bio', 'buttons', 'social' or 'look'. */
  problems: Readonly<Record<string, string>>;
  /** The page read at save time when it differs from `base`. */
  latest: BioLinkDetail | null;
  failure: string | null;
  /** Names the next new button of the draft. */
  nextKey: number;
}

export type ProfileField = 'displayName' | 'bio';

export type BioLinkEditorEvent =
  | { type: 'editor.profile.change'; field: ProfileField; value: string }
  | { type: 'editor.button.draft'; field: 'title' | 'url'; value: string }
  | { type: 'editor.button.add' }
  | { type: 'editor.button.remove'; key: string }
  | { type: 'editor.button.move'; key: string; to: number }
  | { type: 'editor.social.draft'; platform: SocialPlatform; url: string }
  | { type: 'editor.social.add' }
  | { type: 'editor.social.remove'; platform: SocialPlatform }
  | { type: 'editor.save' }
  | { type: 'editor.done' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  | { type: 'conflict.cancel' }
  | BioPageGateEvent;

export type BioLinkEditorEmitted = BioPageEmitted;

export const EDITOR_LOAD_FAILED = 'Your bio link page could not be loaded for editing. Try again.';
export const EDITOR_SAVE_FAILED = 'Your changes were not saved. Try again.';
export const EDITOR_SAVED_TEXT = 'Bio link page saved.';

const EMPTY_DRAFT: BioLinkDraft = { profile: { displayName: '', bio: '' }, buttons: [], social: [] };
const FIRST_PLATFORM: SocialPlatform = SOCIAL_PLATFORMS[0];

/** The draft a read page starts: its buttons keep their ids (and clicks), keyed by id. */
export function draftOf(detail: BioLinkDetail): BioLinkDraft {
  const page = editablePage(detail);
  return {
    profile: page.profile,
    buttons: detail.buttons.map((b) => ({ key: b.id, id: b.id, title: b.title, url: b.url, clicks: b.clicks })),
    social: page.social,
  };
}

/** A check problem's field ('/buttons/1/url' -> 'buttons'); anything about colours or shape is the look's. */
export function problemField(pointer: string): string {
  const top = pointer.split('/').filter(Boolean)[0] ?? '';
  return ['displayName', 'bio', 'buttons', 'social', 'accounts'].includes(top) ? (top === 'accounts' ? 'social' : top) : 'look';
}

const outputOf = <T>(event: unknown): T => (event as { output: T }).output;

/** The look as save takes it: the page's colours, shape and font as they are now, with the draft's name and bio. */
function lookRequest(latest: BioLinkDetail, draft: BioLinkDraft) {
  const { backgroundColor, buttonColor, buttonTextColor, buttonShape, fontFamily } = latest.customize;
  return { backgroundColor, buttonColor, buttonTextColor, buttonShape, fontFamily, displayName: draft.profile.displayName.trim(), bio: draft.profile.bio.trim() };
}

const sameSocial = (a: BioLinkDraft['social'], b: BioLinkDraft['social']) => JSON.stringify(a) === JSON.stringify(b);

export const bioLinkEditorMachine = setup({
  types: {
    context: {} as BioLinkEditorContext,
    events: {} as BioLinkEditorEvent,
    emitted: {} as BioLinkEditorEmitted,
    tags: {} as 'busy' | 'error' | 'no-page' | 'conflict' | 'saving',
  },
  actors: {
    getBioLinkDetail: fromPromise<BioLinkDetail | null>(({ signal }) => readBioLinkDetail(signal)),
    // The page read again, and the server's rules run on what Save would send, without storing anything.
    checkSave: fromPromise<EditorCheck, { draft: BioLinkDraft }>(async ({ input, signal }) => {
      const latest = await readBioLinkDetail(signal);
      if (!latest) throw new Error(EDITOR_SAVE_FAILED);
      const quiet = { signal, ignoreErrors: true };
      const plan = savePlan(latest.buttons.map((b) => b.id), input.draft.buttons);
      const [buttons, look] = await Promise.all([
        plan.create.length > 0 ? checkCreateButtonBatchV3({ bioLinkId: latest.bioLink.id, buttons: plan.create }, quiet) : { problems: [] },
        checkSaveCall(lookRequest(latest, input.draft), quiet),
      ]);
      return { latest, problems: [...buttons.problems, ...look.problems] };
    }),
    // Deletes first (a label freed by a removed button can be taken again), then the new buttons, the order,
    // the social accounts and the name and bio; the page is read back so the editor starts again from it.
    save: fromPromise<BioLinkDetail, { draft: BioLinkDraft; latest: BioLinkDetail | null }>(async ({ input, signal }) => {
      const { draft, latest } = input;
      if (!latest) throw new Error(EDITOR_SAVE_FAILED);
      const quiet = { signal, ignoreErrors: true };
      const plan = savePlan(latest.buttons.map((b) => b.id), draft.buttons);
      for (const id of plan.deleteIds) await deleteButton({ id }, quiet);
      let createdIds: string[] = [];
      if (plan.create.length > 0) {
        const before = new Set(latest.buttons.map((b) => b.id));
        const { list } = await createButtonBatchV3({ bioLinkId: latest.bioLink.id, buttons: plan.create }, quiet);
        createdIds = list.filter((b) => !before.has(b.id)).map((b) => b.id);
      }
      const ids = plan.order.map((slot) => ('id' in slot ? slot.id : (createdIds[slot.created] ?? '')));
      if (ids.length > 0) await updateButtonBatchSort({ ids }, quiet);
      if (!sameSocial(draft.social, editablePage(latest).social)) await addSocialAccountBatchV2({ accounts: [...draft.social] }, quiet);
      if (JSON.stringify(draft.profile) !== JSON.stringify(editablePage(latest).profile)) await saveLook(lookRequest(latest, draft), quiet);
      const saved = await readBioLinkDetail(signal);
      if (!saved) throw new Error(EDITOR_SAVE_FAILED);
      return saved;
    }),
  },
  guards: {
    hasPage: ({ event }) => outputOf<BioLinkDetail | null>(event) !== null,
    hasDraftProblems: ({ context }) => Object.keys(draftProblems(context.draft)).length > 0,
    isNewButtonValid: ({ context }) => newButtonProblem(context.draft.buttons, context.newButton.title, context.newButton.url) === null,
    isNewSocialValid: ({ context }) => newSocialProblem(context.draft.social, context.newSocial.platform, context.newSocial.url) === null,
    isDraftButton: ({ context, event }) => {
      assertEvent(event, ['editor.button.remove', 'editor.button.move']);
      return context.draft.buttons.some((b) => b.key === event.key);
    },
    isListedSocial: ({ context, event }) => {
      assertEvent(event, 'editor.social.remove');
      return context.draft.social.some((s) => s.platform === event.platform);
    },
    hasCheckProblems: ({ event }) => outputOf<EditorCheck>(event).problems.length > 0,
    isChangedElsewhere: ({ context, event }) => {
      const { latest } = outputOf<EditorCheck>(event);
      return context.base === null || pageFingerprint(editablePage(latest)) !== pageFingerprint(editablePage(context.base));
    },
  },
  actions: {
    assignLoaded: assign(({ event }) => {
      const detail = outputOf<BioLinkDetail | null>(event);
      return { base: detail, draft: detail ? draftOf(detail) : EMPTY_DRAFT, dirty: false, problems: {}, latest: null, failure: null };
    }),
    assignTheirs: assign(({ context }) => {
      const latest = context.latest;
      return latest ? { base: latest, draft: draftOf(latest), dirty: false, problems: {}, latest: null } : {};
    }),
    assignProfile: assign(({ context, event }) => {
      assertEvent(event, 'editor.profile.change');
      const { [event.field]: _fixed, ...problems } = context.problems;
      return { draft: { ...context.draft, profile: { ...context.draft.profile, [event.field]: event.value } }, dirty: true, problems };
    }),
    assignNewButton: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.draft');
      return { newButton: { ...context.newButton, [event.field]: event.value }, newButtonProblem: null };
    }),
    assignNewButtonProblem: assign(({ context }) => ({ newButtonProblem: newButtonProblem(context.draft.buttons, context.newButton.title, context.newButton.url) })),
    addButton: assign(({ context }) => {
      const button: ButtonDraft = { key: `new-${context.nextKey}`, title: context.newButton.title.trim(), url: context.newButton.url.trim(), clicks: 0 };
      const { buttons: _fixed, ...problems } = context.problems;
      return {
        draft: { ...context.draft, buttons: [...context.draft.buttons, button] },
        newButton: { title: '', url: '' },
        newButtonProblem: null,
        nextKey: context.nextKey + 1,
        dirty: true,
        problems,
      };
    }),
    removeButton: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.remove');
      const { buttons: _fixed, ...problems } = context.problems;
      return { draft: { ...context.draft, buttons: context.draft.buttons.filter((b) => b.key !== event.key) }, dirty: true, problems };
    }),
    moveButton: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.move');
      const from = context.draft.buttons.findIndex((b) => b.key === event.key);
      return { draft: { ...context.draft, buttons: moveItem(context.draft.buttons, from, event.to) }, dirty: true };
    }),
    assignNewSocial: assign(({ event }) => {
      assertEvent(event, 'editor.social.draft');
      return { newSocial: { platform: event.platform, url: event.url }, newSocialProblem: null };
    }),
    assignNewSocialProblem: assign(({ context }) => ({ newSocialProblem: newSocialProblem(context.draft.social, context.newSocial.platform, context.newSocial.url) })),
    addSocial: assign(({ context }) => {
      const { social: _fixed, ...problems } = context.problems;
      return {
        draft: { ...context.draft, social: [...context.draft.social, { platform: context.newSocial.platform, url: context.newSocial.url.trim() }] },
        newSocial: { platform: FIRST_PLATFORM, url: '' },
        newSocialProblem: null,
        dirty: true,
        problems,
      };
    }),
    removeSocial: assign(({ context, event }) => {
      assertEvent(event, 'editor.social.remove');
      return { draft: { ...context.draft, social: context.draft.social.filter((s) => s.platform !== event.platform) }, dirty: true };
    }),
    assignDraftProblems: assign(({ context }) => ({ problems: draftProblems(context.draft) })),
    assignCheckProblems: assign(({ event }) => ({
      problems: Object.fromEntries(outputOf<EditorCheck>(event).problems.map((p) => [problemField(p.field), p.message])),
    })),
    assignLatest: assign(({ event }) => ({ latest: outputOf<EditorCheck>(event).latest })),
    clearFailure: assign({ failure: null, problems: {} }),
    assignLoadFailure: assign(({ event }) => ({ failure: failureText((event as { error?: unknown }).error, EDITOR_LOAD_FAILED) })),
    assignSaveFailure: assign(({ event }) => ({ failure: failureText((event as { error?: unknown }).error, EDITOR_SAVE_FAILED), latest: null })),
    notifySaved: emit({ type: 'toast.show', text: EDITOR_SAVED_TEXT }),
    navigateToTab: emit({ type: 'route.navigate', path: BIO_LINK_PATH }),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
  },
}).createMachine({
  id: 'bioLinkEditor',
  description: 'The bio page editor: a draft of name, bio, buttons (and their order) and social accounts, checked and saved together; a page changed elsewhere meanwhile is shown and the creator chooses.',
  context: {
    base: null,
    draft: EMPTY_DRAFT,
    dirty: false,
    newButton: { title: '', url: '' },
    newButtonProblem: null,
    newSocial: { platform: FIRST_PLATFORM, url: '' },
    newSocialProblem: null,
    problems: {},
    latest: null,
    failure: null,
    nextKey: 1,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the page to edit (get_bio_link_list, get_bio_link_detail).',
      tags: ['busy'],
      invoke: {
        id: 'getBioLinkDetail',
        src: 'getBioLinkDetail',
        onDone: [
          { guard: 'hasPage', target: 'editing', actions: 'assignLoaded', description: 'The draft starts as the page is.' },
          { target: 'noPage', description: 'No bio page yet: nothing to edit.' },
        ],
        onError: { target: 'failed', actions: 'assignLoadFailure', description: 'Not loaded: say why and offer to retry.' },
      },
    },
    ...bioPageGateStates('The page could not be read; a retry button shows.'),
    editing: {
      description: 'The draft beside a live preview; nothing is sent until Save.',
      on: {
        'editor.profile.change': { actions: 'assignProfile', description: 'The name or bio at the top of the page changes.' },
        'editor.button.draft': { actions: 'assignNewButton', description: 'The new button form: its label or address.' },
        'editor.button.add': [
          { guard: 'isNewButtonValid', actions: 'addButton', description: 'Add: the button joins the end of the draft.' },
          { actions: 'assignNewButtonProblem', description: 'A missing label, a label already used, or an address that is not http(s): the form says which.' },
        ],
        'editor.button.remove': { guard: 'isDraftButton', actions: 'removeButton', description: 'Remove a button from the draft.' },
        'editor.button.move': { guard: 'isDraftButton', actions: 'moveButton', description: 'Move a button up or down (reorder).' },
        'editor.social.draft': { actions: 'assignNewSocial', description: 'The new social account form: network and address.' },
        'editor.social.add': [
          { guard: 'isNewSocialValid', actions: 'addSocial', description: 'Add the social account to the draft.' },
          { actions: 'assignNewSocialProblem', description: 'A network already listed, too many, or an address that is not http(s): say which.' },
        ],
        'editor.social.remove': { guard: 'isListedSocial', actions: 'removeSocial', description: 'Remove a social account from the draft.' },
        'editor.save': [
          { guard: 'hasDraftProblems', actions: 'assignDraftProblems', description: "The draft breaks a rule (length, count): the fields say which; nothing is sent." },
          { target: 'checking', actions: 'clearFailure', description: 'Save: check first.' },
        ],
        'editor.done': { actions: 'navigateToTab', description: 'Back to the tab.' },
      },
    },
    checking: {
      description: 'The page read again, and check_create_button_batch_v3 and check_save run on what Save would send.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'checkSave',
        src: 'checkSave',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: [
          { guard: 'hasCheckProblems', target: 'editing', actions: 'assignCheckProblems', description: "The server's rules refuse part of the draft: its sentences show by the fields." },
          { guard: 'isChangedElsewhere', target: 'conflict', actions: 'assignLatest', description: 'The page changed elsewhere since the draft started: show it and let the creator choose.' },
          { target: 'saving', actions: 'assignLatest', description: 'Nothing in the way: save.' },
        ],
        onError: { target: 'editing', actions: 'assignSaveFailure', description: 'The check failed: say why; the draft stays.' },
      },
    },
    conflict: {
      description: 'The page was changed elsewhere: the page as it is now is shown beside the draft, with the choice.',
      tags: ['conflict'],
      on: {
        'conflict.keepMine': { target: 'saving', description: 'Keep my changes: the page becomes the draft (what was changed elsewhere is replaced).' },
        'conflict.takeTheirs': { target: 'editing', actions: 'assignTheirs', description: 'Use the page as it is now: the draft starts again from it (my changes are dropped).' },
        'conflict.cancel': { target: 'editing', description: 'Decide later: back to the draft, nothing saved.' },
      },
    },
    saving: {
      description: 'delete_button, create_button_batch_v3, update_button_batch_sort, add_social_account_batch_v2 and save, then the page read back.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ draft: context.draft, latest: context.latest }),
        onDone: { target: 'editing', actions: ['assignLoaded', 'notifySaved'], description: 'Saved: say so; the draft starts again from the saved page.' },
        onError: { target: 'editing', actions: 'assignSaveFailure', description: "Not saved: the server's sentence shows; the draft stays for another try." },
      },
    },
  },
});

export type BioLinkEditorSnapshot = SnapshotFrom<typeof bioLinkEditorMachine>;
