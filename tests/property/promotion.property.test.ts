import { fc, test } from '@fast-check/vitest';
import { Temporal } from '@js-temporal/polyfill';
import { describe, expect } from 'vitest';
import {
  activeActivity,
  activityInstant,
  isBannerPeriod,
  promotionView,
  type Activity,
} from '../../src/domain/promotion-activity';

/**
 * An independent model of Los Angeles time in 2025 with fixed offsets: PST (-8) until daylight time starts on
 * 2025-03-09 at 10:00 UTC, PDT (-7) until it ends on 2025-11-02 at 09:00 UTC, PST again after.
 */
const HOUR = 3_600_000;
const DST_START = Date.UTC(2025, 2, 9, 10);
const DST_END = Date.UTC(2025, 10, 2, 9);
const offsetHoursAt = (utcMs: number) => (utcMs >= DST_START && utcMs < DST_END ? -7 : -8);
/** A wall time (its fields read as if UTC) to the instant: a repeated hour is the earlier (PDT), a skipped one moves forward. */
function wallToUtc(wallMs: number): number {
  const asPdt = wallMs + 7 * HOUR;
  const asPst = wallMs + 8 * HOUR;
  // Valid as PDT (including the repeated hour, where the earlier reading wins); otherwise PST, which is also where
  // a skipped wall time lands: an hour later on the clock than written.
  return offsetHoursAt(asPdt) === -7 ? asPdt : asPst;
}
const BANNER_END_EXCLUSIVE = Date.UTC(2025, 7, 1, 7); // 2025-08-01 00:00 PDT

const YEAR_START = Date.UTC(2025, 0, 1, 8);
const YEAR_END = Date.UTC(2026, 0, 1, 8);
/** Instants spread over 2025 and crowded around the two switches and the banner's end. */
const instantMs = fc.oneof(
  fc.integer({ min: YEAR_START, max: YEAR_END }),
  fc
    .constantFrom(DST_START, DST_END, BANNER_END_EXCLUSIVE)
    .chain((at) => fc.integer({ min: at - 3 * HOUR, max: at + 3 * HOUR })),
  fc.integer({ min: BANNER_END_EXCLUSIVE - 2_000, max: BANNER_END_EXCLUSIVE + 2_000 }),
);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** A wall-time string (no offset) as the promotion's dates are written, at whole seconds. */
const wallText = (wallMs: number) => {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
/** A time as the list may carry it, with the instant the independent model gives it. */
const timeText = fc.oneof(
  instantMs.map((ms) => ({ text: new Date(ms).toISOString(), ms })),
  instantMs.map((ms) => {
    // The wall clock an instant shows in Los Angeles, rounded to the second, then read back as a wall time.
    const wallMs = Math.floor((ms + offsetHoursAt(ms) * HOUR) / 1000) * 1000;
    return { text: wallText(wallMs), ms: wallToUtc(wallMs) };
  }),
  // Wall times inside the skipped hour (02:00-03:00 on 9 March) and the repeated one (01:00-02:00 on 2 November).
  fc
    .constantFrom(Date.UTC(2025, 2, 9, 2), Date.UTC(2025, 10, 2, 1))
    .chain((hour) =>
      fc
        .integer({ min: 0, max: 3599 })
        .map((s) => ({ text: wallText(hour + s * 1000), ms: wallToUtc(hour + s * 1000) })),
    ),
);
const activity = fc.record({ start: timeText, end: timeText, closed: fc.boolean() });
const scenario = fc.record({
  activities: fc.array(activity, { maxLength: 8 }),
  now: instantMs,
  bannerClosed: fc.boolean(),
});

const toList = (activities: { start: { text: string }; end: { text: string } }[]): Activity[] =>
  activities.map((a, i) => ({ id: String(i + 1), startTime: a.start.text, endTime: a.end.text }));
const instant = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms);

describe('promotion selection and banner period (spec §2, §4, §9)', () => {
  test.prop([timeText])(
    'reads instants and Los Angeles wall times as the fixed-offset model does, across both 2025 switches',
    ({ text, ms }) => {
      expect(activityInstant(Temporal, text).epochMilliseconds).toBe(ms);
    },
  );

  test.prop([scenario])('picks the first activity running now that the shop has not closed', ({ activities, now }) => {
    const list = toList(activities);
    const closed = new Set(activities.flatMap((a, i) => (a.closed ? [String(i + 1)] : [])));
    const expected = activities.findIndex((a) => !a.closed && a.start.ms <= now && now <= a.end.ms);
    const chosen = activeActivity(Temporal, list, instant(now), (id) => closed.has(id));
    expect(chosen?.id).toBe(expected < 0 ? undefined : String(expected + 1));
  });

  test.prop([instantMs])(
    'the banner period ends after 2025-07-31 23:59:59.999 Los Angeles time and never comes back',
    (now) => {
      expect(isBannerPeriod(Temporal, instant(now))).toBe(now < BANNER_END_EXCLUSIVE);
    },
  );

  test.prop([scenario])(
    'the modal and the banner are never both visible; with no modal the banner follows its period and close flag',
    ({ activities, now, bannerClosed }) => {
      const list = toList(activities);
      const ad = activeActivity(Temporal, list, instant(now), () => false) ?? null;
      const view = promotionView({
        ad,
        shopName: 'janes-picks',
        bannerPeriod: isBannerPeriod(Temporal, instant(now)),
        bannerClosed,
      });
      expect(view.modal !== null && view.banner).toBe(false);
      expect(view.modal).toBe(ad);
      if (ad === null) expect(view.banner).toBe(now < BANNER_END_EXCLUSIVE && !bannerClosed);
    },
  );

  test('the banner end instant itself, with a clock in 2026 as today', () => {
    expect(isBannerPeriod(Temporal, Temporal.Instant.from('2025-07-31T23:59:59.999-07:00'))).toBe(true);
    expect(isBannerPeriod(Temporal, Temporal.Instant.from('2025-08-01T00:00:00-07:00'))).toBe(false);
    expect(isBannerPeriod(Temporal, Temporal.Instant.from('2026-11-21T12:00:00-08:00'))).toBe(false);
  });
});
