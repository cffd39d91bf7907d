/**
 * saveLink/index (Edit linked content): what a group link page shows is its collection, so editing the linked
 * content edits that collection: the title and the intro text (update_collection), the products taken off
 * (collection/change). Products are added on selectProducts and the cover on imgEditor.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { change, updateCollection } from '../api/collections';
import {
  chunks,
  COLLECTION_CHANGE_MAX,
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  LINK_PAGE_TEXTS,
} from '../domain/link-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import {
  loadCollection,
  loadCollectionProducts,
  type CollectionProduct,
  type CollectionView,
} from './collection-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface LinkedContent {
  collection: CollectionView;
  products: readonly CollectionProduct[];
}

export interface LinkedContentContext {
  collectionId: string;
  content: LinkedContent | null;
  name: string;
  description: string;
  /** Products ticked off, removed when saved. */
  removed: readonly string[];
  failure: string | null;
}

export type LinkedContentEvent =
  | { type: 'content.retry' }
  | { type: 'content.name.change'; value: string }
  | { type: 'content.description.change'; value: string }
  | { type: 'content.product.toggleRemoved'; productId: string }
  | { type: 'content.save' };

export type LinkedContentEmitted = { type: 'toast.show'; text: string; durationMs: number };

export interface SaveRequest {
  collectionId: string;
  name: string;
  description: string;
  removed: readonly string[];
}

export const CONTENT_LOAD_FAILED = 'The linked content could not be loaded. Try again.';
export const CONTENT_SAVE_FAILED = 'The changes could not be saved. Try again.';

async function loadLinkedContent(collectionId: string, signal: AbortSignal): Promise<LinkedContent> {
  const [collection, products] = await Promise.all([
    loadCollection(collectionId, signal),
    loadCollectionProducts(collectionId, signal),
  ]);
  return { collection, products };
}

/** The title and intro first (the cover is kept: none is sent), then the products taken off. */
async function saveLinkedContent(request: SaveRequest): Promise<LinkedContent> {
  await updateCollection(
    { collectionId: request.collectionId, name: request.name.trim(), description: request.description.trim() },
    { ignoreErrors: true },
  );
  for (const part of chunks(request.removed, COLLECTION_CHANGE_MAX)) {
    await change({ collectionId: request.collectionId, removeProductIds: part }, { ignoreErrors: true });
  }
  const [collection, products] = await Promise.all([
    loadCollection(request.collectionId),
    loadCollectionProducts(request.collectionId),
  ]);
  return { collection, products };
}

export const linkedContentMachine = setup({
  types: {
    context: {} as LinkedContentContext,
    events: {} as LinkedContentEvent,
    input: {} as { collectionId: string },
    emitted: {} as LinkedContentEmitted,
  },
  actors: {
    loadLinkedContent: fromPromise<LinkedContent, { collectionId: string }>(({ input, signal }) =>
      loadLinkedContent(input.collectionId, signal),
    ),
    saveLinkedContent: fromPromise<LinkedContent, SaveRequest>(({ input }) => saveLinkedContent(input)),
  },
  guards: {
    canSave: ({ context }) => {
      const collection = context.content?.collection;
      if (!collection || context.name.trim() === '') return false;
      return (
        context.name.trim() !== collection.name ||
        context.description.trim() !== (collection.description ?? '') ||
        context.removed.length > 0
      );
    },
  },
  actions: {
    assignContent: assign((_, content: LinkedContent) => {
      return {
        content,
        name: content.collection.name,
        description: content.collection.description ?? '',
        removed: [],
        failure: null,
      };
    }),
    assignName: assign(({ event }) => {
      assertEvent(event, 'content.name.change');
      return { name: event.value.slice(0, COLLECTION_NAME_MAX_LENGTH), failure: null };
    }),
    assignDescription: assign(({ event }) => {
      assertEvent(event, 'content.description.change');
      return { description: event.value.slice(0, COLLECTION_DESCRIPTION_MAX_LENGTH), failure: null };
    }),
    assignToggledRemoved: assign(({ context, event }) => {
      assertEvent(event, 'content.product.toggleRemoved');
      const removed = context.removed.includes(event.productId)
        ? context.removed.filter((id) => id !== event.productId)
        : [...context.removed, event.productId];
      return { removed };
    }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, CONTENT_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, CONTENT_SAVE_FAILED),
    })),
    notifySaved: emit({ type: 'toast.show', text: LINK_PAGE_TEXTS.contentSaved, durationMs: NOTICE_TOAST_MS }),
  },
}).createMachine({
  id: 'linkedContent',
  description: 'Edit linked content: the title, intro and products a group link page shows (its collection).',
  context: ({ input }) => ({
    collectionId: input.collectionId,
    content: null,
    name: '',
    description: '',
    removed: [],
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The collection (found in get_collections) and its products (get_collection_products).',
      tags: ['busy'],
      invoke: {
        id: 'loadLinkedContent',
        src: 'loadLinkedContent',
        input: ({ context }) => ({ collectionId: context.collectionId }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignContent', params: doneOutput },
          description: 'Show the content to edit.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not in the shop or not reachable: the reason and a retry.',
        },
      },
    },
    failed: {
      description: 'The content could not be read.',
      tags: ['error'],
      on: { 'content.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'The form: title, intro, products with Remove; Save once something changed.',
      on: {
        'content.name.change': { actions: 'assignName', description: 'The title is typed.' },
        'content.description.change': { actions: 'assignDescription', description: 'The intro is typed.' },
        'content.product.toggleRemoved': {
          actions: 'assignToggledRemoved',
          description: 'Remove a product (or keep it after all).',
        },
        'content.save': { guard: 'canSave', target: 'saving', description: 'Save, with a title and a change.' },
      },
    },
    saving: {
      description:
        'update_collection (multipart, no cover: the cover stays), then collection/change to take products off.',
      tags: ['busy'],
      invoke: {
        id: 'saveLinkedContent',
        src: 'saveLinkedContent',
        input: ({ context }) => ({
          collectionId: context.collectionId,
          name: context.name,
          description: context.description,
          removed: context.removed,
        }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignContent', params: doneOutput }, 'notifySaved'],
          description: 'Saved: the form shows what the page now shows.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused or failed: the edits stay, with the reason.',
        },
      },
    },
  },
});

export type LinkedContentSnapshot = SnapshotFrom<typeof linkedContentMachine>;

export const card = {
  machine: linkedContentMachine,
  title: 'Edit linked content',
  spec: '§2 saveLink/index, §7 update_collection, collection/change',
  screen: 'saveLink',
  input: { collectionId: 'col-1' },
} satisfies MachineCard<typeof linkedContentMachine>;
