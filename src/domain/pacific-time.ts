/**
 * Pacific calendar dates (America/Los_Angeles), the days and months Linkmint counts in: analytics windows,
 * plan months. Its UTC offset only changes on the hour, so every instant of one UTC hour has the same Pacific
 * date; the last hours looked up are remembered, which makes dating a batch of clicks a map lookup per click.
 */

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

const HOUR_MS = 3_600_000;
// en-CA writes dates as YYYY-MM-DD.
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: PACIFIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const REMEMBERED_HOURS = 64;
const byHour = new Map<number, string>();

function instantMs(instant: Date | string | number): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  if (!Number.isFinite(ms)) throw new RangeError(`${String(instant)} is not an instant`);
  return ms;
}

/** The Pacific date ('YYYY-MM-DD') of an instant. */
export function pacificDate(instant: Date | string | number): string {
  const ms = instantMs(instant);
  const hour = Math.floor(ms / HOUR_MS);
  let date = byHour.get(hour);
  if (date === undefined) {
    date = FORMAT.format(hour * HOUR_MS);
    if (byHour.size >= REMEMBERED_HOURS) byHour.delete(byHour.keys().next().value as number);
    byHour.set(hour, date);
  }
  return date;
}

/** The Pacific calendar month ('YYYY-MM') of an instant. */
export function pacificMonth(instant: Date | string | number): string {
  return pacificDate(instant).slice(0, 7);
}

/** The Pacific date of an instant as the app writes dates to creators, MM/DD/YYYY (spec §9). */
export function pacificUsDate(instant: Date | string | number): string {
  const [year, month, day] = pacificDate(instant).split('-');
  return `${month}/${day}/${year}`;
}

const HOUR_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
});

const hourOfHour = new Map<number, number>();

/**
 * The Pacific hour of an instant, 0 to 23 (wall clock: it repeats or skips an hour when daylight saving changes).
 * Remembered per UTC hour like the dates, so rolling up a batch of clicks formats each hour once.
 */
export function pacificHour(instant: Date | string | number): number {
  const hour = Math.floor(instantMs(instant) / HOUR_MS);
  let pacific = hourOfHour.get(hour);
  if (pacific === undefined) {
    pacific = Number(HOUR_FORMAT.format(hour * HOUR_MS));
    if (hourOfHour.size >= REMEMBERED_HOURS) hourOfHour.delete(hourOfHour.keys().next().value as number);
    hourOfHour.set(hour, pacific);
  }
  return pacific;
}
