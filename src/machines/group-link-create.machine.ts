/**
 * collectionCreateGroupLink/index: every collection made in Linkmint is published as a group link. The creator
 * picks one of the shop's collections, or makes a new one (a name, products of the shop), and its group link
 * opens in the preview.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { change, updateCollection } from '../api/collections';
import { grouplinkListV2 } from '../api/group-links';
import { withQuery } from '../domain/routes';
import {
  chunks,
  COLLECTION_CHANGE_MAX,
  COLLECTION_NAME_MAX_LENGTH,
  GROUP_LINK_PREVIEW_PATH,
  LINK_PAGE_TEXTS,
  MAX_PAGE_SIZE,
  toggleSelection,
} from '../domain/link-pages';
import { CreatorFacingError } from '../domain/creator-facing-error';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface CollectionRef {
  id: string;
  name: string;
}

export interface GroupLinkCreateContext {
  name: string;
  /** Products for a new collection, by id. */
  picked: readonly string[];
  /** The collection whose group link is being looked up. */
  chosen: CollectionRef | null;
  failure: string | null;
}

export type GroupLinkCreateEvent =
  | { type: 'groupLink.collection.choose'; collection: CollectionRef }
  | { type: 'groupLink.name.change'; value: string }
  | { type: 'groupLink.product.toggle'; productId: string }
  | { type: 'groupLink.create' };

export type GroupLinkCreateEmitted = { type: 'route.navigate'; path: string };

export const GROUP_LINK_CREATE_FAILED = 'The collection could not be made. Try again.';
/** A new collection's products: as many as a collection holds. */
export const NEW_COLLECTION_MAX_PRODUCTS = 200;

/** The group link of a collection: the shop's group links searched by the collection's name, matched by its id. */
export async function findGroupLink(collection: CollectionRef): Promise<{ code: string }> {
  const page = await grouplinkListV2({ keyword: collection.name, pageSize: MAX_PAGE_SIZE }, { ignoreErrors: true });
  const found = page.list.find((link) => link.collectionId === collection.id);
  if (!found) throw new CreatorFacingError(LINK_PAGE_TEXTS.groupLinkMissing);
  return { code: found.code };
}

/** A new collection (update_collection without an id), then its products (collection/change, 100 at a time). */
async function createCollection(input: { name: string; productIds: readonly string[] }): Promise<CollectionRef> {
  const collection = await updateCollection({ name: input.name.trim() }, { ignoreErrors: true });
  for (const part of chunks(input.productIds, COLLECTION_CHANGE_MAX)) {
    await change({ collectionId: collection.id, addProductIds: part }, { ignoreErrors: true });
  }
  return { id: collection.id, name: collection.name };
}

export const groupLinkCreateMachine = setup({
  types: {
    context: {} as GroupLinkCreateContext,
    events: {} as GroupLinkCreateEvent,
    emitted: {} as GroupLinkCreateEmitted,
  },
  actors: {
    findGroupLink: fromPromise<{ code: string }, CollectionRef>(({ input }) => findGroupLink(input)),
    createCollection: fromPromise<CollectionRef, { name: string; productIds: readonly string[] }>(({ input }) =>
      createCollection(input),
    ),
  },
  guards: {
    hasName: ({ context }) => context.name.trim() !== '',
  },
  actions: {
    assignChosen: assign(({ event }) => {
      assertEvent(event, 'groupLink.collection.choose');
      return { chosen: event.collection, failure: null };
    }),
    assignCreated: assign((_, output: CollectionRef) => ({ chosen: output, name: '', picked: [] })),
    assignName: assign(({ event }) => {
      assertEvent(event, 'groupLink.name.change');
      return { name: event.value.slice(0, COLLECTION_NAME_MAX_LENGTH), failure: null };
    }),
    assignToggled: assign(({ context, event }) => {
      assertEvent(event, 'groupLink.product.toggle');
      return { picked: toggleSelection(context.picked, event.productId, NEW_COLLECTION_MAX_PRODUCTS) };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, GROUP_LINK_CREATE_FAILED),
      chosen: null,
    })),
    openGroupLink: emit((_, output: { code: string }) => ({
      type: 'route.navigate' as const,
      path: withQuery(GROUP_LINK_PREVIEW_PATH, { id: output.code }),
    })),
    clearChosen: assign({ chosen: null }),
  },
}).createMachine({
  id: 'groupLinkCreate',
  description: 'Make a group link: choose a collection of the shop, or make a new one, and open its group link.',
  context: { name: '', picked: [], chosen: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The collections to choose from, and the form for a new one.',
      on: {
        'groupLink.collection.choose': {
          target: 'resolving',
          actions: 'assignChosen',
          description: 'Make the group link of this collection.',
        },
        'groupLink.name.change': { actions: 'assignName', description: 'The new collection’s name is typed.' },
        'groupLink.product.toggle': {
          actions: 'assignToggled',
          description: 'Tick or untick a product for the new collection.',
        },
        'groupLink.create': {
          guard: 'hasName',
          target: 'creating',
          description: 'Create the collection, with a name.',
        },
      },
    },
    creating: {
      description: 'update_collection (multipart) without an id, then collection/change with the ticked products.',
      tags: ['busy'],
      invoke: {
        id: 'createCollection',
        src: 'createCollection',
        input: ({ context }) => ({ name: context.name, productIds: context.picked }),
        onDone: {
          target: 'resolving',
          actions: { type: 'assignCreated', params: doneOutput },
          description: 'Made: look its group link up.',
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Refused or failed: the form keeps what was typed, with the reason.',
        },
      },
    },
    resolving: {
      description: 'grouplink/v2/list searched by the collection’s name, matched by its id.',
      tags: ['busy'],
      invoke: {
        id: 'findGroupLink',
        src: 'findGroupLink',
        input: ({ context }) => context.chosen ?? { id: '', name: '' },
        onDone: {
          target: 'idle',
          actions: [{ type: 'openGroupLink', params: doneOutput }, 'clearChosen'],
          description: 'Found: open the group link’s preview.',
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'No group link (an imported collection) or a failure: say which.',
        },
      },
    },
  },
});

export type GroupLinkCreateSnapshot = SnapshotFrom<typeof groupLinkCreateMachine>;

export const card = {
  machine: groupLinkCreateMachine,
  title: 'Group link from a collection',
  spec: '§2 collectionCreateGroupLink/index, §7 collections, grouplink',
  screen: 'groupLinkCreate',
} satisfies MachineCard<typeof groupLinkCreateMachine>;
