import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MESSAGES,
  collectionDecider,
  MAX_COLLECTION_PRODUCTS,
  type CollectionCommand,
  type CollectionEvent,
  type CollectionState,
} from '../../server/modules/products/collection-decider';

const now = new Date('2026-11-20T18:00:00Z');
const context = { now, newId: () => 'id' };
const created: CollectionEvent = {
  type: 'CollectionCreated',
  data: { collectionId: 'c1', shopDomain: 'shop-a', name: 'Picks', cover: { imageId: 'a'.repeat(64), contentType: 'image/png' }, groupLinkCode: 'AbCd1234', createdAt: now.toISOString() },
};

/** Given these events, when this command: the events it decides. */
function given(events: CollectionEvent[], command: CollectionCommand) {
  const state = events.reduce<CollectionState>((s, e) => collectionDecider.evolve(s, e), collectionDecider.initialState);
  return collectionDecider.decide(command, state, context);
}

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `p${from + i}`);
const filled = (n: number): CollectionEvent[] => [
  created,
  ...Array.from({ length: Math.ceil(n / 100) }, (_, i): CollectionEvent => ({
    type: 'CollectionProductsChanged',
    data: { collectionId: 'c1', shopDomain: 'shop-a', added: ids(Math.min(100, n - i * 100), i * 100), removed: [], changedAt: now.toISOString() },
  })),
];
const change = (add: string[], remove: string[] = [], shopDomain = 'shop-a'): CollectionCommand => ({ type: 'ChangeCollectionProducts', collectionId: 'c1', shopDomain, add, remove });

describe('collection decider', () => {
  it('creates with a trimmed name and a group-link code, and refuses a blank name', () => {
    expect(given([], { type: 'CreateCollection', collectionId: 'c1', shopDomain: 'shop-a', name: '  Picks ', description: '  ', groupLinkCode: 'AbCd1234' })).toEqual([
      { type: 'CollectionCreated', data: { collectionId: 'c1', shopDomain: 'shop-a', name: 'Picks', groupLinkCode: 'AbCd1234', createdAt: now.toISOString() } },
    ]);
    expect(() => given([], { type: 'CreateCollection', collectionId: 'c1', shopDomain: 'shop-a', name: ' ', groupLinkCode: 'x' })).toThrow(COLLECTION_MESSAGES.blankName);
    expect(() => given([created], { type: 'CreateCollection', collectionId: 'c1', shopDomain: 'shop-a', name: 'Again', groupLinkCode: 'y' })).toThrow(/exists already/);
  });

  it(`holds at most ${MAX_COLLECTION_PRODUCTS} products, counting what a change removes`, () => {
    expect(() => given(filled(MAX_COLLECTION_PRODUCTS), change(['new']))).toThrow(COLLECTION_MESSAGES.full);
    expect(given(filled(MAX_COLLECTION_PRODUCTS), change(['new'], ['p0']))).toEqual([
      { type: 'CollectionProductsChanged', data: { collectionId: 'c1', shopDomain: 'shop-a', added: ['new'], removed: ['p0'], changedAt: now.toISOString() } },
    ]);
    expect(given(filled(MAX_COLLECTION_PRODUCTS - 1), change(['new']))).toHaveLength(1);
  });

  it('decides nothing for products already in it or not in it, and refuses an empty change or one product both ways', () => {
    expect(given(filled(3), change(['p1'], ['zz']))).toEqual([]);
    expect(() => given(filled(3), change([]))).toThrow(COLLECTION_MESSAGES.nothingToChange);
    expect(() => given(filled(3), change(['p9'], ['p9']))).toThrow(COLLECTION_MESSAGES.addedAndRemoved('p9'));
  });

  it("answers another shop's collection and a deleted one as unknown", () => {
    expect(() => given(filled(1), change(['x'], [], 'shop-b'))).toThrow(COLLECTION_MESSAGES.unknown('c1'));
    const deleted: CollectionEvent = { type: 'CollectionDeleted', data: { collectionId: 'c1', shopDomain: 'shop-a', deletedAt: now.toISOString() } };
    expect(() => given([created, deleted], { type: 'DeleteCollection', collectionId: 'c1', shopDomain: 'shop-a' })).toThrow(COLLECTION_MESSAGES.unknown('c1'));
    expect(() => given([], { type: 'EditCollection', collectionId: 'c1', shopDomain: 'shop-a', name: 'x' })).toThrow(COLLECTION_MESSAGES.unknown('c1'));
  });

  it('an edit without a cover keeps the one there', () => {
    const [edited] = given([created], { type: 'EditCollection', collectionId: 'c1', shopDomain: 'shop-a', name: 'Renamed' });
    const state = [created, edited!].reduce<CollectionState>((s, e) => collectionDecider.evolve(s, e), collectionDecider.initialState);
    expect(state.cover).toEqual(created.type === 'CollectionCreated' ? created.data.cover : undefined);
  });
});
