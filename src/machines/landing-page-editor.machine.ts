/**
 * landingPage/create (`?id=` edits a saved page): the block editor. The creator builds a draft of blocks (heading,
 * text, image, product card, button, link list), reorders and removes them, previews the page, and saves it as a
 * draft or publishes it. Nothing is sent until Save or Publish, and each sends the whole draft in one call (create
 * or update), which the server checks whole: its sentence shows under the block or field it names, and goes away
 * when that field is edited. A picture uploads when chosen; a product is picked from My Shop or the catalog.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  BLOCK_KINDS,
  EMPTY_LANDING_DRAFT,
  LANDING_LIMITS,
  LANDING_LIST_PATH,
  draftProblems,
  emptyBlock,
  landingEditPath,
  landingStatsPath,
  moveBlock,
  serverProblemField,
  type BlockDraft,
  type BlockKind,
  type BlockTextField,
  type LandingDraft,
} from '../domain/landing-pages';
import {
  draftOfPage,
  readLanding,
  saveAndPublish,
  saveLanding,
  uploadPicture,
  type LandingPage,
  type PictureUpload,
  type PublishRefusal,
  type SaveInput,
} from './landing-page-calls';
import type { ProductPickerEvent } from './product-search';
import * as productPicker from './product-picker';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type PageField = 'title' | 'description' | 'slug';

export interface LandingEditorInput {
  /** The `id` of the page's query: a saved page to edit, or null for a new one. */
  id: string | null;
}

export interface PickerContext extends productPicker.ProductPicker {
  /** The product block the picker fills. */
  key: string;
}

export interface LandingEditorContext {
  id: string | null;
  /** The page as last read or saved; null for a page not saved yet. */
  page: LandingPage | null;
  draft: LandingDraft;
  dirty: boolean;
  /** Why the draft cannot be sent, by field ('title', 'description', 'slug', 'blocks') or block key. */
  problems: Readonly<Record<string, string>>;
  /** A failure that belongs to no field (the connection, a refusal naming nothing in the form). */
  failure: string | null;
  /** The preview shows the draft as the public page would. */
  previewing: boolean;
  picker: PickerContext | null;
  /** The image block a picture is uploading for. */
  uploadingKey: string | null;
  nextKey: number;
}

export type LandingEditorEvent =
  | { type: 'page.change'; field: PageField; value: string }
  | { type: 'block.add'; kind: BlockKind }
  | { type: 'block.change'; key: string; field: BlockTextField; value: string }
  | { type: 'block.move'; key: string; to: number }
  | { type: 'block.remove'; key: string }
  | { type: 'block.link.add'; key: string }
  | { type: 'block.link.change'; key: string; index: number; field: 'title' | 'url'; value: string }
  | { type: 'block.keep'; key: string; keep: boolean }
  | { type: 'block.link.keep'; key: string; index: number; keep: boolean }
  | { type: 'block.link.remove'; key: string; index: number }
  | { type: 'block.picture'; key: string; file: Blob }
  | { type: 'picker.open'; key: string }
  | ProductPickerEvent
  | { type: 'preview.toggle' }
  | { type: 'editor.save' }
  | { type: 'editor.publish' }
  | { type: 'editor.stats' }
  | { type: 'editor.done' }
  | { type: 'editor.retry' };

export type LandingEditorEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

export const EDITOR_TEXTS = {
  loadFailed: 'This landing page could not be loaded. Check your connection and try again.',
  notFound: 'This landing page does not exist or was deleted.',
  saveFailed: 'The page was not saved. Try again.',
  uploadFailed: 'The picture could not be uploaded. Try again.',
  searchFailed: 'Products could not be loaded. Try again.',
  saved: 'Landing page saved.',
  published: 'Landing page published.',
} as const;

/** The problems without the one a change fixes (a field's or a block's), and the page-wide one. */
function without(problems: Readonly<Record<string, string>>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([k]) => !keys.includes(k)));
}

function changeBlock(context: LandingEditorContext, key: string, change: (block: BlockDraft) => BlockDraft) {
  return {
    draft: { ...context.draft, blocks: context.draft.blocks.map((b) => (b.key === key ? change(b) : b)) },
    dirty: true,
    problems: without(context.problems, key),
  };
}

