import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { galleryPreviewPath, GALLERY_TEXTS } from '../../src/domain/gallery-pages';
import { MAX_ALBUM_TILES, TILE_MESSAGES, type AlbumMedia } from '../../src/domain/gallery-tiles';
import { MEDIA_MESSAGES } from '../../src/domain/media-limits';
import { galleryEditorMachine, type GalleryEditorEvent } from '../../src/machines/gallery-editor.machine';
import type { Gallery, GalleryEditorData, GallerySave } from '../../src/machines/gallery-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

const media = (id: string): AlbumMedia => ({
  id,
  kind: 'image',
  url: `http://127.0.0.1/media/uploads/${id}.webp`,
  thumbnailUrl: `http://127.0.0.1/media/uploads/${id}-thumb.webp`,
});
const GALLERY = {
  id: 'g1',
  slug: 'spring',
  url: 'http://127.0.0.1/g/spring',
  title: 'Spring',
  columns: 3,
  published: false,
  tiles: [
    {
      mediaId: 'm0',
      kind: 'image',
      imageUrl: media('m0').url,
      thumbnailUrl: media('m0').thumbnailUrl,
      title: 'Coat',
      productId: 'p1',
      destination: 'https://shop.example.com/coat',
      shortUrl: 'http://127.0.0.1/s/abc',
    },
  ],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
} as Gallery;
const DATA: GalleryEditorData = {
  gallery: GALLERY,
  library: [media('m0'), media('m1')],
  products: [{ id: 'p1', title: 'Coat', url: 'https://www.walmart.com/ip/coat/123456789' }],
};
const FILE = new File(['png'], 'a.png', { type: 'image/png' });
const ev = (e: unknown) => e as GalleryEditorEvent;
const loaded = ev({ type: 'xstate.done.actor.loadGalleryEditor', output: DATA, actorId: 'loadGalleryEditor' });
const missing = ev({
  type: 'xstate.error.actor.loadGalleryEditor',
  error: new ApiError({ code: 404, message: 'no', path: '/gallery/detail' }),
  actorId: 'loadGalleryEditor',
});
const loadFailed = ev({
  type: 'xstate.error.actor.loadGalleryEditor',
  error: serverError('offline', 500),
  actorId: 'loadGalleryEditor',
});
const checked = ev({ type: 'xstate.done.actor.checkChosenFiles', output: [FILE], actorId: 'checkChosenFiles' });
const checkFailed = ev({
  type: 'xstate.error.actor.checkChosenFiles',
  error: new CreatorFacingError(MEDIA_MESSAGES.videoTooLong('a.mp4', 61)),
  actorId: 'checkChosenFiles',
});
const uploaded = ev({ type: 'xstate.done.actor.uploadMedia', output: [media('m2')], actorId: 'uploadMedia' });
const uploadFailed = ev({
  type: 'xstate.error.actor.uploadMedia',
  error: new ApiError({ code: 400, message: MEDIA_MESSAGES.unreadablePicture('a.png'), path: '/gallery/upload_media' }),
  actorId: 'uploadMedia',
});
const saved = ev({ type: 'xstate.done.actor.saveGallery', output: GALLERY, actorId: 'saveGallery' });
const saveFailed = ev({
  type: 'xstate.error.actor.saveGallery',
  error: new ApiError({ code: 400, message: TILE_MESSAGES.notYours(1), path: '/gallery/update' }),
  actorId: 'saveGallery',
});

interface Effects {
  checks: File[][];
  uploads: File[][];
  saves: GallerySave[];
  emitted: AnyEventObject[];
}

