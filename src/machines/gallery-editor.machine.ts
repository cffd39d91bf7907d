/**
 * linkGallery/create and linkGallery/edit?id=: the album of a link gallery. Pictures and videos come from an upload
 * (checked in the browser with the server's own rules of spec §5 before anything is sent: 1 to 52 files, a video of
 * at most 60 s) or from the media library; each tile links to a product of My Shop or an http(s) address; tiles are
 * ordered with up/down; the album holds at most 9, shown 3 per row. Save creates or changes the gallery in one
 * call and makes it public or hidden as chosen, then opens its preview.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addTiles, moveTile, tileInputs, type AlbumMedia, type TileDraft } from '../domain/gallery-tiles';
import { galleryPreviewPath, GALLERY_TEXTS } from '../domain/gallery-pages';
import { MAX_UPLOAD_FILES, MEDIA_MESSAGES } from '../domain/media-limits';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import {
  checkChosenFiles,
  loadGalleryEditor,
  saveGallery,
  tileDrafts,
  uploadFiles,
  type Gallery,
  type GalleryEditorData,
  type GallerySave,
  type TileProduct,
} from './gallery-calls';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface GalleryEditorContext {
  galleryId: string | null;
  title: string;
  published: boolean;
  tiles: TileDraft[];
  library: AlbumMedia[];
  products: TileProduct[];
  /** Files chosen and waiting for their check and upload. */
  pendingFiles: File[];
  /** A problem with the draft or a call, in a sentence. */
  failure: string | null;
  /** What happened that needs no action (files kept in the library when the album is full). */
  notice: string | null;
}

export type GalleryEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.title.change'; value: string }
  | { type: 'editor.published.change'; value: boolean }
  | { type: 'files.choose'; files: File[] }
  | { type: 'library.add'; mediaId: string }
  | { type: 'tile.title.change'; index: number; value: string }
  | { type: 'tile.link.change'; index: number; link: TileDraft['link'] }
  | { type: 'tile.keep'; index: number; keep: boolean }
  | { type: 'tile.move'; index: number; delta: number }
  | { type: 'tile.remove'; index: number }
  | { type: 'editor.save' };

export type GalleryEditorEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

const withTile = (tiles: readonly TileDraft[], index: number, change: (tile: TileDraft) => TileDraft) =>
  tiles.map((tile, i) => (i === index ? change(tile) : tile));

/** What a save would send, or the sentence saying what is missing (the server's own). */
function draftCheck(context: GalleryEditorContext): { ok: true; save: GallerySave } | { ok: false; message: string } {
  if (context.title.trim() === '') return { ok: false, message: GALLERY_TEXTS.blankTitle };
  const tiles = tileInputs(context.tiles);
  if (!tiles.ok) return tiles;
  return {
    ok: true,
    save: {
      galleryId: context.galleryId,
      title: context.title.trim(),
      tiles: tiles.tiles,
      published: context.published,
    },
  };
}

