import { describe, expect, it } from 'vitest';
import { billsMachine, type Bill } from '../../src/machines/bills.machine';
import type { ListPage, PageRequest } from '../../src/machines/paged-list.machine';
import { usd } from '../support/billing-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { pagedListModel } from '../support/paged-list-model';

const bill = (id: string, periodStart: string, periodEnd: string, extraClicks: number): Bill => ({
  id,
  periodStart,
  periodEnd,
  planId: 75,
  planName: 'Starter',
  planAmount: usd(7_500),
  extraClicks,
  extraClicksAmount: usd(extraClicks),
  total: usd(7_500 + extraClicks),
  status: 'paid',
});
const FIRST: ListPage<Bill> = {
  list: [
    bill('b3', '2026-11-01T07:00:00Z', '2026-12-01T08:00:00Z', 120),
    bill('b2', '2026-10-01T07:00:00Z', '2026-11-01T07:00:00Z', 0),
  ],
  total: 3,
};
const NEXT: ListPage<Bill> = { list: [bill('b1', '2026-09-01T07:00:00Z', '2026-10-01T07:00:00Z', 0)], total: 3 };

describe('bills (setting/billing)', () => {
  it('bills: every state and transition; bills stay newest first and each total is the plan plus the extra clicks', async () => {
    const coverage = await exploreModel<typeof billsMachine, { requests: PageRequest[] }>({
      name: 'bills',
      machine: billsMachine,
      input: { pageSize: 2 },
      ...pagedListModel(billsMachine, {
        first: FIRST,
        next: NEXT,
        keyword: '2026',
        removedId: 'b2',
        error: 'Bills are unavailable.',
      }),
      assertStep: ({ snapshot, effects }) => {
        const { context } = snapshot;
        if (snapshot.matches('loadingMore'))
          expect(effects.requests.at(-1)).toMatchObject({ pageNum: context.pageNum + 1, pageSize: 2 });
        const starts = context.items.map((b) => b.periodStart);
        expect(starts).toEqual([...starts].sort().reverse());
        for (const b of context.items)
          expect(b.total.amountCents).toBe(b.planAmount.amountCents + b.extraClicksAmount.amountCents);
        if (snapshot.matches('failed')) expect(context.failure).toBe('Bills are unavailable.');
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