describe('link gallery editor (linkGallery/create, edit)', () => {
  it('gallery-editor: every state and transition; files are checked before they are sent, only complete albums of at most 9 are saved', async () => {
    const coverage = await exploreModel<typeof galleryEditorMachine, Effects>({
      name: 'gallery-editor',
      machine: galleryEditorMachine,
      input: { galleryId: 'g1' },
      events: (snapshot) => [
        { type: 'editor.retry' },
        { type: 'editor.title.change', value: '' },
        { type: 'editor.published.change', value: true },
        { type: 'files.choose', files: [FILE] },
        { type: 'files.choose', files: [] },
        { type: 'library.add', mediaId: 'm1' },
        { type: 'library.add', mediaId: 'nope' },
        { type: 'tile.title.change', index: 0, value: 'Red coat' },
        { type: 'tile.link.change', index: 0, link: { kind: 'url', url: 'javascript:alert(1)' } },
        { type: 'tile.keep', index: 0, keep: true },
        { type: 'tile.keep', index: 9, keep: true },
        { type: 'tile.move', index: 1, delta: -1 },
        { type: 'tile.remove', index: 0 },
        { type: 'editor.save' },
        ...(snapshot.matches('loading') ? [loaded, missing, loadFailed] : []),
        ...(snapshot.matches('checkingFiles') ? [checked, checkFailed] : []),
        ...(snapshot.matches('uploading') ? [uploaded, uploadFailed] : []),
        ...(snapshot.matches('saving') ? [saved, saveFailed] : []),
      ],
      serializeState: (s) => {
        const c = s.context;
        // Tiles by their media and whether their link is one a save takes; sentences by whether there is one.
        const linked = (t: (typeof c.tiles)[number]) =>
          t.link.kind === 'product' ? t.link.productId !== null : t.title.trim() !== '' && /^https?:/.test(t.link.url);
        return JSON.stringify([
          s.value,
          c.title === '',
          c.published,
          c.tiles.map((t) => `${t.media.id}:${linked(t)}`),
          c.library.length,
          c.pendingFiles.length,
          c.failure !== null,
          c.notice !== null,
        ]);
      },
      limit: 20_000,
      arrange: () => {
        const effects: Effects = { checks: [], uploads: [], saves: [], emitted: [] };
        const machine = galleryEditorMachine.provide({
          actors: {
            loadGalleryEditor: fromPromise<GalleryEditorData, { galleryId: string | null }>(
              () => new Promise(() => {}),
            ),
            checkChosenFiles: fromPromise<File[], { files: File[] }>(
              ({ input }) => (effects.checks.push(input.files), new Promise(() => {})),
            ),
            uploadMedia: fromPromise<AlbumMedia[], { files: File[] }>(
              ({ input }) => (effects.uploads.push(input.files), new Promise(() => {})),
            ),
            saveGallery: fromPromise<Gallery, GallerySave>(
              ({ input }) => (effects.saves.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const c = snapshot.context;
        expect(c.tiles.length).toBeLessThanOrEqual(MAX_ALBUM_TILES);
        expect(new Set(c.tiles.map((t) => t.media.id)).size).toBe(c.tiles.length);
        // Nothing is uploaded that the browser's check did not pass first.
        expect(effects.uploads.length).toBeLessThanOrEqual(effects.checks.length);
        if (event.type === 'files.choose' && event.files.length === 0) expect(c.failure).toBe(MEDIA_MESSAGES.none);
        if (event === checkFailed)
          expect([c.failure, snapshot.matches('editing'), effects.uploads.length < effects.checks.length]).toEqual([
            MEDIA_MESSAGES.videoTooLong('a.mp4', 61),
            true,
            true,
          ]);
        if (event === uploadFailed) expect(c.failure).toBe(MEDIA_MESSAGES.unreadablePicture('a.png'));
        if (event === uploaded) expect(c.tiles.map((t) => t.media.id)).toContain('m2');
        if (event.type === 'editor.save' && snapshot.matches('editing'))
          expect(c.failure).toMatch(/^(Give the gallery a title\.|"?Tile \d|Add at least one picture)/);
        if (event.type === 'editor.save' && snapshot.matches('saving')) {
          const save = effects.saves.at(-1)!;
          expect(save.galleryId).toBe('g1');
          expect(save.tiles.map((t) => t.mediaId)).toEqual(c.tiles.map((t) => t.media.id));
          expect(save.tiles.every((t) => 'productId' in t || /^https?:\/\//.test(t.url))).toBe(true);
          // The choice to keep a tile untagged travels with that tile only.
          expect(save.tiles.map((t) => t.keepUntagged === true)).toEqual(c.tiles.map((t) => t.keepUntagged === true));
        }
        if (event === saved) {
          expect(effects.emitted.slice(-2)).toEqual([
            { type: 'toast.show', text: GALLERY_TEXTS.saved, durationMs: 3000 },
            { type: 'route.navigate', path: galleryPreviewPath('g1') },
          ]);
        }
        if (event === saveFailed)
          expect([c.failure, snapshot.matches('editing')]).toEqual([TILE_MESSAGES.notYours(1), true]);
        if (event === missing) expect(c.failure).toBe(GALLERY_TEXTS.missing);
        if (event.type === 'tile.keep' && c.tiles[event.index]) expect(c.tiles[event.index]!.keepUntagged).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
