import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { COLLAGE_TEXTS } from '../../src/domain/collage-pages';
import { DOWNLOAD_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { collageBuilderMachine, type CollageBuilderEvent, type CollageBuilderSnapshot, type CollageChange } from '../../src/machines/collage-builder.machine';
import type { Collage, CollageBuilderData } from '../../src/machines/collage-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const tile = (productId: string, x: number) => ({ productId, x, y: 0, width: 500, height: 1080, title: `Product ${productId}`, shortUrl: `http://127.0.0.1/s/${productId}` });
const collage = (style: Collage['style'], order: string[]) =>
  ({
    id: 'k1',
    slug: 'picks',
    url: 'http://127.0.0.1/k/picks',
    title: 'Picks',
    style,
    backgroundColor: '#FFFFFF',
    spacing: 12,
    width: 1080,
    height: 1080,
    tiles: order.map((id, i) => tile(id, i * 540)),
    imageUrl: `http://127.0.0.1/media/collages/${style}.png`,
    layoutNote: 'Grid of 2 columns and 1 row for 2 pictures, mostly upright; chosen automatically.',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  }) as Collage;
const PICTURE = { id: 'm1', url: 'http://127.0.0.1/media/uploads/m1.webp', width: 800, height: 400 };
const PREFERENCE = { style: 'grid', backgroundColor: '#FFFFFF', spacing: 12, showPrices: true, showRetailerLogos: true, maxItems: 3 } as const;
/** An older collage of the strip, besides the one the address opens. */
const OLDER = { ...collage('grid', ['a', 'c']), id: 'k0', slug: 'older', title: 'Older' } as Collage;
const DATA = (saved: Collage | null): CollageBuilderData => ({
  products: ['a', 'b', 'c'].map((id) => ({ id, title: `Product ${id}` })),
  pictures: [PICTURE],
  preference: PREFERENCE,
  collage: saved,
  recent: saved ? [saved, OLDER] : [OLDER],
});
const ev = (e: unknown) => e as CollageBuilderEvent;
const loadedNew = ev({ type: 'xstate.done.actor.loadCollageBuilder', output: DATA(null), actorId: 'loadCollageBuilder' });
const loadedSaved = ev({ type: 'xstate.done.actor.loadCollageBuilder', output: DATA(collage('grid', ['a', 'b'])), actorId: 'loadCollageBuilder' });
const missing = ev({ type: 'xstate.error.actor.loadCollageBuilder', error: new ApiError({ code: 404, message: 'no', path: '/collage/detail' }), actorId: 'loadCollageBuilder' });
const loadFailed = ev({ type: 'xstate.error.actor.loadCollageBuilder', error: new Error('offline'), actorId: 'loadCollageBuilder' });
const made = ev({ type: 'xstate.done.actor.collageCreate', output: collage('grid', ['a', 'b']), actorId: 'collageCreate' });
const refusedCreate = ev({
  type: 'xstate.error.actor.collageCreate',
  error: new ApiError({ code: 400, message: 'Your AI collage preference allows at most 3 products in a collage; pick fewer or change the preference.', path: '/collage/create' }),
  actorId: 'collageCreate',
});
const updated = ev({ type: 'xstate.done.actor.collageUpdate', output: collage('mosaic', ['b', 'a']), actorId: 'collageUpdate' });
const updateFailed = ev({ type: 'xstate.error.actor.collageUpdate', error: new Error('offline'), actorId: 'collageUpdate' });
const downloaded = ev({ type: 'xstate.done.actor.downloadPicture', output: undefined, actorId: 'downloadPicture' });
const deleted = ev({ type: 'xstate.done.actor.collageDelete', output: {}, actorId: 'collageDelete' });
const deleteRefused = ev({
  type: 'xstate.error.actor.collageDelete',
  error: new ApiError({ code: 404, message: 'This collage is not in your shop.', path: '/collage/delete' }),
  actorId: 'collageDelete',
});
const downloadFailed = ev({ type: 'xstate.error.actor.downloadPicture', error: new Error('gone'), actorId: 'downloadPicture' });

interface Effects {
  creates: { title: string; items: { productId: string; mediaId?: string }[] }[];
  updates: CollageChange[];
  downloads: { url: string; fileName: string }[];
  deletes: { id: string }[];
  emitted: AnyEventObject[];
  /** The snapshot before the step being asserted. */
  before: CollageBuilderSnapshot | null;
}

describe('AI collage builder', () => {
  it('collage-builder: every state and transition; 2 to the preference’s most products, the look left to the preference, adjustments sent whole', async () => {
    const coverage = await exploreModel<typeof collageBuilderMachine, Effects>({
      name: 'collage-builder',
      machine: collageBuilderMachine,
      input: { collageId: 'k1' },
      events: (snapshot) => [
        { type: 'builder.retry' },
        ...['a', 'b', 'c', 'x'].map((productId) => ({ type: 'collage.product.toggle' as const, productId })),
        { type: 'collage.title.change', value: 'Picks' },
        { type: 'collage.picture.choose', productId: 'a', mediaId: 'm1' },
        { type: 'collage.picture.choose', productId: 'a', mediaId: null },
        { type: 'collage.picture.choose', productId: 'b', mediaId: 'other' },
        { type: 'collage.create' },
        { type: 'collage.style.choose', style: 'mosaic' },
        { type: 'collage.background.change', value: 'rgb(16, 185, 129)' },
        { type: 'collage.spacing.change', value: 24 },
        { type: 'collage.tile.move', index: 0, delta: 1 },
        { type: 'collage.tile.move', index: 0, delta: -1 },
        { type: 'collage.apply' },
        { type: 'collage.download' },
        { type: 'collage.new' },
        ...['k1', 'k0', 'nope'].map((id) => ({ type: 'collage.delete.request' as const, id })),
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        ...(snapshot.matches('loading') ? [loadedNew, loadedSaved, missing, loadFailed] : []),
        ...(snapshot.matches('creating') ? [made, refusedCreate] : []),
        ...(snapshot.matches('updating') ? [updated, updateFailed] : []),
        ...(snapshot.matches('downloading') ? [downloaded, downloadFailed] : []),
        ...(snapshot.matches('deleting') ? [deleted, deleteRefused] : []),
      ],
      serializeState: (s) => {
        // Picks matter until a collage is made; after that its look and the draft do.
        const c = s.context;
        const made = c.draft ? [c.collage?.style, c.draft.style, c.draft.backgroundColor, c.draft.spacing, c.draft.order] : [c.picked, c.pictures, c.title === ''];
        return JSON.stringify([s.value, made, c.error !== null, c.pendingDelete, c.recent.length]);
      },
      limit: 100_000,
      arrange: () => {
        const effects: Effects = { creates: [], updates: [], downloads: [], deletes: [], emitted: [], before: null };
        const machine = collageBuilderMachine.provide({
          actors: {
            loadCollageBuilder: fromPromise<CollageBuilderData, { collageId: string | null }>(() => new Promise(() => {})),
            collageCreate: fromPromise<Collage, { title: string; items: { productId: string; mediaId?: string }[] }>(({ input }) => (effects.creates.push(input), new Promise(() => {}))),
            collageUpdate: fromPromise<Collage, CollageChange>(({ input }) => (effects.updates.push(input), new Promise(() => {}))),
            downloadPicture: fromPromise<void, { url: string; fileName: string }>(({ input }) => (effects.downloads.push(input), new Promise(() => {}))),
            collageDelete: fromPromise<unknown, { id: string }>(({ input }) => (effects.deletes.push(input), new Promise(() => {}))),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => {
        actor.on('*', (e) => effects.emitted.push(e));
        effects.before = actor.getSnapshot();
      },
      assertStep: ({ snapshot, event, effects }) => {
        const previous = effects.before!;
        effects.before = snapshot;
        const c = snapshot.context;
        expect(c.picked.length).toBeLessThanOrEqual(PREFERENCE.maxItems);
        expect(new Set(c.picked).size).toBe(c.picked.length);
        if (event.type === 'collage.create' && snapshot.matches('creating')) {
          // Only products (with a chosen picture) and a title: style, background and spacing come from the saved preference on the server.
          expect(effects.creates.at(-1)).toEqual({ title: 'Picks', items: c.picked.map((productId) => (c.pictures[productId] ? { productId, mediaId: c.pictures[productId] } : { productId })) });
          expect(c.picked.length).toBeGreaterThanOrEqual(2);
        }
        if (event.type === 'collage.create' && snapshot.matches('picking')) expect(c.error).toBe(c.title === '' ? COLLAGE_TEXTS.blankTitle : COLLAGE_TEXTS.tooFew);
        if (event === refusedCreate) expect(c.error).toMatch(/^Your AI collage preference allows at most 3/);
        if (event.type === 'collage.background.change' && c.draft) expect(c.draft.backgroundColor).toBe('#10B981');
        if (event.type === 'collage.apply' && snapshot.matches('updating')) {
          const change = effects.updates.at(-1)!;
          expect(change).toEqual({
            id: 'k1',
            title: 'Picks',
            style: c.draft!.style,
            backgroundColor: c.draft!.backgroundColor,
            spacing: c.draft!.spacing,
            items: c.draft!.order.map((productId) => ({ productId })),
          });
        }
        if (event === updated) expect([c.draft?.order, effects.emitted.at(-1)]).toEqual([['b', 'a'], { type: 'toast.show', text: COLLAGE_TEXTS.updated, durationMs: 3000 }]);
        if (event.type === 'collage.download') expect(effects.downloads.at(-1)).toEqual({ url: c.collage!.imageUrl, fileName: 'picks.png' });
        if (event === downloaded) expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: DOWNLOAD_SUCCESS_TEXT, durationMs: 3000 });
        if (event === downloadFailed) expect(c.error).toBe(COLLAGE_TEXTS.downloadFailed);
        if (event === missing) expect(c.error).toBe(COLLAGE_TEXTS.missing);
        // A picture only for a picked product, and only one of the library.
        for (const [productId, mediaId] of Object.entries(c.pictures)) expect([c.picked.includes(productId) || !snapshot.matches('picking'), mediaId]).toEqual([true, 'm1']);
        if (event.type === 'collage.new' && snapshot.matches('picking')) expect([c.collage, c.draft, c.picked]).toEqual([null, null, []]);
        // Deleting: only the open collage from the builder, only a collage of the strip from the picking panel; asked first.
        if (event.type === 'collage.delete.request' && snapshot.matches('confirmingDelete')) {
          expect(c.pendingDelete).toBe(event.id);
          expect(previous.matches('adjusting') ? previous.context.collage?.id : previous.context.recent.map((r) => r.id)).toEqual(previous.matches('adjusting') ? event.id : expect.arrayContaining([event.id]));
        }
        if (event.type === 'collage.delete.request' && event.id === 'nope') expect(snapshot.matches('confirmingDelete')).toBe(false);
        if (event.type === 'delete.confirm' && snapshot.matches('deleting')) expect(effects.deletes.at(-1)).toEqual({ id: previous.context.pendingDelete });
        if (event.type === 'delete.cancel' && previous.matches('confirmingDelete')) {
          expect([c.pendingDelete, c.recent, c.collage]).toEqual([null, previous.context.recent, previous.context.collage]);
          expect(snapshot.matches(c.collage ? 'adjusting' : 'picking')).toBe(true);
        }
        if (event === deleted) {
          const gone = previous.context.pendingDelete;
          expect([snapshot.value, c.pendingDelete, c.collage, c.draft, c.recent.some((r) => r.id === gone)]).toEqual(['picking', null, null, null, false]);
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: COLLAGE_TEXTS.deleted, durationMs: 3000 });
        }
        if (event === deleteRefused) {
          // The server's sentence; nothing removed and the open collage stays open.
          expect([c.error, c.pendingDelete, c.recent, c.collage]).toEqual(['This collage is not in your shop.', null, previous.context.recent, previous.context.collage]);
        }
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
