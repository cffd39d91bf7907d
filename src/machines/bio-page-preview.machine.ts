/**
 * The in-app preview of the bio page: the server draws the page as visitors get it (preview_page, the same
 * rendering as /b/{handle}) with the screen's unsaved draft over it, and the view shows that document in a sandboxed
 * frame. The screen sends its draft on every change; the preview waits for a pause in editing, asks again, and a
 * newer draft cancels the call in flight, so an older page never replaces a newer one. The last page drawn stays
 * in view while the next is drawn.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { previewPage } from '../api/bio-link';
import { BIO_PREVIEW_SETTLE_MS } from '../domain/spec-constants';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type BioPreviewDraft = Parameters<typeof previewPage>[0];

export interface BioPagePreviewContext {
  draft: BioPreviewDraft;
  /** The last page the server drew, shown until a newer one arrives. */
  html: string | null;
  failure: string | null;
}

export type BioPagePreviewEvent = { type: 'preview.draft'; draft: BioPreviewDraft } | { type: 'preview.retry' };

export const PREVIEW_FAILED = 'The preview could not be drawn. Try again.';

/** The same draft sent again (a screen re-rendering) asks nothing. */
const sameDraft = (a: BioPreviewDraft, b: BioPreviewDraft) => JSON.stringify(a) === JSON.stringify(b);

export const bioPagePreviewMachine = setup({
  types: {
    input: {} as { draft: BioPreviewDraft },
    context: {} as BioPagePreviewContext,
    events: {} as BioPagePreviewEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    renderPreview: fromPromise<{ html: string }, BioPreviewDraft>(({ input, signal }) =>
      previewPage(input, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isNewDraft: ({ context }, params: { draft: BioPreviewDraft }) => !sameDraft(context.draft, params.draft),
  },
  actions: {
    assignDraft: assign((_, params: { draft: BioPreviewDraft }) => ({ draft: params.draft })),
    assignPage: assign((_, output: { html: string }) => ({ html: output.html, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error, PREVIEW_FAILED) })),
  },
  delays: { settle: BIO_PREVIEW_SETTLE_MS },
}).createMachine({
  id: 'bioPagePreview',
  description: 'The bio page as visitors see it, drawn by the server with the unsaved changes (preview_page).',
  context: ({ input }) => ({ draft: input.draft, html: null, failure: null }),
  initial: 'drawing',
  on: {
    'preview.draft': {
      guard: { type: 'isNewDraft', params: ({ event }) => ({ draft: event.draft }) },
      target: '.settling',
      reenter: true,
      actions: { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) },
      description: 'The creator changed something: wait for a pause in editing (a call in flight is dropped).',
    },
  },
  states: {
    settling: {
      description: 'Edits are still coming; the last page drawn stays in view.',
      tags: ['busy'],
      after: { settle: { target: 'drawing', description: 'Editing paused: draw the page again.' } },
    },
    drawing: {
      description: 'preview_page with the draft.',
      tags: ['busy'],
      invoke: {
        id: 'renderPreview',
        src: 'renderPreview',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'shown',
          actions: { type: 'assignPage', params: doneOutput },
          description: 'The page shows as visitors would get it.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The page could not be drawn: say why and offer to retry.',
        },
      },
    },
    shown: { description: 'The page is in view, up to date with the draft.' },
    failed: {
      description: 'The preview failed; the last page drawn (if any) stays, with a retry button.',
      tags: ['error'],
      on: { 'preview.retry': { target: 'drawing', description: 'Try to draw the page again.' } },
    },
  },
});

export type BioPagePreviewSnapshot = SnapshotFrom<typeof bioPagePreviewMachine>;

export const card = {
  machine: bioPagePreviewMachine,
  title: 'Bio page preview',
  spec: '§2 home (the page preview beside the editor, customize and preview screens); issue 26',
  input: {
    draft: { displayName: 'Jane picks', buttons: [{ title: 'My favourite serum' }], exampleButtons: true },
  },
} satisfies MachineCard<typeof bioPagePreviewMachine>;
