/**
 * myShopCreate/index and editCollection/index: a collection's name, description and cover picture, and (when it is
 * made) the shop products it starts with. Saving is one multipart update_collection; a picture the server refuses
 * (type, size) comes back as its own sentence under the form.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { collectionPath, toggleId } from '../domain/shop-products';
import { TOAST_DEFAULT_MS } from '../domain/spec-constants';
import {
  changeCollectionProducts,
  findCollection,
  pickableProducts,
  saveCollection,
  type CollectionDraft,
  type ShopCollection,
  type ShopProduct,
} from './shop-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 1000;
export const BLANK_NAME_TEXT = 'Give the collection a name.';

export interface CollectionEditorContext {
  /** null while making a new collection (until it is saved). */
  collectionId: string | null;
  /** This form makes a new collection (myShopCreate/index). */
  creating: boolean;
  name: string;
  description: string;
  /** A newly chosen cover picture, sent with the save. */
  cover: Blob | null;
  coverName: string | null;
  /** The cover the collection has now (editing). */
  coverUrl: string | null;
  /** The shop's products to pick from (making a collection). */
  products: ShopProduct[];
  selected: string[];
  nameError: string | null;
  /** Why loading or saving failed: the server's sentence. */
  failure: string | null;
}

export type CollectionEditorEvent =
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'cover.choose'; file: Blob; fileName: string }
  | { type: 'cover.clear' }
  | { type: 'product.toggle'; productId: string }
  | { type: 'collection.save' }
  | { type: 'collection.retry' };

export interface EditorStart {
  collection: ShopCollection | null;
  products: ShopProduct[];
}

export type CollectionEditorEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export const collectionEditorMachine = setup({
  types: {
    context: {} as CollectionEditorContext,
    events: {} as CollectionEditorEvent,
    input: {} as { collectionId: string | null },
    emitted: {} as CollectionEditorEmitted,
  },
  actors: {
    loadEditor: fromPromise<EditorStart, { collectionId: string | null }>(async ({ input, signal }) =>
      input.collectionId
        ? { collection: await findCollection(input.collectionId, signal), products: [] }
        : { collection: null, products: (await pickableProducts('', signal)).list },
    ),
    saveCollection: fromPromise<ShopCollection, CollectionDraft>(({ input }) => saveCollection(input)),
    addProducts: fromPromise<unknown, { collectionId: string; productIds: string[] }>(({ input }) =>
      changeCollectionProducts(input.collectionId, input.productIds, []),
    ),
  },
  guards: {
    hasName: ({ context }) => context.name.trim() !== '',
    hasPicks: ({ context }) => context.selected.length > 0,
  },
  actions: {
    assignStart: assign((_, { collection, products }: EditorStart) => {
      return {
        name: collection?.name ?? '',
        description: collection?.description ?? '',
        coverUrl: collection?.coverUrl ?? null,
        products,
        failure: null,
      };
    }),
    assignName: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { name: event.value.slice(0, COLLECTION_NAME_MAX), nameError: null };
    }),
    assignDescription: assign(({ event }) => {
      assertEvent(event, 'description.change');
      return { description: event.value.slice(0, COLLECTION_DESCRIPTION_MAX) };
    }),
    assignCover: assign(({ event }) => {
      assertEvent(event, 'cover.choose');
      return { cover: event.file, coverName: event.fileName, failure: null };
    }),
    clearCover: assign({ cover: null, coverName: null }),
    assignToggled: assign(({ context, event }) => {
      assertEvent(event, 'product.toggle');
      return { selected: toggleId(context.selected, event.productId) };
    }),
    assignBlankName: assign({ nameError: BLANK_NAME_TEXT }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    clearFailure: assign({ failure: null }),
    /** From here on the form edits the collection just made, so a retry never makes a second one. */
    assignSaved: assign((_, output: ShopCollection) => ({ collectionId: output.id, cover: null, coverName: null })),
    notifySaved: emit(({ context }) => ({
      type: 'toast.show' as const,
      text: context.creating ? 'Collection created.' : 'Collection saved.',
      durationMs: TOAST_DEFAULT_MS,
    })),
    navigateToCollection: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: collectionPath(context.collectionId ?? ''),
    })),
  },
}).createMachine({
  id: 'collectionEditor',
  description: 'Make or edit a collection: name, description, cover picture, and the products it starts with.',
  context: ({ input }) => ({
    collectionId: input.collectionId,
    creating: input.collectionId === null,
    name: '',
    description: '',
    cover: null,
    coverName: null,
    coverUrl: null,
    products: [],
    selected: [],
    nameError: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Editing: the collection as it is. Making one: the shop products to pick from.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ collectionId: context.creating ? null : context.collectionId }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignStart', params: doneOutput },
          description: 'The form, filled in when editing.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not loaded (e.g. the collection is gone).',
        },
      },
    },
    failed: {
      description: 'The form could not be loaded: why, and a retry.',
      tags: ['error'],
      on: { 'collection.retry': { target: 'loading', actions: 'clearFailure', description: 'Try again.' } },
    },
    editing: {
      description: 'The form; the server’s sentence shows under it after a refused save.',
      on: {
        'name.change': { actions: 'assignName', description: 'The name (at most 100 characters).' },
        'description.change': {
          actions: 'assignDescription',
          description: 'The description (at most 1,000 characters).',
        },
        'cover.choose': { actions: 'assignCover', description: 'A picture chosen for the cover.' },
        'cover.clear': {
          actions: 'clearCover',
          description: 'The chosen picture is dropped; the current cover stays.',
        },
        'product.toggle': { actions: 'assignToggled', description: 'A product ticked or unticked.' },
        'collection.save': [
          { guard: 'hasName', target: 'saving', actions: 'clearFailure', description: 'Save with a name.' },
          { actions: 'assignBlankName', description: 'Save without a name: say it needs one.' },
        ],
      },
    },
    saving: {
      description: 'update_collection (multipart, with the cover).',
      tags: ['busy'],
      invoke: {
        id: 'saveCollection',
        src: 'saveCollection',
        input: ({ context }) => ({
          collectionId: context.collectionId,
          name: context.name,
          description: context.description,
          cover: context.cover,
        }),
        onDone: [
          {
            guard: 'hasPicks',
            target: 'addingProducts',
            actions: { type: 'assignSaved', params: doneOutput },
            description: 'Saved; products were picked: put them in.',
          },
          {
            target: 'saved',
            actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved', 'navigateToCollection'],
            description: 'Saved: on to the collection.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Refused: the server’s sentence (a wrong or too large picture, a blank name…).',
        },
      },
    },
    addingProducts: {
      description: 'collection/change with the picked products (in batches of 100).',
      tags: ['busy'],
      invoke: {
        id: 'addProducts',
        src: 'addProducts',
        input: ({ context }) => ({ collectionId: context.collectionId ?? '', productIds: context.selected }),
        onDone: {
          target: 'saved',
          actions: ['notifySaved', 'navigateToCollection'],
          description: 'In: on to the collection.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Made, but the products are not in: Save again puts them in.',
        },
      },
    },
    saved: {
      description: 'Saved; the collection page opens.',
      type: 'final',
    },
  },
});

export type CollectionEditorSnapshot = SnapshotFrom<typeof collectionEditorMachine>;

export const card = {
  machine: collectionEditorMachine,
  title: 'Make or edit a collection',
  spec: '§2 myShopCreate/index, editCollection/index, §7 update_collection, collection/change',
  screen: 'collectionCreate',
  input: { collectionId: null },
} satisfies MachineCard<typeof collectionEditorMachine>;
