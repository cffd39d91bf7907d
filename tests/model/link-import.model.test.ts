import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  IMPORTED_TEXT,
  linkImportMachine,
  type LinkImportEvent,
  type LinkImportPreview,
  type LinkImportResult,
} from '../../src/machines/link-import.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof linkImportMachine>;

const FILE_TEXT = 'destination,title\nhttps://www.amazon.com/dp/B09B8V1LZ3,Echo\n';
const PASTED = 'https://www.amazon.com/dp/B0BSHF7WHW';
const FILE = { name: 'links.csv', text: () => Promise.resolve(FILE_TEXT) };
const ROW = { line: 2, address: PASTED, title: '', tags: [] as string[] };
const PREVIEW: LinkImportPreview = {
  format: 'generic',
  counts: { links: 1, buttons: 0, imported: 0, refused: 1 },
  rows: [
    { ...ROW, outcome: 'link', destination: `${PASTED}?tag=jane-20`, trackingId: 'jane-20' },
    { ...ROW, line: 3, outcome: 'refused', reason: 'Not a product page.' },
  ],
};
const NOTHING_NEW: LinkImportPreview = {
  format: 'list',
  counts: { links: 0, buttons: 0, imported: 1, refused: 0 },
  rows: [{ ...ROW, line: 1, outcome: 'imported', reason: 'Already imported: this link is in My Links.' }],
};
const RESULT: LinkImportResult = { format: 'generic', stored: 1, imported: 0, refused: 1 };
const NO_HEADER = serverError('No recognisable header.', 400);
const OFFLINE = serverError('Cannot reach Linkmint.', 599);

function events(snapshot: Snap): LinkImportEvent[] {
  const out: unknown[] = [];
  if (snapshot.matches('choosing'))
    out.push(
      { type: 'file.choose', file: FILE },
      { type: 'paste.change', text: snapshot.context.text === '' ? PASTED : '  ' },
      { type: 'untagged.toggle' },
      { type: 'import.preview' },
    );
  if (snapshot.matches('reading'))
    out.push(done('readFile', { text: FILE_TEXT, fileName: FILE.name }), failed('readFile', new Error('unreadable')));
  if (snapshot.matches('previewing'))
    out.push(
      done('previewLinkImport', PREVIEW),
      done('previewLinkImport', NOTHING_NEW),
      failed('previewLinkImport', NO_HEADER),
    );
  if (snapshot.matches('previewFailed')) out.push({ type: 'import.retry' }, { type: 'file.choose', file: FILE });
  if (snapshot.matches('previewed')) out.push({ type: 'import.confirm' }, { type: 'untagged.toggle' });
  if (snapshot.matches('importing')) out.push(done('runLinkImport', RESULT), failed('runLinkImport', OFFLINE));
  if (snapshot.matches('importFailed')) out.push({ type: 'import.retry' });
  if (!snapshot.matches('choosing')) out.push({ type: 'import.restart' });
  return out as LinkImportEvent[];
}

function arrange() {
  const log = newCallLog();
  const actors = recordingActors(log, ['readFile', 'previewLinkImport', 'runLinkImport']);
  return { machine: linkImportMachine.provide({ actors: actors as never }), effects: log };
}

const callsOf = (effects: CallLog, actor: string) => effects.calls.filter((call) => call.actor === actor);

describe('link import machine', () => {
  it('linkImport: every state and transition; nothing is stored before a preview with rows is confirmed', async () => {
    const coverage = await exploreModel({
      name: 'link-import',
      machine: linkImportMachine,
      events,
      arrange,
      observe: recordEmitted,
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: LinkImportEvent[] }) => {
        const { context } = snapshot;
        const busy = ['reading', 'previewing', 'importing'].some((state) => snapshot.matches(state as never));
        expect(snapshot.hasTag('busy')).toBe(busy);
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('previewFailed') || snapshot.matches('importFailed'));
        if (snapshot.hasTag('error')) expect(context.failure).toBeTruthy();
        if (snapshot.hasTag('preview-visible')) expect(context.preview).not.toBeNull();
        // A confirm is only ever sent for a preview that had rows to store, with the text that was previewed.
        for (const call of callsOf(effects, 'runLinkImport')) {
          const previews = callsOf(effects, 'previewLinkImport');
          expect(previews.length).toBeGreaterThan(0);
          expect((call.input as { text: string }).text).toBe((previews.at(-1)!.input as { text: string }).text);
        }
        if (path.at(-1)?.type === 'import.confirm' && snapshot.matches('importing'))
          expect(context.preview?.counts.links).toBeGreaterThan(0);
        if (path.at(-1)?.type === 'import.confirm' && context.preview === NOTHING_NEW)
          expect(snapshot.matches('previewed')).toBe(true);
        // A pasted list is sent without a file name, a read file with its own.
        for (const call of callsOf(effects, 'previewLinkImport')) {
          const input = call.input as { text: string; fileName?: string };
          expect(input.fileName === undefined ? input.text.trim() !== '' : input.fileName === FILE.name).toBe(true);
        }
        expect(callsOf(effects, 'runLinkImport')).toHaveLength(
          countOf(path, 'import.confirm') + countOf(path, 'import.retry') - retriedPreviews(path),
        );
        expect(effects.emitted.filter((e) => e.text === IMPORTED_TEXT(RESULT))).toHaveLength(
          countOf(path, 'xstate.done.actor.runLinkImport'),
        );
        expect(context.result !== null).toBe(snapshot.matches('done'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);
});

/**
 * The retries and confirms of a path that sent no runLinkImport: a retry from previewFailed previews again, and a
 * confirm of a preview with nothing to store is refused by its guard.
 */
function retriedPreviews(path: readonly LinkImportEvent[]): number {
  let state: 'other' | 'previewFailed' | 'nothingNew' = 'other';
  let notRuns = 0;
  for (const event of path as ReadonlyArray<{ type: string; output?: unknown; error?: unknown }>) {
    if (event.type === 'import.retry' && state === 'previewFailed') notRuns += 1;
    if (event.type === 'import.confirm' && state === 'nothingNew') notRuns += 1;
    if (event.type === 'xstate.error.actor.previewLinkImport' || event.type === 'xstate.error.actor.readFile')
      state = 'previewFailed';
    else if (event.type === 'xstate.done.actor.previewLinkImport')
      state = event.output === NOTHING_NEW ? 'nothingNew' : 'other';
    else if (event.type !== 'import.confirm') state = 'other';
  }
  return notRuns;
}
