import { describe, expect, it } from 'vitest';
import { BOOSTING_TEXTS } from '../../src/domain/boosting-application';
import { BOOSTING_PATHS } from '../../src/domain/boosting-routes';
import {
  boostingStartMachine,
  type BoostingStartEvent,
  type BoostingStartSnapshot,
} from '../../src/machines/boosting-start.machine';
import { countOf, done, failed, newCallLog, recordEmitted, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: object) => e as BoostingStartEvent;
const offTheList = ev(done('checkBoostingWhitelist', false));

function eventsFor(snapshot: BoostingStartSnapshot): BoostingStartEvent[] {
  const events: BoostingStartEvent[] = [{ type: 'whitelist.retry' }, { type: 'application.start' }];
  if (snapshot.matches('checking'))
    events.push(
      ev(done('checkBoostingWhitelist', true)),
      offTheList,
      ev(failed('checkBoostingWhitelist', new Error('offline'))),
    );
  return events;
}

describe('boosting start page (applyBoosting/index)', () => {
  it('boosting-start: every state and transition; only a whitelisted shop gets to an application', async () => {
    const coverage = await exploreModel<typeof boostingStartMachine, CallLog>({
      name: 'boosting-start',
      machine: boostingStartMachine,
      events: eventsFor,
      arrange: () => {
        const log = newCallLog();
        return {
          machine: boostingStartMachine.provide({ actors: recordingActors(log, ['checkBoostingWhitelist']) as never }),
          effects: log,
        };
      },
      observe: (actor, log) => recordEmitted(actor, log),
      assertStep: ({ snapshot, effects, path }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('checking'));
        if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(BOOSTING_TEXTS.whitelistFailed);
        if (path.includes(offTheList)) {
          expect(snapshot.hasTag('not-whitelisted')).toBe(true);
          expect(snapshot.can({ type: 'application.start' })).toBe(false);
        }
        const starts = snapshot.matches('whitelisted') ? countOf(path, 'application.start') : 0;
        expect(effects.emitted).toEqual(
          Array.from({ length: starts }, () => ({ type: 'route.navigate', path: BOOSTING_PATHS.application })),
        );
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
