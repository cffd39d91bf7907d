import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import { addDays, fillClickDays, pacificWindow } from '../../src/domain/click-days';

/** The Pacific date by Temporal's own time-zone rules, the independent reference. */
const pacific = (ms: number) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('America/Los_Angeles').toPlainDate();

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
const date = fc
  .integer({ min: 0, max: 20_000 })
  .map((n) => Temporal.PlainDate.from('2000-01-01').add({ days: n }).toString());

describe('clicks per Pacific day (a link detail chart)', () => {
  it.prop([instant, fc.integer({ min: 1, max: 400 })])(
    'a window ends on the Pacific day of now and spans exactly `days` calendar days',
    (ms, days) => {
      const { from, to } = pacificWindow(new Date(ms), days);
      expect(to).toBe(pacific(ms).toString());
      expect(from).toBe(
        pacific(ms)
          .subtract({ days: days - 1 })
          .toString(),
      );
    },
  );

  it.prop([date, fc.integer({ min: -3_000, max: 3_000 })])(
    'adding days agrees with the calendar, across months, leap years and DST',
    (start, n) => {
      expect(addDays(start, n)).toBe(Temporal.PlainDate.from(start).add({ days: n }).toString());
    },
  );

  it.prop([
    date,
    fc.integer({ min: 1, max: 60 }),
    fc.array(fc.tuple(fc.integer({ min: -10, max: 70 }), fc.nat(1_000)), { maxLength: 40 }),
  ])(
    'fills every day of the window once, oldest first: counted days keep their clicks (summed), others are 0, days outside are dropped',
    (from, length, sparse) => {
      const to = addDays(from, length - 1);
      const counts = sparse.map(([offset, clicks]) => ({ day: addDays(from, offset), clicks }));
      const series = fillClickDays(from, to, counts);
      expect(series.map((d) => d.day)).toEqual(Array.from({ length }, (_, i) => addDays(from, i)));
      for (const { day, clicks } of series) {
        expect(clicks).toBe(counts.filter((c) => c.day === day).reduce((sum, c) => sum + c.clicks, 0));
      }
      const inside = counts.filter((c) => c.day >= from && c.day <= to).reduce((sum, c) => sum + c.clicks, 0);
      expect(series.reduce((sum, d) => sum + d.clicks, 0)).toBe(inside);
    },
  );

  it('refuses a window without days and dates not written YYYY-MM-DD', () => {
    expect(() => pacificWindow(new Date(), 0)).toThrow(RangeError);
    expect(() => addDays('07/31/2025', 1)).toThrow(RangeError);
  });
});
