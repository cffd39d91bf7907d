/**
 * One audience page of the shop as the app previews it: a combined link (/c/{code}) or a group link
 * (/gl/{code}), read with its entries; a combined link can be deleted after a confirmation.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { combinelinkDelete, combinelinkDetail } from '../api/combined-links';
import { grouplinkDetail } from '../api/group-links';
import { COMBINE_LINK_PREVIEW_PATH, LINK_PAGE_TEXTS } from '../domain/link-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type LinkPageKind = 'combined' | 'group';

/** What the preview shows, the same for both kinds. */
export interface LinkPageView {
  code: string;
  url: string;
  title: string;
  clicks: number;
  createdAt: string;
  collectionId: string | null;
  /** What a group link page shows on top: its collection's intro and cover. */
  description: string | null;
  coverUrl: string | null;
  /** Each entry as the audience sees it: a title and where it leads (a tracked /s/ address where there is one). */
  entries: ReadonlyArray<{ title: string; url: string }>;
}

export interface LinkPageInput {
  kind: LinkPageKind;
  id: string;
}

export interface LinkPageContext extends LinkPageInput {
  page: LinkPageView | null;
  failure: string | null;
}

export type LinkPageEvent =
  | { type: 'linkPage.retry' }
  | { type: 'linkPage.delete' }
  | { type: 'linkPage.delete.confirm' }
  | { type: 'linkPage.delete.cancel' };

export type LinkPageEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export const LINK_PAGE_LOAD_FAILED = 'This page could not be loaded. Check your connection and try again.';
export const LINK_PAGE_DELETE_FAILED = 'The combined link could not be deleted. Try again.';

type LinkOfPage = Pick<LinkPageView, 'code' | 'url' | 'title' | 'clicks' | 'createdAt'>;

/** The link itself, alike in a group and a combined link's detail: its address, title and clicks. */
function linkOf({ code, url, title, clicks, createdAt }: LinkOfPage): LinkOfPage {
  return { code, url, title, clicks, createdAt };
}

async function loadLinkPage({ kind, id }: LinkPageInput, signal: AbortSignal): Promise<LinkPageView> {
  const options = { signal, ignoreErrors: true };
  if (kind === 'group') {
    const page = await grouplinkDetail({ id }, options);
    return {
      ...linkOf(page),
      collectionId: page.collectionId ?? null,
      description: page.description ?? null,
      coverUrl: page.coverUrl ?? null,
      entries: page.links,
    };
  }
  const page = await combinelinkDetail({ id }, options);
  return {
    ...linkOf(page),
    collectionId: null,
    description: null,
    coverUrl: null,
    entries: page.shortLinks.map((link) => ({ title: link.title ?? link.originalUrl, url: link.shortUrl })),
  };
}

export const linkPageMachine = setup({
  types: {
    context: {} as LinkPageContext,
    events: {} as LinkPageEvent,
    input: {} as LinkPageInput,
    emitted: {} as LinkPageEmitted,
  },
  actors: {
    loadLinkPage: fromPromise<LinkPageView, LinkPageInput>(({ input, signal }) => loadLinkPage(input, signal)),
    combinelinkDelete: fromPromise<unknown, { id: string }>(({ input }) =>
      combinelinkDelete({ id: input.id }, { ignoreErrors: true }),
    ),
  },
  guards: {
    isDeletable: ({ context }) => context.kind === 'combined',
  },
  actions: {
    assignPage: assign((_, output: LinkPageView) => ({ page: output, failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LINK_PAGE_LOAD_FAILED),
    })),
    assignDeleteFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LINK_PAGE_DELETE_FAILED),
    })),
    clearError: assign({ failure: null }),
    notifyDeleted: emit({ type: 'toast.show', text: LINK_PAGE_TEXTS.combinedDeleted, durationMs: NOTICE_TOAST_MS }),
    navigateToList: emit({ type: 'route.navigate', path: COMBINE_LINK_PREVIEW_PATH }),
  },
}).createMachine({
  id: 'linkPage',
  description:
    'A combined or group link page previewed in the app: its address, its entries, and deleting a combined link.',
  context: ({ input }) => ({ kind: input.kind, id: input.id, page: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'combinelink/detail or grouplink/detail.',
      tags: ['busy'],
      invoke: {
        id: 'loadLinkPage',
        src: 'loadLinkPage',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPage', params: doneOutput },
          description: 'Show the page as its audience will see it.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not found or not reachable: the reason and a retry.',
        },
      },
    },
    failed: {
      description: 'The page could not be read.',
      tags: ['error'],
      on: { 'linkPage.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'The preview with the address, copy and QR code.',
      on: {
        'linkPage.delete': {
          guard: 'isDeletable',
          target: 'confirmingDelete',
          actions: 'clearError',
          description: 'Delete, for a combined link: ask first.',
        },
      },
    },
    confirmingDelete: {
      description: 'The confirm dialog asks whether to delete; the page would answer 404 afterwards.',
      tags: ['confirm-visible'],
      on: {
        'linkPage.delete.confirm': { target: 'deleting', description: 'OK: delete it.' },
        'linkPage.delete.cancel': { target: 'ready', description: 'Cancel or Escape: keep it.' },
      },
    },
    deleting: {
      description: 'combinelink/delete; the dialog keeps its button loading.',
      tags: ['confirm-visible', 'busy'],
      invoke: {
        id: 'combinelinkDelete',
        src: 'combinelinkDelete',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'deleted',
          actions: ['notifyDeleted', 'navigateToList'],
          description: 'Deleted: say so and go back to the list.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignDeleteFailure', params: errorParams },
          description: 'Not deleted: the page stays, with the reason.',
        },
      },
    },
    deleted: {
      description: 'Gone; the list is shown instead.',
      type: 'final',
    },
  },
});

export type LinkPageSnapshot = SnapshotFrom<typeof linkPageMachine>;

export const card = {
  machine: linkPageMachine,
  title: 'Combined or group link preview',
  spec: '§2 combineLinkPreview/index, groupLinkPreview/index, §7 combinelink, grouplink',
  screen: 'combinedLinks',
  input: { kind: 'combined', id: 'Ab3dE7xQ' },
} satisfies MachineCard<typeof linkPageMachine>;
