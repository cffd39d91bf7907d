import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { COLLAGE_TEXTS } from '../../src/domain/collage-pages';
import { DOWNLOAD_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import {
  collageBuilderMachine,
  type CollageBuilderEvent,
  type CollageBuilderSnapshot,
  type CollageChange,
  type CollageItem,
} from '../../src/machines/collage-builder.machine';
import type { Collage, CollageBuilderData } from '../../src/machines/collage-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const tile = (productId: string, x: number) => ({
  productId,
  x,
  y: 0,
  width: 500,
  height: 1080,
  title: `Product ${productId}`,
  shortUrl: `http://127.0.0.1/s/${productId}`,
});
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
const PREFERENCE = {
  style: 'grid',
  backgroundColor: '#FFFFFF',
  spacing: 12,
  showPrices: true,
  showRetailerLogos: true,
  maxItems: 3,
} as const;
/** An older collage of the strip, besides the one the address opens. */
const OLDER = { ...collage('grid', ['a', 'c']), id: 'k0', slug: 'older', title: 'Older' } as Collage;
const DATA = (saved: Collage | null): CollageBuilderData => ({
  products: ['a', 'b', 'c'].map((id) => ({
    id,
    title: `Product ${id}`,
    url: `https://www.target.com/p/product-${id}/-/A-1234567${id === 'a' ? 1 : id === 'b' ? 2 : 3}`,
  })),
  pictures: [PICTURE],
  preference: PREFERENCE,
  collage: saved,
  recent: saved ? [saved, OLDER] : [OLDER],
});
const ev = (e: unknown) => e as CollageBuilderEvent;
const loadedNew = ev({
  type: 'xstate.done.actor.loadCollageBuilder',
  output: DATA(null),
  actorId: 'loadCollageBuilder',
});
const loadedSaved = ev({
  type: 'xstate.done.actor.loadCollageBuilder',
  output: DATA(collage('grid', ['a', 'b'])),
  actorId: 'loadCollageBuilder',
});
const missing = ev({
  type: 'xstate.error.actor.loadCollageBuilder',
  error: new ApiError({ code: 404, message: 'no', path: '/collage/detail' }),
  actorId: 'loadCollageBuilder',
});
const loadFailed = ev({
  type: 'xstate.error.actor.loadCollageBuilder',
  error: new Error('offline'),
  actorId: 'loadCollageBuilder',
});
const made = ev({
  type: 'xstate.done.actor.collageCreate',
  output: collage('grid', ['a', 'b']),
  actorId: 'collageCreate',
});
const refusedCreate = ev({
  type: 'xstate.error.actor.collageCreate',
  error: new ApiError({
    code: 400,
    message: 'Your AI collage preference allows at most 3 products in a collage; pick fewer or change the preference.',
    path: '/collage/create',
  }),
  actorId: 'collageCreate',
});
const updated = ev({
  type: 'xstate.done.actor.collageUpdate',
  output: collage('mosaic', ['b', 'a']),
  actorId: 'collageUpdate',
});
const updateFailed = ev({
  type: 'xstate.error.actor.collageUpdate',
  error: new Error('offline'),
  actorId: 'collageUpdate',
});
const downloaded = ev({ type: 'xstate.done.actor.downloadPicture', output: undefined, actorId: 'downloadPicture' });
const deleted = ev({ type: 'xstate.done.actor.collageDelete', output: {}, actorId: 'collageDelete' });
const deleteRefused = ev({
  type: 'xstate.error.actor.collageDelete',
  error: new ApiError({ code: 404, message: 'This collage is not in your shop.', path: '/collage/delete' }),
  actorId: 'collageDelete',
});
const downloadFailed = ev({
  type: 'xstate.error.actor.downloadPicture',
  error: new Error('gone'),
  actorId: 'downloadPicture',
});

