/**
 * home/customize: the look of the bio page. Colours are typed in any form a creator knows (#0f0, rgb(), hsl(),
 * a name) and shown as the six-digit hex they will be stored as (spec §5, src/domain/colour.ts, the rule the
 * server applies too); button shape, font and the avatar picture. Save runs check_save first (a button label too
 * close to its button colour is refused with a sentence), then save; the avatar uploads as soon as it is chosen.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkSave as checkSaveCall, getBiolinkCustomize, save as saveCall, uploadBioAvatar } from '../api/biolink';
import { BIO_LINK_NEW_PATH, BIO_LINK_PATH, avatarFileProblem, type ButtonShape, type FontFamily } from '../domain/bio-link';
import { normaliseColour } from '../domain/colour';
import { bioPageGateStates, isNoPageError, type BioLinkLook, type CheckProblem, type BioPageEmitted, type BioPageGateEvent } from './bio-link-calls';
import { failureText } from './link-failures';

export const COLOUR_FIELDS = ['backgroundColor', 'buttonColor', 'buttonTextColor'] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number];
export type ColourInputs = Record<ColourField, string>;

/** What the avatar picker hands over: a File in the browser. */
export type AvatarFile = Blob & { name: string };

export interface LookDraft {
  colours: ColourInputs;
  buttonShape: ButtonShape;
  fontFamily: FontFamily;
  removeAvatar: boolean;
}

export interface BioLinkCustomizeContext {
  /** The look as the server holds it (last read, saved or uploaded). */
  look: BioLinkLook | null;
  draft: LookDraft;
  dirty: boolean;
  /** check_save's sentences by field ('backgroundColor', 'buttonTextColor', … or 'look'). */
  problems: Readonly<Record<string, string>>;
  avatarFile: AvatarFile | null;
  avatarProblem: string | null;
  failure: string | null;
}

export type BioLinkCustomizeEvent =
  | { type: 'look.colour.change'; field: ColourField; value: string }
  | { type: 'look.shape.select'; shape: ButtonShape }
  | { type: 'look.font.select'; font: FontFamily }
  | { type: 'look.avatar.choose'; file: AvatarFile }
  | { type: 'look.avatar.remove' }
  | { type: 'look.save' }
  | { type: 'look.done' }
  | BioPageGateEvent;

export type BioLinkCustomizeEmitted = BioPageEmitted;

export const LOOK_LOAD_FAILED = 'The look of your bio link page could not be loaded. Try again.';
export const LOOK_SAVE_FAILED = 'The look was not saved. Try again.';
export const AVATAR_UPLOAD_FAILED = 'The picture could not be uploaded. Try again.';
export const LOOK_SAVED_TEXT = 'Look saved.';
export const AVATAR_SAVED_TEXT = 'Picture updated.';

const EMPTY_LOOK: LookDraft = {
  colours: { backgroundColor: '', buttonColor: '', buttonTextColor: '' },
  buttonShape: 'rounded',
  fontFamily: 'system',
  removeAvatar: false,
};

/** The draft a stored look starts: its hex colours in the fields. */
export function lookDraftOf(look: BioLinkLook): LookDraft {
  return {
    colours: { backgroundColor: look.backgroundColor, buttonColor: look.buttonColor, buttonTextColor: look.buttonTextColor },
    buttonShape: look.buttonShape,
    fontFamily: look.fontFamily,
    removeAvatar: false,
  };
}

/** Each colour as it will be stored: what the preview paints and the field shows under the input. */
export function storedColours(colours: ColourInputs): Record<ColourField, string> {
  return {
    backgroundColor: normaliseColour(colours.backgroundColor),
    buttonColor: normaliseColour(colours.buttonColor),
    buttonTextColor: normaliseColour(colours.buttonTextColor),
  };
}

/** The look as check_save and save take it; name and bio as the page has them now (the editor owns those). */
function lookRequest(draft: LookDraft, current: BioLinkLook) {
  return {
    ...storedColours(draft.colours),
    buttonShape: draft.buttonShape,
    fontFamily: draft.fontFamily,
    ...(current.displayName !== undefined ? { displayName: current.displayName } : {}),
    ...(current.bio !== undefined ? { bio: current.bio } : {}),
    ...(draft.removeAvatar ? { removeAvatar: true } : {}),
  };
}

