import { describe, expect, it } from 'vitest';
import {
  BIO_URL_LOAD_FAILED,
  bioLinkShareMachine,
  type BioLinkShareEvent,
  type BioLinkShareSnapshot,
} from '../../src/machines/bio-link-share.machine';
import { BIO_LINK_NEW_PATH } from '../../src/domain/bio-link';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkShareEvent;
const ADDRESS = {
  url: 'http://127.0.0.1:8080/b/jane.picks',
  shortUrl: 'http://127.0.0.1:8080/s/Ab3dE7x1',
  qrCodeSvg: '<svg/>',
};

function eventsFor(snapshot: BioLinkShareSnapshot): BioLinkShareEvent[] {
  const events: BioLinkShareEvent[] = [{ type: 'bioPage.retry' }, { type: 'bioPage.create' }];
  if (snapshot.matches('loading')) {
    events.push(
      ev(done('getBioUrlNew', ADDRESS)),
      ev(failed('getBioUrlNew', serverError('You have no bio link page yet.', 404))),
      ev(failed('getBioUrlNew', new Error('offline'))),
    );
  }
  return events;
}

describe('View on website (viewOnWebsite/index)', () => {
  it('bio-link-share: every state and transition; the address, or the way to create the page', async () => {
    const coverage = await exploreModel<typeof bioLinkShareMachine, CallLog>({
      name: 'bio-link-share',
      machine: bioLinkShareMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, a: s.context.address !== null, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: bioLinkShareMachine.provide({ actors: recordingActors(log, ['getBioUrlNew']) as never }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        if (snapshot.matches('ready')) expect(snapshot.context.address).toEqual(ADDRESS);
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(BIO_URL_LOAD_FAILED);
        const creates = effects.emitted.filter(
          (e) => e.type === 'route.navigate' && e.path === BIO_LINK_NEW_PATH,
        ).length;
        if (event.type === 'bioPage.create') expect(creates).toBeGreaterThan(0);
        if (!snapshot.matches('noPage')) expect(creates).toBe(0);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
