import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { DEEP_LINK_LIST_PATH } from '../../src/domain/deep-link-pages';
import {
  deepLinkRecentMachine,
  type DeepLinkRecentEvent,
  type RecentDeepLinks,
} from '../../src/machines/deep-link-recent.machine';
import { deepLink } from '../support/link-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const link = (code: string, clicks: number) => deepLink(code, { clicks });
const RECENT: RecentDeepLinks = { links: [link('Ab12Cd34', 3), link('Zz98Yy76', 0)], count: 12 };
const loaded = {
  type: 'xstate.done.actor.listByPage',
  output: RECENT,
  actorId: 'listByPage',
} as unknown as DeepLinkRecentEvent;
const failed = {
  type: 'xstate.error.actor.listByPage',
  error: new Error('offline'),
  actorId: 'listByPage',
} as unknown as DeepLinkRecentEvent;

describe('latest deep links (midTabBar/index_new)', () => {
  it('deep-link-recent: every state and transition; one load per (re)start, See all opens the list', async () => {
    const coverage = await exploreModel<typeof deepLinkRecentMachine, { loads: number; emitted: AnyEventObject[] }>({
      name: 'deep-link-recent',
      machine: deepLinkRecentMachine,
      events: [{ type: 'recent.reload' }, { type: 'recent.retry' }, { type: 'recent.seeAll' }, loaded, failed],
      arrange: () => {
        const effects = { loads: 0, emitted: [] as AnyEventObject[] };
        const machine = deepLinkRecentMachine.provide({
          actors: { listByPage: fromPromise<RecentDeepLinks>(() => ((effects.loads += 1), new Promise(() => {}))) },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
        // The first load, and one more for each reload or retry the machine took.
        const restarts = path.filter(
          (e, i) => (e.type === 'recent.reload' || e.type === 'recent.retry') && tookEffect(path, i),
        ).length;
        expect(effects.loads).toBe(1 + restarts);
        if (event === loaded) expect(snapshot.context).toEqual(RECENT);
        if (event.type === 'recent.seeAll')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: DEEP_LINK_LIST_PATH });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 30_000);
});

/** Whether path[i] (a reload or retry) started a load: a reload always does, a retry only after a failure. */
function tookEffect(path: readonly DeepLinkRecentEvent[], i: number): boolean {
  if (path[i]?.type === 'recent.reload') return true;
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  for (const e of path.slice(0, i)) {
    if (e === loaded && state === 'loading') state = 'ready';
    else if (e === failed && state === 'loading') state = 'failed';
    else if (e.type === 'recent.reload' || (e.type === 'recent.retry' && state === 'failed')) state = 'loading';
  }
  return state === 'failed';
}
