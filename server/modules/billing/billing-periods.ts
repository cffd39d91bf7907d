import { Temporal } from '@js-temporal/polyfill';
import { PACIFIC_TIME_ZONE, pacificMonth } from '../../../src/domain/pacific-time';

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
  return { month: start.toPlainDate().toString().slice(0, 7), periodStart: iso(start), periodEnd: iso(start.add({ months: 1 })) };
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
