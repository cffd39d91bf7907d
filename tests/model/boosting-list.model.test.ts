import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BOOSTING_LIST_PAGE_SIZE, boostingDetailPath } from '../../src/domain/boosting-pages';
import {
  BOOSTING_LIST_LINKS,
  BOOSTING_LIST_LOAD_FAILED,
  boostingListMachine,
  type BoostingListEvent,
  type BoostingListLink,
  type BoostingListSnapshot,
} from '../../src/machines/boosting-list.machine';
import { application } from '../support/boosting-results-fixtures';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const PAGE = {
  list: [application('a2', 'reviewing'), application('a1', 'submitted')],
  total: BOOSTING_LIST_PAGE_SIZE + 3,
};
const listed = done('boostingList', PAGE) as unknown as BoostingListEvent;
const offline = failed('boostingList', new Error('offline')) as unknown as BoostingListEvent;
const refused = failed(
  'boostingList',
  serverError('The service is busy. Try again in a moment.', 503),
) as unknown as BoostingListEvent;

function eventsFor(snapshot: BoostingListSnapshot): BoostingListEvent[] {
  const events: BoostingListEvent[] = [
    { type: 'applications.page', pageNum: snapshot.context.pageNum === 1 ? 2 : 1 },
    { type: 'applications.page', pageNum: 7 },
    { type: 'applications.retry' },
    { type: 'applications.open', id: 'a2' },
    { type: 'applications.open', id: 'unknown' },
    { type: 'applications.go', to: 'dashboard' },
    { type: 'applications.go', to: 'nowhere' as BoostingListLink },
  ];
  if (snapshot.matches('loading')) events.push(listed, offline, refused);
  return events;
}

describe('boosting applications (boosting/list)', () => {
  it('boosting-list: every state and transition; reads follow the page, opening leads to the detail', async () => {
    const coverage = await exploreModel<typeof boostingListMachine, CallLog>({
      name: 'boosting-list',
      machine: boostingListMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, p: s.context.pageNum, n: s.context.applications.length, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: boostingListMachine.provide({ actors: recordingActors(log, ['boostingList']) as never }),
          effects: log,
        };
      },
      observe: (actor, log) => void actor.on('*', (e: AnyEventObject) => log.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('loading'))
          expect(effects.calls.at(-1)).toEqual({ actor: 'boostingList', input: { pageNum: snapshot.context.pageNum } });
        if (event === listed) expect(snapshot.context.applications.map((a) => a.id)).toEqual(['a2', 'a1']);
        if (event === offline) expect(snapshot.context.failure).toBe(BOOSTING_LIST_LOAD_FAILED);
        if (event === refused) expect(snapshot.context.failure).toBe('The service is busy. Try again in a moment.');
        if (event.type === 'applications.open') {
          const opened = event.id === 'a2' && snapshot.matches('ready');
          expect(effects.emitted.some((e) => e.path === boostingDetailPath('a2'))).toBe(opened);
          expect(effects.emitted.some((e) => e.path === boostingDetailPath('unknown'))).toBe(false);
        }
        if (event.type === 'applications.go' && event.to === 'dashboard')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BOOSTING_LIST_LINKS.dashboard });
        // An unknown link leads nowhere: every navigation names a page of the list's links or an application.
        const known = [...Object.values(BOOSTING_LIST_LINKS), boostingDetailPath('a2')];
        expect(effects.emitted.filter((e) => !known.includes(e.path))).toEqual([]);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
