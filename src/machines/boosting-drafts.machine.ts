/**
 * boosting/draftList: the saved boosting drafts, the most recently saved first; one opens for editing
 * (boosting/edit?id=…), one is deleted after the confirm dialog asks.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { delDraft, draftList } from '../api/boosting';
import { newestFirst } from '../domain/boosting-application';
import { boostingDraftPath } from '../domain/boosting-routes';
import { MAX_PAGE_SIZE } from '../domain/link-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import { readPages, type BoostingDraft } from './boosting-calls';
import { deleteSteps } from './link-delete-step';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BoostingDraftsContext {
  drafts: BoostingDraft[];
  /** The draft the creator asked to delete. */
  pendingDelete: string | null;
  failure: string | null;
}

export type BoostingDraftsEvent =
  | { type: 'drafts.retry' }
  | { type: 'drafts.open'; id: string }
  | { type: 'draft.delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type BoostingDraftsEmitted =
  { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string; durationMs: number };

export const DRAFTS_LOAD_FAILED = 'Your drafts could not be loaded. Check your connection and try again.';
export const DRAFT_DELETED_TEXT = 'Draft deleted';
export const DRAFT_DELETE_CONFIRM = {
  title: 'Delete this draft?',
  content: ['What you chose and typed in it is gone for good. Applications you submitted are not affected.'],
  confirmText: 'Delete',
  cancelText: 'Cancel',
} as const;

export const boostingDraftsMachine = setup({
  types: {
    context: {} as BoostingDraftsContext,
    events: {} as BoostingDraftsEvent,
    emitted: {} as BoostingDraftsEmitted,
  },
  actors: {
    loadDrafts: fromPromise<BoostingDraft[]>(({ signal }) =>
      readPages((pageNum) => draftList({ pageNum, pageSize: MAX_PAGE_SIZE }, { signal, ignoreErrors: true })),
    ),
    // A refusal is toasted by the API client with the server's sentence.
    delDraft: fromPromise<unknown, { id: string }>(({ input }) => delDraft({ id: input.id })),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, ['drafts.open', 'draft.delete.request']);
      return context.drafts.some((d) => d.id === event.id);
    },
  },
  actions: {
    assignDrafts: assign((_, output: BoostingDraft[]) => ({ drafts: newestFirst(output), failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error, DRAFTS_LOAD_FAILED) })),
    assignPendingDelete: assign(({ event }) => {
      assertEvent(event, 'draft.delete.request');
      return { pendingDelete: event.id };
    }),
    clearPendingDelete: assign({ pendingDelete: null }),
    assignRemoved: assign(({ context }) => ({
      drafts: context.drafts.filter((d) => d.id !== context.pendingDelete),
      pendingDelete: null,
    })),
    notifyDeleted: emit({ type: 'toast.show', text: DRAFT_DELETED_TEXT, durationMs: NOTICE_TOAST_MS }),
    navigateToDraft: emit(({ event }) => {
      assertEvent(event, 'drafts.open');
      return { type: 'route.navigate' as const, path: boostingDraftPath(event.id) };
    }),
  },
}).createMachine({
  id: 'boostingDrafts',
  description:
    'The saved boosting drafts, most recently saved first: open one to go on editing it, or delete it after confirming.',
  context: { drafts: [], pendingDelete: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the drafts (draftList, every page).',
      tags: ['busy'],
      invoke: {
        id: 'loadDrafts',
        src: 'loadDrafts',
        onDone: {
          target: 'ready',
          actions: { type: 'assignDrafts', params: doneOutput },
          description: 'The drafts show; none shows the way to a new application.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The drafts could not be read: say why and offer a retry.',
        },
      },
    },
    failed: {
      description: 'The sentence and Try again.',
      tags: ['error'],
      on: { 'drafts.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'Each draft with what it holds and when it was saved, with Edit and Delete.',
      on: {
        'drafts.open': {
          guard: 'isListed',
          actions: 'navigateToDraft',
          description: 'Edit: the application steps open on the draft.',
        },
        'draft.delete.request': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: 'assignPendingDelete',
          description: 'Delete: ask first.',
        },
      },
    },
    ...deleteSteps({
      src: 'delDraft',
      input: ({ context }: { context: BoostingDraftsContext }) => ({ id: context.pendingDelete ?? '' }),
      cancel: { target: 'ready', actions: 'clearPendingDelete', description: 'Cancelled: the draft stays.' },
      done: {
        target: 'ready',
        actions: ['assignRemoved', 'notifyDeleted'],
        description: 'Deleted: it leaves the list, and a toast says so.',
      },
      refused: {
        target: 'ready',
        actions: 'clearPendingDelete',
        description: 'Not deleted (the API client toasted why): the draft stays listed.',
      },
      descriptions: {
        asking: 'The confirm dialog asks whether to delete the draft; it cannot be brought back.',
        deleting: 'delDraft runs; the confirm button shows it is working.',
      },
    }),
  },
});

export type BoostingDraftsSnapshot = SnapshotFrom<typeof boostingDraftsMachine>;

export const card = {
  machine: boostingDraftsMachine,
  title: 'Boosting: drafts',
  spec: '§2 boosting/draftList, §7 draftList, delDraft; issue 12',
  screen: 'boostingDrafts',
} satisfies MachineCard<typeof boostingDraftsMachine>;
