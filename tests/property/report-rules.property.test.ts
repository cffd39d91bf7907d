import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import {
  BUSINESS_DAY_CUTOFF_HOUR,
  previousBusinessDay,
  REPORT_RANGES,
  reportRange,
  usDate,
} from '../../src/domain/date-ranges';
import {
  commissionPercent,
  compactCount,
  formatDecimal,
  formatPercent,
  NO_VALUE,
  timeAgo,
} from '../../src/domain/number-formats';
import { pacificDate } from '../../src/domain/pacific-time';

const ZONE = 'America/Los_Angeles';
const zoned = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(ZONE);

/** The Sundays daylight saving starts (second of March) and ends (first of November) in the United States. */
function switchDays(year: number): Temporal.PlainDate[] {
  const nthSunday = (month: number, n: number) => {
    const first = Temporal.PlainDate.from({ year, month, day: 1 });
    return first.add({ days: ((7 - first.dayOfWeek) % 7) + 7 * (n - 1) });
  };
  return [nthSunday(3, 2), nthSunday(11, 1)];
}

/** Instants within 90 minutes of a Pacific wall time that matters: midnight, 16:00, and the 02:00 of a daylight-saving change. */
const nearEdge = fc
  .tuple(
    fc.integer({ min: 2000, max: 2040 }),
    fc.integer({ min: 0, max: 364 }),
    fc.constantFrom('midnight', 'cutoff', 'spring', 'fall'),
    fc.integer({ min: -90 * 60, max: 90 * 60 }),
  )
  .map(([year, dayOfYear, edge, seconds]) => {
    const [spring, fall] = switchDays(year);
    const day =
      edge === 'spring'
        ? spring!
        : edge === 'fall'
          ? fall!
          : Temporal.PlainDate.from({ year, month: 1, day: 1 }).add({ days: dayOfYear });
    const hour = edge === 'midnight' ? 0 : edge === 'cutoff' ? BUSINESS_DAY_CUTOFF_HOUR : 2;
    return day.toZonedDateTime({ timeZone: ZONE, plainTime: { hour } }).epochMilliseconds + seconds * 1000;
  });

describe('report ranges from the clock (spec §9, Pacific time)', () => {
  it.prop([nearEdge])(
    'each range ends on the Pacific date of the instant and starts 6 days, 30 days or 3 months before it',
    (ms) => {
      const today = zoned(ms).toPlainDate();
      expect(reportRange('7d', pacificDate(ms))).toEqual({
        startDate: today.subtract({ days: 6 }).toString(),
        endDate: today.toString(),
      });
      expect(reportRange('30d', pacificDate(ms))).toEqual({
        startDate: today.subtract({ days: 30 }).toString(),
        endDate: today.toString(),
      });
      expect(reportRange('3m', pacificDate(ms))).toEqual({
        startDate: today.subtract({ months: 3 }).toString(),
        endDate: today.toString(),
      });
      expect(REPORT_RANGES.map((r) => r.label)).toEqual(['Last 7 days', 'Last 30 days', 'Last 3 months']);
    },
  );

  it.prop([nearEdge])('the previous business day is yesterday before 16:00 Pacific and today from 16:00', (ms) => {
    const wall = zoned(ms);
    const expected = wall.hour < 16 ? wall.toPlainDate().subtract({ days: 1 }) : wall.toPlainDate();
    expect(previousBusinessDay(ms)).toBe(expected.toString());
  });

  it.prop([fc.integer({ min: 0, max: 3_000_000 })])('dates read MM/DD/YYYY', (n) => {
    const day = Temporal.PlainDate.from('1900-01-01').add({ days: n % 80_000 });
    const reference = `${String(day.month).padStart(2, '0')}/${String(day.day).padStart(2, '0')}/${day.year}`;
    expect(usDate(day.toString())).toBe(reference);
  });
});

/** Plain references: en-US grouping on exact values built from integers. */
const grouped = (n: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);

describe('report numbers against plain references', () => {
  it.prop([fc.integer({ min: -1e13, max: 1e13 })])('two decimals with thousands separators', (hundredths) => {
    expect(formatDecimal(hundredths / 100)).toBe(grouped(hundredths / 100, 2).replace(/^-0\.00$/, '0.00'));
    expect(formatDecimal(undefined)).toBe(NO_VALUE);
    expect(formatDecimal(Number.NaN)).toBe(NO_VALUE);
  });

  it.prop([fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 1e6 })])(
    'conversion is conversions over clicks as a two-decimal percent',
    (conversions, clicks) => {
      // An exact tie (…5 in the third decimal) is where binary floating point may round either way: left out.
      fc.pre((conversions * 20_000) % (2 * clicks) !== clicks);
      const hundredthsOfPercent = Math.floor((conversions * 20_000 + clicks) / (2 * clicks));
      expect(formatPercent(conversions / clicks)).toBe(`${grouped(hundredthsOfPercent / 100, 2)}%`);
    },
  );

  it.prop([fc.integer({ min: 0, max: 1e12 })])('k and m with one decimal', (n) => {
    const shown = compactCount(n);
    if (n < 1_000) expect(shown).toBe(String(n));
    else if (Math.round(n / 100) < 10_000) expect(shown).toBe(`${grouped(Math.round(n / 100) / 10, 1)}k`);
    else expect(shown).toBe(`${grouped(Math.round(n / 100_000) / 10, 1)}m`);
  });

  it.prop([fc.integer({ min: 0, max: 1_000 })])(
    'commission: a whole percent, or one decimal for a fraction of a percent',
    (tenths) => {
      const ratio = tenths / 1_000;
      expect(commissionPercent(ratio)).toBe(tenths % 10 === 0 ? `${tenths / 10}%` : `${(tenths / 10).toFixed(1)}%`);
      expect(commissionPercent(0.04)).toBe('4%');
      expect(commissionPercent(0.025)).toBe('2.5%');
      expect(commissionPercent(undefined)).toBe(NO_VALUE);
    },
  );

  it.prop([fc.integer({ min: 0, max: 40 * 86_400_000 }), fc.integer({ min: 0, max: 4e12 })])(
    "time-ago: 'just now' under 5 minutes, then minutes, hours, days, and nothing from 30 days",
    (elapsed, now) => {
      const minutes = Math.floor(elapsed / 60_000);
      const hours = Math.floor(minutes / 60);
      const days = Math.floor(hours / 24);
      const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
      const reference =
        minutes < 5
          ? 'just now'
          : hours < 1
            ? plural(minutes, 'minute')
            : days < 1
              ? plural(hours, 'hour')
              : days < 30
                ? plural(days, 'day')
                : undefined;
      expect(timeAgo(now - elapsed, now)).toBe(reference);
    },
  );
});
