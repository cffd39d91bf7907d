import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  BLANK_NAME_TEXT,
  collectionEditorMachine,
  type CollectionEditorEvent,
  type CollectionEditorSnapshot,
  type EditorStart,
} from '../../src/machines/collection-editor.machine';
import { ApiError } from '../../src/api/response-policy';
import type { CollectionDraft, ShopCollection, ShopProduct } from '../../src/machines/shop-calls';
import { collectionPath } from '../../src/domain/shop-products';
import { exploreModel, mergeCoverage, reportCoverage, uncovered, type Coverage } from '../support/model-harness';

const PRODUCT: ShopProduct = {
  id: 'p1',
  title: 'Desk lamp',
  url: 'https://www.amazon.com/dp/B000000001',
  source: 1,
  onShelf: true,
  createdAt: '2026-11-21T10:00:00.000Z',
};
const COLLECTION: ShopCollection = {
  id: 'c1',
  name: 'Summer',
  description: 'Beach days',
  platform: 'linkmint',
  productCount: 0,
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const PICTURE = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const FULL = new ApiError({
  code: 400,
  message: 'A collection holds at most 200 products. Remove some before adding more.',
  path: '/app/collection/change',
});
const TOO_LARGE = new ApiError({
  code: 400,
  message: 'The cover picture is larger than 5 MB. Choose a smaller one.',
  path: '/app/update_collection',
});

const ev = (type: string, extra: Record<string, unknown> = {}) =>
  ({ type, ...extra }) as unknown as CollectionEditorEvent;

function eventsFor(start: EditorStart) {
  return (snapshot: CollectionEditorSnapshot): CollectionEditorEvent[] => {
    const events: CollectionEditorEvent[] = [
      { type: 'name.change', value: 'Summer picks' },
      { type: 'name.change', value: '  ' },
      { type: 'description.change', value: 'For the beach' },
      { type: 'cover.choose', file: PICTURE, fileName: 'cover.png' },
      { type: 'cover.clear' },
      { type: 'product.toggle', productId: 'p1' },
      { type: 'collection.save' },
      { type: 'collection.retry' },
    ];
    if (snapshot.matches('loading'))
      events.push(
        ev('xstate.done.actor.loadEditor', { output: start }),
        ev('xstate.error.actor.loadEditor', { error: new Error('offline') }),
      );
    if (snapshot.matches('saving'))
      events.push(
        ev('xstate.done.actor.saveCollection', { output: COLLECTION }),
        ev('xstate.error.actor.saveCollection', { error: TOO_LARGE }),
      );
    if (snapshot.matches('addingProducts'))
      events.push(
        ev('xstate.done.actor.addProducts', { output: COLLECTION }),
        ev('xstate.error.actor.addProducts', { error: FULL }),
      );
    return events;
  };
}

interface Effects {
  drafts: CollectionDraft[];
  added: Array<{ collectionId: string; productIds: string[] }>;
  emitted: Array<{ type: string; path?: string; text?: string }>;
}

async function explore(collectionId: string | null, start: EditorStart): Promise<Coverage> {
  return exploreModel<typeof collectionEditorMachine, Effects>({
    name: 'collection-editor',
    machine: collectionEditorMachine,
    input: { collectionId },
    events: eventsFor(start),
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        id: s.context.collectionId,
        named: s.context.name.trim() !== '',
        cover: s.context.cover !== null,
        selected: s.context.selected,
        nameError: s.context.nameError,
        failure: s.context.failure,
      }),
    arrange: () => {
      const effects: Effects = { drafts: [], added: [], emitted: [] };
      const machine = collectionEditorMachine.provide({
        actors: {
          loadEditor: fromPromise<EditorStart, { collectionId: string | null }>(() => new Promise(() => {})),
          saveCollection: fromPromise<ShopCollection, CollectionDraft>(
            ({ input }) => (effects.drafts.push(input), new Promise(() => {})),
          ),
          addProducts: fromPromise<unknown, { collectionId: string; productIds: string[] }>(
            ({ input }) => (effects.added.push(input), new Promise(() => {})),
          ),
        },
      });
      return { machine, effects };
    },
    observe: (actor, effects) => actor.on('*', (e) => effects.emitted.push(e)),
    assertStep: ({ snapshot, event, effects, path }) => {
      const { context } = snapshot;
      if (snapshot.matches('saving')) {
        const draft = effects.drafts.at(-1)!;
        // Once made, the collection is edited: a retry after a failed product step makes no second one.
        expect(draft.collectionId).toBe(
          collectionId ?? (path.some((e) => (e.type as string) === 'xstate.done.actor.saveCollection') ? 'c1' : null),
        );
        expect(draft.name.trim()).not.toBe('');
        expect(draft.cover).toBe(context.cover);
      }
      if (snapshot.matches('addingProducts'))
        expect(effects.added.at(-1)).toEqual({ collectionId: 'c1', productIds: ['p1'] });
      if ((event.type as string) === 'xstate.error.actor.addProducts') expect(context.failure).toBe(FULL.message);
      if (event.type === 'collection.save' && snapshot.matches('editing'))
        expect(context.nameError).toBe(BLANK_NAME_TEXT);
      if ((event.type as string) === 'xstate.error.actor.saveCollection')
        expect(context.failure).toBe(TOO_LARGE.message);
      if (snapshot.matches('saved')) {
        expect(effects.emitted).toEqual([
          { type: 'toast.show', text: collectionId ? 'Collection saved.' : 'Collection created.', durationMs: 2000 },
          { type: 'route.navigate', path: collectionPath('c1') },
        ]);
      } else expect(effects.emitted).toEqual([]);
      if ((event.type as string) === 'xstate.done.actor.loadEditor')
        expect(context.name).toBe(start.collection?.name ?? '');
    },
  });
}

describe('collection editor (myShopCreate/index, editCollection/index)', () => {
  it('collection-editor: every state and transition, making one and editing one; the server’s sentence shows after a refused save', async () => {
    const coverage = mergeCoverage('collection-editor', [
      await explore(null, { collection: null, products: [PRODUCT] }),
      await explore('c1', { collection: COLLECTION, products: [] }),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
