import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  PREVIEW_FAILED,
  bioPagePreviewMachine,
  type BioPagePreviewEvent,
  type BioPagePreviewSnapshot,
  type BioPreviewDraft,
} from '../../src/machines/bio-page-preview.machine';
import { BIO_PREVIEW_SETTLE_MS } from '../../src/domain/spec-constants';
import { after, done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioPagePreviewEvent;
const FIRST: BioPreviewDraft = { displayName: 'Jane picks' };
const SECOND: BioPreviewDraft = { displayName: 'Jane picks', buttons: [{ title: 'My serum' }] };
const PAGE = { html: '<!doctype html><h1>Jane picks</h1>' };

function eventsFor(snapshot: BioPagePreviewSnapshot): BioPagePreviewEvent[] {
  const events: BioPagePreviewEvent[] = [
    { type: 'preview.draft', draft: FIRST },
    { type: 'preview.draft', draft: SECOND },
    { type: 'preview.retry' },
  ];
  if (snapshot.matches('settling')) events.push(ev(after('settle', 'bioPagePreview.settling')));
  if (snapshot.matches('drawing')) {
    events.push(ev(done('renderPreview', PAGE)), ev(failed('renderPreview', new Error('offline'))));
  }
  return events;
}

function arrange() {
  const log = newCallLog();
  return {
    machine: bioPagePreviewMachine.provide({ actors: recordingActors(log, ['renderPreview']) as never }),
    effects: log,
  };
}

describe('Bio page preview', () => {
  it('bio-page-preview: every state and transition; each drawing asks with the newest draft', async () => {
    const coverage = await exploreModel<typeof bioPagePreviewMachine, CallLog>({
      name: 'bio-page-preview',
      machine: bioPagePreviewMachine,
      input: { draft: FIRST },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, d: s.context.draft, h: s.context.html !== null, f: s.context.failure }),
      arrange,
      assertStep: ({ snapshot, effects }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('settling') || snapshot.matches('drawing'));
        // The call in flight is always the newest draft's.
        if (snapshot.matches('drawing')) {
          expect(effects.calls.at(-1)).toEqual({ actor: 'renderPreview', input: snapshot.context.draft });
        }
        if (snapshot.matches('shown')) expect(snapshot.context.html).toBe(PAGE.html);
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(PREVIEW_FAILED);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('draws at once, then once per pause in editing; the same draft again asks nothing', () => {
    const clock = new SimulatedClock();
    const { machine, effects } = arrange();
    const actor = createActor(machine, { clock, input: { draft: FIRST } }).start();
    expect(effects.calls).toEqual([{ actor: 'renderPreview', input: FIRST }]);
    actor.send({ type: 'preview.draft', draft: FIRST });
    expect(actor.getSnapshot().matches('drawing')).toBe(true);
    actor.send({ type: 'preview.draft', draft: SECOND });
    clock.increment(BIO_PREVIEW_SETTLE_MS - 1);
    actor.send({ type: 'preview.draft', draft: { ...SECOND, bio: 'Routines' } });
    clock.increment(BIO_PREVIEW_SETTLE_MS - 1);
    expect(effects.calls).toHaveLength(1);
    clock.increment(1);
    expect(effects.calls.at(-1)).toEqual({ actor: 'renderPreview', input: { ...SECOND, bio: 'Routines' } });
    expect(effects.calls).toHaveLength(2);
    actor.stop();
  });
});
