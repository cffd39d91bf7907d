import { describe, expect, it } from 'vitest';
import { monthsRange, monthTotals } from '../../src/domain/earnings-pages';
import { EARNING_MONTHS_LOAD_FAILED, earningsMonthsMachine } from '../../src/machines/earnings-months.machine';
import { exploreEarningsReport, REPORT_TODAY } from '../support/earnings-report-model';
import { usd } from '../support/earnings-fixtures';

const days = [
  { date: '2026-10-31', clicks: 10, conversions: 1, earnings: usd(300) },
  { date: '2026-11-01', clicks: 30, conversions: 1, earnings: usd(100) },
  { date: '2026-11-21', clicks: 10, conversions: 2, earnings: usd(400) },
];

describe('earnings month by month (earning/mmmIndex)', () => {
  it('earnings-months: every state and transition; the range is the last twelve Pacific months whatever the address says', async () => {
    expect(monthsRange(REPORT_TODAY)).toEqual({ startDate: '2025-12-01', endDate: REPORT_TODAY });
    await exploreEarningsReport({
      name: 'earnings-months',
      machine: earningsMonthsMachine,
      output: {
        startDate: '2025-12-01',
        endDate: REPORT_TODAY,
        months: monthTotals(days),
        totals: { clicks: 50, conversions: 4, earnings: usd(800), conversionRate: 0.08, epcCents: 16 },
      },
      loadFailed: EARNING_MONTHS_LOAD_FAILED,
      ranges: monthsRange(REPORT_TODAY),
      inputs: [{}, { range: '3m' }],
    });
  });

  it('sums each month from its days, rates from the sums', () => {
    expect(monthTotals(days)).toEqual([
      { month: '2026-10', clicks: 10, conversions: 1, earningsCents: 300, conversionRate: 0.1, epcCents: 30 },
      { month: '2026-11', clicks: 40, conversions: 3, earningsCents: 500, conversionRate: 0.075, epcCents: 12.5 },
    ]);
  });
});
