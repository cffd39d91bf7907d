import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createPagedListMachine,
  LIST_LOAD_FAILED,
  pagedListMachine,
  type ListPage,
  type PageRequest,
} from '../../src/machines/paged-list.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { pagedListModel } from '../support/paged-list-model';

type Item = { id: string };
const FIRST: ListPage<Item> = { list: [{ id: 'p1' }, { id: 'p2' }], total: 3 };
const NEXT: ListPage<Item> = { list: [{ id: 'p2' }, { id: 'p3' }], total: 3 };

describe('paged list (products, collections, group and combined links)', () => {
  it('paged-list: every state and transition; each read asks for the page and keyword the creator sees', async () => {
    const coverage = await exploreModel<typeof pagedListMachine, { requests: PageRequest[] }>({
      name: 'paged-list',
      machine: pagedListMachine,
      input: { scope: 'c1', pageSize: 2 },
      ...pagedListModel(pagedListMachine, {
        first: FIRST,
        next: NEXT,
        keyword: ' shoe ',
        removedId: 'p1',
        error: 'Server says no.',
      }),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        if (
          snapshot.matches('loading') &&
          (event.type === 'list.search' || event.type === 'list.retry' || event.type === 'list.reload')
        ) {
          expect(effects.requests.at(-1)).toEqual({ keyword: context.query, pageNum: 1, pageSize: 2, scope: 'c1' });
        }
        if (snapshot.matches('loadingMore'))
          expect(effects.requests.at(-1)).toEqual({
            keyword: context.query,
            pageNum: context.pageNum + 1,
            pageSize: 2,
            scope: 'c1',
          });
        if (event.type === 'list.search') expect(context.query).toBe(context.keyword.trim());
        // Never the same item twice, whatever the pages answered.
        expect(new Set(context.items.map((i) => i.id)).size).toBe(context.items.length);
        if (snapshot.matches('failed')) expect(context.failure).toBe('Server says no.');
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('reads page after page until the total is shown; a failure without a message gets a sentence of ours', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: `p${i}` }));
    const lists = createPagedListMachine<Item>('test', async ({ pageNum, pageSize }) => ({
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: all.length,
    }));
    const actor = createActor(lists, { input: { pageSize: 2 } }).start();
    for (;;) {
      const s = await waitFor(actor, (snap) => snap.matches('ready'));
      if (!s.can({ type: 'list.more' })) break;
      actor.send({ type: 'list.more' });
    }
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(all.map((i) => i.id));
    actor.stop();

    const broken = createActor(
      createPagedListMachine<Item>('broken', () => Promise.reject(new Error(''))),
      { input: {} },
    ).start();
    expect((await waitFor(broken, (s) => s.matches('failed'))).context.failure).toBe(LIST_LOAD_FAILED);
    broken.stop();
  });
});
