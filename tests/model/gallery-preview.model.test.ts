import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { GALLERY_TEXTS } from '../../src/domain/gallery-pages';
import { galleryPreviewMachine, type GalleryPreviewEvent } from '../../src/machines/gallery-preview.machine';
import type { Gallery } from '../../src/machines/gallery-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const gallery = (published: boolean) =>
  ({
    id: 'g1',
    slug: 'spring',
    url: 'http://127.0.0.1/g/spring',
    title: 'Spring',
    columns: 3,
    tiles: [],
    published,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  }) as Gallery;
const ev = (e: unknown) => e as GalleryPreviewEvent;
const loadedHidden = ev({ type: 'xstate.done.actor.galleryDetail', output: gallery(false), actorId: 'galleryDetail' });
const loadedPublic = ev({ type: 'xstate.done.actor.galleryDetail', output: gallery(true), actorId: 'galleryDetail' });
const missing = ev({
  type: 'xstate.error.actor.galleryDetail',
  error: new ApiError({ code: 404, message: 'no', path: '/gallery/detail' }),
  actorId: 'galleryDetail',
});
const loadFailed = ev({
  type: 'xstate.error.actor.galleryDetail',
  error: new Error('offline'),
  actorId: 'galleryDetail',
});
const published = ev({ type: 'xstate.done.actor.publishGallery', output: gallery(true), actorId: 'publishGallery' });
const publishFailed = ev({
  type: 'xstate.error.actor.publishGallery',
  error: new Error('offline'),
  actorId: 'publishGallery',
});
const hidden = ev({ type: 'xstate.done.actor.unpublishGallery', output: gallery(false), actorId: 'unpublishGallery' });
const hideFailed = ev({
  type: 'xstate.error.actor.unpublishGallery',
  error: new Error('offline'),
  actorId: 'unpublishGallery',
});

describe('link gallery preview (linkGallery/preview)', () => {
  it('gallery-preview: every state and transition; Publish only a hidden gallery, Hide only a public one, each said in a toast', async () => {
    const coverage = await exploreModel<
      typeof galleryPreviewMachine,
      { updates: { id: string; published: boolean }[]; emitted: AnyEventObject[] }
    >({
      name: 'gallery-preview',
      machine: galleryPreviewMachine,
      input: { galleryId: 'g1' },
      events: (snapshot) => [
        { type: 'preview.retry' },
        { type: 'preview.publish' },
        { type: 'preview.unpublish' },
        ...(snapshot.matches('loading') ? [loadedHidden, loadedPublic, missing, loadFailed] : []),
        ...(snapshot.matches('publishing') ? [published, publishFailed] : []),
        ...(snapshot.matches('unpublishing') ? [hidden, hideFailed] : []),
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.gallery?.published ?? null, s.context.failure]),
      arrange: () => {
        const effects = { updates: [] as { id: string; published: boolean }[], emitted: [] as AnyEventObject[] };
        const machine = galleryPreviewMachine.provide({
          actors: {
            galleryDetail: fromPromise<Gallery, { id: string }>(() => new Promise(() => {})),
            galleryUpdate: fromPromise<Gallery, { id: string; published: boolean }>(
              ({ input }) => (effects.updates.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('publishing')) expect(effects.updates.at(-1)).toEqual({ id: 'g1', published: true });
        if (snapshot.matches('unpublishing')) expect(effects.updates.at(-1)).toEqual({ id: 'g1', published: false });
        if (event === published)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: GALLERY_TEXTS.published,
            durationMs: 3000,
          });
        if (event === hidden)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: GALLERY_TEXTS.unpublished,
            durationMs: 3000,
          });
        if (event === publishFailed || event === hideFailed)
          expect([snapshot.context.failure, snapshot.matches('ready')]).toEqual([GALLERY_TEXTS.publishFailed, true]);
        if (event === missing) expect(snapshot.context.failure).toBe(GALLERY_TEXTS.missing);
        if (event === loadFailed) expect(snapshot.context.failure).toBe(GALLERY_TEXTS.galleryLoadFailed);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
