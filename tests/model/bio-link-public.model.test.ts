import { describe, expect, it } from 'vitest';
import {
  PUBLIC_PAGE_LOAD_FAILED,
  PUBLIC_PAGE_NOT_FOUND,
  bioLinkPublicMachine,
  type BioLinkPublicEvent,
  type BioLinkPublicSnapshot,
  type PublicBioPage,
} from '../../src/machines/bio-link-public.machine';
import { done, failed, lastCall, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { button } from '../support/bio-link-fixtures';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkPublicEvent;
const PAGE: PublicBioPage = { buttons: [button('b1', 'Shop')], social: [], posts: [], popular: [], trending: [] };

function eventsFor(snapshot: BioLinkPublicSnapshot): BioLinkPublicEvent[] {
  const events: BioLinkPublicEvent[] = [{ type: 'public.retry' }];
  if (snapshot.matches('loading')) {
    events.push(
      ev(done('getUserMediaList', PAGE)),
      ev(failed('getUserMediaList', serverError('No bio link page has this handle.', 404))),
      ev(failed('getUserMediaList', new Error('offline'))),
    );
  }
  return events;
}

const explore = (handle: string | null) =>
  exploreModel<typeof bioLinkPublicMachine, CallLog>({
    name: 'bio-link-public',
    machine: bioLinkPublicMachine,
    input: { handle },
    events: eventsFor,
    serializeState: (s) => JSON.stringify({ v: s.value, p: s.context.page !== null, f: s.context.failure }),
    arrange: () => {
      const log = newCallLog();
      return {
        machine: bioLinkPublicMachine.provide({ actors: recordingActors(log, ['getUserMediaList']) as never }),
        effects: log,
      };
    },
    assertStep: ({ snapshot, effects }) => {
      if (snapshot.matches('loading')) expect(lastCall(effects, 'getUserMediaList')).toEqual({ handle: 'jane.picks' });
      if (snapshot.matches('ready')) expect(snapshot.context.page).toEqual(PAGE);
      if (snapshot.hasTag('not-found')) expect(snapshot.context.failure).toBe(PUBLIC_PAGE_NOT_FOUND);
      if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(PUBLIC_PAGE_LOAD_FAILED);
    },
  });

describe('A public bio page in the app (bioLinkPublic/index)', () => {
  it('bio-link-public: every state and transition over a good handle and a malformed one', async () => {
    const coverage = mergeCoverage('bio-link-public', [await explore(' jane.picks '), await explore('<script>')]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
