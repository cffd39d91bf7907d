/**
 * saveLink/selectProducts: which products of the shop the linked content (a collection) shows. The products it
 * holds start ticked; Save sends only the difference (collection/change, 100 each way per call) and returns to
 * the linked content.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { change } from '../api/collections';
import { withQuery } from '../domain/routes';
import {
  chunks,
  COLLECTION_CHANGE_MAX,
  LINK_PAGE_TEXTS,
  SAVE_LINK_PATH,
  selectionChanges,
  toggleSelection,
} from '../domain/link-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import { loadCollectionProducts } from './collection-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

/** A collection holds at most 200 products (the group link page's limit). */
export const COLLECTION_MAX_PRODUCTS = 200;

export interface CollectionPicksContext {
  collectionId: string;
  initial: readonly string[];
  picked: readonly string[];
  failure: string | null;
}

export type CollectionPicksEvent =
  { type: 'picks.retry' } | { type: 'picks.toggle'; productId: string } | { type: 'picks.save' };

export type CollectionPicksEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export const PICKS_LOAD_FAILED = 'The collection’s products could not be loaded. Try again.';
export const PICKS_SAVE_FAILED = 'The products could not be saved. Try again.';

async function savePicks(input: {
  collectionId: string;
  add: readonly string[];
  remove: readonly string[];
}): Promise<void> {
  // Removals first, so a full collection has room for what comes in.
  for (const part of chunks(input.remove, COLLECTION_CHANGE_MAX))
    await change({ collectionId: input.collectionId, removeProductIds: part }, { ignoreErrors: true });
  for (const part of chunks(input.add, COLLECTION_CHANGE_MAX))
    await change({ collectionId: input.collectionId, addProductIds: part }, { ignoreErrors: true });
}

export const collectionPicksMachine = setup({
  types: {
    context: {} as CollectionPicksContext,
    events: {} as CollectionPicksEvent,
    input: {} as { collectionId: string },
    emitted: {} as CollectionPicksEmitted,
  },
  actors: {
    loadMemberIds: fromPromise<string[], { collectionId: string }>(async ({ input, signal }) =>
      (await loadCollectionProducts(input.collectionId, signal)).map((product) => product.id),
    ),
    savePicks: fromPromise<void, { collectionId: string; add: readonly string[]; remove: readonly string[] }>(
      ({ input }) => savePicks(input),
    ),
  },
  guards: {
    hasChanges: ({ context }) => {
      const { add, remove } = selectionChanges(context.initial, context.picked);
      return add.length + remove.length > 0;
    },
  },
  actions: {
    assignMembers: assign((_, ids: string[]) => {
      return { initial: ids, picked: ids, failure: null };
    }),
    assignToggled: assign(({ context, event }) => {
      assertEvent(event, 'picks.toggle');
      return { picked: toggleSelection(context.picked, event.productId, COLLECTION_MAX_PRODUCTS), failure: null };
    }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, PICKS_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, PICKS_SAVE_FAILED),
    })),
    notifySaved: emit({ type: 'toast.show', text: LINK_PAGE_TEXTS.productsSaved, durationMs: NOTICE_TOAST_MS }),
    backToContent: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: withQuery(SAVE_LINK_PATH, { id: context.collectionId }),
    })),
  },
}).createMachine({
  id: 'collectionPicks',
  description: 'Select products: tick the shop products the linked content shows; Save sends only what changed.',
  context: ({ input }) => ({ collectionId: input.collectionId, initial: [], picked: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The products the collection holds now (get_collection_products), ticked.',
      tags: ['busy'],
      invoke: {
        id: 'loadMemberIds',
        src: 'loadMemberIds',
        input: ({ context }) => ({ collectionId: context.collectionId }),
        onDone: {
          target: 'choosing',
          actions: { type: 'assignMembers', params: doneOutput },
          description: 'Tick what it holds.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not in the shop or not reachable: the reason and a retry.',
        },
      },
    },
    failed: {
      description: 'The collection could not be read.',
      tags: ['error'],
      on: { 'picks.retry': { target: 'loading', description: 'Try again.' } },
    },
    choosing: {
      description: 'The shop products with tick boxes (at most 200 ticked).',
      on: {
        'picks.toggle': { actions: 'assignToggled', description: 'Tick or untick a product.' },
        'picks.save': {
          guard: 'hasChanges',
          target: 'saving',
          description: 'Save, when the ticks differ from what it holds.',
        },
      },
    },
    saving: {
      description: 'collection/change: removals, then additions.',
      tags: ['busy'],
      invoke: {
        id: 'savePicks',
        src: 'savePicks',
        input: ({ context }) => ({
          collectionId: context.collectionId,
          ...selectionChanges(context.initial, context.picked),
        }),
        onDone: {
          target: 'saved',
          actions: ['notifySaved', 'backToContent'],
          description: 'Saved: back to the linked content.',
        },
        onError: {
          target: 'choosing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused (a full collection) or failed: the ticks stay, with the reason.',
        },
      },
    },
    saved: {
      description: 'Done; the linked content shows the products.',
      type: 'final',
    },
  },
});

export type CollectionPicksSnapshot = SnapshotFrom<typeof collectionPicksMachine>;

export const card = {
  machine: collectionPicksMachine,
  title: 'Select products of linked content',
  spec: '§2 saveLink/selectProducts, §7 collection/change',
  screen: 'saveLinkProducts',
  input: { collectionId: 'col-1' },
} satisfies MachineCard<typeof collectionPicksMachine>;
