import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { coverCropMachine, type CoverCropEvent, type CoverUpload } from '../../src/machines/cover-crop.machine';
import type { CollectionView } from '../../src/machines/collection-calls';
import type { LoadedImage } from '../../src/api/image-canvas';
import { LINK_PAGE_TEXTS, SAVE_LINK_PATH } from '../../src/domain/link-pages';
import { initialCrop, maxCropSize } from '../../src/domain/image-crop';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

const COLLECTION = {
  id: 'col-1',
  name: 'Summer picks',
  platform: 'linkmint',
  productCount: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as CollectionView;
const IMAGE: LoadedImage = { src: 'data:image/png;base64,AAAA', width: 800, height: 600 };
const FILE = new Blob(['png'], { type: 'image/png' });
const ev = (e: unknown) => e as CoverCropEvent;
const loaded = ev({ type: 'xstate.done.actor.loadCollection', output: COLLECTION, actorId: 'loadCollection' });
const loadFailed = ev({
  type: 'xstate.error.actor.loadCollection',
  error: new CreatorFacingError(LINK_PAGE_TEXTS.collectionMissing),
  actorId: 'loadCollection',
});
const read = ev({ type: 'xstate.done.actor.readImage', output: IMAGE, actorId: 'readImage' });
const readFailed = ev({
  type: 'xstate.error.actor.readImage',
  error: new CreatorFacingError('Choose a JPEG, PNG or WebP picture.'),
  actorId: 'readImage',
});
const saved = ev({ type: 'xstate.done.actor.saveCover', output: undefined, actorId: 'saveCover' });
const saveFailed = ev({
  type: 'xstate.error.actor.saveCover',
  error: serverError('The cover is larger than 5 MB.'),
  actorId: 'saveCover',
});

describe('image editor (myLinks/imgEditor)', () => {
  it('cover-crop: every state and transition; the square stays inside the picture and goes up as the collection’s cover', async () => {
    const coverage = await exploreModel<
      typeof coverCropMachine,
      { read: Blob[]; uploads: CoverUpload[]; emitted: AnyEventObject[] }
    >({
      name: 'cover-crop',
      machine: coverCropMachine,
      input: { collectionId: 'col-1' },
      events: (snapshot) => [
        { type: 'crop.retry' },
        { type: 'crop.file.choose', file: FILE },
        { type: 'crop.move', dx: 500, dy: -40 },
        { type: 'crop.resize', delta: -300 },
        { type: 'crop.zoom', zoom: 2 },
        { type: 'crop.reset' },
        { type: 'crop.save' },
        ...(snapshot.matches('loading') ? [loaded, loadFailed] : []),
        ...(snapshot.matches('reading') ? [read, readFailed] : []),
        ...(snapshot.matches('saving') ? [saved, saveFailed] : []),
      ],
      // The square's position is checked at every step below; as a state it is the starting square or a moved one.
      serializeState: (s) => {
        const { crop, image } = s.context;
        const square =
          crop && image ? (JSON.stringify(crop) === JSON.stringify(initialCrop(image)) ? 'start' : 'moved') : null;
        return JSON.stringify([
          s.value,
          s.context.collection?.id ?? null,
          s.context.image !== null,
          square,
          s.context.failure,
        ]);
      },
      arrange: () => {
        const effects = { read: [] as Blob[], uploads: [] as CoverUpload[], emitted: [] as AnyEventObject[] };
        const machine = coverCropMachine.provide({
          actors: {
            loadCollection: fromPromise<CollectionView, { collectionId: string }>(() => new Promise(() => {})),
            readImage: fromPromise<LoadedImage, { file: Blob }>(
              ({ input }) => (effects.read.push(input.file), new Promise(() => {})),
            ),
            saveCover: fromPromise<void, CoverUpload>(
              ({ input }) => (effects.uploads.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { crop, image } = snapshot.context;
        if (crop && image) {
          expect(crop.x).toBeGreaterThanOrEqual(0);
          expect(crop.y).toBeGreaterThanOrEqual(0);
          expect(crop.x + crop.size).toBeLessThanOrEqual(image.width);
          expect(crop.y + crop.size).toBeLessThanOrEqual(image.height);
        }
        if (event === read) expect(crop).toEqual({ x: 100, y: 0, size: maxCropSize(IMAGE) });
        if (snapshot.matches('reading')) expect(effects.read.at(-1)).toBe(FILE);
        if (event.type === 'crop.save')
          expect(effects.uploads.at(-1)).toEqual({ collection: COLLECTION, image: IMAGE, crop });
        if (event === saved) {
          expect(effects.emitted).toEqual([
            { type: 'toast.show', text: LINK_PAGE_TEXTS.coverSaved, durationMs: 3000 },
            { type: 'route.navigate', path: `${SAVE_LINK_PATH}?id=col-1` },
          ]);
        }
        if (event === readFailed) expect(snapshot.context.failure).toBe('Choose a JPEG, PNG or WebP picture.');
        if (event === saveFailed) expect(snapshot.context.failure).toBe('The cover is larger than 5 MB.');
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
