import { describe, expect, it } from 'vitest';
import { samplesMachine, type SampleRecord } from '../../src/machines/samples.machine';
import type { ListPage, PageRequest } from '../../src/machines/paged-list.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { pagedListModel } from '../support/paged-list-model';

const record = (id: string, appliedAt: string): SampleRecord => ({
  id,
  brand: { id: 'b1', name: 'CeraVe' },
  productId: `p-${id}`,
  status: 'pending',
  appliedAt,
});
const FIRST: ListPage<SampleRecord> = {
  list: [record('s2', '2026-11-02T10:00:00Z'), record('s1', '2026-11-01T10:00:00Z')],
  total: 3,
};
const NEXT: ListPage<SampleRecord> = { list: [record('s0', '2026-10-30T10:00:00Z')], total: 3 };

describe('sample requests (samples/index)', () => {
  it('samples: every state and transition; the requests stay newest first and each page asked is the next one', async () => {
    const coverage = await exploreModel<typeof samplesMachine, { requests: PageRequest[] }>({
      name: 'samples',
      machine: samplesMachine,
      input: { pageSize: 2 },
      ...pagedListModel(samplesMachine, {
        first: FIRST,
        next: NEXT,
        keyword: 'cera',
        removedId: 's1',
        error: 'Records are unavailable.',
      }),
      assertStep: ({ snapshot, effects }) => {
        const { context } = snapshot;
        if (snapshot.matches('loading')) expect(effects.requests.at(-1)).toMatchObject({ pageNum: 1, pageSize: 2 });
        if (snapshot.matches('loadingMore'))
          expect(effects.requests.at(-1)).toMatchObject({ pageNum: context.pageNum + 1, pageSize: 2 });
        const applied = context.items.map((i) => i.appliedAt);
        expect(applied).toEqual([...applied].sort().reverse());
        if (snapshot.matches('failed')) expect(context.failure).toBe('Records are unavailable.');
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
