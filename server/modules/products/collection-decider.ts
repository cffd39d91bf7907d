import type { Decider } from '../../events/command-handler';
import { clash, invalid, missing } from '../../events/domain-error';

/**
 * A collection of products of one shop: `collection:<collectionId>`. Each is published as a group link, a page
 * at /gl/{code} listing its products; the code is drawn when the collection is made and never changes.
 */

export const collectionStream = (collectionId: string) => `collection:${collectionId}`;

/** The group link page shows at most this many products (GroupLink.links in openapi.yaml). */
export const MAX_COLLECTION_PRODUCTS = 200;
/** A product can be ticked in at most this many collections (ProductCollectionIds), so a shop has no more. */
export const MAX_COLLECTIONS_PER_SHOP = 500;

export const COLLECTION_MESSAGES = {
  unknown: (id: string) => `There is no collection "${id}" in your shop.`,
  blankName: 'Give the collection a name.',
  nothingToChange: 'Name products to add to the collection or to remove from it.',
  addedAndRemoved: (id: string) => `Product ${id} cannot be added and removed at once.`,
  full: `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products. Remove some before adding more.`,
  tooMany: `A shop has at most ${MAX_COLLECTIONS_PER_SHOP} collections. Delete one before making another.`,
} as const;

export interface CollectionCover {
  imageId: string;
  contentType: string;
}

export type CollectionEvent =
  | {
      type: 'CollectionCreated';
      data: {
        collectionId: string;
        shopDomain: string;
        name: string;
        description?: string;
        cover?: CollectionCover;
        groupLinkCode: string;
        createdAt: string;
      };
    }
  | {
      type: 'CollectionEdited';
      data: {
        collectionId: string;
        shopDomain: string;
        name: string;
        description?: string;
        cover?: CollectionCover;
        editedAt: string;
      };
    }
  | {
      type: 'CollectionProductsChanged';
      data: { collectionId: string; shopDomain: string; added: string[]; removed: string[]; changedAt: string };
    }
  | { type: 'CollectionDeleted'; data: { collectionId: string; shopDomain: string; deletedAt: string } };

export type CollectionCommand =
  | {
      type: 'CreateCollection';
      collectionId: string;
      shopDomain: string;
      name: string;
      description?: string;
      cover?: CollectionCover;
      groupLinkCode: string;
    }
  /** An edit replaces name and description; the cover is kept unless a new one comes. */
  | {
      type: 'EditCollection';
      collectionId: string;
      shopDomain: string;
      name: string;
      description?: string;
      cover?: CollectionCover;
    }
  /** Products to add must be live products of the shop (the caller checks the read model). */
  | {
      type: 'ChangeCollectionProducts';
      collectionId: string;
      shopDomain: string;
      add: readonly string[];
      remove: readonly string[];
    }
  | { type: 'DeleteCollection'; collectionId: string; shopDomain: string };

export interface CollectionState {
  /** Null before creation and after deletion. */
  shopDomain: string | null;
  collectionId: string | null;
  cover?: CollectionCover;
  productIds: readonly string[];
}

export const initialCollectionState: CollectionState = { shopDomain: null, collectionId: null, productIds: [] };

export function evolveCollection(state: CollectionState, event: CollectionEvent): CollectionState {
  switch (event.type) {
    case 'CollectionCreated':
      return {
        shopDomain: event.data.shopDomain,
        collectionId: event.data.collectionId,
        cover: event.data.cover,
        productIds: [],
      };
    case 'CollectionEdited':
      return { ...state, cover: event.data.cover ?? state.cover };
    case 'CollectionProductsChanged': {
      const removed = new Set(event.data.removed);
      return { ...state, productIds: [...state.productIds.filter((id) => !removed.has(id)), ...event.data.added] };
    }
    case 'CollectionDeleted':
      return initialCollectionState;
  }
}

/** The name a collection is saved with; a blank one is refused. */
export function collectionName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalid(COLLECTION_MESSAGES.blankName);
  return trimmed;
}

/** What a create or an edit says about the collection: a trimmed name, a description if not blank, a new cover. */
function contentOf(command: {
  collectionId: string;
  shopDomain: string;
  name: string;
  description?: string;
  cover?: CollectionCover;
}) {
  const description = command.description?.trim() || undefined;
  return {
    collectionId: command.collectionId,
    shopDomain: command.shopDomain,
    name: collectionName(command.name),
    ...(description ? { description } : {}),
    ...(command.cover ? { cover: command.cover } : {}),
  };
}

/** Another shop's collection is as unknown as a missing one. */
function assertOwned(
  state: CollectionState,
  command: { shopDomain: string; collectionId: string },
): asserts state is CollectionState & { collectionId: string } {
  if (state.shopDomain !== command.shopDomain || state.collectionId !== command.collectionId)
    throw missing(COLLECTION_MESSAGES.unknown(command.collectionId));
}

export const collectionDecider: Decider<CollectionCommand, CollectionState, CollectionEvent> = {
  initialState: initialCollectionState,
  evolve: evolveCollection,
  decide(command, state, { now }) {
    const at = now.toISOString();
    switch (command.type) {
      case 'CreateCollection': {
        if (state.collectionId !== null) throw clash(`The collection ${command.collectionId} exists already.`);
        return [
          {
            type: 'CollectionCreated',
            data: { ...contentOf(command), groupLinkCode: command.groupLinkCode, createdAt: at },
          },
        ];
      }
      case 'EditCollection':
        assertOwned(state, command);
        return [{ type: 'CollectionEdited', data: { ...contentOf(command), editedAt: at } }];
      case 'ChangeCollectionProducts': {
        assertOwned(state, command);
        if (command.add.length === 0 && command.remove.length === 0) throw invalid(COLLECTION_MESSAGES.nothingToChange);
        const both = command.add.find((id) => command.remove.includes(id));
        if (both !== undefined) throw invalid(COLLECTION_MESSAGES.addedAndRemoved(both));
        const current = new Set(state.productIds);
        const added = [...new Set(command.add)].filter((id) => !current.has(id));
        const removed = [...new Set(command.remove)].filter((id) => current.has(id));
        if (current.size - removed.length + added.length > MAX_COLLECTION_PRODUCTS)
          throw invalid(COLLECTION_MESSAGES.full);
        // Adding what is there and removing what is not change nothing, and are not errors.
        if (added.length === 0 && removed.length === 0) return [];
        return [
          {
            type: 'CollectionProductsChanged',
            data: { collectionId: state.collectionId, shopDomain: command.shopDomain, added, removed, changedAt: at },
          },
        ];
      }
      case 'DeleteCollection':
        assertOwned(state, command);
        return [
          {
            type: 'CollectionDeleted',
            data: { collectionId: state.collectionId, shopDomain: command.shopDomain, deletedAt: at },
          },
        ];
    }
  },
};