export const galleryEditorMachine = setup({
  types: {
    context: {} as GalleryEditorContext,
    events: {} as GalleryEditorEvent,
    input: {} as { galleryId: string | null },
    emitted: {} as GalleryEditorEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadGalleryEditor: fromPromise<GalleryEditorData, { galleryId: string | null }>(({ input, signal }) =>
      loadGalleryEditor(input.galleryId, signal),
    ),
    checkChosenFiles: fromPromise<File[], { files: File[] }>(({ input }) => checkChosenFiles(input.files)),
    uploadMedia: fromPromise<AlbumMedia[], { files: File[] }>(({ input }) => uploadFiles(input.files)),
    saveGallery: fromPromise<Gallery, GallerySave>(({ input }) => saveGallery(input)),
  },
  guards: {
    isMissing: isMissingAnswer,
    isUploadSized: ({ event }) => {
      assertEvent(event, 'files.choose');
      return event.files.length >= 1 && event.files.length <= MAX_UPLOAD_FILES;
    },
    isInLibrary: ({ context, event }) => {
      assertEvent(event, 'library.add');
      return (
        context.library.some((item) => item.id === event.mediaId) &&
        !context.tiles.some((tile) => tile.media.id === event.mediaId)
      );
    },
    isTile: ({ context, event }) => {
      assertEvent(event, ['tile.title.change', 'tile.link.change', 'tile.keep', 'tile.remove']);
      return event.index >= 0 && event.index < context.tiles.length;
    },
    isMovable: ({ context, event }) => {
      assertEvent(event, 'tile.move');
      const to = event.index + event.delta;
      return (
        event.index >= 0 &&
        event.index < context.tiles.length &&
        to >= 0 &&
        to < context.tiles.length &&
        to !== event.index
      );
    },
    isDraftComplete: ({ context }) => draftCheck(context).ok,
  },
  actions: {
    assignLoaded: assign((_, { gallery, library, products }: GalleryEditorData) => {
      return {
        library,
        products,
        failure: null,
        ...(gallery ? { title: gallery.title, published: gallery.published, tiles: tileDrafts(gallery) } : {}),
      };
    }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, GALLERY_TEXTS.galleryLoadFailed),
    })),
    assignMissing: assign({ failure: GALLERY_TEXTS.missing }),
    assignTitle: assign(({ event }) => {
      assertEvent(event, 'editor.title.change');
      return { title: event.value, failure: null };
    }),
    assignPublished: assign(({ event }) => {
      assertEvent(event, 'editor.published.change');
      return { published: event.value };
    }),
    assignPendingFiles: assign(({ event }) => {
      assertEvent(event, 'files.choose');
      return { pendingFiles: event.files, failure: null, notice: null };
    }),
    assignCountProblem: assign(({ event }) => {
      assertEvent(event, 'files.choose');
      return {
        failure: event.files.length === 0 ? MEDIA_MESSAGES.none : MEDIA_MESSAGES.tooMany(event.files.length),
        notice: null,
      };
    }),
    assignChecked: assign((_, output: File[]) => ({ pendingFiles: output })),
    assignUploaded: assign(({ context }, uploaded: AlbumMedia[]) => {
      const { tiles, left } = addTiles(context.tiles, uploaded);
      return {
        tiles,
        library: [...uploaded, ...context.library.filter((item) => !uploaded.some((u) => u.id === item.id))],
        pendingFiles: [],
        notice: left > 0 ? GALLERY_TEXTS.notAllAdded(left) : null,
      };
    }),
    assignFileProblem: assign((_, { error }: { error: unknown }) => ({
      pendingFiles: [],
      failure: failureText(error, GALLERY_TEXTS.uploadFailed),
    })),
    assignFromLibrary: assign(({ context, event }) => {
      assertEvent(event, 'library.add');
      const item = context.library.find((media) => media.id === event.mediaId)!;
      const { tiles, left } = addTiles(context.tiles, [item]);
      return { tiles, failure: null, notice: left > 0 ? GALLERY_TEXTS.notAllAdded(left) : null };
    }),
    assignTileTitle: assign(({ context, event }) => {
      assertEvent(event, 'tile.title.change');
      return {
        tiles: withTile(context.tiles, event.index, (tile) => ({ ...tile, title: event.value })),
        failure: null,
      };
    }),
    assignTileLink: assign(({ context, event }) => {
      assertEvent(event, 'tile.link.change');
      return { tiles: withTile(context.tiles, event.index, (tile) => ({ ...tile, link: event.link })), failure: null };
    }),
    assignTileKeep: assign(({ context, event }) => {
      assertEvent(event, 'tile.keep');
      return {
        tiles: withTile(context.tiles, event.index, (tile) => ({ ...tile, keepUntagged: event.keep })),
        failure: null,
      };
    }),
    assignMoved: assign(({ context, event }) => {
      assertEvent(event, 'tile.move');
      return { tiles: moveTile(context.tiles, event.index, event.delta) };
    }),
    assignRemoved: assign(({ context, event }) => {
      assertEvent(event, 'tile.remove');
      return { tiles: context.tiles.filter((_, i) => i !== event.index), notice: null };
    }),
    assignDraftProblem: assign(({ context }) => {
      const check = draftCheck(context);
      return { failure: check.ok ? null : check.message };
    }),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, GALLERY_TEXTS.saveFailed),
    })),
    notifySaved: emit({ type: 'toast.show', text: GALLERY_TEXTS.saved, durationMs: NOTICE_TOAST_MS }),
    navigateToPreview: emit((_, output: Gallery) => ({
      type: 'route.navigate' as const,
      path: galleryPreviewPath(output.id),
    })),
  },
}).createMachine({
  id: 'galleryEditor',
  description:
    'Link gallery editor: upload or pick pictures and videos, link each tile to a product or an address, order them, save.',
  context: ({ input }) => ({
    galleryId: input.galleryId,
    title: '',
    published: true,
    tiles: [],
    library: [],
    products: [],
    pendingFiles: [],
    failure: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The gallery when editing (gallery/detail), the media library (gallery/media_list) and the shop’s products.',
      tags: ['busy'],
      invoke: {
        id: 'loadGalleryEditor',
        src: 'loadGalleryEditor',
        input: ({ context }) => ({ galleryId: context.galleryId }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignLoaded', params: doneOutput },
          description: 'The draft shows.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: 'The address names no gallery of the shop: say so, no retry.',
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
      description: 'The editor’s data could not be loaded.',
      tags: ['error'],
      on: { 'editor.retry': { target: 'loading', description: 'Try again.' } },
    },
    missing: {
      description: 'No such gallery in the shop (deleted, or another shop’s).',
      tags: ['error'],
      type: 'final',
    },
    editing: {
      description: 'The draft: title, public or hidden, and the album of at most 9 tiles, 3 per row.',
      on: {
        'editor.title.change': { actions: 'assignTitle', description: 'The title typed.' },
        'editor.published.change': { actions: 'assignPublished', description: 'Public at its address, or hidden.' },
        'files.choose': [
          {
            guard: 'isUploadSized',
            target: 'checkingFiles',
            actions: 'assignPendingFiles',
            description: '1 to 52 files chosen: check them here first.',
          },
          {
            actions: 'assignCountProblem',
            description: 'None, or more than 52 at once: say so, nothing is read or sent.',
          },
        ],
        'library.add': {
          guard: 'isInLibrary',
          actions: 'assignFromLibrary',
          description: 'A picture or video of the library becomes a tile (while the album has room).',
        },
        'tile.title.change': { guard: 'isTile', actions: 'assignTileTitle', description: 'A tile’s title typed.' },
        'tile.link.change': {
          guard: 'isTile',
          actions: 'assignTileLink',
          description:
            'A tile linked to a product of My Shop or to an address (one the earn rule cannot tag is flagged as typed).',
        },
        'tile.keep': {
          guard: 'isTile',
          actions: 'assignTileKeep',
          description: 'Keep a tile’s product or retailer address untagged knowingly, or not.',
        },
        'tile.move': { guard: 'isMovable', actions: 'assignMoved', description: 'Move a tile up or down the album.' },
        'tile.remove': {
          guard: 'isTile',
          actions: 'assignRemoved',
          description: 'Take a tile off the album (the file stays in the library).',
        },
        'editor.save': [
          { guard: 'isDraftComplete', target: 'saving', description: 'Save the gallery.' },
          {
            actions: 'assignDraftProblem',
            description: 'Something is missing: the sentence the server would answer, nothing sent.',
          },
        ],
      },
    },
    checkingFiles: {
      description:
        'Each file read in the browser and checked like the server does: kind by its bytes, size, a video’s length.',
      tags: ['busy'],
      invoke: {
        id: 'checkChosenFiles',
        src: 'checkChosenFiles',
        input: ({ context }) => ({ files: context.pendingFiles }),
        onDone: {
          target: 'uploading',
          actions: { type: 'assignChecked', params: doneOutput },
          description: 'All fine: send them.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFileProblem', params: errorParams },
          description: 'A file breaks a rule: the sentence naming it, nothing sent.',
        },
      },
    },
    uploading: {
      description: 'gallery/upload_media; the server checks again, re-encodes pictures and makes 200 px thumbnails.',
      tags: ['busy'],
      invoke: {
        id: 'uploadMedia',
        src: 'uploadMedia',
        input: ({ context }) => ({ files: context.pendingFiles }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignUploaded', params: doneOutput },
          description: 'Stored: they join the album while it has room, and the library.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFileProblem', params: errorParams },
          description: 'Refused or failed: the server’s sentence, nothing stored.',
        },
      },
    },
    saving: {
      description: 'gallery/create or gallery/update with the whole album, then public or hidden as chosen.',
      tags: ['busy'],
      invoke: {
        id: 'saveGallery',
        src: 'saveGallery',
        input: ({ context }) => {
          const check = draftCheck(context);
          // The guard let only a complete draft in, so the check holds here.
          return check.ok
            ? check.save
            : { galleryId: context.galleryId, title: context.title, tiles: [], published: context.published };
        },
        onDone: {
          target: 'saved',
          actions: ['notifySaved', { type: 'navigateToPreview', params: doneOutput }],
          description: 'Saved: its preview with the public address.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence; the draft stays.',
        },
      },
    },
    saved: {
      description: 'The gallery is saved; the preview opens.',
      type: 'final',
    },
  },
});

export type GalleryEditorSnapshot = SnapshotFrom<typeof galleryEditorMachine>;

export const card = {
  machine: galleryEditorMachine,
  title: 'Link gallery editor',
  spec: '§2 linkGallery/create, edit; §5 upload 52 files, video 60 s, album 9 by 3; issue 17',
  screen: 'galleryCreate',
  input: { galleryId: null },
} satisfies MachineCard<typeof galleryEditorMachine>;
