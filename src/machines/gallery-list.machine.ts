/**
 * linkGallery/index: the creator's link galleries, each with its public address (copy, open), edit, preview and
 * delete after the confirm dialog (gallery/list, gallery/delete).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { galleryDelete, galleryList } from '../api/galleries';
import { GALLERY_CREATE_PATH, GALLERY_TEXTS } from '../domain/gallery-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import type { Gallery } from './gallery-calls';
import { deleteSteps } from './link-delete-step';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

/** One page of the contract's largest: a shop keeps few galleries. */
export const GALLERY_LIST_PAGE_SIZE = 100;

export interface GalleryListContext {
  galleries: Gallery[];
  total: number;
  pendingDelete: string | null;
}

export type GalleryListEvent =
  | { type: 'list.retry' }
  | { type: 'list.create' }
  | { type: 'gallery.delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type GalleryListEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export const galleryListMachine = setup({
  types: {
    context: {} as GalleryListContext,
    events: {} as GalleryListEvent,
    emitted: {} as GalleryListEmitted,
    tags: {} as 'busy' | 'error' | 'confirm-visible',
  },
  actors: {
    galleryList: fromPromise<{ list: Gallery[]; total: number }>(({ signal }) =>
      galleryList({ pageSize: GALLERY_LIST_PAGE_SIZE }, { signal, ignoreErrors: true }),
    ),
    // A refusal is toasted by the API client with the server's sentence.
    galleryDelete: fromPromise<unknown, { id: string }>(({ input }) => galleryDelete({ id: input.id })),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, 'gallery.delete.request');
      return context.galleries.some((gallery) => gallery.id === event.id);
    },
  },
  actions: {
    assignPage: assign((_, { list, total }: { list: Gallery[]; total: number }) => {
      return { galleries: list, total };
    }),
    assignPendingDelete: assign(({ event }) => {
      assertEvent(event, 'gallery.delete.request');
      return { pendingDelete: event.id };
    }),
    clearPendingDelete: assign({ pendingDelete: null }),
    notifyDeleted: emit({ type: 'toast.show', text: GALLERY_TEXTS.deleted, durationMs: NOTICE_TOAST_MS }),
    navigateToCreate: emit({ type: 'route.navigate', path: GALLERY_CREATE_PATH }),
  },
}).createMachine({
  id: 'galleryList',
  description: 'Link galleries: the shop’s galleries with their public addresses, edit, preview and delete.',
  context: { galleries: [], total: 0, pendingDelete: null },
  initial: 'loading',
  on: {
    'list.create': { actions: 'navigateToCreate', description: 'New gallery: the create page.' },
  },
  states: {
    loading: {
      description: 'gallery/list, most recently changed first.',
      tags: ['busy'],
      invoke: {
        id: 'galleryList',
        src: 'galleryList',
        onDone: {
          target: 'ready',
          actions: { type: 'assignPage', params: doneOutput },
          description: 'The galleries show (or the empty state).',
        },
        onError: { target: 'failed', description: 'Not reachable: say so, with a retry.' },
      },
    },
    ready: {
      description: 'Each gallery with its address (copy, open), whether it is public, edit, preview and delete.',
      on: {
        'gallery.delete.request': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete: ask first.',
        },
      },
    },
    ...deleteSteps({
      src: 'galleryDelete',
      input: ({ context }: { context: GalleryListContext }) => ({ id: context.pendingDelete ?? '' }),
      descriptions: {
        asking: 'The confirm dialog asks whether to delete the gallery; its address and tile links would stop working.',
        deleting: 'gallery/delete runs; the confirm button shows it is working.',
      },
      cancel: { target: 'ready', actions: 'clearPendingDelete', description: 'Cancelled: nothing changes.' },
      done: {
        target: 'loading',
        actions: ['clearPendingDelete', 'notifyDeleted'],
        description: 'Deleted: say so and load the list again.',
      },
      refused: {
        target: 'ready',
        actions: 'clearPendingDelete',
        description: 'Not deleted (the API client toasted the server’s sentence).',
      },
    }),
    failed: {
      description: 'The galleries could not be loaded.',
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type GalleryListSnapshot = SnapshotFrom<typeof galleryListMachine>;

export const card = {
  machine: galleryListMachine,
  title: 'Link galleries',
  spec: '§2 linkGallery/index; designed gallery/list, gallery/delete; issue 17',
  screen: 'galleries',
} satisfies MachineCard<typeof galleryListMachine>;
