import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { DEEP_LINK_PAGE_SIZE, DEEP_LINK_TAB_PATH } from '../../src/domain/deep-link-pages';
import { isPageInRange } from '../../src/domain/link-paging';
import {
  DEEP_LINK_DELETED_TEXT,
  deepLinkListMachine,
  type DeepLinkListEvent,
  type DeepLinkListSnapshot,
  type DeepLinkPage,
} from '../../src/machines/deep-link-list.machine';
import { deepLink } from '../support/link-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const link = (code: string) => deepLink(code, { title: 'Blender', clicks: 1 });
const A = link('Ab12Cd34');
/** Two pages in all (12 links at 10 a page). */
const TWO_PAGES: DeepLinkPage = { list: [A, link('Zz98Yy76')], total: 12 };
/** A second page that no longer exists: 5 links left. */
const GONE: DeepLinkPage = { list: [], total: 5 };
const NONE: DeepLinkPage = { list: [], total: 0 };
const REFUSED = 'This short link does not exist (it may have been deleted already).';

const actorEvent = (kind: 'done' | 'error', id: string, payload: unknown) =>
  ({
    type: `xstate.${kind}.actor.${id}`,
    [kind === 'done' ? 'output' : 'error']: payload,
    actorId: id,
  }) as unknown as DeepLinkListEvent;
const loadedTwoPages = actorEvent('done', 'listByPage', TWO_PAGES);
const loadedGone = actorEvent('done', 'listByPage', GONE);
const loadedNone = actorEvent('done', 'listByPage', NONE);
const loadFailed = actorEvent('error', 'listByPage', new Error('offline'));
const deleted = actorEvent('done', 'deleteShortlink', { id: A.code, deletedAt: '2026-11-21T18:00:00.000Z' });
const notDeleted = actorEvent(
  'error',
  'deleteShortlink',
  new ApiError({ code: 404, message: REFUSED, path: '/app/delete_shortlink' }),
);

const EVENTS: DeepLinkListEvent[] = [
  { type: 'list.keyword.change', value: 'blender' },
  { type: 'list.search' },
  { type: 'list.search.clear' },
  { type: 'list.page.go', page: 2 },
  { type: 'list.page.go', page: 1 },
  { type: 'list.page.go', page: 3 },
  { type: 'list.refresh' },
  { type: 'list.retry' },
  { type: 'qr.open', code: A.code },
  { type: 'qr.open', code: 'Unknown1' },
  { type: 'qr.close' },
  { type: 'link.delete.request', code: A.code },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'list.create' },
  loadedTwoPages,
  loadedGone,
  loadedNone,
  loadFailed,
  deleted,
  notDeleted,
];

// Rows are told apart by count; the rest of the context is what the page shows.
const serializeState = (s: DeepLinkListSnapshot) =>
  JSON.stringify({ v: s.value, c: { ...s.context, links: s.context.links.length } });

interface Effects {
  loads: Array<{ pageNum: number; pageSize: number; keyword: string }>;
  deletions: string[];
  emitted: AnyEventObject[];
}

describe('deep link list (deepLinkList/index)', () => {
  it('deep-link-list: every state and transition; pages that exist, searches from page 1, delete only after the confirmation', async () => {
    const coverage = await exploreModel<typeof deepLinkListMachine, Effects>({
      name: 'deep-link-list',
      machine: deepLinkListMachine,
      events: EVENTS,
      serializeState,
      arrange: () => {
        const effects: Effects = { loads: [], deletions: [], emitted: [] };
        const machine = deepLinkListMachine.provide({
          actors: {
            listByPage: fromPromise<DeepLinkPage, Effects['loads'][number]>(
              ({ input }) => (effects.loads.push(input), new Promise(() => {})),
            ),
            deleteShortlink: fromPromise<unknown, { code: string }>(
              ({ input }) => (effects.deletions.push(input.code), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('deleting'));
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        // Every load asks for a page that exists (or the first) of the search on screen.
        if (snapshot.matches('loading')) {
          const last = effects.loads.at(-1);
          expect(last).toEqual({ pageNum: context.page, pageSize: DEEP_LINK_PAGE_SIZE, keyword: context.query });
        }
        if (event.type === 'list.page.go' && snapshot.matches('loading'))
          expect(isPageInRange(event.page, context.total, DEEP_LINK_PAGE_SIZE)).toBe(true);
        if (event.type === 'list.search' && snapshot.matches('loading'))
          expect([context.page, context.query]).toEqual([1, context.keyword.trim()]);
        // Deleting happens only right after a confirmation of a listed link.
        const confirmations = path.filter(
          (e, i) => e.type === 'delete.confirm' && path[i - 1]?.type === 'link.delete.request',
        ).length;
        expect(effects.deletions).toHaveLength(confirmations);
        // Page 2 is gone (5 links left): the last page that exists loads instead.
        if (event === loadedGone)
          expect(snapshot.matches('loading') ? [context.page, effects.loads.at(-1)?.pageNum] : context.links).toEqual(
            snapshot.matches('loading') ? [1, 1] : [],
          );
        if (event === loadedTwoPages)
          expect([snapshot.value, context.links.length, context.total]).toEqual(['ready', 2, 12]);
        if (event === deleted) {
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: DEEP_LINK_DELETED_TEXT });
          expect(context.pendingDelete).toBeNull();
        }
        if (event.type === 'list.create')
          expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: DEEP_LINK_TAB_PATH });
        // Refused: the list stays, and the machine adds no toast of its own (the API client shows the server's sentence).
        if (event === notDeleted) {
          expect([snapshot.value, context.pendingDelete]).toEqual(['ready', null]);
          expect(effects.emitted.filter((e) => e.type === 'toast.show')).toHaveLength(
            path.filter((e) => e === deleted).length,
          );
        }
        if (context.qrCode !== null) expect(context.links.some((l) => l.code === context.qrCode)).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000); // Hundreds of replayed paths: seconds on a loaded machine, more than the default 5 s.
});
