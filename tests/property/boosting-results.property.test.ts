import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import {
  compactAmount,
  compactCount,
  formatAmount,
  formatCount,
  formatPercent,
  NO_VALUE,
} from '../../src/domain/number-formats';
import {
  REPORT_RANGES,
  reportRange,
  fillRange,
  MAX_RANGE_DAYS,
  monthsBefore,
  rangeDates,
  rangeIdOf,
  rangeReaching,
} from '../../src/domain/date-ranges';
import { chartScale, scalePosition } from '../../src/domain/chart-scale';

const date = fc
  .integer({ min: 0, max: 20_000 })
  .map((n) => Temporal.PlainDate.from('2000-01-01').add({ days: n }).toString());
const rangeId = fc.constantFrom(...REPORT_RANGES.map((r) => r.id));
const daysBetween = (a: string, b: string) =>
  Temporal.PlainDate.from(a).until(Temporal.PlainDate.from(b), { largestUnit: 'days' }).days;

describe('boosting dashboard ranges (spec §9, Pacific dates)', () => {
  it.prop([date])(
    'Last 7 days starts 6 days before today, 30 days 30 before, 3 months three calendar months before (clamped to the month end)',
    (today) => {
      const t = Temporal.PlainDate.from(today);
      expect(reportRange('7d', today)).toEqual({ startDate: t.subtract({ days: 6 }).toString(), endDate: today });
      expect(reportRange('30d', today)).toEqual({ startDate: t.subtract({ days: 30 }).toString(), endDate: today });
      // Temporal constrains a day past the month's end to its last day, the reference for the clamp.
      expect(reportRange('3m', today)).toEqual({ startDate: t.subtract({ months: 3 }).toString(), endDate: today });
    },
  );

  it.prop([date, fc.integer({ min: 0, max: 120 })])('months before agrees with the calendar', (day, months) => {
    expect(monthsBefore(day, months)).toBe(Temporal.PlainDate.from(day).subtract({ months }).toString());
  });

  it.prop([date, rangeId])(
    'every range lists each of its dates once, oldest first, within the one-page limit',
    (today, id) => {
      const range = reportRange(id, today);
      const dates = rangeDates(range);
      expect(dates[0]).toBe(range.startDate);
      expect(dates.at(-1)).toBe(today);
      expect(dates.length).toBe(daysBetween(range.startDate, today) + 1);
      expect(dates.length).toBeLessThanOrEqual(MAX_RANGE_DAYS);
      expect([...dates].sort()).toEqual(dates);
    },
  );

  it.prop([date, rangeId, fc.array(fc.tuple(fc.integer({ min: -40, max: 140 }), fc.nat(1_000)), { maxLength: 30 })])(
    'filling a range keeps each day inside it that has a row, puts the empty value elsewhere and drops days outside',
    (today, id, sparse) => {
      const range = reportRange(id, today);
      const rows = sparse.map(([offset, value]) => ({
        date: Temporal.PlainDate.from(range.startDate).add({ days: offset }).toString(),
        value,
      }));
      const filled = fillRange(range, rows, -1);
      expect(filled.map((d) => d.date)).toEqual(rangeDates(range));
      for (const { date: d, value } of filled) {
        const own = rows.filter((r) => r.date === d);
        expect(value).toBe(own.length === 0 ? -1 : own.at(-1)?.value);
      }
    },
  );

  it.prop([date, fc.integer({ min: 0, max: 200 })])(
    'the results link picks the shortest range reaching back to the start, else the longest',
    (today, back) => {
      const start = Temporal.PlainDate.from(today).subtract({ days: back }).toString();
      const id = rangeReaching(start, today);
      const reaching = REPORT_RANGES.filter((r) => reportRange(r.id, today).startDate <= start);
      expect(id).toBe(reaching[0]?.id ?? '3m');
    },
  );

  it('an address names a range by its id; anything else is the default', () => {
    expect(rangeIdOf('3m')).toBe('3m');
    expect(rangeIdOf('1y')).toBe('7d');
    expect(rangeIdOf(null)).toBe('7d');
  });
});

