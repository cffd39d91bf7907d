/**
 * myLinks/imgEditor?id=: crop a picture to a square and save it as the cover of a collection, which its group
 * link page shows on top. Products carry no pictures, so the picture is one the creator chooses; the crop runs in
 * the browser (canvas) and the JPEG goes up with update_collection (multipart), name and intro unchanged.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { updateCollection } from '../api/collections';
import { cropToJpeg, readImageFile, type LoadedImage } from '../api/image-canvas';
import { initialCrop, moveCrop, resizeCrop, zoomCrop, type CropSquare } from '../domain/image-crop';
import { LINK_PAGE_TEXTS, SAVE_LINK_PATH } from '../domain/link-pages';
import { withQuery } from '../domain/routes';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import { loadCollection, type CollectionView } from './collection-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface CoverCropContext {
  collectionId: string;
  collection: CollectionView | null;
  image: LoadedImage | null;
  crop: CropSquare | null;
  failure: string | null;
}

export type CoverCropEvent =
  | { type: 'crop.retry' }
  | { type: 'crop.file.choose'; file: Blob }
  | { type: 'crop.move'; dx: number; dy: number }
  | { type: 'crop.resize'; delta: number }
  | { type: 'crop.zoom'; zoom: number }
  | { type: 'crop.reset' }
  | { type: 'crop.save' };

export type CoverCropEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export interface CoverUpload {
  collection: CollectionView;
  image: LoadedImage;
  crop: CropSquare;
}

export const COVER_LOAD_FAILED = 'The collection could not be loaded. Try again.';
export const COVER_READ_FAILED = 'This picture could not be read. Choose another one.';
export const COVER_SAVE_FAILED = 'The cover could not be saved. Try again.';

async function saveCover({ collection, image, crop }: CoverUpload): Promise<void> {
  const cover = await cropToJpeg(image, crop);
  await updateCollection(
    {
      collectionId: collection.id,
      name: collection.name,
      ...(collection.description ? { description: collection.description } : {}),
      cover,
    },
    { ignoreErrors: true },
  );
}

export const coverCropMachine = setup({
  types: {
    context: {} as CoverCropContext,
    events: {} as CoverCropEvent,
    input: {} as { collectionId: string },
    emitted: {} as CoverCropEmitted,
  },
  actors: {
    loadCollection: fromPromise<CollectionView, { collectionId: string }>(({ input, signal }) =>
      loadCollection(input.collectionId, signal),
    ),
    readImage: fromPromise<LoadedImage, { file: Blob }>(({ input }) => readImageFile(input.file)),
    saveCover: fromPromise<void, CoverUpload>(({ input }) => saveCover(input)),
  },
  actions: {
    assignCollection: assign((_, output: CollectionView) => ({ collection: output, failure: null })),
    assignImage: assign((_, image: LoadedImage) => {
      return { image, crop: initialCrop(image), failure: null };
    }),
    // Every step is clamped inside the picture (src/domain/image-crop.ts).
    assignMoved: assign(({ context, event }) => {
      assertEvent(event, 'crop.move');
      return context.image && context.crop ? { crop: moveCrop(context.crop, context.image, event.dx, event.dy) } : {};
    }),
    assignResized: assign(({ context, event }) => {
      assertEvent(event, 'crop.resize');
      return context.image && context.crop ? { crop: resizeCrop(context.crop, context.image, event.delta) } : {};
    }),
    assignZoomed: assign(({ context, event }) => {
      assertEvent(event, 'crop.zoom');
      return context.image && context.crop ? { crop: zoomCrop(context.crop, context.image, event.zoom) } : {};
    }),
    resetCrop: assign(({ context }) => (context.image ? { crop: initialCrop(context.image) } : {})),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COVER_LOAD_FAILED),
    })),
    assignReadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COVER_READ_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COVER_SAVE_FAILED),
    })),
    notifySaved: emit({ type: 'toast.show', text: LINK_PAGE_TEXTS.coverSaved, durationMs: NOTICE_TOAST_MS }),
    backToContent: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: withQuery(SAVE_LINK_PATH, { id: context.collectionId }),
    })),
  },
}).createMachine({
  id: 'coverCrop',
  description:
    'Image editor: choose a picture, crop a square (drag, corner handle, zoom) and save it as the collection’s cover.',
  context: ({ input }) => ({
    collectionId: input.collectionId,
    collection: null,
    image: null,
    crop: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The collection whose cover this is (its name and intro go up with the picture).',
      tags: ['busy'],
      invoke: {
        id: 'loadCollection',
        src: 'loadCollection',
        input: ({ context }) => ({ collectionId: context.collectionId }),
        onDone: {
          target: 'choosing',
          actions: { type: 'assignCollection', params: doneOutput },
          description: 'Ask for a picture.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not in the shop or not reachable: the reason and a retry.',
        },
      },
    },
    failed: {
      description: 'The collection could not be read.',
      tags: ['error'],
      on: { 'crop.retry': { target: 'loading', description: 'Try again.' } },
    },
    choosing: {
      description: 'Choose a JPEG, PNG or WebP picture of at most 5 MB.',
      on: { 'crop.file.choose': { target: 'reading', description: 'A picture was chosen.' } },
    },
    reading: {
      description: 'Reading the picture in the browser (nothing is sent yet).',
      tags: ['busy'],
      invoke: {
        id: 'readImage',
        src: 'readImage',
        input: ({ event }) => ({ file: event.type === 'crop.file.choose' ? event.file : new Blob() }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignImage', params: doneOutput },
          description: 'Start with the largest centred square.',
        },
        onError: {
          target: 'choosing',
          actions: { type: 'assignReadFailure', params: errorParams },
          description: 'Not a picture we take: say which to choose.',
        },
      },
    },
    editing: {
      description: 'The picture with the square: drag to move, the corner to resize, the slider to zoom.',
      on: {
        'crop.move': { actions: 'assignMoved', description: 'Drag the square.' },
        'crop.resize': { actions: 'assignResized', description: 'Drag the corner handle.' },
        'crop.zoom': { actions: 'assignZoomed', description: 'The zoom slider.' },
        'crop.reset': { actions: 'resetCrop', description: 'Back to the largest centred square.' },
        'crop.file.choose': { target: 'reading', description: 'Another picture.' },
        'crop.save': { target: 'saving', description: 'Save as the cover.' },
      },
    },
    saving: {
      description: 'The square drawn on a canvas as a JPEG (at most 1080 px), sent with update_collection.',
      tags: ['busy'],
      invoke: {
        id: 'saveCover',
        src: 'saveCover',
        input: ({ context }) => ({ collection: context.collection!, image: context.image!, crop: context.crop! }),
        onDone: {
          target: 'saved',
          actions: ['notifySaved', 'backToContent'],
          description: 'Saved: back to the linked content.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused or failed: the crop stays, with the reason.',
        },
      },
    },
    saved: {
      description: 'The group link page shows the new cover.',
      type: 'final',
    },
  },
});

export type CoverCropSnapshot = SnapshotFrom<typeof coverCropMachine>;

export const card = {
  machine: coverCropMachine,
  title: 'Image editor (collection cover)',
  spec: '§2 myLinks/imgEditor, §7 update_collection (multipart)',
  screen: 'coverEditor',
  input: { collectionId: 'col-1' },
} satisfies MachineCard<typeof coverCropMachine>;
