import { describe, expect, it } from 'vitest';
import { ledgerMachine, type LedgerEntry } from '../../src/machines/ledger.machine';
import type { ListPage, PageRequest } from '../../src/machines/paged-list.machine';
import { usd } from '../support/billing-fixtures';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { pagedListModel } from '../support/paged-list-model';

const entry = (
  id: string,
  kind: LedgerEntry['kind'],
  month: string,
  occurredAt: string,
  cents: number,
): LedgerEntry => ({ id, kind, month, occurredAt, amount: usd(cents) });
const FIRST: ListPage<LedgerEntry> = {
  list: [
    entry('l3', 'referral_credit', '2026-11', '2026-11-25T20:00:00Z', 1_500),
    entry('l2', 'settlement_paid', '2026-10', '2026-11-05T18:00:00Z', 4_200),
  ],
  total: 3,
};
const NEXT: ListPage<LedgerEntry> = {
  list: [entry('l1', 'referral_credit', '2026-10', '2026-10-25T20:00:00Z', 1_500)],
  total: 3,
};

describe('income details (setting/balance/income_webview)', () => {
  it('ledger: every state and transition; entries stay newest first', async () => {
    const coverage = await exploreModel<typeof ledgerMachine, { requests: PageRequest[] }>({
      name: 'ledger',
      machine: ledgerMachine,
      input: { pageSize: 2 },
      ...pagedListModel(ledgerMachine, {
        first: FIRST,
        next: NEXT,
        keyword: 'bonus',
        removedId: 'l2',
        error: 'The ledger is unavailable.',
      }),
      assertStep: ({ snapshot, effects }) => {
        const { context } = snapshot;
        if (snapshot.matches('loading')) expect(effects.requests.at(-1)).toMatchObject({ pageNum: 1, pageSize: 2 });
        const times = context.items.map((e) => e.occurredAt);
        expect(times).toEqual([...times].sort().reverse());
        if (snapshot.matches('failed')) expect(context.failure).toBe('The ledger is unavailable.');
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
