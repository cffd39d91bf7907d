import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import { monthsRange, MONTHS_SHOWN, monthTotals } from '../../src/domain/earnings-pages';

const date = fc
  .integer({ min: 0, max: 12_000 })
  .map((n) => Temporal.PlainDate.from('2000-01-01').add({ days: n }).toString());
const days = fc.array(fc.record({ date, clicks: fc.nat(5_000), conversions: fc.nat(50), cents: fc.nat(100_000) }), {
  maxLength: 80,
});

describe('the month-by-month page (earning/mmmIndex)', () => {
  it.prop([days])('sums each month from its days, oldest month first, rates from the sums', (rows) => {
    const months = monthTotals(
      rows.map(({ cents, ...d }) => ({ ...d, earnings: { amountCents: cents, currency: 'USD' } })),
    );
    // The plain reference: every month that has a day, its days summed.
    const names = [...new Set(rows.map((r) => r.date.slice(0, 7)))].sort();
    expect(months.map((m) => m.month)).toEqual(names);
    for (const m of months) {
      const mine = rows.filter((r) => r.date.startsWith(m.month));
      const clicks = mine.reduce((s, r) => s + r.clicks, 0);
      const conversions = mine.reduce((s, r) => s + r.conversions, 0);
      const earningsCents = mine.reduce((s, r) => s + r.cents, 0);
      expect(m).toEqual({
        month: m.month,
        clicks,
        conversions,
        earningsCents,
        conversionRate: clicks ? conversions / clicks : 0,
        epcCents: clicks ? earningsCents / clicks : 0,
      });
    }
  });

  it.prop([date])('reads twelve whole months ending today, within one dashboard call of 366 days', (today) => {
    const { startDate, endDate } = monthsRange(today);
    const start = Temporal.PlainDate.from(startDate);
    const end = Temporal.PlainDate.from(today);
    expect(endDate).toBe(today);
    expect(start.day).toBe(1);
    expect(start.until(end, { largestUnit: 'months' }).months).toBe(MONTHS_SHOWN - 1);
    expect(start.until(end).days + 1).toBeLessThanOrEqual(366);
  });
});
