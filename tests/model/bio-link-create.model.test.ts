import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  BIO_LINK_CHECK_FAILED,
  BIO_LINK_CREATED_TEXT,
  bioLinkCreateMachine,
  type BioLinkCreateEvent,
  type BioLinkCreateSnapshot,
} from '../../src/machines/bio-link-create.machine';
import { BIO_LINK_EDIT_PATH, BIO_LINK_PATH, BIO_LINK_TEXTS } from '../../src/domain/bio-link';
import { done, failed, lastCall, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkCreateEvent;
const TAKEN = 'You already have a bio link page.';

function eventsFor(snapshot: BioLinkCreateSnapshot): BioLinkCreateEvent[] {
  const events: BioLinkCreateEvent[] = [
    { type: 'create.title.change', value: '  ' },
    { type: 'create.title.change', value: 'Jane picks' },
    { type: 'create.submit' },
    { type: 'create.retry' },
  ];
  if (snapshot.matches('checking'))
    events.push(
      ev(done('getBioLinkList', true)),
      ev(done('getBioLinkList', false)),
      ev(failed('getBioLinkList', new Error('offline'))),
    );
  if (snapshot.matches('creating'))
    events.push(ev(done('createBioLink', { id: 'page-1' })), ev(failed('createBioLink', serverError(TAKEN))));
  return events;
}

describe('First bio page (home/index_new, home/indexFb)', () => {
  it('bio-link-create: every state and transition; nothing is created without a title, a shop with a page goes to the tab', async () => {
    const coverage = await exploreModel<typeof bioLinkCreateMachine, CallLog>({
      name: 'bio-link-create',
      machine: bioLinkCreateMachine,
      input: { handle: 'jane.picks' },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, t: s.context.title, p: s.context.problem, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: bioLinkCreateMachine.provide({
            actors: recordingActors(log, ['getBioLinkList', 'createBioLink']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('checking') || snapshot.matches('creating'));
        if (snapshot.matches('creating'))
          expect(lastCall(effects, 'createBioLink')).toEqual({ title: snapshot.context.title.trim() });
        // Only a title that passes the rule is ever sent.
        for (const call of effects.calls.filter((c) => c.actor === 'createBioLink'))
          expect(['Jane picks', 'jane.picks']).toContain((call.input as { title: string }).title);
        if (event.type === 'create.submit' && snapshot.matches('editing') && snapshot.context.title.trim() === '')
          expect(snapshot.context.problem).toBe(BIO_LINK_TEXTS.titleMissing);
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(BIO_LINK_CHECK_FAILED);
        if ((event.type as string) === 'xstate.error.actor.createBioLink') expect(snapshot.context.failure).toBe(TAKEN);
        if ((event.type as string) === 'xstate.done.actor.createBioLink') {
          expect(effects.emitted.slice(-2)).toEqual([
            { type: 'toast.show', text: BIO_LINK_CREATED_TEXT },
            { type: 'route.navigate', path: BIO_LINK_EDIT_PATH },
          ]);
        }
        if ((event.type as string) === 'xstate.done.actor.getBioLinkList' && snapshot.matches('done'))
          expect(effects.emitted).toEqual([{ type: 'route.navigate', path: BIO_LINK_PATH }]);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('the form starts with the handle as the title', async () => {
    const machine = bioLinkCreateMachine.provide({ actors: { getBioLinkList: fromPromise(async () => false) } });
    const actor = createActor(machine, { input: { handle: 'jane.picks' } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.title).toBe('jane.picks');
    actor.stop();
  });
});
