import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { previewLinkImport, runLinkImport } from '../api/link-import';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type LinkImportPreview = Awaited<ReturnType<typeof previewLinkImport>>;
export type LinkImportResult = Awaited<ReturnType<typeof runLinkImport>>;
export type LinkImportRow = LinkImportPreview['rows'][number];

/** A chosen file, as the file input gives it (only its name and text are read). */
export interface ChosenFile {
  name: string;
  text(): Promise<string>;
}

export interface ImportSource {
  text: string;
  /** The chosen file's name; null for pasted addresses. */
  fileName: string | null;
}

export interface LinkImportContext extends ImportSource {
  /** Keep retailer addresses that cannot carry the creator's tracking ID, untagged (a knowing choice). */
  keepUntagged: boolean;
  preview: LinkImportPreview | null;
  result: LinkImportResult | null;
  /** What the server refused, or why it could not be reached. */
  failure: string | null;
}

export type LinkImportEvent =
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'paste.change'; text: string }
  | { type: 'untagged.toggle' }
  | { type: 'import.preview' }
  | { type: 'import.confirm' }
  | { type: 'import.retry' }
  | { type: 'import.restart' };

export type LinkImportEmitted = { type: 'toast.show'; text: string };

export const IMPORTED_TEXT = (result: LinkImportResult) =>
  result.format === 'link-in-bio'
    ? `${result.stored} ${result.stored === 1 ? 'button' : 'buttons'} added to your bio page.`
    : `${result.stored} ${result.stored === 1 ? 'link' : 'links'} imported into My Links.`;

/** What a preview says will be stored: links or buttons. */
export const rowsToStore = (preview: LinkImportPreview | null): number =>
  preview ? preview.counts.links + preview.counts.buttons : 0;

const request = ({ text, fileName, keepUntagged }: LinkImportContext) => ({
  text,
  keepUntagged,
  ...(fileName !== null ? { fileName } : {}),
});

/**
 * Import links (My Links > Import links, issue 30): a CSV file chosen (read, then previewed at once) or addresses
 * pasted and previewed; the dry run (previewLinkImport) shows counts and every refused row by its line; confirming
 * stores the accepted rows, all or none (runLinkImport); then the count, or the error with a retry.
 */
