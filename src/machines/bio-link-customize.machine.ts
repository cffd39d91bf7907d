/**
 * home/customize: the look of the bio page. A theme preset sets the page's design and its starting colours,
 * shape and font (src/domain/bio-themes.ts). Colours are typed in any form a creator knows (#0f0, rgb(), hsl(),
 * a name) and shown as the six-digit hex they will be stored as (spec §5, src/domain/colour.ts, the rule the
 * server applies too); button shape, font and the avatar picture, previewed on the creator's own page (its name
 * and buttons). Save runs check_save first (a button label too close to its button colour is refused with a
 * sentence), then save with only the look's fields (the name and bio belong to Edit page) and the look as it was
 * read: when it was changed elsewhere meanwhile the server refuses, the screen shows the look as it now is and the
 * creator keeps theirs or takes it. The avatar uploads as soon as it is chosen.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError } from '../api/response-policy';
import { checkSave as checkSaveCall, getBiolinkCustomize, save as saveCall, uploadBioAvatar } from '../api/bio-link';
import {
  BIO_LINK_NEW_PATH,
  BIO_LINK_PATH,
  avatarFileProblem,
  type ButtonShape,
  type FontFamily,
} from '../domain/bio-link';
import { BIO_THEME_TABLE, DEFAULT_THEME, themeIdOf, type BioThemeId } from '../domain/bio-themes';
import { normaliseColour } from '../domain/colour';
import {
  bioPageGateStates,
  readBioLinkDetail,
  type BioLinkDetail,
  type BioLinkLook,
  type CheckProblem,
  type BioPageEmitted,
  type BioPageGateEvent,
} from './bio-link-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { BioPreviewDraft } from './bio-page-preview.machine';
import type { MachineCard } from './machine-catalog';

export const COLOUR_FIELDS = ['backgroundColor', 'buttonColor', 'buttonTextColor'] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number];
export type ColourInputs = Record<ColourField, string>;

/** What the avatar picker hands over: a File in the browser. */
export type AvatarFile = Blob & { name: string };

export interface LookDraft {
  colours: ColourInputs;
  buttonShape: ButtonShape;
  fontFamily: FontFamily;
  theme: BioThemeId;
  removeAvatar: boolean;
}

export interface BioLinkCustomizeContext {
  /** The look as the server holds it (last read, saved or uploaded): what a save says it started from. */
  look: BioLinkLook | null;
  draft: LookDraft;
  dirty: boolean;
  /** check_save's sentences by field ('backgroundColor', 'buttonTextColor', … or 'look'). */
  problems: Readonly<Record<string, string>>;
  avatarFile: AvatarFile | null;
  avatarProblem: string | null;
  /** The look as it is now, read when save was refused because it had been changed elsewhere. */
  latest: BioLinkLook | null;
  failure: string | null;
}

