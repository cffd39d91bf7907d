/**
 * The AI collage builder (the create panel's 'Create an AI Collage'; ?id= opens a saved one): pick 2 to 9 products
 * of My Shop (at most the preference's number), each shown by a picture of the media library or as a card; the server lays them out automatically from the saved preference
 * (src/domain/collage-layout.ts, no remote AI service) and renders the PNG; the creator adjusts style, background,
 * spacing, order and title, downloads the PNG and shares the public collage page. A collage is deleted, after the
 * confirm dialog, from its builder or from the 'Your collages' strip (collage/delete). Each product can be given the
 * name the collage shows for it (a product added by its address is named after the address), and a product the earn
 * rule cannot tag (a Target or Walmart one without Impact ids, say) is flagged as it is picked, with the missing ids to
 * add right there (earn-settings.machine.ts) or the choice to keep it untagged knowingly.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { collageCreate, collageDelete, collageUpdate } from '../api/collages';
import { downloadPicture } from '../api/picture-download';
import { collageFileName, COLLAGE_TEXTS, picksProblem, togglePick } from '../domain/collage-pages';
import type { CollageStyle } from '../domain/collage-layout';
import { normaliseColour } from '../domain/colour';
import { moveTile } from '../domain/gallery-tiles';
import { DOWNLOAD_SUCCESS_TEXT, NOTICE_TOAST_MS } from '../domain/spec-constants';
import {
  loadCollageBuilder,
  type Collage,
  type CollageBuilderData,
  type CollagePicture,
  type PickableProduct,
} from './collage-calls';
import { deleteSteps } from './link-delete-step';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

/** The adjustable look and content of a made collage, as the controls hold it. */
export interface CollageDraft {
  title: string;
  style: CollageStyle;
  /** The background as typed. */
  background: string;
  /** What it is saved as: six-digit hex by spec §5's rule (normaliseColour). */
  backgroundColor: string;
  spacing: number;
  /** Product ids in tile order. */
  order: string[];
  /** The name shown for each product (by product id). */
  names: Record<string, string>;
  /** Products kept untagged knowingly where the earn rule cannot tag them (by product id). */
  keep: Record<string, boolean>;
}

export interface CollageBuilderContext {
  collageId: string | null;
  products: PickableProduct[];
  /** Pictures of the media library a product can be shown by. */
  library: CollagePicture[];
  maxItems: number;
  recent: Collage[];
  /** Picking: the products chosen, in the order they were picked. */
  picked: string[];
  /** Picking: the library picture chosen for a product (by product id); without one it is a card. */
  pictures: Record<string, string>;
  /** Picking: the names the creator gave picked products (by product id); others show their My Shop title. */
  names: Record<string, string>;
  /** Picking: picked products kept untagged knowingly where the earn rule cannot tag them. */
  keep: Record<string, boolean>;
  title: string;
  collage: Collage | null;
  draft: CollageDraft | null;
  failure: string | null;
  /** The collage the confirm dialog asks about (the open one or one of the strip). */
  pendingDelete: string | null;
}

