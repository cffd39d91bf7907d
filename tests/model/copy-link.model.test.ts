import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { copyLinkMachine, type CopyLinkEvent } from '../../src/machines/copy-link.machine';
import { COPY_LINK_FAILED_TEXT, COPY_SUCCESS_TEXT, COPY_TOAST_MS } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const LINK = 'http://127.0.0.1/s/Ab3dE7x';
const done = {
  type: 'xstate.done.actor.writeClipboard',
  output: undefined,
  actorId: 'writeClipboard',
} as unknown as CopyLinkEvent;
const failed = {
  type: 'xstate.error.actor.writeClipboard',
  error: new Error('denied'),
  actorId: 'writeClipboard',
} as unknown as CopyLinkEvent;

describe('copy link', () => {
  it('copy-link: every state and transition; one clipboard write per accepted press, the toast after it', async () => {
    const coverage = await exploreModel<typeof copyLinkMachine, { written: string[]; emitted: AnyEventObject[] }>({
      name: 'copy-link',
      machine: copyLinkMachine,
      events: [{ type: 'copyLink.copy', text: LINK }, { type: 'copyLink.copy', text: '  ' }, done, failed],
      arrange: () => {
        const effects = { written: [] as string[], emitted: [] as AnyEventObject[] };
        const machine = copyLinkMachine.provide({
          actors: {
            writeClipboard: fromPromise<void, { text: string }>(
              ({ input }) => (effects.written.push(input.text), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('copying'));
        // A blank text or a press while copying writes nothing.
        const accepted = path.filter(
          (e, i) => e.type === 'copyLink.copy' && e.text.trim() !== '' && !busyBefore(path, i),
        ).length;
        expect(effects.written).toEqual(Array.from({ length: accepted }, () => LINK));
        if (event === done)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: COPY_SUCCESS_TEXT,
            durationMs: COPY_TOAST_MS,
          });
        if (event === failed)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: COPY_LINK_FAILED_TEXT,
            durationMs: COPY_TOAST_MS,
          });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});

/** Whether the machine was copying when path[i] arrived: an accepted press not yet followed by its answer. */
function busyBefore(path: readonly CopyLinkEvent[], i: number): boolean {
  let busy = false;
  for (const e of path.slice(0, i)) {
    if (e.type === 'copyLink.copy' && e.text.trim() !== '' && !busy) busy = true;
    else if (e === done || e === failed) busy = false;
  }
  return busy;
}
