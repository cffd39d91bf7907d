import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MESSAGES,
  collectionDecider,
  MAX_COLLECTION_PRODUCTS,
  type CollectionCommand,
  type CollectionEvent,
} from '../../../server/modules/products/collection-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const collection = spec(collectionDecider);
const created: CollectionEvent = {
  type: 'CollectionCreated',
  data: {
    collectionId: 'c1',
    shopDomain: 'shop-a',
    name: 'Picks',
    cover: { imageId: 'a'.repeat(64), contentType: 'image/png' },
    groupLinkCode: 'AbCd1234',
    createdAt: at,
  },
};

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `p${from + i}`);
const filled = (n: number): CollectionEvent[] => [
  created,
  ...Array.from({ length: Math.ceil(n / 100) }, (_, i): CollectionEvent => ({
    type: 'CollectionProductsChanged',
    data: {
      collectionId: 'c1',
      shopDomain: 'shop-a',
      added: ids(Math.min(100, n - i * 100), i * 100),
      removed: [],
      changedAt: at,
    },
  })),
];
const change = (add: string[], remove: string[] = [], shopDomain = 'shop-a'): CollectionCommand => ({
  type: 'ChangeCollectionProducts',
  collectionId: 'c1',
  shopDomain,
  add,
  remove,
});

describe('collection decider', () => {
  it('creates with a trimmed name and a group-link code, and refuses a blank name or an id in use', () => {
    collection
      .given([])
      .when({
        type: 'CreateCollection',
        collectionId: 'c1',
        shopDomain: 'shop-a',
        name: '  Picks ',
        description: '  ',
        groupLinkCode: 'AbCd1234',
      })
      .then([
        {
          type: 'CollectionCreated',
          data: { collectionId: 'c1', shopDomain: 'shop-a', name: 'Picks', groupLinkCode: 'AbCd1234', createdAt: at },
        },
      ]);
    collection
      .given([])
      .when({ type: 'CreateCollection', collectionId: 'c1', shopDomain: 'shop-a', name: ' ', groupLinkCode: 'x' })
      .thenThrows('invalid', COLLECTION_MESSAGES.blankName);
    collection
      .given([created])
      .when({ type: 'CreateCollection', collectionId: 'c1', shopDomain: 'shop-a', name: 'Again', groupLinkCode: 'y' })
      .thenThrows('conflict');
  });

  it(`holds at most ${MAX_COLLECTION_PRODUCTS} products, counting what a change removes`, () => {
    collection
      .given(filled(MAX_COLLECTION_PRODUCTS))
      .when(change(['new']))
      .thenThrows('invalid', COLLECTION_MESSAGES.full);
    collection
      .given(filled(MAX_COLLECTION_PRODUCTS))
      .when(change(['new'], ['p0']))
      .then([
        {
          type: 'CollectionProductsChanged',
          data: { collectionId: 'c1', shopDomain: 'shop-a', added: ['new'], removed: ['p0'], changedAt: at },
        },
      ]);
    expect(
      collection
        .given(filled(MAX_COLLECTION_PRODUCTS - 1))
        .when(change(['new']))
        .events(),
    ).toHaveLength(1);
  });

  it('decides nothing for products already in it or not in it, and refuses an empty change or one product both ways', () => {
    collection
      .given(filled(3))
      .when(change(['p1'], ['zz']))
      .thenNothingHappens();
    collection.given(filled(3)).when(change([])).thenThrows('invalid', COLLECTION_MESSAGES.nothingToChange);
    collection
      .given(filled(3))
      .when(change(['p9'], ['p9']))
      .thenThrows('invalid', COLLECTION_MESSAGES.addedAndRemoved('p9'));
  });

  it("answers another shop's collection and a deleted one as unknown", () => {
    collection
      .given(filled(1))
      .when(change(['x'], [], 'shop-b'))
      .thenThrows('not-found', COLLECTION_MESSAGES.unknown('c1'));
    const deleted: CollectionEvent = {
      type: 'CollectionDeleted',
      data: { collectionId: 'c1', shopDomain: 'shop-a', deletedAt: at },
    };
    collection
      .given([created, deleted])
      .when({ type: 'DeleteCollection', collectionId: 'c1', shopDomain: 'shop-a' })
      .thenThrows('not-found', COLLECTION_MESSAGES.unknown('c1'));
    collection
      .given([])
      .when({ type: 'EditCollection', collectionId: 'c1', shopDomain: 'shop-a', name: 'x' })
      .thenThrows('not-found', COLLECTION_MESSAGES.unknown('c1'));
    collection
      .given([created])
      .when({ type: 'DeleteCollection', collectionId: 'c1', shopDomain: 'shop-a' })
      .then([{ type: 'CollectionDeleted', data: { collectionId: 'c1', shopDomain: 'shop-a', deletedAt: at } }]);
  });

  it('an edit without a cover keeps the one there', () => {
    const edited = collection
      .given([created])
      .when({ type: 'EditCollection', collectionId: 'c1', shopDomain: 'shop-a', name: 'Renamed' })
      .events();
    const state = [created, ...edited].reduce(collectionDecider.evolve, collectionDecider.initialState);
    expect(state.cover).toEqual(created.type === 'CollectionCreated' ? created.data.cover : undefined);
  });
});
