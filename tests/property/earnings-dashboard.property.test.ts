import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import {
  DASHBOARD_MAX_DAYS,
  dashboardOf,
  dashboardRangeProblem,
} from '../../server/modules/earnings/dashboard-metrics';

const date = fc
  .integer({ min: 0, max: 12_000 })
  .map((n) => Temporal.PlainDate.from('2000-01-01').add({ days: n }).toString());
const counted = fc.array(
  fc.record({
    offset: fc.integer({ min: -5, max: 40 }),
    clicks: fc.nat(5_000),
    conversions: fc.nat(50),
    earningsCents: fc.nat(100_000),
  }),
  { maxLength: 60 },
);

describe('the earnings dashboard numbers', () => {
  it.prop([date, fc.integer({ min: 1, max: 35 }), counted])(
    'has every date of the range once, sums what each date counted, and takes the totals from the sums',
    (startDate, length, rows) => {
      const endDate = Temporal.PlainDate.from(startDate)
        .add({ days: length - 1 })
        .toString();
      const counts = rows.map(({ offset, ...c }) => ({
        date: Temporal.PlainDate.from(startDate).add({ days: offset }).toString(),
        ...c,
      }));
      const dashboard = dashboardOf(startDate, endDate, counts);
      expect(dashboard.days.map((d) => d.date)).toEqual(
        Array.from({ length }, (_, i) => Temporal.PlainDate.from(startDate).add({ days: i }).toString()),
      );
      for (const day of dashboard.days) {
        // The plain reference: the rows of that date, summed.
        const mine = counts.filter((c) => c.date === day.date);
        const clicks = mine.reduce((s, c) => s + c.clicks, 0);
        const conversions = mine.reduce((s, c) => s + c.conversions, 0);
        const earningsCents = mine.reduce((s, c) => s + c.earningsCents, 0);
        expect(day).toEqual({
          date: day.date,
          clicks,
          conversions,
          earningsCents,
          conversionRate: clicks === 0 ? 0 : conversions / clicks,
          epcCents: clicks === 0 ? 0 : earningsCents / clicks,
        });
      }
      const inRange = counts.filter((c) => c.date >= startDate && c.date <= endDate);
      const total = (pick: (c: (typeof counts)[number]) => number) => inRange.reduce((s, c) => s + pick(c), 0);
      expect(dashboard.totals).toEqual({
        clicks: total((c) => c.clicks),
        conversions: total((c) => c.conversions),
        earningsCents: total((c) => c.earningsCents),
        conversionRate: total((c) => c.clicks) === 0 ? 0 : total((c) => c.conversions) / total((c) => c.clicks),
        epcCents: total((c) => c.clicks) === 0 ? 0 : total((c) => c.earningsCents) / total((c) => c.clicks),
      });
    },
  );

  it.prop([date, fc.integer({ min: -400, max: 400 })])(
    'answers a range of 1 to 366 days, refusing one that runs backwards or longer',
    (startDate, span) => {
      const endDate = Temporal.PlainDate.from(startDate).add({ days: span }).toString();
      const problem = dashboardRangeProblem(startDate, endDate);
      if (span < 0) expect(problem).toBe('startDate must not be after endDate.');
      else if (span + 1 > DASHBOARD_MAX_DAYS)
        expect(problem).toBe(`A dashboard covers at most ${DASHBOARD_MAX_DAYS} days.`);
      else expect(problem).toBeUndefined();
    },
  );
});
