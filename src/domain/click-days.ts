import { pacificDate } from './pacific-time';

/**
 * A link's clicks day by day over a window of Pacific calendar days (the days the click counters use), with
 * every day of the window present: a day nobody clicked is a 0, so a chart's bars line up with the calendar.
 */

/** How many Pacific days a link's detail charts: today and the 29 before it. */
export const LINK_DETAIL_DAYS = 30;

export interface DayClicks {
  /** 'YYYY-MM-DD', a Pacific calendar date. */
  day: string;
  clicks: number;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The calendar date `days` after (or before, when negative) `date`; calendar days have no time zone. */
export function addDays(date: string, days: number): string {
  return new Date((utcDayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` Pacific dates ending with the one of `now`, as the first and last date. */
export function pacificWindow(now: Date, days: number = LINK_DETAIL_DAYS): { from: string; to: string } {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`a window has at least one day, not ${days}`);
  const to = pacificDate(now);
  return { from: addDays(to, 1 - days), to };
}

/** Every date from `from` to `to`, oldest first, with its clicks (0 where `counts` has none; days outside are left out). */
export function fillClickDays(from: string, to: string, counts: readonly DayClicks[]): DayClicks[] {
  const first = utcDayNumber(from);
  const length = utcDayNumber(to) - first + 1;
  const byDay = new Map<string, number>();
  for (const { day, clicks } of counts) byDay.set(day, (byDay.get(day) ?? 0) + clicks);
  return Array.from({ length: Math.max(0, length) }, (_, i) => {
    const day = addDays(from, i);
    return { day, clicks: byDay.get(day) ?? 0 };
  });
}