const blockOf = (context: LandingEditorContext, key: string) => context.draft.blocks.find((b) => b.key === key);

/** The editor after a page was read or saved: the draft is that page, nothing pending. */
const startFrom = (page: LandingPage) => ({
  id: page.id,
  page,
  draft: draftOfPage(page),
  dirty: false,
  problems: {},
  failure: null,
});

/** A refused save: the server's sentence under the field it names, else as the form's alert. */
const refusal = (context: LandingEditorContext, error: unknown) => {
  const message = failureText(error, EDITOR_TEXTS.saveFailed);
  const field = serverProblemField(message, context.draft);
  // Saved but not published: the next try updates that page instead of creating another.
  const saved = (error as PublishRefusal | undefined)?.saved;
  return {
    ...(saved ? { id: saved.id, page: saved } : {}),
    ...(field ? { problems: { ...context.problems, [field]: message }, failure: null } : { failure: message }),
  };
};

export const landingPageEditorMachine = setup({
  types: {
    input: {} as LandingEditorInput,
    context: {} as LandingEditorContext,
    events: {} as LandingEditorEvent,
    emitted: {} as LandingEditorEmitted,
    tags: {} as 'busy' | 'error' | 'not-found' | 'saving' | 'uploading' | 'picker-visible' | 'searching',
  },
  actors: {
    landingDetail: fromPromise<LandingPage, { id: string }>(({ input, signal }) => readLanding(input.id, signal)),
    saveLanding: fromPromise<LandingPage, SaveInput>(({ input, signal }) => saveLanding(input, signal)),
    publishLanding: fromPromise<LandingPage, SaveInput>(({ input, signal }) => saveAndPublish(input, signal)),
    uploadPicture: fromPromise<{ id: string; url: string }, PictureUpload>(({ input, signal }) =>
      uploadPicture(input, signal),
    ),
    searchProducts: productPicker.searchProductsLogic,
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isMissing: isMissingAnswer,
    isSaved: ({ context }) => context.id !== null,
    isNewPage: ({ context }) => context.page === null,
    hasProblems: ({ context }) => Object.keys(draftProblems(context.draft)).length > 0,
    hasPublishProblems: ({ context }) => Object.keys(draftProblems(context.draft, true)).length > 0,
    canAddBlock: ({ context, event }) => {
      assertEvent(event, 'block.add');
      return BLOCK_KINDS.includes(event.kind) && context.draft.blocks.length < LANDING_LIMITS.blocks;
    },
    isBlock: ({ context, event }) => {
      assertEvent(event, ['block.change', 'block.keep', 'block.move', 'block.remove']);
      return blockOf(context, event.key) !== undefined;
    },
    isLinkList: ({ context, event }) => {
      assertEvent(event, ['block.link.add', 'block.link.change', 'block.link.keep', 'block.link.remove']);
      const block = blockOf(context, event.key);
      if (block?.type !== 'links') return false;
      if (event.type === 'block.link.add') return block.links.length < LANDING_LIMITS.links;
      return event.index >= 0 && event.index < block.links.length;
    },
    isImageBlock: ({ context, event }) => {
      assertEvent(event, 'block.picture');
      return blockOf(context, event.key)?.type === 'image';
    },
    isProductBlock: ({ context, event }) => {
      assertEvent(event, 'picker.open');
      return blockOf(context, event.key)?.type === 'product';
    },
    isOtherSource: productPicker.isOtherSource,
    isListedProduct: productPicker.isListedProduct,
  },
  actions: {
    assignLoaded: assign((_, output: LandingPage) => startFrom(output)),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EDITOR_TEXTS.loadFailed),
    })),
    assignMissing: assign({ failure: EDITOR_TEXTS.notFound }),
    assignPageField: assign(({ context, event }) => {
      assertEvent(event, 'page.change');
      return {
        draft: { ...context.draft, [event.field]: event.value },
        dirty: true,
        problems: without(context.problems, event.field),
      };
    }),
    addBlock: assign(({ context, event }) => {
      assertEvent(event, 'block.add');
      return {
        draft: {
          ...context.draft,
          blocks: [...context.draft.blocks, emptyBlock(event.kind, `new-${context.nextKey}`)],
        },
        nextKey: context.nextKey + 1,
        dirty: true,
        problems: without(context.problems, 'blocks'),
      };
    }),
    assignBlockField: assign(({ context, event }) => {
      assertEvent(event, 'block.change');
      return changeBlock(context, event.key, (b) => ({ ...b, [event.field]: event.value }));
    }),
    assignBlockKeep: assign(({ context, event }) => {
      assertEvent(event, 'block.keep');
      return changeBlock(context, event.key, (b) => ({ ...b, keepUntagged: event.keep }));
    }),
    assignLinkKeep: assign(({ context, event }) => {
      assertEvent(event, 'block.link.keep');
      return changeBlock(context, event.key, (b) => ({
        ...b,
        links: b.links.map((l, i) => (i === event.index ? { ...l, keepUntagged: event.keep } : l)),
      }));
    }),
    moveBlock: assign(({ context, event }) => {
      assertEvent(event, 'block.move');
      return { draft: { ...context.draft, blocks: moveBlock(context.draft.blocks, event.key, event.to) }, dirty: true };
    }),
    removeBlock: assign(({ context, event }) => {
      assertEvent(event, 'block.remove');
      return {
        draft: { ...context.draft, blocks: context.draft.blocks.filter((b) => b.key !== event.key) },
        dirty: true,
        problems: without(context.problems, event.key),
      };
    }),
    addLink: assign(({ context, event }) => {
      assertEvent(event, 'block.link.add');
      return changeBlock(context, event.key, (b) => ({ ...b, links: [...b.links, { title: '', url: '' }] }));
    }),
    assignLinkField: assign(({ context, event }) => {
      assertEvent(event, 'block.link.change');
      return changeBlock(context, event.key, (b) => ({
        ...b,
        links: b.links.map((l, i) => (i === event.index ? { ...l, [event.field]: event.value } : l)),
      }));
    }),
    removeLink: assign(({ context, event }) => {
      assertEvent(event, 'block.link.remove');
      return changeBlock(context, event.key, (b) => ({ ...b, links: b.links.filter((_, i) => i !== event.index) }));
    }),
    assignUploadingKey: assign(({ event }) => {
      assertEvent(event, 'block.picture');
      return { uploadingKey: event.key, failure: null };
    }),
    assignPicture: assign(({ context }, media: { id: string; url: string }) => {
      return { ...changeBlock(context, context.uploadingKey ?? '', (b) => ({ ...b, media })), uploadingKey: null };
    }),
    assignUploadFailure: assign(({ context }, { error }: { error: unknown }) => ({
      problems: { ...context.problems, [context.uploadingKey ?? '']: failureText(error, EDITOR_TEXTS.uploadFailed) },
      uploadingKey: null,
    })),
    openPicker: assign(({ event }) => {
      assertEvent(event, 'picker.open');
      return { picker: { ...productPicker.FIRST_PICKER, key: event.key } };
    }),
    closePicker: assign({ picker: null }),
    changePicker: assign(({ context }, change: Partial<productPicker.ProductPicker>) =>
      productPicker.changePicker(context.picker, change),
    ),
    assignProduct: assign(({ context }, productId: string) => {
      const picker = context.picker;
      const product = productPicker.chosenProduct(picker, productId);
      if (!picker || !product) return {};
      return { ...changeBlock(context, picker.key, (b) => ({ ...b, product })), picker: null };
    }),
    togglePreview: assign(({ context }) => ({ previewing: !context.previewing })),
    assignProblems: assign(({ context }) => ({ problems: draftProblems(context.draft), failure: null })),
    assignPublishProblems: assign(({ context }) => ({ problems: draftProblems(context.draft, true), failure: null })),
    clearFailure: assign({ failure: null }),
    assignSaved: assign((_, output: LandingPage) => startFrom(output)),
    assignRefusal: assign(({ context }, { error }: { error: unknown }) => refusal(context, error)),
    notifySaved: emit({ type: 'toast.show', text: EDITOR_TEXTS.saved }),
    notifyPublished: emit({ type: 'toast.show', text: EDITOR_TEXTS.published }),
    // A page saved for the first time gets its own address, so a reload or the back button finds it again.
    navigateToSaved: emit((_, output: LandingPage) => ({
      type: 'route.navigate' as const,
      path: landingEditPath(output.id),
    })),
    navigateToList: emit({ type: 'route.navigate', path: LANDING_LIST_PATH }),
    navigateToStats: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: landingStatsPath(context.id ?? ''),
    })),
  },
}).createMachine({
  id: 'landingPageEditor',
  description:
    'The landing page editor: a draft of blocks (heading, text, image, product card, button, link list) with a preview, saved whole as a draft or published in one call; the server’s sentence shows under the block it names.',
  context: ({ input }) => ({
    id: input.id?.trim() || null,
    page: null,
    draft: EMPTY_LANDING_DRAFT,
    dirty: false,
    problems: {},
    failure: null,
    previewing: false,
    picker: null,
    uploadingKey: null,
    nextKey: 1,
  }),
  on: {
    'editor.done': {
      actions: 'navigateToList',
      description: 'Back to the landing pages (unsaved changes stay unsent).',
    },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name a saved page?',
      always: [
        { guard: 'hasId', target: 'loading', description: 'It has an id: read that page to edit it.' },
        { target: 'editing', description: 'No id: a new, empty page.' },
      ],
    },
    loading: {
      description: 'Reading the page with all its blocks (landing/detail).',
      tags: ['busy'],
      invoke: {
        id: 'landingDetail',
        src: 'landingDetail',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignLoaded', params: doneOutput },
          description: 'The draft starts as the page is.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: "No such page in this shop (deleted, or another shop's).",
          },
          {
            target: 'failed',
            actions: { type: 'assignLoadFailure', params: errorParams },
            description: 'Not read: say why and offer to retry.',
          },
        ],
      },
    },
    failed: {
      description: 'The page could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'editor.retry': { target: 'loading', description: 'Try again.' } },
    },
    missing: {
      description: 'The address names no page of this shop: say so, with the way back to the list.',
      tags: ['not-found'],
    },
    editing: {
      description: 'The draft, its blocks and the preview; nothing is sent until Save or Publish.',
      initial: 'idle',
      on: {
        'page.change': {
          actions: 'assignPageField',
          description: 'The title, the description or the address changes; its sentence goes.',
        },
        'block.add': {
          guard: 'canAddBlock',
          actions: 'addBlock',
          description: 'A block of the chosen kind joins the end of the draft (at most 60).',
        },
        'block.change': {
          guard: 'isBlock',
          actions: 'assignBlockField',
          description: "A block's text, title, address or alt text changes; its sentence goes.",
        },
        'block.move': { guard: 'isBlock', actions: 'moveBlock', description: 'Move a block up or down (reorder).' },
        'block.remove': { guard: 'isBlock', actions: 'removeBlock', description: 'Remove a block from the draft.' },
        'block.link.add': {
          guard: 'isLinkList',
          actions: 'addLink',
          description: 'One more link in a link list (at most 20).',
        },
        'block.link.change': {
          guard: 'isLinkList',
          actions: 'assignLinkField',
          description: "A link's title or address changes.",
        },
        'block.keep': {
          guard: 'isBlock',
          actions: 'assignBlockKeep',
          description: 'Keep a block’s product or retailer address untagged knowingly, or not (the earn rule).',
        },
        'block.link.keep': {
          guard: 'isLinkList',
          actions: 'assignLinkKeep',
          description: 'Keep a link’s retailer address untagged knowingly, or not (the earn rule).',
        },
        'block.link.remove': { guard: 'isLinkList', actions: 'removeLink', description: 'A link leaves the list.' },
        'preview.toggle': {
          actions: 'togglePreview',
          description: 'Show or hide the preview of the page as the audience sees it.',
        },
        'editor.stats': { guard: 'isSaved', actions: 'navigateToStats', description: "A saved page's statistics." },
      },
      states: {
        idle: {
          description: 'Editing.',
          on: {
            'block.picture': {
              guard: 'isImageBlock',
              target: '#landingPageEditor.uploading',
              actions: 'assignUploadingKey',
              description: 'A picture chosen for an image block uploads at once.',
            },
            'picker.open': {
              guard: 'isProductBlock',
              target: 'picking',
              actions: 'openPicker',
              description: 'Choose the product of a product block: the picker opens on My Shop.',
            },
            'editor.save': [
              {
                guard: 'hasProblems',
                actions: 'assignProblems',
                description: 'The draft breaks a rule: each field or block says which; nothing is sent.',
              },
              {
                target: '#landingPageEditor.saving',
                actions: 'clearFailure',
                description: 'Save the draft (create, or update the saved page).',
              },
            ],
            'editor.publish': [
              {
                guard: 'hasPublishProblems',
                actions: 'assignPublishProblems',
                description: 'A page to publish needs a block and no broken rule: say which; nothing is sent.',
              },
              {
                target: '#landingPageEditor.publishing',
                actions: 'clearFailure',
                description: 'Save the draft and publish it at its address.',
              },
            ],
          },
        },
        picking: productPicker.pickingState('#landingPageEditor.editing.idle', {
          close: 'Closed without choosing: the block stays as it was.',
          choose: 'The product fills the block; the picker closes.',
          searchFailed: EDITOR_TEXTS.searchFailed,
        }),
      },
    },
    uploading: {
      description: 'The picture uploads to the media library (gallery/upload_media); the server re-encodes it.',
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ context, event }) => {
          const file = event.type === 'block.picture' ? event.file : new Blob();
          return { key: context.uploadingKey ?? '', file };
        },
        onDone: {
          target: 'editing',
          actions: { type: 'assignPicture', params: doneOutput },
          description: 'The block shows the stored picture.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignUploadFailure', params: errorParams },
          description: "Refused or failed: the server's sentence shows under the block.",
        },
      },
    },
    saving: {
      description: 'The whole draft in one call (landing/create or landing/update); stored whole or not at all.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'saveLanding',
        src: 'saveLanding',
        input: ({ context }) => ({ id: context.id, draft: context.draft }),
        onDone: [
          {
            guard: 'isNewPage',
            target: 'editing',
            actions: [
              { type: 'assignSaved', params: doneOutput },
              'notifySaved',
              { type: 'navigateToSaved', params: doneOutput },
            ],
            description: 'Created: say so; the editor moves to the saved page’s address.',
          },
          {
            target: 'editing',
            actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved'],
            description: 'Saved: say so; a published page shows the change at once.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignRefusal', params: errorParams },
          description:
            "Not saved: the server's sentence shows under the block or field it names (else above the form); the draft stays.",
        },
      },
    },
    publishing: {
      description: 'Save the draft, then publish it (landing/publish): it shows at its public address.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'publishLanding',
        src: 'publishLanding',
        input: ({ context }) => ({ id: context.id, draft: context.draft }),
        onDone: [
          {
            guard: 'isNewPage',
            target: 'editing',
            actions: [
              { type: 'assignSaved', params: doneOutput },
              'notifyPublished',
              { type: 'navigateToSaved', params: doneOutput },
            ],
            description: 'Created and published: say so; the editor moves to its address.',
          },
          {
            target: 'editing',
            actions: [{ type: 'assignSaved', params: doneOutput }, 'notifyPublished'],
            description: 'Published: say so; its address shows.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignRefusal', params: errorParams },
          description: "Not published: the server's sentence shows where it belongs; the draft stays.",
        },
      },
    },
  },
});

export type LandingEditorSnapshot = SnapshotFrom<typeof landingPageEditorMachine>;

export const card = {
  machine: landingPageEditorMachine,
  title: 'Landing page editor',
  spec: '§2 landingPage/create; designed landing/create, update, publish, detail, gallery/upload_media; issue 17',
  screen: 'landingPageEditor',
  input: { id: null },
} satisfies MachineCard<typeof landingPageEditorMachine>;
