/**
 * home/biolink_edit: the bio page's editor. The creator changes a draft (the name and bio at the top of the page,
 * the buttons and section headers in their order, the social accounts) that nothing sends until Save. Save is one call, save_page,
 * which the server checks whole and stores whole or not at all, so a failure never leaves the page half-written.
 * It carries the page the draft started from: when the page was changed elsewhere since (another window, another
 * device) the server refuses, the editor shows the page as it now is and the creator chooses to keep their draft
 * (sent again against that page) or to take the page as it is.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError } from '../api/response-policy';
import {
  BIO_LINK_NEW_PATH,
  BIO_LINK_PATH,
  SOCIAL_PLATFORMS,
  draftProblems,
  newButtonProblem,
  newSocialProblem,
  type BioLinkDraft,
  type ButtonDraft,
  type SocialPlatform,
} from '../domain/bio-link';
import { addDraftHeader, moveDraftItem, newHeaderProblem, removeDraftItem } from '../domain/bio-draft-items';
import { savePage } from '../api/bio-link';
import {
  bioPageGateStates,
  readBioLinkDetail,
  savePageRequest,
  type BioLinkDetail,
  type BioPageEmitted,
  type BioPageGateEvent,
} from './bio-link-calls';
import { CreatorFacingError } from '../domain/creator-facing-error';
import { failureText } from './failure-text';
import { uploadPicture, type PictureUpload } from './landing-page-calls';
import { doneOutput, errorParams } from './call-results';
import * as productPicker from './product-picker';
import type { PickerProduct, ProductPickerEvent, ProductQuery } from './product-search';
import { searchProductPictures } from './product-pictures';
import type { MachineCard } from './machine-catalog';

/** What Save ends with: the page as saved, or, when it had been changed elsewhere, the page as it is now. */
export type EditorSaveResult = { saved: BioLinkDetail } | { changedElsewhere: BioLinkDetail };

/** The page the server holds after a save: the one just saved, or the one a change elsewhere left. */
const storedPage = (result: EditorSaveResult): BioLinkDetail =>
  'saved' in result ? result.saved : result.changedElsewhere;

export interface EditorSaveInput {
  draft: BioLinkDraft;
  /** The page the draft is to replace: the one it started from, or after a conflict the one read then. */
  against: BioLinkDetail | null;
}

export interface BioLinkEditorContext {
  /** The page the draft started from (or last saved), as read; null until loaded. */
  base: BioLinkDetail | null;
  draft: BioLinkDraft;
  /** True once the draft differs from what was loaded or saved. */
  dirty: boolean;
  /** The add form: label, address, and whether its retailer address is kept untagged where it cannot be tagged. */
  newButton: { title: string; url: string; keepUntagged: boolean };
  newButtonProblem: { field: 'title' | 'url'; message: string } | null;
  newSocial: { platform: SocialPlatform; url: string };
  newSocialProblem: string | null;
  /** The add form of a section header: its title, and why it cannot be added. */
  newHeader: string;
  newHeaderProblem: string | null;
  /** Why the draft cannot be saved, by field: 'displayName', 'bio', 'buttons' or 'social'. */
  problems: Readonly<Record<string, string>>;
  /** The page as it is now, read when Save was refused because it had been changed elsewhere. */
  latest: BioLinkDetail | null;
  failure: string | null;
  /** Names the next new button or header of the draft. */
  nextKey: number;
  /** The button whose thumbnail is uploading. */
  thumbnailFor: string | null;
  /** The product picker while it is open, and the button whose picture it chooses. */
  picker: productPicker.ProductPicker | null;
  pictureFor: string | null;
}

export type ProfileField = 'displayName' | 'bio';