const lookField = (pointer: string): string => {
  const top = pointer.split('/').filter(Boolean)[0] ?? '';
  return (COLOUR_FIELDS as readonly string[]).includes(top) ? top : 'look';
};

const outputOf = <T>(event: unknown): T => (event as { output: T }).output;

export const bioLinkCustomizeMachine = setup({
  types: {
    context: {} as BioLinkCustomizeContext,
    events: {} as BioLinkCustomizeEvent,
    emitted: {} as BioLinkCustomizeEmitted,
    tags: {} as 'busy' | 'error' | 'no-page' | 'saving' | 'uploading',
  },
  actors: {
    getBiolinkCustomize: fromPromise<BioLinkLook>(({ signal }) => getBiolinkCustomize({}, { signal, ignoreErrors: true })),
    // The look read again (the name and bio may have changed in the editor meanwhile), then check_save on the draft.
    checkSave: fromPromise<{ current: BioLinkLook; problems: readonly CheckProblem[] }, { draft: LookDraft }>(async ({ input, signal }) => {
      const quiet = { signal, ignoreErrors: true };
      const current = await getBiolinkCustomize({}, quiet);
      const { problems } = await checkSaveCall(lookRequest(input.draft, current), quiet);
      return { current, problems };
    }),
    save: fromPromise<BioLinkLook, { draft: LookDraft; current: BioLinkLook }>(({ input, signal }) =>
      saveCall(lookRequest(input.draft, input.current), { signal, ignoreErrors: true }),
    ),
    uploadBioAvatar: fromPromise<BioLinkLook, { file: AvatarFile }>(({ input, signal }) => uploadBioAvatar({ avatar: input.file }, { signal, ignoreErrors: true })),
  },
  guards: {
    isAvatarAcceptable: ({ event }) => {
      assertEvent(event, 'look.avatar.choose');
      return avatarFileProblem(event.file) === null;
    },
    hasAvatar: ({ context }) => context.look?.avatarUrl !== undefined && !context.draft.removeAvatar,
    hasCheckProblems: ({ event }) => outputOf<{ problems: readonly CheckProblem[] }>(event).problems.length > 0,
    isNoPage: ({ event }) => isNoPageError((event as { error?: unknown }).error),
  },
  actions: {
    assignLook: assign(({ event }) => {
      const look = outputOf<BioLinkLook>(event);
      return { look, draft: lookDraftOf(look), dirty: false, problems: {}, failure: null };
    }),
    assignColour: assign(({ context, event }) => {
      assertEvent(event, 'look.colour.change');
      const { [event.field]: _fixed, look: _general, ...problems } = context.problems;
      return { draft: { ...context.draft, colours: { ...context.draft.colours, [event.field]: event.value } }, dirty: true, problems };
    }),
    assignShape: assign(({ context, event }) => {
      assertEvent(event, 'look.shape.select');
      return { draft: { ...context.draft, buttonShape: event.shape }, dirty: true };
    }),
    assignFont: assign(({ context, event }) => {
      assertEvent(event, 'look.font.select');
      return { draft: { ...context.draft, fontFamily: event.font }, dirty: true };
    }),
    assignRemoveAvatar: assign(({ context }) => ({ draft: { ...context.draft, removeAvatar: true }, dirty: true })),
    assignAvatarFile: assign(({ event }) => {
      assertEvent(event, 'look.avatar.choose');
      return { avatarFile: event.file, avatarProblem: null };
    }),
    assignAvatarFileProblem: assign(({ event }) => {
      assertEvent(event, 'look.avatar.choose');
      return { avatarProblem: avatarFileProblem(event.file) };
    }),
    // The uploaded picture is on the page at once; the rest of the draft stays as it is.
    assignUploaded: assign(({ context, event }) => ({
      look: outputOf<BioLinkLook>(event),
      draft: { ...context.draft, removeAvatar: false },
      avatarFile: null,
    })),
    assignAvatarFailure: assign(({ event }) => ({ avatarFile: null, avatarProblem: failureText((event as { error?: unknown }).error, AVATAR_UPLOAD_FAILED) })),
    assignCheckProblems: assign(({ event }) => ({
      problems: Object.fromEntries(outputOf<{ problems: readonly CheckProblem[] }>(event).problems.map((p) => [lookField(p.field), p.message])),
    })),
    assignCurrent: assign(({ event }) => ({ look: outputOf<{ current: BioLinkLook }>(event).current })),
    clearFailure: assign({ failure: null, problems: {} }),
    assignLoadFailure: assign(({ event }) => ({ failure: failureText((event as { error?: unknown }).error, LOOK_LOAD_FAILED) })),
    assignSaveFailure: assign(({ event }) => ({ failure: failureText((event as { error?: unknown }).error, LOOK_SAVE_FAILED) })),
    notifySaved: emit({ type: 'toast.show', text: LOOK_SAVED_TEXT }),
    notifyAvatarSaved: emit({ type: 'toast.show', text: AVATAR_SAVED_TEXT }),
    navigateToTab: emit({ type: 'route.navigate', path: BIO_LINK_PATH }),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
  },
}).createMachine({
  id: 'bioLinkCustomize',
  description: 'Customize: colours in any form shown as the hex they are stored as, button shape, font and avatar; check_save then save.',
  context: { look: null, draft: EMPTY_LOOK, dirty: false, problems: {}, avatarFile: null, avatarProblem: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'get_biolink_customize.',
      tags: ['busy'],
      invoke: {
        id: 'getBiolinkCustomize',
        src: 'getBiolinkCustomize',
        onDone: { target: 'editing', actions: 'assignLook', description: 'The fields show the stored look.' },
        onError: [
          { guard: 'isNoPage', target: 'noPage', description: 'No bio page yet: nothing to customize.' },
          { target: 'failed', actions: 'assignLoadFailure', description: 'Not loaded: say why and offer to retry.' },
        ],
      },
    },
    ...bioPageGateStates('The look could not be read; a retry button shows.'),
    editing: {
      description: 'The fields beside a live preview; each colour shows the hex it will be stored as.',
      on: {
        'look.colour.change': { actions: 'assignColour', description: 'A colour typed in any form (hex, rgb, hsl, a name).' },
        'look.shape.select': { actions: 'assignShape', description: 'Square, rounded or pill buttons.' },
        'look.font.select': { actions: 'assignFont', description: 'System, serif, monospace or rounded type.' },
        'look.avatar.choose': [
          { guard: 'isAvatarAcceptable', target: 'uploading', actions: 'assignAvatarFile', description: 'A JPEG, PNG or WebP of at most 2 MB: upload it.' },
          { actions: 'assignAvatarFileProblem', description: 'Another kind of file, or too large: say so; nothing is sent.' },
        ],
        'look.avatar.remove': { guard: 'hasAvatar', actions: 'assignRemoveAvatar', description: 'Take the picture off (on Save).' },
        'look.save': { target: 'checking', actions: 'clearFailure', description: 'Save: check_save first.' },
        'look.done': { actions: 'navigateToTab', description: 'Back to the tab.' },
      },
    },
    uploading: {
      description: 'upload_bio_avatar with the chosen picture.',
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadBioAvatar',
        src: 'uploadBioAvatar',
        input: ({ context }) => ({ file: context.avatarFile as AvatarFile }),
        onDone: { target: 'editing', actions: ['assignUploaded', 'notifyAvatarSaved'], description: 'The picture is on the page.' },
        onError: { target: 'editing', actions: 'assignAvatarFailure', description: "Refused (not a picture by its bytes, too large) or failed: the sentence shows." },
      },
    },
    checking: {
      description: 'The look read again, and check_save on the draft.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'checkSave',
        src: 'checkSave',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: [
          { guard: 'hasCheckProblems', target: 'editing', actions: 'assignCheckProblems', description: "Refused (e.g. a label colour too close to its button's): the sentence shows by the field." },
          { target: 'saving', actions: 'assignCurrent', description: 'Accepted: save.' },
        ],
        onError: { target: 'editing', actions: 'assignSaveFailure', description: 'The check failed: say why; the draft stays.' },
      },
    },
    saving: {
      description: 'save with the colours as six-digit hex.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ draft: context.draft, current: context.look as BioLinkLook }),
        onDone: { target: 'editing', actions: ['assignLook', 'notifySaved'], description: 'Saved: the fields show the stored hex colours.' },
        onError: { target: 'editing', actions: 'assignSaveFailure', description: 'Not saved: the sentence shows; the draft stays.' },
      },
    },
  },
});

export type BioLinkCustomizeSnapshot = SnapshotFrom<typeof bioLinkCustomizeMachine>;