interface Effects {
  creates: { title: string; items: CollageItem[] }[];
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
        // A product added by its address gets a name; a Target one without Impact ids is kept untagged knowingly.
        { type: 'collage.product.name', productId: 'a', value: 'Desk lamp' },
        { type: 'collage.product.keep', productId: 'a', keep: true },
        { type: 'collage.product.keep', productId: 'x', keep: true },
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
        // The names and choices given are not part of it: each is a change of context alone, asserted where it is made.
        const made = c.draft
          ? [c.collage?.style, c.draft.style, c.draft.backgroundColor, c.draft.spacing, c.draft.order]
          : [c.picked, c.pictures, c.title === ''];
        return JSON.stringify([s.value, made, c.failure !== null, c.pendingDelete, c.recent.length]);
      },
      limit: 100_000,
      arrange: () => {
        const effects: Effects = { creates: [], updates: [], downloads: [], deletes: [], emitted: [], before: null };
        const machine = collageBuilderMachine.provide({
          actors: {
            loadCollageBuilder: fromPromise<CollageBuilderData, { collageId: string | null }>(
              () => new Promise(() => {}),
            ),
            collageCreate: fromPromise<Collage, { title: string; items: CollageItem[] }>(
              ({ input }) => (effects.creates.push(input), new Promise(() => {})),
            ),
            collageUpdate: fromPromise<Collage, CollageChange>(
              ({ input }) => (effects.updates.push(input), new Promise(() => {})),
            ),
            downloadPicture: fromPromise<void, { url: string; fileName: string }>(
              ({ input }) => (effects.downloads.push(input), new Promise(() => {})),
            ),
            collageDelete: fromPromise<unknown, { id: string }>(
              ({ input }) => (effects.deletes.push(input), new Promise(() => {})),
            ),
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
          // Only products (with a chosen picture, the name given, the choice to keep untagged) and a title: style, background and
          // spacing come from the saved preference on the server.
          expect(effects.creates.at(-1)).toEqual({
            title: 'Picks',
            items: c.picked.map((productId) => ({
              productId,
              ...(c.pictures[productId] ? { mediaId: c.pictures[productId] } : {}),
              ...(c.names[productId] ? { title: c.names[productId] } : {}),
              ...(c.keep[productId] ? { keepUntagged: true } : {}),
            })),
          });
          expect(c.picked.length).toBeGreaterThanOrEqual(2);
        }
        if (event.type === 'collage.create' && snapshot.matches('picking'))
          expect(c.failure).toBe(c.title === '' ? COLLAGE_TEXTS.blankTitle : COLLAGE_TEXTS.tooFew);
        if (event === refusedCreate) expect(c.failure).toMatch(/^Your AI collage preference allows at most 3/);
        if (event.type === 'collage.background.change' && c.draft) expect(c.draft.backgroundColor).toBe('#10B981');
        if (event.type === 'collage.apply' && snapshot.matches('updating')) {
          const change = effects.updates.at(-1)!;
          expect(change).toEqual({
            id: 'k1',
            title: 'Picks',
            style: c.draft!.style,
            backgroundColor: c.draft!.backgroundColor,
            spacing: c.draft!.spacing,
            items: c.draft!.order.map((productId) => ({
              productId,
              title: c.draft!.names[productId],
              ...(c.draft!.keep[productId] ? { keepUntagged: true } : {}),
            })),
          });
        }
        if (event === updated)
          expect([c.draft?.order, effects.emitted.at(-1)]).toEqual([
            ['b', 'a'],
            { type: 'toast.show', text: COLLAGE_TEXTS.updated, durationMs: 3000 },
          ]);
        if (event.type === 'collage.download')
          expect(effects.downloads.at(-1)).toEqual({ url: c.collage!.imageUrl, fileName: 'picks.png' });
        if (event === downloaded)
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: DOWNLOAD_SUCCESS_TEXT, durationMs: 3000 });
        if (event === downloadFailed) expect(c.failure).toBe(COLLAGE_TEXTS.downloadFailed);
        if (event === missing) expect(c.failure).toBe(COLLAGE_TEXTS.missing);
        // A picture, a name or a choice only for a picked product, and only a picture of the library.
        for (const [productId, mediaId] of Object.entries(c.pictures))
          expect([c.picked.includes(productId) || !snapshot.matches('picking'), mediaId]).toEqual([true, 'm1']);
        for (const productId of [...Object.keys(c.names), ...Object.keys(c.keep)])
          expect(c.picked.includes(productId) || !snapshot.matches('picking')).toBe(true);
        if (event.type === 'collage.product.name' && c.draft)
          expect(c.draft.names[event.productId] ?? null).toBe(
            c.draft.order.includes(event.productId) ? 'Desk lamp' : null,
          );
        if (event.type === 'collage.product.keep' && c.draft && c.draft.order.includes(event.productId))
          expect(c.draft.keep[event.productId]).toBe(true);
        if (event.type === 'collage.new' && snapshot.matches('picking'))
          expect([c.collage, c.draft, c.picked]).toEqual([null, null, []]);
        // Deleting: only the open collage from the builder, only a collage of the strip from the picking panel; asked first.
        if (event.type === 'collage.delete.request' && snapshot.matches('confirmingDelete')) {
          expect(c.pendingDelete).toBe(event.id);
          expect(
            previous.matches('adjusting') ? previous.context.collage?.id : previous.context.recent.map((r) => r.id),
          ).toEqual(previous.matches('adjusting') ? event.id : expect.arrayContaining([event.id]));
        }
        if (event.type === 'collage.delete.request' && event.id === 'nope')
          expect(snapshot.matches('confirmingDelete')).toBe(false);
        if (event.type === 'delete.confirm' && snapshot.matches('deleting'))
          expect(effects.deletes.at(-1)).toEqual({ id: previous.context.pendingDelete });
        if (event.type === 'delete.cancel' && previous.matches('confirmingDelete')) {
          expect([c.pendingDelete, c.recent, c.collage]).toEqual([
            null,
            previous.context.recent,
            previous.context.collage,
          ]);
          expect(snapshot.matches(c.collage ? 'adjusting' : 'picking')).toBe(true);
        }
        if (event === deleted) {
          const gone = previous.context.pendingDelete;
          expect([snapshot.value, c.pendingDelete, c.collage, c.draft, c.recent.some((r) => r.id === gone)]).toEqual([
            'picking',
            null,
            null,
            null,
            false,
          ]);
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: COLLAGE_TEXTS.deleted, durationMs: 3000 });
        }
        if (event === deleteRefused) {
          // The server's sentence; nothing removed and the open collage stays open.
          expect([c.failure, c.pendingDelete, c.recent, c.collage]).toEqual([
            'This collage is not in your shop.',
            null,
            previous.context.recent,
            previous.context.collage,
          ]);
        }
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('sends the names given and the choice to keep a product untagged, at making and at adjusting', async () => {
    const creates: { title: string; items: CollageItem[] }[] = [];
    const updates: CollageChange[] = [];
    const machine = collageBuilderMachine.provide({
      actors: {
        loadCollageBuilder: fromPromise<CollageBuilderData, { collageId: string | null }>(async () => DATA(null)),
        collageCreate: fromPromise<Collage, { title: string; items: CollageItem[] }>(
          async ({ input }) => (creates.push(input), collage('grid', ['a', 'b'])),
        ),
        collageUpdate: fromPromise<Collage, CollageChange>(
          async ({ input }) => (updates.push(input), collage('grid', ['a', 'b'])),
        ),
      },
    });
    const actor = createActor(machine, { input: { collageId: null } }).start();
    await waitFor(actor, (s) => s.matches('picking'));
    for (const productId of ['a', 'b']) actor.send({ type: 'collage.product.toggle', productId });
    actor.send({ type: 'collage.title.change', value: 'Picks' });
    actor.send({ type: 'collage.product.name', productId: 'a', value: ' Desk lamp ' });
    actor.send({ type: 'collage.product.keep', productId: 'b', keep: true });
    actor.send({ type: 'collage.create' });
    await waitFor(actor, (s) => s.matches('adjusting'));
    expect(creates).toEqual([
      {
        title: 'Picks',
        items: [
          { productId: 'a', title: 'Desk lamp' },
          { productId: 'b', keepUntagged: true },
        ],
      },
    ]);
    actor.send({ type: 'collage.product.name', productId: 'b', value: 'Tumbler' });
    expect(actor.getSnapshot().can({ type: 'collage.apply' })).toBe(true);
    actor.send({ type: 'collage.apply' });
    await waitFor(actor, (s) => s.matches('adjusting') && updates.length === 1);
    expect(updates[0]!.items).toEqual([
      { productId: 'a', title: 'Product a' },
      { productId: 'b', title: 'Tumbler' },
    ]);
    actor.stop();
  });
});
