import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { GALLERY_CREATE_PATH, GALLERY_TEXTS } from '../../src/domain/gallery-pages';
import { galleryListMachine, type GalleryListEvent } from '../../src/machines/gallery-list.machine';
import type { Gallery } from '../../src/machines/gallery-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const gallery = (id: string, published: boolean) =>
  ({
    id,
    slug: id,
    url: `http://127.0.0.1/g/${id}`,
    title: `Gallery ${id}`,
    columns: 3,
    tiles: [],
    published,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  }) as Gallery;
const PAGE = { list: [gallery('spring', true), gallery('autumn', false)], total: 2 };
const ev = (e: unknown) => e as GalleryListEvent;
const listed = ev({ type: 'xstate.done.actor.galleryList', output: PAGE, actorId: 'galleryList' });
const listFailed = ev({ type: 'xstate.error.actor.galleryList', error: new Error('offline'), actorId: 'galleryList' });
const deleted = ev({ type: 'xstate.done.actor.galleryDelete', output: { deleted: true }, actorId: 'galleryDelete' });
const refused = ev({ type: 'xstate.error.actor.galleryDelete', error: new Error('gone'), actorId: 'galleryDelete' });

describe('link galleries (linkGallery/index)', () => {
  it('gallery-list: every state and transition; only a listed gallery is deleted, and only after the confirm', async () => {
    const coverage = await exploreModel<
      typeof galleryListMachine,
      { lists: number; deletes: string[]; emitted: AnyEventObject[] }
    >({
      name: 'gallery-list',
      machine: galleryListMachine,
      events: (snapshot) => [
        { type: 'list.retry' },
        { type: 'list.create' },
        { type: 'gallery.delete.request', id: 'spring' },
        { type: 'gallery.delete.request', id: 'unknown' },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        ...(snapshot.matches('loading') ? [listed, listFailed] : []),
        ...(snapshot.matches('deleting') ? [deleted, refused] : []),
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.galleries.length, s.context.pendingDelete]),
      arrange: () => {
        const effects = { lists: 0, deletes: [] as string[], emitted: [] as AnyEventObject[] };
        const machine = galleryListMachine.provide({
          actors: {
            galleryList: fromPromise<{ list: Gallery[]; total: number }>(
              () => ((effects.lists += 1), new Promise(() => {})),
            ),
            galleryDelete: fromPromise<unknown, { id: string }>(
              ({ input }) => (effects.deletes.push(input.id), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        // A delete call only after a confirm of a listed gallery.
        expect(effects.deletes.every((id) => id === 'spring')).toBe(true);
        expect(effects.deletes.length).toBe(
          path.filter((e, i) => e.type === 'delete.confirm' && path[i - 1]?.type === 'gallery.delete.request').length,
        );
        if (event.type === 'list.create')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: GALLERY_CREATE_PATH });
        if (event === listed) expect(snapshot.context.galleries.map((g) => g.id)).toEqual(['spring', 'autumn']);
        if (event === deleted) {
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: GALLERY_TEXTS.deleted, durationMs: 3000 });
          expect(snapshot.matches('loading')).toBe(true);
        }
        if (event === refused) expect(snapshot.matches('ready') && snapshot.context.pendingDelete).toBe(null);
        if (snapshot.matches('loading')) expect(effects.lists).toBeGreaterThan(0);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
