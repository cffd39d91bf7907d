/**
 * earning/mmmIndex, the Account tab's numbers month by month: this Pacific month and the eleven before (one
 * getDashboard call of at most 366 days), each day summed into its month.
 */
import { getDashboard } from '../api/earnings';
import { monthsRange, monthTotals, type MonthNumbers } from '../domain/earnings-pages';
import { earningsReportMachine } from './earnings-report';
import type { MachineCard } from './machine-catalog';

export interface EarningMonths {
  startDate: string;
  endDate: string;
  /** Oldest month first. */
  months: MonthNumbers[];
  totals: Awaited<ReturnType<typeof getDashboard>>['totals'];
}

export const EARNING_MONTHS_LOAD_FAILED =
  'Your earnings by month could not be loaded. Check your connection and try again.';

export const earningsMonthsMachine = earningsReportMachine<EarningMonths>({
  id: 'earningMonths',
  description:
    "The creator's clicks, orders, earnings, conversion and EPC month by month over the last twelve Pacific months.",
  reading: 'Reading the twelve months day by day (getDashboard) and summing each month',
  showing: "Each month's numbers in a table beside the earnings and clicks charted by month.",
  loadFailed: EARNING_MONTHS_LOAD_FAILED,
  ranges: monthsRange,
  async load({ range }, signal) {
    const dashboard = await getDashboard(range, { signal, ignoreErrors: true });
    return {
      startDate: dashboard.startDate,
      endDate: dashboard.endDate,
      months: monthTotals(dashboard.days),
      totals: dashboard.totals,
    };
  },
});

export const card = {
  machine: earningsMonthsMachine,
  title: 'Earnings month by month',
  spec: '§2 earning/mmmIndex; §9 formatting; issue 16',
  screen: 'earningsMonths',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof earningsMonthsMachine>;
