import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import { pacificDate, pacificMonth } from '../../src/domain/pacific-time';

/** The Pacific date by Temporal's own time-zone rules, the independent reference. */
const reference = (ms: number) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO('America/Los_Angeles').toPlainDate().toString();

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
/** Instants close to the daylight-saving switches and to midnight, where a cache by hour could go wrong. */
const nearSwitch = fc
  .tuple(
    fc.integer({ min: 2020, max: 2035 }),
    fc.constantFrom([2, 8], [2, 9], [10, 1], [10, 2]),
    fc.integer({ min: -4 * 3600, max: 4 * 3600 }),
  )
  .map(([year, [month, day], seconds]) => Date.UTC(year, month!, day!, 10) + seconds * 1000);

describe('Pacific dates', () => {
  it.prop([fc.array(fc.oneof(instant, nearSwitch), { minLength: 1, maxLength: 200 })])(
    'agree with the time-zone rules for any instants in any order (the per-hour memory never answers stale)',
    (instants) => {
      for (const ms of instants) {
        expect(pacificDate(ms)).toBe(reference(ms));
        expect(pacificDate(new Date(ms).toISOString())).toBe(reference(ms));
        expect(pacificMonth(ms)).toBe(reference(ms).slice(0, 7));
      }
    },
  );

  it('refuses what is not an instant', () => {
    expect(() => pacificDate('yesterday')).toThrow(RangeError);
  });
});
