/**
 * earning/index, the money side of the Account tab: the balance (getTotal: ready to pay, pending, paid out,
 * lifetime, referral bonus) and the commission each brand brought over a Pacific range (getEarningsBreakdown by
 * brand). earning/index_new charts clicks, conversion and EPC by day; this page says what is earned and owed.
 */
import { getEarningsBreakdown } from '../api/earnings';
import { getTotal } from '../api/settlement';
import { earningsReportMachine } from './earnings-report';
import type { MachineCard } from './machine-catalog';

export type BrandBreakdown = Awaited<ReturnType<typeof getEarningsBreakdown>>;
export type SettlementTotals = Awaited<ReturnType<typeof getTotal>>;

export interface EarningsOverview {
  balance: SettlementTotals;
  brands: BrandBreakdown;
}

export const EARNINGS_OVERVIEW_LOAD_FAILED =
  'Your earnings and balance could not be loaded. Check your connection and try again.';

export const earningsOverviewMachine = earningsReportMachine<EarningsOverview>({
  id: 'earningsOverview',
  description: "The creator's balance and the commission each brand brought over a Pacific date range.",
  reading: 'Reading the balance (getTotal) and the commission by brand of the range (getEarningsBreakdown) at once',
  showing: "The balance, and the range's sales and commission by brand with links to each brand's details.",
  loadFailed: EARNINGS_OVERVIEW_LOAD_FAILED,
  ranges: 'chips',
  async load({ range }, signal) {
    const quiet = { signal, ignoreErrors: true };
    const [balance, brands] = await Promise.all([
      getTotal({}, quiet),
      getEarningsBreakdown({ ...range, by: 'brand' }, quiet),
    ]);
    return { balance, brands };
  },
});

export const card = {
  machine: earningsOverviewMachine,
  title: 'Earnings and balance',
  spec: '§1 earnings, balance, settlements; §2 earning/index; §7 get_total; issue 16 (designed getEarningsBreakdown)',
  screen: 'earnings',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof earningsOverviewMachine>;