export const linkImportMachine = setup({
  types: {
    context: {} as LinkImportContext,
    events: {} as LinkImportEvent,
    emitted: {} as LinkImportEmitted,
    tags: {} as 'busy' | 'error' | 'preview-visible' | 'done',
  },
  actors: {
    readFile: fromPromise<ImportSource, { file: ChosenFile }>(async ({ input }) => ({
      text: await input.file.text(),
      fileName: input.file.name,
    })),
    previewLinkImport: fromPromise<LinkImportPreview, ReturnType<typeof request>>(({ input, signal }) =>
      previewLinkImport(input, { signal }),
    ),
    runLinkImport: fromPromise<LinkImportResult, ReturnType<typeof request>>(({ input, signal }) =>
      runLinkImport(input, { signal }),
    ),
  },
  actions: {
    assignSource: assign((_, params: ImportSource) => ({ ...params, failure: null })),
    assignPasted: assign(({ event }) => {
      assertEvent(event, 'paste.change');
      return { text: event.text, fileName: null, failure: null };
    }),
    assignUntaggedToggled: assign(({ context }) => ({ keepUntagged: !context.keepUntagged })),
    assignPreview: assign((_, params: { preview: LinkImportPreview }) => ({ preview: params.preview, failure: null })),
    assignResult: assign((_, params: { result: LinkImportResult }) => ({ result: params.result, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
    clearAll: assign({ text: '', fileName: null, preview: null, result: null, failure: null }),
    notifyImported: emit((_, params: { result: LinkImportResult }) => ({
      type: 'toast.show' as const,
      text: IMPORTED_TEXT(params.result),
    })),
  },
  guards: {
    hasPastedText: ({ context }) => context.fileName === null && context.text.trim() !== '',
    /** A file read or addresses pasted: a file that could not be read leaves nothing to preview again. */
    hasText: ({ context }) => context.text.trim() !== '',
    hasRowsToStore: ({ context }) => rowsToStore(context.preview) > 0,
  },
}).createMachine({
  id: 'linkImport',
  description:
    'Import links: a Bitly, generic or link-in-bio CSV, or pasted addresses, previewed by line, then stored.',
  context: { text: '', fileName: null, keepUntagged: false, preview: null, result: null, failure: null },
  initial: 'choosing',
  on: {
    'import.restart': {
      target: '.choosing',
      actions: 'clearAll',
      description: 'Start again with another file or other addresses.',
    },
  },
  states: {
    choosing: {
      description: 'Choose a CSV file, or paste addresses one a line; say whether untaggable retailer links are kept.',
      on: {
        'file.choose': { target: 'reading', description: 'A file was chosen: it is read, then previewed.' },
        'paste.change': { actions: 'assignPasted', description: 'The pasted addresses change.' },
        'untagged.toggle': {
          actions: 'assignUntaggedToggled',
          description: 'Keep (or stop keeping) links that cannot carry a tracking ID.',
        },
        'import.preview': {
          guard: 'hasPastedText',
          target: 'previewing',
          description: 'Preview the pasted addresses (nothing is stored yet).',
        },
      },
    },
    reading: {
      description: "The chosen file's text is read in the browser.",
      tags: ['busy'],
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ event }) => {
          assertEvent(event, 'file.choose');
          return { file: event.file };
        },
        onDone: {
          target: 'previewing',
          actions: { type: 'assignSource', params: ({ event }) => event.output },
          description: 'Read: it is previewed at once.',
        },
        onError: {
          target: 'previewFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The file could not be read.',
        },
      },
    },
    previewing: {
      description: 'previewLinkImport: the dry run of every row; nothing is stored.',
      tags: ['busy'],
      invoke: {
        id: 'previewLinkImport',
        src: 'previewLinkImport',
        input: ({ context }) => request(context),
        onDone: {
          target: 'previewed',
          actions: { type: 'assignPreview', params: ({ event }) => ({ preview: event.output }) },
          description: 'The preview shows counts and each refused row by its line.',
        },
        onError: {
          target: 'previewFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The file was refused whole (empty, too large, not CSV, no header) or the call failed.',
        },
      },
    },
    previewFailed: {
      description: "The server's sentence shows, with a retry and another file.",
      tags: ['error'],
      on: {
        'import.retry': { guard: 'hasText', target: 'previewing', description: 'Preview the same file again.' },
        'file.choose': { target: 'reading', description: 'Another file was chosen.' },
      },
    },
    previewed: {
      description: 'What each row will become; the creator confirms, or changes the untagged choice.',
      tags: ['preview-visible'],
      on: {
        'import.confirm': {
          guard: 'hasRowsToStore',
          target: 'importing',
          description: 'Store every accepted row, all or none.',
        },
        'untagged.toggle': {
          target: 'previewing',
          actions: 'assignUntaggedToggled',
          description: 'The untagged choice changes what rows become: preview again.',
        },
      },
    },
    importing: {
      description: 'runLinkImport: the same rows planned again and stored in one transaction.',
      tags: ['busy', 'preview-visible'],
      invoke: {
        id: 'runLinkImport',
        src: 'runLinkImport',
        input: ({ context }) => request(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'notifyImported', params: ({ event }) => ({ result: event.output }) },
          ],
          description: 'Stored: the count shows and a toast says so.',
        },
        onError: {
          target: 'importFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Nothing was stored; the reason shows with a retry.',
        },
      },
    },
    importFailed: {
      description: 'Nothing was stored: the reason shows, the preview stays, and the import can be retried.',
      tags: ['error', 'preview-visible'],
      on: {
        'import.retry': { target: 'importing', description: 'Try storing the same rows again.' },
      },
    },
    done: {
      description: 'The count of links or buttons stored.',
      tags: ['done'],
    },
  },
});

export const card = {
  machine: linkImportMachine,
  title: 'Import links',
  spec: 'Designed (issue 30): bring links from other tools; linkimport tag previewLinkImport, runLinkImport',
  screen: 'linkImport',
} satisfies MachineCard<typeof linkImportMachine>;
