import { describe, expect, test } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  ALWAYS_LIVE,
  checkSchedule,
  describeSchedule,
  nextBoundary,
  pacificInstant,
  pacificWallClock,
  scheduleState,
  SCHEDULE_MESSAGES,
  shownButtons,
  type LinkSchedule,
} from '../../src/domain/link-schedule';

const DAY = 86_400_000;
const BASE = Date.parse('2026-01-01T00:00:00Z');
const instant = fc.integer({ min: 0, max: 730 * DAY }).map((ms) => BASE + ms);
const iso = instant.map((ms) => new Date(ms).toISOString());
const schedule: fc.Arbitrary<LinkSchedule> = fc
  .record({
    enabled: fc.boolean(),
    startsAt: fc.option(iso, { nil: null }),
    endsAt: fc.option(iso, { nil: null }),
    clickCap: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    fallbackUrl: fc.constant(null),
  })
  .filter((s) => !s.startsAt || !s.endsAt || Date.parse(s.endsAt) > Date.parse(s.startsAt));
const clicks = fc.integer({ min: 0, max: 60 });

describe('link schedule', () => {
  it.prop([schedule, instant, clicks])('live exactly when on, inside the window and under the cap', (s, now, n) => {
    const inside =
      s.enabled &&
      (!s.startsAt || now >= Date.parse(s.startsAt)) &&
      (!s.endsAt || now < Date.parse(s.endsAt)) &&
      (s.clickCap === null || n < s.clickCap);
    expect(scheduleState(s, now, n) === 'live').toBe(inside);
    if (!s.enabled) expect(scheduleState(s, now, n)).toBe('off');
  });

  it.prop([schedule, instant, clicks, clicks])('more clicks never reopen a link', (s, now, a, b) => {
    const [fewer, more] = a <= b ? [a, b] : [b, a];
    if (scheduleState(s, now, fewer) !== 'live') expect(scheduleState(s, now, more)).not.toBe('live');
  });

  it.prop([schedule, instant, instant])(
    'the state by the clock changes only at a boundary: none between now and the next one',
    (s, a, b) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const next = nextBoundary(s, from);
      if (next === undefined || to < next) expect(scheduleState(s, to, 0)).toBe(scheduleState(s, from, 0));
      if (next !== undefined) expect(next).toBeGreaterThan(from);
    },
  );

  it.prop([schedule, instant])('the words name the window in Pacific time, or say it is off', (s, now) => {
    const words = describeSchedule(s, now);
    if (!s.enabled) expect(words).toMatch(/^Off/);
    else if (s.startsAt || s.endsAt) expect(words).toMatch(/^Live .*Pacific/);
    else expect(words).toMatch(/^Always live/);
    if (s.enabled && s.clickCap !== null) expect(words).toContain(`first ${s.clickCap.toLocaleString('en-US')}`);
  });

  test('the example of the issue reads as a creator expects', () => {
    const s = { ...ALWAYS_LIVE, startsAt: '2026-12-08T17:00:00Z', endsAt: '2026-12-13T07:59:00Z' };
    expect(describeSchedule(s, Date.parse('2026-12-07T12:00:00Z'))).toBe(
      'Live from Dec 8, 9:00 AM until Dec 12, 11:59 PM Pacific',
    );
  });

  it.prop([instant])('a Pacific wall clock and its instant go round (to the minute)', (ms) => {
    const minute = new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
    const { date, time } = pacificWallClock(minute);
    // A wall-clock time repeated when daylight saving ends may name the other of its two instants.
    const back = pacificInstant(date, time);
    expect(back).toBeDefined();
    expect(pacificWallClock(back!)).toEqual({ date, time });
  });

  it.prop([iso, iso])('an end at or before the start is refused', (a, b) => {
    fc.pre(Date.parse(b) <= Date.parse(a));
    expect(checkSchedule({ enabled: true, startsAt: a, endsAt: b })).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.order,
    });
  });

  it.prop([fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.constant(Number.NaN))])(
    'a cap that is not a whole number from 1 is refused',
    (cap) => {
      expect(checkSchedule({ enabled: true, clickCap: cap })).toEqual({
        ok: false,
        message: SCHEDULE_MESSAGES.clickCap,
      });
    },
  );

  it.prop([fc.constantFrom('javascript:alert(1)', 'ftp://x.example/', 'shop.example.com', 'mailto:a@b.c')])(
    'a fallback that is not an http(s) address is refused',
    (url) => {
      expect(checkSchedule({ enabled: true, fallbackUrl: url })).toEqual({
        ok: false,
        message: SCHEDULE_MESSAGES.fallbackUrl,
      });
    },
  );

  it.prop([
    fc.array(fc.record({ id: fc.nat(), schedule: fc.option(schedule, { nil: null }) }), { maxLength: 8 }),
    fc.array(fc.record({ position: fc.integer({ min: 0, max: 9 }) }), { maxLength: 4 }),
    instant,
  ])('a page shows the live buttons in order, headers kept before the same shown buttons', (buttons, headers, now) => {
    const shown = shownButtons(buttons, headers, now, () => 0);
    expect(shown.buttons).toEqual(buttons.filter((b) => !b.schedule || scheduleState(b.schedule, now, 0) === 'live'));
    headers.forEach((header, i) => {
      const before = buttons.slice(0, header.position).filter((b) => shown.buttons.includes(b)).length;
      expect(shown.headers[i]?.position).toBe(before);
    });
    const boundaries = buttons.flatMap((b) => (b.schedule ? [nextBoundary(b.schedule, now)] : []));
    const next = boundaries.filter((ms): ms is number => ms !== undefined);
    expect(shown.changesAt).toBe(next.length > 0 ? Math.min(...next) : undefined);
  });
});
