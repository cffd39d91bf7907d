import { Temporal } from '@js-temporal/polyfill';
import { PACIFIC_TIME_ZONE, pacificDate, pacificMonth } from '../../../src/domain/pacific-time';

/**
 * Billing periods are Pacific calendar months, the months the click counters count in: a plan bought on the 20th
 * runs to the end of that month, and each close renews it for the next one.
 */

export interface PlanMonth {
  /** YYYY-MM */
  month: string;
  periodStart: string;
  periodEnd: string;
}

const iso = (t: Temporal.ZonedDateTime) => t.toString({ timeZoneName: 'never' });

function bounds(start: Temporal.ZonedDateTime): PlanMonth {
  return {
    month: start.toPlainDate().toString().slice(0, 7),
    periodStart: iso(start),
    periodEnd: iso(start.add({ months: 1 })),
  };
}

/** The Pacific calendar month holding `now`, as YYYY-MM and its bounds with offsets. */
export function planMonth(now: Date): PlanMonth {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(PACIFIC_TIME_ZONE);
  const result = bounds(zoned.with({ day: 1 }).startOfDay());
  return { ...result, month: pacificMonth(now) };
}

/** The bounds of a YYYY-MM month. */
export function monthBounds(month: string): PlanMonth {
  return bounds(Temporal.PlainDate.from(`${month}-01`).toZonedDateTime({ timeZone: PACIFIC_TIME_ZONE }));
}

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): PlanMonth {
  return monthBounds(Temporal.PlainDate.from(`${month}-01`).add({ months: 1 }).toString().slice(0, 7));
}

/** Unix seconds from Stripe as a Pacific instant with its offset, the way this module writes period bounds. */
export function pacificInstant(unixSeconds: number): string {
  return iso(Temporal.Instant.fromEpochMilliseconds(unixSeconds * 1000).toZonedDateTimeISO(PACIFIC_TIME_ZONE));
}

/** How many days a YYYY-MM month has. */
export const daysInMonth = (month: string): number => Temporal.PlainDate.from(`${month}-01`).daysInMonth;

/** The month a period bound written by this module falls in: its first seven characters, as it carries its Pacific offset. */
export const monthOfBound = (bound: string): string => bound.slice(0, 7);

/**
 * Which day of a month an instant falls on, 0 for the 1st: 0 for any instant before the month, the month's
 * length for any instant after it (no day of the month is left then).
 */
export function dayIndexIn(month: string, instant: Date | string): number {
  const date = pacificDate(instant);
  if (date.slice(0, 7) < month) return 0;
  if (date.slice(0, 7) > month) return daysInMonth(month);
  return Number(date.slice(8, 10)) - 1;
}

/** The Pacific midnight a day of a month starts at (day 0 is the 1st), with its offset. */
export function dayStartIn(month: string, dayIndex: number): string {
  return iso(
    Temporal.PlainDate.from(`${month}-01`).add({ days: dayIndex }).toZonedDateTime({ timeZone: PACIFIC_TIME_ZONE }),
  );
}