export type CollageBuilderEvent =
  | { type: 'builder.retry' }
  | { type: 'collage.product.toggle'; productId: string }
  | { type: 'collage.title.change'; value: string }
  | { type: 'collage.picture.choose'; productId: string; mediaId: string | null }
  | { type: 'collage.product.name'; productId: string; value: string }
  | { type: 'collage.product.keep'; productId: string; keep: boolean }
  | { type: 'collage.create' }
  | { type: 'collage.style.choose'; style: CollageStyle }
  | { type: 'collage.background.change'; value: string }
  | { type: 'collage.spacing.change'; value: number }
  | { type: 'collage.tile.move'; index: number; delta: number }
  | { type: 'collage.apply' }
  | { type: 'collage.download' }
  | { type: 'collage.new' }
  | { type: 'collage.delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type CollageBuilderEmitted = { type: 'toast.show'; text: string; durationMs: number };

/** One product as collage/create and collage/update take it. */
export interface CollageItem {
  productId: string;
  mediaId?: string;
  title?: string;
  keepUntagged?: boolean;
}

export interface CollageChange {
  id: string;
  title: string;
  style: CollageStyle;
  backgroundColor: string;
  spacing: number;
  items: CollageItem[];
}

const draftOf = (collage: Collage): CollageDraft => ({
  title: collage.title,
  style: collage.style,
  background: collage.backgroundColor,
  backgroundColor: collage.backgroundColor,
  spacing: collage.spacing,
  order: collage.tiles.map((tile) => tile.productId),
  names: Object.fromEntries(collage.tiles.map((tile) => [tile.productId, tile.title])),
  keep: Object.fromEntries(collage.tiles.filter((tile) => tile.keptUntagged).map((tile) => [tile.productId, true])),
});

/** A product as the calls take it: its picture, the name given (when there is one) and the choice to keep it untagged. */
function itemOf(
  productId: string,
  mediaId: string | undefined,
  name: string | undefined,
  keep: boolean | undefined,
): CollageItem {
  const title = name?.trim();
  return {
    productId,
    ...(mediaId ? { mediaId } : {}),
    ...(title ? { title } : {}),
    ...(keep ? { keepUntagged: true } : {}),
  };
}

/** The update call the draft asks for (each product keeps the picture it was shown with). */
function changeOf(collage: Collage, draft: CollageDraft): CollageChange {
  const byProduct = new Map(collage.tiles.map((tile) => [tile.productId, tile]));
  return {
    id: collage.id,
    title: draft.title.trim(),
    style: draft.style,
    backgroundColor: draft.backgroundColor,
    spacing: draft.spacing,
    items: draft.order.map((productId) =>
      itemOf(productId, byProduct.get(productId)?.mediaId, draft.names[productId], draft.keep[productId]),
    ),
  };
}

/** Whether the draft differs from the collage as made (only then is a new picture rendered). */
function isChanged(collage: Collage, draft: CollageDraft): boolean {
  const change = changeOf(collage, draft);
  return (
    change.title !== collage.title ||
    change.style !== collage.style ||
    change.backgroundColor !== collage.backgroundColor ||
    change.spacing !== collage.spacing ||
    change.items.some((item, i) => {
      const tile = collage.tiles[i];
      return (
        item.productId !== tile?.productId ||
        (item.title ?? '') !== tile.title ||
        (item.keepUntagged ?? false) !== (tile.keptUntagged ?? false)
      );
    })
  );
}

const withDraft = (context: CollageBuilderContext, change: Partial<CollageDraft>) =>
  context.draft ? { draft: { ...context.draft, ...change }, failure: null } : {};

export const collageBuilderMachine = setup({
  types: {
    context: {} as CollageBuilderContext,
    events: {} as CollageBuilderEvent,
    input: {} as { collageId: string | null },
    emitted: {} as CollageBuilderEmitted,
    tags: {} as 'busy' | 'error' | 'confirm-visible',
  },
  actors: {
    loadCollageBuilder: fromPromise<CollageBuilderData, { collageId: string | null }>(({ input, signal }) =>
      loadCollageBuilder(input.collageId, signal),
    ),
    // Style, background and spacing left out: the server takes them from the saved preference.
    collageCreate: fromPromise<Collage, { title: string; items: CollageItem[] }>(({ input }) =>
      collageCreate(input, { ignoreErrors: true }),
    ),
    collageUpdate: fromPromise<Collage, CollageChange>(({ input }) => collageUpdate(input, { ignoreErrors: true })),
    downloadPicture: fromPromise<void, { url: string; fileName: string }>(({ input }) =>
      downloadPicture(input.url, input.fileName),
    ),
    // The refusal's sentence is shown by the builder (ignoreErrors), like its other calls'.
    collageDelete: fromPromise<unknown, { id: string }>(({ input }) => collageDelete(input, { ignoreErrors: true })),
  },
  guards: {
    isMissing: isMissingAnswer,
    hasCollage: (_, output: CollageBuilderData) => output.collage !== null,
    isProduct: ({ context, event }) => {
      assertEvent(event, 'collage.product.toggle');
      return context.products.some((product) => product.id === event.productId);
    },
    isPickedProduct: ({ context, event }) => {
      assertEvent(event, ['collage.product.name', 'collage.product.keep']);
      return context.picked.includes(event.productId);
    },
    isCollageProduct: ({ context, event }) => {
      assertEvent(event, ['collage.product.name', 'collage.product.keep']);
      return context.draft?.order.includes(event.productId) ?? false;
    },
    isPictureChoice: ({ context, event }) => {
      assertEvent(event, 'collage.picture.choose');
      return (
        context.picked.includes(event.productId) &&
        (event.mediaId === null || context.library.some((picture) => picture.id === event.mediaId))
      );
    },
    canCreate: ({ context }) => picksProblem(context.title, context.picked) === null,
    isTile: ({ context, event }) => {
      assertEvent(event, 'collage.tile.move');
      const to = event.index + event.delta;
      return (
        context.draft !== null &&
        event.index >= 0 &&
        event.index < context.draft.order.length &&
        to >= 0 &&
        to < context.draft.order.length
      );
    },
    isOpenCollage: ({ context, event }) => {
      assertEvent(event, 'collage.delete.request');
      return context.collage?.id === event.id;
    },
    isRecent: ({ context, event }) => {
      assertEvent(event, 'collage.delete.request');
      return context.recent.some((collage) => collage.id === event.id);
    },
    isDeletingOpen: ({ context }) => context.pendingDelete !== null && context.collage?.id === context.pendingDelete,
    isApplicable: ({ context }) =>
      context.collage !== null &&
      context.draft !== null &&
      context.draft.title.trim() !== '' &&
      isChanged(context.collage, context.draft),
  },
  actions: {
    assignLoaded: assign((_, { products, pictures, preference, collage, recent }: CollageBuilderData) => {
      return {
        products,
        library: pictures,
        maxItems: preference.maxItems,
        recent,
        collage,
        draft: collage ? draftOf(collage) : null,
        failure: null,
      };
    }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.loadFailed),
    })),
    assignMissing: assign({ failure: COLLAGE_TEXTS.missing }),
    assignToggled: assign(({ context, event }) => {
      assertEvent(event, 'collage.product.toggle');
      const picked = togglePick(context.picked, event.productId, context.maxItems);
      // An unticked product forgets its picture, its name and the choice made for it.
      const only = <T>(map: Record<string, T>) =>
        Object.fromEntries(Object.entries(map).filter(([productId]) => picked.includes(productId)));
      return {
        picked,
        pictures: only(context.pictures),
        names: only(context.names),
        keep: only(context.keep),
        failure: null,
      };
    }),
    assignName: assign(({ context, event }) => {
      assertEvent(event, 'collage.product.name');
      return context.draft
        ? withDraft(context, { names: { ...context.draft.names, [event.productId]: event.value } })
        : { names: { ...context.names, [event.productId]: event.value } };
    }),
    assignKeep: assign(({ context, event }) => {
      assertEvent(event, 'collage.product.keep');
      return context.draft
        ? withDraft(context, { keep: { ...context.draft.keep, [event.productId]: event.keep } })
        : { keep: { ...context.keep, [event.productId]: event.keep }, failure: null };
    }),
    assignPicture: assign(({ context, event }) => {
      assertEvent(event, 'collage.picture.choose');
      const { [event.productId]: _previous, ...others } = context.pictures;
      return { pictures: event.mediaId ? { ...others, [event.productId]: event.mediaId } : others };
    }),
    assignTitle: assign(({ context, event }) => {
      assertEvent(event, 'collage.title.change');
      return context.draft ? withDraft(context, { title: event.value }) : { title: event.value, failure: null };
    }),
    assignPicksProblem: assign(({ context }) => ({ failure: picksProblem(context.title, context.picked) })),
    assignMade: assign((_, collage: Collage) => {
      return { collage, collageId: collage.id, draft: draftOf(collage), failure: null };
    }),
    assignStyle: assign(({ context, event }) => {
      assertEvent(event, 'collage.style.choose');
      return withDraft(context, { style: event.style });
    }),
    assignBackground: assign(({ context, event }) => {
      assertEvent(event, 'collage.background.change');
      return withDraft(context, { background: event.value, backgroundColor: normaliseColour(event.value) });
    }),
    assignSpacing: assign(({ context, event }) => {
      assertEvent(event, 'collage.spacing.change');
      return withDraft(context, { spacing: event.value });
    }),
    assignMoved: assign(({ context, event }) => {
      assertEvent(event, 'collage.tile.move');
      return withDraft(context, { order: moveTile(context.draft?.order ?? [], event.index, event.delta) });
    }),
    assignCreateFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.createFailed),
    })),
    assignUpdateFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.updateFailed),
    })),
    assignDownloadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.downloadFailed),
    })),
    assignFresh: assign(({ context }) => ({
      collageId: null,
      collage: null,
      draft: null,
      picked: [],
      pictures: {},
      names: {},
      keep: {},
      title: '',
      failure: null,
      recent: context.collage
        ? [context.collage, ...context.recent.filter((c) => c.id !== context.collage?.id)]
        : context.recent,
    })),
    assignPendingDelete: assign(({ event }) => {
      assertEvent(event, 'collage.delete.request');
      return { pendingDelete: event.id, failure: null };
    }),
    clearPendingDelete: assign({ pendingDelete: null }),
    assignDeleted: assign(({ context }) => ({
      recent: context.recent.filter((collage) => collage.id !== context.pendingDelete),
      pendingDelete: null,
      failure: null,
    })),
    assignDeleteFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.deleteFailed),
      pendingDelete: null,
    })),
    notifyDeleted: emit({ type: 'toast.show', text: COLLAGE_TEXTS.deleted, durationMs: NOTICE_TOAST_MS }),
    notifyUpdated: emit({ type: 'toast.show', text: COLLAGE_TEXTS.updated, durationMs: NOTICE_TOAST_MS }),
    notifyDownloaded: emit({ type: 'toast.show', text: DOWNLOAD_SUCCESS_TEXT, durationMs: NOTICE_TOAST_MS }),
  },
}).createMachine({
  id: 'collageBuilder',
  description:
    'AI collage: pick products, the server lays them out from the preference, adjust, download the PNG and share its page.',
  context: ({ input }) => ({
    collageId: input.collageId,
    products: [],
    library: [],
    maxItems: 9,
    recent: [],
    picked: [],
    pictures: {},
    names: {},
    keep: {},
    title: '',
    collage: null,
    draft: null,
    failure: null,
    pendingDelete: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The shop’s products, the AI collage preference (get_gallery_setting), the collage asked for and the latest ones.',
      tags: ['busy'],
      invoke: {
        id: 'loadCollageBuilder',
        src: 'loadCollageBuilder',
        input: ({ context }) => ({ collageId: context.collageId }),
        onDone: [
          {
            guard: { type: 'hasCollage', params: doneOutput },
            target: 'adjusting',
            actions: { type: 'assignLoaded', params: doneOutput },
            description: 'A saved collage: adjust it.',
          },
          {
            target: 'picking',
            actions: { type: 'assignLoaded', params: doneOutput },
            description: 'A new collage: pick its products.',
          },
        ],
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: 'The address names no collage of the shop.',
          },
          {
            target: 'failed',
            actions: { type: 'assignLoadFailure', params: errorParams },
            description: 'Not reachable: the reason and a retry.',
          },
        ],
      },
    },
    failed: {
      description: 'The builder’s data could not be loaded.',
      tags: ['error'],
      on: { 'builder.retry': { target: 'loading', description: 'Try again.' } },
    },
    missing: {
      description: 'No such collage in the shop.',
      tags: ['error'],
      on: { 'collage.new': { target: 'picking', actions: 'assignFresh', description: 'Start a new collage instead.' } },
    },
    picking: {
      description:
        'Products of My Shop to tick, 2 to 9 (at most the preference’s number), in the order ticked, and a title.',
      on: {
        'collage.product.toggle': {
          guard: 'isProduct',
          actions: 'assignToggled',
          description: 'Tick or untick a product (ignored beyond the most allowed).',
        },
        'collage.title.change': { actions: 'assignTitle', description: 'The title typed.' },
        'collage.picture.choose': {
          guard: 'isPictureChoice',
          actions: 'assignPicture',
          description:
            'Show a picked product by a picture of the library (its shape counts for the layout), or as a card.',
        },
        'collage.product.name': {
          guard: 'isPickedProduct',
          actions: 'assignName',
          description: 'The name the collage shows for a picked product.',
        },
        'collage.product.keep': {
          guard: 'isPickedProduct',
          actions: 'assignKeep',
          description: 'Keep a picked product the earn rule cannot tag untagged knowingly, or not.',
        },
        'collage.create': [
          { guard: 'canCreate', target: 'creating', description: 'Make it: the server lays it out.' },
          { actions: 'assignPicksProblem', description: 'A title or products missing: say which.' },
        ],
        'collage.delete.request': {
          guard: 'isRecent',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete a collage of the strip: ask first.',
        },
      },
    },
    creating: {
      description: 'collage/create: laid out automatically from the preference and rendered as a PNG on the server.',
      tags: ['busy'],
      invoke: {
        id: 'collageCreate',
        src: 'collageCreate',
        input: ({ context }) => ({
          title: context.title.trim(),
          items: context.picked.map((productId) =>
            itemOf(productId, context.pictures[productId], context.names[productId], context.keep[productId]),
          ),
        }),
        onDone: {
          target: 'adjusting',
          actions: { type: 'assignMade', params: doneOutput },
          description: 'Made: the picture, what was chosen, and the controls.',
        },
        onError: {
          target: 'picking',
          actions: { type: 'assignCreateFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence; the picks stay.',
        },
      },
    },
    adjusting: {
      description:
        'The picture with the layout note; style, background, spacing, order and title to change; download and share.',
      on: {
        'collage.title.change': { actions: 'assignTitle', description: 'The title typed.' },
        'collage.style.choose': { actions: 'assignStyle', description: 'Another style.' },
        'collage.background.change': {
          actions: 'assignBackground',
          description: 'The background typed (any CSS colour form; saved as hex).',
        },
        'collage.spacing.change': { actions: 'assignSpacing', description: 'The spacing slider.' },
        'collage.tile.move': {
          guard: 'isTile',
          actions: 'assignMoved',
          description: 'Move a product earlier or later.',
        },
        'collage.product.name': {
          guard: 'isCollageProduct',
          actions: 'assignName',
          description: 'Rename a product of the collage (its caption on the page).',
        },
        'collage.product.keep': {
          guard: 'isCollageProduct',
          actions: 'assignKeep',
          description: 'Keep a product the earn rule cannot tag untagged knowingly, or not.',
        },
        'collage.apply': {
          guard: 'isApplicable',
          target: 'updating',
          description: 'Apply the changes: laid out and rendered again.',
        },
        'collage.download': { target: 'downloading', description: 'Download the PNG.' },
        'collage.new': { target: 'picking', actions: 'assignFresh', description: 'Start another collage.' },
        'collage.delete.request': {
          guard: 'isOpenCollage',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete this collage: ask first.',
        },
      },
    },
    ...deleteSteps({
      src: 'collageDelete',
      input: ({ context }: { context: CollageBuilderContext }) => ({ id: context.pendingDelete ?? '' }),
      descriptions: {
        asking:
          'The confirm dialog asks whether to delete the collage; its public page and the tracked links of its tiles would stop working.',
        deleting: 'collage/delete runs; the confirm button shows it is working.',
      },
      cancel: [
        {
          guard: 'isDeletingOpen',
          target: 'adjusting',
          actions: 'clearPendingDelete',
          description: 'Cancelled from the builder: the collage stays open.',
        },
        { target: 'picking', actions: 'clearPendingDelete', description: 'Cancelled from the strip: nothing changes.' },
      ],
      done: [
        {
          guard: 'isDeletingOpen',
          target: 'picking',
          actions: ['assignFresh', 'assignDeleted', 'notifyDeleted'],
          description: 'The open collage deleted: gone from the strip, a clean new collage, say so.',
        },
        {
          target: 'picking',
          actions: ['assignDeleted', 'notifyDeleted'],
          description: 'Deleted: gone from the strip, say so.',
        },
      ],
      refused: [
        {
          guard: 'isDeletingOpen',
          target: 'adjusting',
          actions: { type: 'assignDeleteFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence; the collage stays open.',
        },
        {
          target: 'picking',
          actions: { type: 'assignDeleteFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence; the strip keeps it.',
        },
      ],
    }),
    updating: {
      description: 'collage/update with the look and order; a new picture at a new address.',
      tags: ['busy'],
      invoke: {
        id: 'collageUpdate',
        src: 'collageUpdate',
        input: ({ context }) => changeOf(context.collage!, context.draft!),
        onDone: {
          target: 'adjusting',
          actions: [{ type: 'assignMade', params: doneOutput }, 'notifyUpdated'],
          description: 'The new picture shows.',
        },
        onError: {
          target: 'adjusting',
          actions: { type: 'assignUpdateFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence; the changes stay.',
        },
      },
    },
    downloading: {
      description: 'The PNG fetched from its address and saved by the browser.',
      tags: ['busy'],
      invoke: {
        id: 'downloadPicture',
        src: 'downloadPicture',
        input: ({ context }) => ({
          url: context.collage?.imageUrl ?? '',
          fileName: collageFileName(context.collage?.title ?? ''),
        }),
        onDone: { target: 'adjusting', actions: 'notifyDownloaded', description: "Saved: 'download successful'." },
        onError: {
          target: 'adjusting',
          actions: { type: 'assignDownloadFailure', params: errorParams },
          description: 'Failed: say so.',
        },
      },
    },
  },
});

export type CollageBuilderSnapshot = SnapshotFrom<typeof collageBuilderMachine>;

export const card = {
  machine: collageBuilderMachine,
  title: 'AI collage builder',
  spec: '§1 create panel (Create an AI Collage); designed collage/*; issue 17',
  screen: 'collageBuilder',
  input: { collageId: null },
} satisfies MachineCard<typeof collageBuilderMachine>;
