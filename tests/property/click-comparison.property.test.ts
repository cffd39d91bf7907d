import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { addDays } from '../../src/domain/click-days';
import {
  barPercents,
  changeText,
  clickChange,
  customRangeError,
  CUSTOM_RANGE_ERRORS,
  MAX_BREAKDOWN_DAYS,
  rangeDayCount,
} from '../../src/domain/click-comparison';

const count = fc.nat({ max: 10_000_000 });
const date = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('click comparison rules', () => {
  it.prop([count, count])(
    'a change says new only after an empty period, and its sign follows the counts',
    (now, before) => {
      const change = clickChange(now, before);
      if (now === before) expect(change).toEqual({ kind: 'same' });
      else if (before === 0) expect(change).toEqual({ kind: 'new' });
      else {
        expect(change.kind).toBe('percent');
        if (change.kind !== 'percent') return;
        expect(Math.sign(change.percent)).toBe(Math.sign(now - before));
        expect(Math.abs(change.percent - ((now - before) / before) * 100)).toBeLessThanOrEqual(1);
        expect(change.percent).toBeGreaterThanOrEqual(-100);
        expect(changeText(change)).toMatch(/^[+−][\d,]+%$/);
      }
    },
  );

  it.prop([fc.array(count, { maxLength: 60 })])(
    'bars: the longest is 100, every count above zero shows, order is kept',
    (counts) => {
      const widths = barPercents(counts);
      expect(widths).toHaveLength(counts.length);
      const top = Math.max(0, ...counts);
      counts.forEach((c, i) => {
        const w = widths[i]!;
        expect(w >= 0 && w <= 100).toBe(true);
        expect(w === 0).toBe(c === 0);
        if (c === top && top > 0) expect(w).toBe(100);
        counts.forEach((d, j) => {
          if (c > d) expect(w).toBeGreaterThanOrEqual(widths[j]!);
        });
      });
    },
  );

  it.prop([date, fc.integer({ min: -400, max: 400 })])(
    'a custom range is taken exactly when it is forwards and at most 366 days',
    (start, offset) => {
      const end = addDays(start, offset);
      const error = customRangeError(start, end);
      if (offset < 0) expect(error).toBe(CUSTOM_RANGE_ERRORS.backwards);
      else if (offset + 1 > MAX_BREAKDOWN_DAYS) expect(error).toBe(CUSTOM_RANGE_ERRORS.tooLong);
      else {
        expect(error).toBeNull();
        expect(rangeDayCount(start, end)).toBe(offset + 1);
      }
    },
  );

  it.prop([fc.string({ maxLength: 12 }), date])('anything but two real dates asks for them', (text, end) => {
    fc.pre(!/^\d{4}-\d{2}-\d{2}$/.test(text));
    expect(customRangeError(text, end)).toBe(CUSTOM_RANGE_ERRORS.missing);
    expect(customRangeError('2026-02-30', end)).toBe(CUSTOM_RANGE_ERRORS.missing);
  });
});