export type BioLinkCustomizeEvent =
  | { type: 'look.colour.change'; field: ColourField; value: string }
  | { type: 'look.shape.select'; shape: ButtonShape }
  | { type: 'look.font.select'; font: FontFamily }
  | { type: 'look.theme.select'; theme: BioThemeId }
  | { type: 'look.avatar.choose'; file: AvatarFile }
  | { type: 'look.avatar.remove' }
  | { type: 'look.save' }
  | { type: 'look.done' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  | { type: 'conflict.cancel' }
  | BioPageGateEvent;

export type BioLinkCustomizeEmitted = BioPageEmitted;

/** What save ends with: the look as saved, or, when it had been changed elsewhere, the look as it is now. */
export type LookSaveResult = { saved: BioLinkLook } | { changedElsewhere: BioLinkLook };

/** The look the server holds after a save: the one just saved, or the one a change elsewhere left. */
const storedLook = (result: LookSaveResult): BioLinkLook =>
  'saved' in result ? result.saved : result.changedElsewhere;

export const LOOK_LOAD_FAILED = 'The look of your bio link page could not be loaded. Try again.';
export const LOOK_SAVE_FAILED = 'The look was not saved. Try again.';
export const AVATAR_UPLOAD_FAILED = 'The picture could not be uploaded. Try again.';
export const LOOK_SAVED_TEXT = 'Look saved.';
export const AVATAR_SAVED_TEXT = 'Picture updated.';

const EMPTY_LOOK: LookDraft = {
  colours: { backgroundColor: '', buttonColor: '', buttonTextColor: '' },
  buttonShape: 'rounded',
  fontFamily: 'system',
  theme: DEFAULT_THEME,
  removeAvatar: false,
};

/** The draft a stored look starts: its hex colours in the fields. */
export function lookDraftOf(look: BioLinkLook): LookDraft {
  return {
    colours: {
      backgroundColor: look.backgroundColor,
      buttonColor: look.buttonColor,
      buttonTextColor: look.buttonTextColor,
    },
    buttonShape: look.buttonShape,
    fontFamily: look.fontFamily,
    theme: look.theme,
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

/** The fields this screen changes, as check_save and save take them; the name and bio are Edit page's. */
export function lookRequest(draft: LookDraft) {
  return {
    ...storedColours(draft.colours),
    buttonShape: draft.buttonShape,
    fontFamily: draft.fontFamily,
    theme: draft.theme,
    ...(draft.removeAvatar ? { removeAvatar: true } : {}),
  };
}

/** The look being edited as the preview draws it: over the page's own content, with examples while it has no buttons. */
export function lookPreview(draft: LookDraft): BioPreviewDraft {
  const { removeAvatar, ...look } = lookRequest(draft);
  return { look, exampleButtons: true, ...(removeAvatar ? { removeAvatar } : {}) };
}

/** A read look as save's `loaded`: what the server compares the fields it changes with. */
export function loadedLook(look: BioLinkLook) {
  return { ...look, displayName: look.displayName ?? '', bio: look.bio ?? '' };
}

const lookField = (pointer: string): string => {
  const top = pointer.split('/').filter(Boolean)[0] ?? '';
  return (COLOUR_FIELDS as readonly string[]).includes(top) ? top : 'look';
};

/** The screen as a read or saved look leaves it: the draft is that look, nothing pending. */
const startFrom = (look: BioLinkLook) => ({
  look,
  draft: lookDraftOf(look),
  dirty: false,
  problems: {},
  latest: null,
  failure: null,
});

export const bioLinkCustomizeMachine = setup({
  types: {
    context: {} as BioLinkCustomizeContext,
    events: {} as BioLinkCustomizeEvent,
    emitted: {} as BioLinkCustomizeEmitted,
    tags: {} as 'busy' | 'error' | 'no-page' | 'saving' | 'uploading' | 'conflict',
  },
  actors: {
    // The page whole, for its look (the preview draws the rest of the page on the server).
    getBioLinkDetail: fromPromise<BioLinkDetail | null>(({ signal }) => readBioLinkDetail(signal)),
    checkSave: fromPromise<readonly CheckProblem[], { draft: LookDraft }>(
      async ({ input, signal }) =>
        (await checkSaveCall(lookRequest(input.draft), { signal, ignoreErrors: true })).problems,
    ),
    // One call; a refusal because the look changed elsewhere reads the look as it is now for the creator to see.
    save: fromPromise<LookSaveResult, { draft: LookDraft; against: BioLinkLook }>(async ({ input, signal }) => {
      try {
        return {
          saved: await saveCall(
            { ...lookRequest(input.draft), loaded: loadedLook(input.against) },
            { signal, ignoreErrors: true },
          ),
        };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 409)) throw error;
        return { changedElsewhere: await getBiolinkCustomize({}, { signal, ignoreErrors: true }) };
      }
    }),
    uploadBioAvatar: fromPromise<BioLinkLook, { file: AvatarFile }>(({ input, signal }) =>
      uploadBioAvatar({ avatar: input.file }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    hasPage: (_, output: BioLinkDetail | null) => output !== null,
    isAvatarAcceptable: ({ event }) => {
      assertEvent(event, 'look.avatar.choose');
      return avatarFileProblem(event.file) === null;
    },
    hasAvatar: ({ context }) => context.look?.avatarUrl !== undefined && !context.draft.removeAvatar,
    hasCheckProblems: (_, output: readonly CheckProblem[]) => output.length > 0,
    isChangedElsewhere: (_, output: LookSaveResult) => 'changedElsewhere' in output,
  },
  actions: {
    assignPage: assign((_, detail: BioLinkDetail | null) => (detail ? startFrom(detail.customize) : {})),
    assignSaved: assign((_, saved: BioLinkLook) => startFrom(saved)),
    assignTheirs: assign(({ context }) => (context.latest ? startFrom(context.latest) : {})),
    assignLatest: assign((_, latest: BioLinkLook) => ({ latest })),
    clearLatest: assign({ latest: null }),
    assignColour: assign(({ context, event }) => {
      assertEvent(event, 'look.colour.change');
      const { [event.field]: _fixed, look: _general, ...problems } = context.problems;
      return {
        draft: { ...context.draft, colours: { ...context.draft.colours, [event.field]: event.value } },
        dirty: true,
        problems,
      };
    }),
    assignShape: assign(({ context, event }) => {
      assertEvent(event, 'look.shape.select');
      return { draft: { ...context.draft, buttonShape: event.shape }, dirty: true };
    }),
    assignFont: assign(({ context, event }) => {
      assertEvent(event, 'look.font.select');
      return { draft: { ...context.draft, fontFamily: event.font }, dirty: true };
    }),
    // A theme starts from its own colours, shape and font; the creator changes them afterwards if they like.
    assignTheme: assign(({ context, event }) => {
      assertEvent(event, 'look.theme.select');
      const theme = themeIdOf(event.theme);
      const { backgroundColor, buttonColor, buttonTextColor, buttonShape, fontFamily } = BIO_THEME_TABLE[theme].start;
      const {
        backgroundColor: _bg,
        buttonColor: _b,
        buttonTextColor: _t,
        look: _general,
        ...problems
      } = context.problems;
      return {
        draft: {
          ...context.draft,
          theme,
          colours: { backgroundColor, buttonColor, buttonTextColor },
          buttonShape,
          fontFamily,
        },
        dirty: true,
        problems,
      };
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
    assignUploaded: assign(({ context }, output: BioLinkLook) => ({
      look: output,
      draft: { ...context.draft, removeAvatar: false },
      avatarFile: null,
    })),
    assignAvatarFailure: assign((_, { error }: { error: unknown }) => ({
      avatarFile: null,
      avatarProblem: failureText(error, AVATAR_UPLOAD_FAILED),
    })),
    assignCheckProblems: assign((_, output: readonly CheckProblem[]) => ({
      problems: Object.fromEntries(output.map((p) => [lookField(p.field), p.message])),
    })),
    clearFailure: assign({ failure: null, problems: {} }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LOOK_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LOOK_SAVE_FAILED),
      latest: null,
    })),
    notifySaved: emit({ type: 'toast.show', text: LOOK_SAVED_TEXT }),
    notifyAvatarSaved: emit({ type: 'toast.show', text: AVATAR_SAVED_TEXT }),
    navigateToTab: emit({ type: 'route.navigate', path: BIO_LINK_PATH }),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
  },
}).createMachine({
  id: 'bioLinkCustomize',
  description:
    'Customize: a theme preset, colours in any form shown as the hex they are stored as, button shape, font and avatar, previewed on the creator’s own page; check_save then save of the look alone; a look changed elsewhere meanwhile is shown and the creator chooses.',
  context: {
    look: null,
    draft: EMPTY_LOOK,
    dirty: false,
    problems: {},
    avatarFile: null,
    avatarProblem: null,
    latest: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the page (get_bio_link_list, get_bio_link_detail): its look.',
      tags: ['busy'],
      invoke: {
        id: 'getBioLinkDetail',
        src: 'getBioLinkDetail',
        onDone: [
          {
            guard: { type: 'hasPage', params: doneOutput },
            target: 'editing',
            actions: { type: 'assignPage', params: doneOutput },
            description: 'The fields show the stored look; the preview draws the page’s own name and buttons with it.',
          },
          { target: 'noPage', description: 'No bio page yet: nothing to customize.' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not loaded: say why and offer to retry.',
        },
      },
    },
    ...bioPageGateStates('The look could not be read; a retry button shows.'),
    editing: {
      description:
        'The fields beside a live preview of the creator’s page; each colour shows the hex it will be stored as.',
      on: {
        'look.colour.change': {
          actions: 'assignColour',
          description: 'A colour typed in any form (hex, rgb, hsl, a name).',
        },
        'look.shape.select': { actions: 'assignShape', description: 'Square, rounded or pill buttons.' },
        'look.font.select': { actions: 'assignFont', description: 'System, serif, monospace or rounded type.' },
        'look.theme.select': {
          actions: 'assignTheme',
          description: 'A theme preset: its colours, button shape and font replace the draft’s, then stay editable.',
        },
        'look.avatar.choose': [
          {
            guard: 'isAvatarAcceptable',
            target: 'uploading',
            actions: 'assignAvatarFile',
            description: 'A JPEG, PNG or WebP of at most 2 MB: upload it.',
          },
          {
            actions: 'assignAvatarFileProblem',
            description: 'Another kind of file, or too large: say so; nothing is sent.',
          },
        ],
        'look.avatar.remove': {
          guard: 'hasAvatar',
          actions: 'assignRemoveAvatar',
          description: 'Take the picture off (on Save).',
        },
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
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignUploaded', params: doneOutput }, 'notifyAvatarSaved'],
          description: 'The picture is on the page.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignAvatarFailure', params: errorParams },
          description: 'Refused (not a picture by its bytes, too large) or failed: the sentence shows.',
        },
      },
    },
    checking: {
      description: 'check_save on the draft.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'checkSave',
        src: 'checkSave',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: [
          {
            guard: { type: 'hasCheckProblems', params: doneOutput },
            target: 'editing',
            actions: { type: 'assignCheckProblems', params: doneOutput },
            description: "Refused (e.g. a label colour too close to its button's): the sentence shows by the field.",
          },
          { target: 'saving', description: 'Accepted: save.' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'The check failed: say why; the draft stays.',
        },
      },
    },
    conflict: {
      description:
        'The look was changed elsewhere since it was read: the look as it is now is shown beside the draft, with the choice.',
      tags: ['conflict'],
      on: {
        'conflict.keepMine': {
          target: 'saving',
          description: 'Keep my look: the draft is saved again against the look as it is now.',
        },
        'conflict.takeTheirs': {
          target: 'editing',
          actions: 'assignTheirs',
          description: 'Use the look as it is now: the fields start again from it (my changes are dropped).',
        },
        'conflict.cancel': {
          target: 'editing',
          actions: 'clearLatest',
          description: 'Decide later: back to the draft, nothing saved.',
        },
      },
    },
    saving: {
      description: 'save with the look’s fields as six-digit hex and the look they started from.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ draft: context.draft, against: (context.latest ?? context.look) as BioLinkLook }),
        onDone: [
          {
            guard: { type: 'isChangedElsewhere', params: doneOutput },
            target: 'conflict',
            actions: { type: 'assignLatest', params: ({ event }) => storedLook(event.output) },
            description: 'Refused: the look changed elsewhere since it was read. Show it and let the creator choose.',
          },
          {
            target: 'editing',
            actions: [{ type: 'assignSaved', params: ({ event }) => storedLook(event.output) }, 'notifySaved'],
            description: 'Saved: the fields show the stored hex colours.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Not saved: the sentence shows; the draft stays.',
        },
      },
    },
  },
});

export type BioLinkCustomizeSnapshot = SnapshotFrom<typeof bioLinkCustomizeMachine>;

export const card = {
  machine: bioLinkCustomizeMachine,
  title: 'Bio page look',
  spec: '§2 home/customize; §5 colour normalisation; §7 get_biolink_customize, check_save, save; designed upload_bio_avatar; issue 13',
  screen: 'bioLinkCustomize',
} satisfies MachineCard<typeof bioLinkCustomizeMachine>;