export type BioLinkEditorEvent =
  | { type: 'editor.profile.change'; field: ProfileField; value: string }
  | { type: 'editor.button.draft'; field: 'title' | 'url'; value: string }
  | { type: 'editor.button.keepNew'; keep: boolean }
  | { type: 'editor.button.keep'; key: string; keep: boolean }
  | { type: 'editor.button.feature'; key: string; featured: boolean }
  /** A picture chosen for a button's thumbnail: uploaded to the media library, then shown at the button's left. */
  | { type: 'editor.button.thumbnail'; key: string; file: Blob }
  | { type: 'editor.button.unthumbnail'; key: string }
  /** Open the product picker to take a product's picture as a button's thumbnail. */
  | { type: 'editor.button.pickPicture'; key: string }
  | { type: 'editor.button.add' }
  | { type: 'editor.button.remove'; key: string }
  /** `to` is a place in the page's list of buttons and section headers. */
  | { type: 'editor.button.move'; key: string; to: number }
  | { type: 'editor.header.draft'; value: string }
  | { type: 'editor.header.add' }
  | { type: 'editor.header.remove'; key: string }
  /** `to` is a place in the page's list of buttons and section headers. */
  | { type: 'editor.header.move'; key: string; to: number }
  | { type: 'editor.social.draft'; platform: SocialPlatform; url: string }
  | { type: 'editor.social.add' }
  | { type: 'editor.social.remove'; platform: SocialPlatform }
  | { type: 'editor.save' }
  | { type: 'editor.done' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  | { type: 'conflict.cancel' }
  | ProductPickerEvent
  | BioPageGateEvent;

export type BioLinkEditorEmitted = BioPageEmitted;

export const EDITOR_LOAD_FAILED = 'Your bio link page could not be loaded for editing. Try again.';
export const EDITOR_SAVE_FAILED = 'Your changes were not saved. Try again.';
export const EDITOR_SAVED_TEXT = 'Bio link page saved.';
export const EDITOR_THUMBNAIL_FAILED = 'The picture was not uploaded. Try again.';
export const EDITOR_PRODUCTS_FAILED = 'The products could not be loaded. Search again to retry.';

const EMPTY_DRAFT: BioLinkDraft = { profile: { displayName: '', bio: '' }, buttons: [], social: [] };
const EMPTY_NEW_BUTTON = { title: '', url: '', keepUntagged: false };
const FIRST_PLATFORM: SocialPlatform = SOCIAL_PLATFORMS[0];

/** The draft a read page starts: its buttons keep their ids (and clicks), keyed by id. */
export function draftOf(detail: BioLinkDetail): BioLinkDraft {
  return {
    profile: { displayName: detail.customize.displayName ?? '', bio: detail.customize.bio ?? '' },
    buttons: detail.buttons.map((b) => ({
      key: b.id,
      id: b.id,
      title: b.title,
      url: b.url,
      clicks: b.clicks,
      ...(b.keptUntagged ? { keepUntagged: true } : {}),
      ...(b.featured ? { featured: true } : {}),
      ...(b.thumbnailUrl ? { thumbnailUrl: b.thumbnailUrl } : {}),
      ...(b.scheduleState ? { scheduleState: b.scheduleState } : {}),
    })),
    social: detail.socialAccounts.map((a) => ({ platform: a.platform as SocialPlatform, url: a.url })),
    headers: (detail.headers ?? []).map((h, index) => ({ key: `header-${index}`, ...h })),
  };
}

/** The editor as a read or saved page leaves it: the draft is that page, nothing pending. */
const startFrom = (detail: BioLinkDetail | null) => ({
  base: detail,
  draft: detail ? draftOf(detail) : EMPTY_DRAFT,
  dirty: false,
  problems: {},
  latest: null,
  failure: null,
});

export const bioLinkEditorMachine = setup({
  types: {
    context: {} as BioLinkEditorContext,
    events: {} as BioLinkEditorEvent,
    emitted: {} as BioLinkEditorEmitted,
    tags: {} as 'busy' | 'error' | 'no-page' | 'conflict' | 'saving' | 'searching' | 'picker-visible',
  },
  actors: {
    getBioLinkDetail: fromPromise<BioLinkDetail | null>(({ signal }) => readBioLinkDetail(signal)),
    // One call; a refusal because the page changed elsewhere reads the page as it is now for the creator to see.
    save: fromPromise<EditorSaveResult, EditorSaveInput>(async ({ input, signal }) => {
      if (!input.against) throw new CreatorFacingError(EDITOR_SAVE_FAILED);
      try {
        return { saved: await savePage(savePageRequest(input.draft, input.against), { signal, ignoreErrors: true }) };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 409)) throw error;
        const latest = await readBioLinkDetail(signal);
        if (!latest) throw error;
        return { changedElsewhere: latest };
      }
    }),
    uploadThumbnail: fromPromise<{ id: string; url: string }, PictureUpload>(({ input, signal }) =>
      uploadPicture(input, signal),
    ),
    searchProducts: fromPromise<PickerProduct[], ProductQuery>(({ input, signal }) =>
      searchProductPictures(input, signal),
    ),
  },
  guards: {
    hasPage: (_, output: BioLinkDetail | null) => output !== null,
    hasDraftProblems: ({ context }) => Object.keys(draftProblems(context.draft)).length > 0,
    isNewButtonValid: ({ context }) =>
      newButtonProblem(context.draft.buttons, context.newButton.title, context.newButton.url) === null,
    isNewSocialValid: ({ context }) =>
      newSocialProblem(context.draft.social, context.newSocial.platform, context.newSocial.url) === null,
    isDraftButton: ({ context, event }) => {
      assertEvent(event, [
        'editor.button.remove',
        'editor.button.move',
        'editor.button.feature',
        'editor.button.thumbnail',
        'editor.button.unthumbnail',
        'editor.button.pickPicture',
      ]);
      return context.draft.buttons.some((b) => b.key === event.key);
    },
    isOtherSource: productPicker.isOtherSource,
    // Only a listed product with a picture (its brand's logo) can be chosen for a button.
    isListedProduct: ({ context }, productId: string) =>
      productPicker.chosenProduct(context.picker, productId)?.imageUrl !== undefined,
    isNewDraftButton: ({ context, event }) => {
      assertEvent(event, 'editor.button.keep');
      return context.draft.buttons.some((b) => b.key === event.key && b.id === undefined);
    },
    isNewHeaderValid: ({ context }) => newHeaderProblem(context.draft.headers ?? [], context.newHeader) === null,
    isDraftHeader: ({ context, event }) => {
      assertEvent(event, ['editor.header.remove', 'editor.header.move']);
      return (context.draft.headers ?? []).some((h) => h.key === event.key);
    },
    isListedSocial: ({ context, event }) => {
      assertEvent(event, 'editor.social.remove');
      return context.draft.social.some((s) => s.platform === event.platform);
    },
    isChangedElsewhere: (_, output: EditorSaveResult) => 'changedElsewhere' in output,
  },
  actions: {
    assignLoaded: assign((_, output: BioLinkDetail | null) => startFrom(output)),
    assignSaved: assign((_, saved: BioLinkDetail) => startFrom(saved)),
    assignTheirs: assign(({ context }) => {
      const latest = context.latest;
      return latest ? { base: latest, draft: draftOf(latest), dirty: false, problems: {}, latest: null } : {};
    }),
    assignProfile: assign(({ context, event }) => {
      assertEvent(event, 'editor.profile.change');
      const { [event.field]: _fixed, ...problems } = context.problems;
      return {
        draft: { ...context.draft, profile: { ...context.draft.profile, [event.field]: event.value } },
        dirty: true,
        problems,
      };
    }),
    assignNewButton: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.draft');
      return { newButton: { ...context.newButton, [event.field]: event.value }, newButtonProblem: null };
    }),
    assignKeepNew: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.keepNew');
      return { newButton: { ...context.newButton, keepUntagged: event.keep } };
    }),
    assignKeep: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.keep');
      const buttons = context.draft.buttons.map((b) => (b.key === event.key ? { ...b, keepUntagged: event.keep } : b));
      return { draft: { ...context.draft, buttons }, dirty: true };
    }),
    assignFeatured: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.feature');
      const buttons = context.draft.buttons.map((b) => {
        if (b.key !== event.key) return b;
        const { featured: _was, ...rest } = b;
        return event.featured ? { ...rest, featured: true } : rest;
      });
      return { draft: { ...context.draft, buttons }, dirty: true };
    }),
    assignThumbnailFor: assign(({ event }) => {
      assertEvent(event, 'editor.button.thumbnail');
      return { thumbnailFor: event.key, failure: null };
    }),
    assignThumbnail: assign(({ context }, url: string) => {
      const buttons = context.draft.buttons.map((b) =>
        b.key === context.thumbnailFor ? { ...b, thumbnailUrl: url } : b,
      );
      return { draft: { ...context.draft, buttons }, dirty: true, thumbnailFor: null };
    }),
    removeThumbnail: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.unthumbnail');
      const buttons = context.draft.buttons.map((b) => {
        if (b.key !== event.key) return b;
        const { thumbnailUrl: _was, ...rest } = b;
        return rest;
      });
      return { draft: { ...context.draft, buttons }, dirty: true };
    }),
    openPicker: assign(({ event }) => {
      assertEvent(event, 'editor.button.pickPicture');
      return { picker: productPicker.FIRST_PICKER, pictureFor: event.key, failure: null };
    }),
    closePicker: assign({ picker: null, pictureFor: null }),
    changePicker: assign(({ context }, change: Partial<productPicker.ProductPicker>) =>
      productPicker.changePicker(context.picker, change),
    ),
    assignProduct: assign(({ context }, productId: string) => {
      const picture = productPicker.chosenProduct(context.picker, productId)?.imageUrl;
      const buttons = context.draft.buttons.map((b) =>
        b.key === context.pictureFor && picture ? { ...b, thumbnailUrl: picture } : b,
      );
      return { draft: { ...context.draft, buttons }, dirty: true, picker: null, pictureFor: null };
    }),
    assignThumbnailFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EDITOR_THUMBNAIL_FAILED),
      thumbnailFor: null,
    })),
    assignNewButtonProblem: assign(({ context }) => ({
      newButtonProblem: newButtonProblem(context.draft.buttons, context.newButton.title, context.newButton.url),
    })),
    addButton: assign(({ context }) => {
      const { title, url, keepUntagged } = context.newButton;
      const button: ButtonDraft = {
        key: `new-${context.nextKey}`,
        title: title.trim(),
        url: url.trim(),
        clicks: 0,
        ...(keepUntagged ? { keepUntagged } : {}),
      };
      const { buttons: _fixed, ...problems } = context.problems;
      return {
        draft: { ...context.draft, buttons: [...context.draft.buttons, button] },
        newButton: EMPTY_NEW_BUTTON,
        newButtonProblem: null,
        nextKey: context.nextKey + 1,
        dirty: true,
        problems,
      };
    }),
    removeButton: assign(({ context, event }) => {
      assertEvent(event, 'editor.button.remove');
      const { buttons: _fixed, ...problems } = context.problems;
      return { draft: removeDraftItem(context.draft, event.key), dirty: true, problems };
    }),
    moveItem: assign(({ context, event }) => {
      assertEvent(event, ['editor.button.move', 'editor.header.move']);
      return { draft: moveDraftItem(context.draft, event.key, event.to), dirty: true };
    }),
    assignNewHeader: assign(({ event }) => {
      assertEvent(event, 'editor.header.draft');
      return { newHeader: event.value, newHeaderProblem: null };
    }),
    assignNewHeaderProblem: assign(({ context }) => ({
      newHeaderProblem: newHeaderProblem(context.draft.headers ?? [], context.newHeader),
    })),
    addHeader: assign(({ context }) => ({
      draft: addDraftHeader(context.draft, `new-${context.nextKey}`, context.newHeader),
      newHeader: '',
      newHeaderProblem: null,
      nextKey: context.nextKey + 1,
      dirty: true,
    })),
    removeHeader: assign(({ context, event }) => {
      assertEvent(event, 'editor.header.remove');
      return { draft: removeDraftItem(context.draft, event.key), dirty: true };
    }),
    assignNewSocial: assign(({ event }) => {
      assertEvent(event, 'editor.social.draft');
      return { newSocial: { platform: event.platform, url: event.url }, newSocialProblem: null };
    }),
    assignNewSocialProblem: assign(({ context }) => ({
      newSocialProblem: newSocialProblem(context.draft.social, context.newSocial.platform, context.newSocial.url),
    })),
    addSocial: assign(({ context }) => {
      const { social: _fixed, ...problems } = context.problems;
      return {
        draft: {
          ...context.draft,
          social: [
            ...context.draft.social,
            { platform: context.newSocial.platform, url: context.newSocial.url.trim() },
          ],
        },
        newSocial: { platform: FIRST_PLATFORM, url: '' },
        newSocialProblem: null,
        dirty: true,
        problems,
      };
    }),
    removeSocial: assign(({ context, event }) => {
      assertEvent(event, 'editor.social.remove');
      return {
        draft: { ...context.draft, social: context.draft.social.filter((s) => s.platform !== event.platform) },
        dirty: true,
      };
    }),
    assignDraftProblems: assign(({ context }) => ({ problems: draftProblems(context.draft) })),
    assignLatest: assign((_, latest: BioLinkDetail) => ({ latest })),
    clearLatest: assign({ latest: null }),
    clearFailure: assign({ failure: null, problems: {} }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EDITOR_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EDITOR_SAVE_FAILED),
      latest: null,
    })),
    notifySaved: emit({ type: 'toast.show', text: EDITOR_SAVED_TEXT }),
    navigateToTab: emit({ type: 'route.navigate', path: BIO_LINK_PATH }),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
  },
}).createMachine({
  id: 'bioLinkEditor',
  description:
    'The bio page editor: a draft of name, bio, buttons and section headers (in one order) and social accounts, saved whole by one call; a page changed elsewhere meanwhile is shown and the creator chooses.',
  context: {
    base: null,
    draft: EMPTY_DRAFT,
    dirty: false,
    newButton: EMPTY_NEW_BUTTON,
    newButtonProblem: null,
    newSocial: { platform: FIRST_PLATFORM, url: '' },
    newSocialProblem: null,
    newHeader: '',
    newHeaderProblem: null,
    problems: {},
    latest: null,
    failure: null,
    nextKey: 1,
    thumbnailFor: null,
    picker: null,
    pictureFor: null,
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
          {
            guard: { type: 'hasPage', params: doneOutput },
            target: 'editing',
            actions: { type: 'assignLoaded', params: doneOutput },
            description: 'The draft starts as the page is.',
          },
          { target: 'noPage', description: 'No bio page yet: nothing to edit.' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not loaded: say why and offer to retry.',
        },
      },
    },
    ...bioPageGateStates('The page could not be read; a retry button shows.'),
    editing: {
      description: 'The draft beside a live preview; nothing is sent until Save.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The draft and its forms take every change.',
          on: {
            'editor.profile.change': {
              actions: 'assignProfile',
              description: 'The name or bio at the top of the page changes.',
            },
            'editor.button.draft': {
              actions: 'assignNewButton',
              description:
                'The new button form: its label or address (a retailer address the earn rule cannot tag is flagged as typed).',
            },
            'editor.button.keepNew': {
              actions: 'assignKeepNew',
              description: 'Keep the new button’s retailer address untagged knowingly, or not.',
            },
            'editor.button.keep': {
              guard: 'isNewDraftButton',
              actions: 'assignKeep',
              description:
                'Keep an unsaved button’s retailer address untagged knowingly, or not (saved buttons keep what they were saved with).',
            },
            'editor.button.feature': {
              guard: 'isDraftButton',
              actions: 'assignFeatured',
              description: 'Feature a button (the public page draws it larger, ringed) or stop featuring it.',
            },
            'editor.button.thumbnail': {
              guard: 'isDraftButton',
              target: '#bioLinkEditor.uploadingThumbnail',
              actions: 'assignThumbnailFor',
              description: 'A picture chosen for a button’s thumbnail: it uploads to the media library first.',
            },
            'editor.button.pickPicture': {
              guard: 'isDraftButton',
              target: 'pickingPicture',
              actions: 'openPicker',
              description: 'Use a product’s picture for a button: the product picker opens on My Shop.',
            },
            'editor.button.unthumbnail': {
              guard: 'isDraftButton',
              actions: 'removeThumbnail',
              description: 'Take a button’s thumbnail off (the picture stays in the media library).',
            },
            'editor.button.add': [
              {
                guard: 'isNewButtonValid',
                actions: 'addButton',
                description: 'Add: the button joins the end of the draft.',
              },
              {
                actions: 'assignNewButtonProblem',
                description:
                  'A missing label, a label already used, or an address that is not http(s): the form says which.',
              },
            ],
            'editor.button.remove': {
              guard: 'isDraftButton',
              actions: 'removeButton',
              description: 'Remove a button from the draft.',
            },
            'editor.button.move': {
              guard: 'isDraftButton',
              actions: 'moveItem',
              description: 'Move a button up or down the list of buttons and section headers (reorder).',
            },
            'editor.header.draft': {
              actions: 'assignNewHeader',
              description: 'The new section header form: its title.',
            },
            'editor.header.add': [
              {
                guard: 'isNewHeaderValid',
                actions: 'addHeader',
                description: 'Add: the section header joins the end of the list, after the last button.',
              },
              {
                actions: 'assignNewHeaderProblem',
                description: 'An empty or too long title, or one header too many: the form says which.',
              },
            ],
            'editor.header.remove': {
              guard: 'isDraftHeader',
              actions: 'removeHeader',
              description: 'Remove a section header from the draft (its buttons stay).',
            },
            'editor.header.move': {
              guard: 'isDraftHeader',
              actions: 'moveItem',
              description: 'Move a section header up or down the list, past a button or another header.',
            },
            'editor.social.draft': {
              actions: 'assignNewSocial',
              description: 'The new social account form: network and address.',
            },
            'editor.social.add': [
              { guard: 'isNewSocialValid', actions: 'addSocial', description: 'Add the social account to the draft.' },
              {
                actions: 'assignNewSocialProblem',
                description: 'A network already listed, too many, or an address that is not http(s): say which.',
              },
            ],
            'editor.social.remove': {
              guard: 'isListedSocial',
              actions: 'removeSocial',
              description: 'Remove a social account from the draft.',
            },
            'editor.save': [
              {
                guard: 'hasDraftProblems',
                actions: 'assignDraftProblems',
                description: 'The draft breaks a rule (length, count): the fields say which; nothing is sent.',
              },
              {
                target: '#bioLinkEditor.saving',
                actions: 'clearFailure',
                description: 'Save: the draft against the page it started from.',
              },
            ],
            'editor.done': { actions: 'navigateToTab', description: 'Back to the tab.' },
          },
        },
        pickingPicture: productPicker.pickingState('#bioLinkEditor.editing.idle', {
          close: 'Close the picker; the button keeps the picture it had.',
          choose: 'The product’s picture (its brand’s logo) becomes the button’s thumbnail in the draft.',
          searchFailed: EDITOR_PRODUCTS_FAILED,
        }),
      },
    },
    uploadingThumbnail: {
      description: 'upload_media: the chosen picture is checked and re-encoded by the server (its thumbnail is used).',
      tags: ['busy'],
      invoke: {
        id: 'uploadThumbnail',
        src: 'uploadThumbnail',
        input: ({ event }): PictureUpload => {
          assertEvent(event, 'editor.button.thumbnail');
          return { key: event.key, file: event.file };
        },
        onDone: {
          target: 'editing',
          actions: { type: 'assignThumbnail', params: ({ event }) => event.output.url },
          description: 'Uploaded: the button shows the picture in the draft (saved with Save).',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignThumbnailFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence shows; the button keeps what it had.',
        },
      },
    },
    conflict: {
      description: 'The page was changed elsewhere: the page as it is now is shown beside the draft, with the choice.',
      tags: ['conflict'],
      on: {
        'conflict.keepMine': {
          target: 'saving',
          description:
            'Keep my changes: the draft is sent again against the page as it is now (what was changed elsewhere is replaced).',
        },
        'conflict.takeTheirs': {
          target: 'editing',
          actions: 'assignTheirs',
          description: 'Use the page as it is now: the draft starts again from it (my changes are dropped).',
        },
        'conflict.cancel': {
          target: 'editing',
          actions: 'clearLatest',
          description: 'Decide later: back to the draft, nothing saved.',
        },
      },
    },
    saving: {
      description: 'save_page: the whole draft in one call, stored whole or not at all.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }): EditorSaveInput => ({ draft: context.draft, against: context.latest ?? context.base }),
        onDone: [
          {
            guard: { type: 'isChangedElsewhere', params: doneOutput },
            target: 'conflict',
            actions: { type: 'assignLatest', params: ({ event }) => storedPage(event.output) },
            description:
              'Refused: the page changed elsewhere since the draft started. Show it and let the creator choose.',
          },
          {
            target: 'editing',
            actions: [{ type: 'assignSaved', params: ({ event }) => storedPage(event.output) }, 'notifySaved'],
            description: 'Saved: say so; the draft starts again from the saved page.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: "Not saved (nothing was): the server's sentence shows; the draft stays for another try.",
        },
      },
    },
  },
});

export type BioLinkEditorSnapshot = SnapshotFrom<typeof bioLinkEditorMachine>;

export const card = {
  machine: bioLinkEditorMachine,
  title: 'Bio page editor',
  spec: '§2 home/biolink_edit; §7 button and social account calls, check_create_button_batch_v3, check_save, save; issue 13',
  screen: 'bioLinkEdit',
} satisfies MachineCard<typeof bioLinkEditorMachine>;
