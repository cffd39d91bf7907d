import { describe, expect, it } from 'vitest';
import {
  SECTIONS_LOAD_FAILED,
  SECTIONS_SAVE_FAILED,
  bioLinkSectionsMachine,
  type BioLinkSectionsEvent,
  type BioLinkSectionsSnapshot,
} from '../../src/machines/bio-link-sections.machine';
import { BIO_LINK_NEW_PATH } from '../../src/domain/bio-link';
import { done, failed, lastCall, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BioLinkSectionsEvent;
const SECTIONS = { showMostPopular: true, showTrending: false, showSocialIcons: true, autoDmEnabled: false };

function eventsFor(snapshot: BioLinkSectionsSnapshot): BioLinkSectionsEvent[] {
  const events: BioLinkSectionsEvent[] = [
    { type: 'sections.toggle', key: 'showTrending' },
    { type: 'bioPage.retry' },
    { type: 'bioPage.create' },
  ];
  if (snapshot.matches('loading')) {
    events.push(
      ev(done('getBiolinkSetting', SECTIONS)),
      ev(failed('getBiolinkSetting', serverError('You have no bio link page yet.', 404))),
      ev(failed('getBiolinkSetting', new Error('offline'))),
    );
  }
  if (snapshot.matches('saving'))
    events.push(
      ev(done('updateBiolinkSetting', { ...SECTIONS, showTrending: true })),
      ev(failed('updateBiolinkSetting', new Error('offline'))),
    );
  return events;
}

describe('Website permissions (websitePermissions/index)', () => {
  it('bio-link-sections: every state and transition; a flipped switch is saved as the opposite of what shows', async () => {
    const coverage = await exploreModel<typeof bioLinkSectionsMachine, CallLog>({
      name: 'bio-link-sections',
      machine: bioLinkSectionsMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, s: s.context.sections, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: bioLinkSectionsMachine.provide({
            actors: recordingActors(log, ['getBiolinkSetting', 'updateBiolinkSetting']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        expect(snapshot.hasTag('saving')).toBe(snapshot.matches('saving'));
        if (snapshot.matches('saving'))
          expect(lastCall(effects, 'updateBiolinkSetting')).toEqual({
            key: 'showTrending',
            value: !snapshot.context.sections?.showTrending,
          });
        if ((event.type as string) === 'xstate.error.actor.updateBiolinkSetting') {
          expect(snapshot.context.failure).toBe(SECTIONS_SAVE_FAILED);
          expect(snapshot.context.pending).toBeNull();
        }
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(SECTIONS_LOAD_FAILED);
        if (event.type === 'bioPage.create')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BIO_LINK_NEW_PATH });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