/** The value a compact text stands for: "1.2k" -> 1200. */
const valueOf = (text: string) => {
  const match = /^(-?)([\d,]+(?:\.\d)?)([km]?)$/.exec(text);
  if (!match) throw new Error(`unexpected ${text}`);
  const n = Number(match[2]?.replace(/,/g, ''));
  return (match[1] === '-' ? -1 : 1) * n * (match[3] === 'k' ? 1_000 : match[3] === 'm' ? 1_000_000 : 1);
};

describe('boosting numbers (spec §9 formatting)', () => {
  it.prop([fc.integer({ min: -1e12, max: 1e12 })])(
    'money: thousands separated, exactly two decimals, the cents as given',
    (cents) => {
      const text = formatAmount({ amountCents: cents, currency: 'USD' });
      expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
    },
  );

  it.prop([fc.integer({ min: 0, max: 1e13 })])('counts: thousands separated and exact', (n) => {
    const text = formatCount(n);
    expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(Number(text.replace(/,/g, ''))).toBe(n);
  });

  it.prop([fc.integer({ min: -1e12, max: 1e12 })])(
    'compact counts: plain under 1,000, else k or m with one decimal, off by at most half a step',
    (n) => {
      const text = compactCount(n);
      const abs = Math.abs(n);
      if (abs < 1_000) expect(text).toBe(String(n));
      else expect(text).toMatch(/^-?[\d,]+\.\d[km]$/);
      // Never "1000.0k": a count that rounds to a thousand thousands is written in millions.
      expect(text).not.toMatch(/^-?1,000\.\dk$/);
      const step = abs < 1_000 ? 0 : text.endsWith('k') ? 100 : 100_000;
      expect(Math.abs(valueOf(text) - n)).toBeLessThanOrEqual(step / 2);
    },
  );

  it.prop([fc.integer({ min: -1e11, max: 1e11 })])(
    'compact amounts keep cents below $1,000 and abbreviate above',
    (cents) => {
      const text = compactAmount({ amountCents: cents, currency: 'USD' });
      if (Math.abs(cents) < 100_000) expect(text).toBe(formatAmount({ amountCents: cents, currency: 'USD' }));
      else
        expect(Math.abs(valueOf(text.replace('$', '')) - cents / 100)).toBeLessThanOrEqual(
          text.endsWith('k') ? 50 : 50_000,
        );
    },
  );

  it.prop([fc.double({ min: -100, max: 100, noNaN: true })])(
    'percentages: two decimals, the ratio times 100 rounded to the hundredth',
    (ratio) => {
      const text = formatPercent(ratio);
      expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}%$/);
      expect(Math.abs(Number(text.replace(/[%,]/g, '')) - ratio * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(text.startsWith('-')).toBe(Number(text.replace(/[%,]/g, '')) < 0);
    },
  );

  it('missing values read --', () => {
    expect([
      formatAmount(undefined),
      formatCount(undefined),
      formatPercent(undefined),
      formatPercent(Number.NaN),
    ]).toEqual([NO_VALUE, NO_VALUE, NO_VALUE, NO_VALUE]);
    expect([
      compactCount(999),
      compactCount(1_000),
      compactCount(999_949),
      compactCount(999_950),
      compactCount(12_345_678),
    ]).toEqual(['999', '1.0k', '999.9k', '1.0m', '12.3m']);
    expect([formatPercent(0.05), formatPercent(-0.5), formatPercent(12.5), formatPercent(-0.00001)]).toEqual([
      '5.00%',
      '-50.00%',
      '1,250.00%',
      '0.00%',
    ]);
  });
});

describe('bar chart scale', () => {
  it.prop([fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 50 })])(
    'holds every value with zero on it, both ends round',
    (values) => {
      const scale = chartScale(values);
      expect(scale.bottom).toBeLessThanOrEqual(0);
      expect(scale.top).toBeGreaterThanOrEqual(0);
      for (const v of values) {
        expect(scalePosition(v, scale)).toBeGreaterThanOrEqual(0);
        expect(scalePosition(v, scale)).toBeLessThanOrEqual(1);
      }
      for (const end of [scale.top, -scale.bottom].filter((e) => e > 1)) {
        const power = 10 ** Math.floor(Math.log10(end));
        expect([1, 2, 5, 10]).toContain(Math.round(end / power));
      }
    },
  );
});
