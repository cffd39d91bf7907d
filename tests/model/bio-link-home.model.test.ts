import { describe, expect, it } from 'vitest';
import {
  BIO_LINK_DESTINATIONS,
  BIO_LINK_LOAD_FAILED,
  bioLinkHomeMachine,
  type BioLinkHomeEvent,
  type BioLinkHomeSnapshot,
  type BioLinkOverview,
} from '../../src/machines/bio-link-home.machine';
import { BIO_LINK_NEW_PATH } from '../../src/domain/bio-link';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { bioDetail } from '../support/bio-link-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const OVERVIEW: BioLinkOverview = {
  detail: bioDetail(),
  url: 'http://127.0.0.1:8080/b/jane.picks',
  popular: [{ id: 'b1', title: 'Shop', url: 'https://shop.example.com/b1', clicks: 3 }],
  trending: [],
};
const ev = (e: unknown) => e as BioLinkHomeEvent;
const loaded = ev(done('getBioLinkDetail', OVERVIEW));
const none = ev(done('getBioLinkDetail', null));
const offline = ev(failed('getBioLinkDetail', new Error('offline')));
const refused = ev(failed('getBioLinkDetail', serverError('Your session has ended.', 500)));

function eventsFor(snapshot: BioLinkHomeSnapshot): BioLinkHomeEvent[] {
  const events: BioLinkHomeEvent[] = [
    { type: 'bioLink.refresh' },
    { type: 'bioLink.retry' },
    { type: 'bioLink.create' },
    { type: 'bioLink.open', to: 'edit' },
    { type: 'bioLink.open', to: 'website' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, none, offline, refused);
  return events;
}

describe('Bio Link tab (home/biolink)', () => {
  it('bio-link-home: every state and transition; the page, or the way to create it; failures say why', async () => {
    const coverage = await exploreModel<typeof bioLinkHomeMachine, CallLog & { loads: number }>({
      name: 'bio-link-home',
      machine: bioLinkHomeMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, o: s.context.overview !== null, f: s.context.failure }),
      arrange: () => {
        const log = { ...newCallLog(), loads: 0 };
        return {
          machine: bioLinkHomeMachine.provide({ actors: recordingActors(log, ['getBioLinkDetail']) as never }),
          effects: log,
        };
      },
      observe: (actor, log) => {
        actor.on('*', (e) => log.emitted.push(e));
        let wasLoading = false;
        actor.subscribe((s) => {
          if (s.matches('loading') && !wasLoading) log.loads += 1;
          wasLoading = s.matches('loading');
        });
      },
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        // Each time the tab (re)loads, the page is read once, and only then.
        expect(effects.calls.length).toBe(effects.loads);
        if (snapshot.matches('failed'))
          expect(snapshot.context.failure).toBe(event === refused ? 'Your session has ended.' : BIO_LINK_LOAD_FAILED);
        if (snapshot.matches('ready')) expect(snapshot.context.overview).toEqual(OVERVIEW);
        const last = effects.emitted.at(-1);
        if (event.type === 'bioLink.create' && snapshot.matches('noPage'))
          expect(last).toEqual({ type: 'route.navigate', path: BIO_LINK_NEW_PATH });
        if (event.type === 'bioLink.open' && snapshot.matches('ready'))
          expect(last).toEqual({ type: 'route.navigate', path: BIO_LINK_DESTINATIONS[event.to] });
        // Without a page only Create leads anywhere; with one, Create does not.
        if (snapshot.matches('noPage') && event.type === 'bioLink.open')
          expect(last?.path).not.toBe(BIO_LINK_DESTINATIONS[event.to]);
        if (snapshot.matches('ready') && event.type === 'bioLink.create')
          expect(last?.path).not.toBe(BIO_LINK_NEW_PATH);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
