/**
 * The date ranges of the report pages, boosting results and earnings alike (spec §9): Pacific calendar dates
 * (America/Los_Angeles), from a start date to today. 'Last 7 days' starts 6 days before today, '30 days' 30 days before (so it spans 31 dates, as the
 * spec counts), '3 months' on the same day three calendar months before (the month's last day when that month
 * is shorter). Pure: the page hands in today's Pacific date.
 */
import { addDays } from './click-days';
import { pacificDate, pacificHour } from './pacific-time';

export const REPORT_RANGES = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '3m', label: 'Last 3 months' },
] as const;

export type ReportRangeId = (typeof REPORT_RANGES)[number]['id'];

export const DEFAULT_REPORT_RANGE: ReportRangeId = '7d';

export interface DateRange {
  /** 'YYYY-MM-DD', Pacific, inclusive. */
  startDate: string;
  endDate: string;
}

/** The most dates a range spans (3 months back from a 31st over a leap February): one listByDate page holds them. */
export const MAX_RANGE_DAYS = 93;

export const isReportRangeId = (value: unknown): value is ReportRangeId => REPORT_RANGES.some((r) => r.id === value);

/** A range id from an address (`?range=`), the default for anything else. */
export const rangeIdOf = (value: string | null | undefined): ReportRangeId =>
  isReportRangeId(value) ? value : DEFAULT_REPORT_RANGE;

export const rangeLabel = (id: ReportRangeId): string => REPORT_RANGES.find((r) => r.id === id)?.label ?? '';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `months` calendar months earlier, or that month's last day when it has fewer days. */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The range a preset names, ending today (a Pacific date). */
export function reportRange(id: ReportRangeId, today: string): DateRange {
  parts(today);
  switch (id) {
    case '7d':
      return { startDate: addDays(today, -6), endDate: today };
    case '30d':
      return { startDate: addDays(today, -30), endDate: today };
    case '3m':
      return { startDate: monthsBefore(today, 3), endDate: today };
  }
}

/** Every date of a range, oldest first. */
export function rangeDates({ startDate, endDate }: DateRange): string[] {
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * One entry per date of the range, oldest first, with the row a list holds for it or `empty` (a day without
 * results still has its place on a chart's axis). Rows outside the range are left out.
 */
export function fillRange<T>(
  range: DateRange,
  rows: readonly { date: string; value: T }[],
  empty: T,
): { date: string; value: T }[] {
  const byDate = new Map(rows.map((row) => [row.date, row.value]));
  return rangeDates(range).map((date) => ({ date, value: byDate.get(date) ?? empty }));
}

/** The shortest preset that reaches back to `date` (an application's start), the longest when none does. */
export function rangeReaching(date: string, today: string): ReportRangeId {
  return REPORT_RANGES.find((r) => reportRange(r.id, today).startDate <= date)?.id ?? '3m';
}

const DATE_LABEL = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 21, 2026' for a Pacific date 'YYYY-MM-DD' (the date as written, whatever the viewer's time zone). */
export function dateLabel(date: string): string {
  const [year, month, day] = parts(date);
  return DATE_LABEL.format(Date.UTC(year, month - 1, day));
}

/** 'Nov 15, 2026 – Nov 21, 2026': both ends of a range, as the pages write it. */
export const rangeText = ({ startDate, endDate }: DateRange): string =>
  `${dateLabel(startDate)} – ${dateLabel(endDate)}`;

/** 'MM/DD/YYYY', as the app writes a date to creators (spec §9), for a date written 'YYYY-MM-DD'. */
export function usDate(date: string): string {
  const [year, month, day] = parts(date);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** The Pacific hour from which the day's figures count as the latest business day (spec §9). */
export const BUSINESS_DAY_CUTOFF_HOUR = 16;

/**
 * The previous business day at an instant, a Pacific date. The spec's wording ('today before 16:00 Pacific, else
 * today') gives the same day either way, so it is read as the rule it evidently means: before 16:00 Pacific the
 * latest complete day is yesterday, from 16:00 on it is today (the day's figures are in by then). Calendar days,
 * weekends included: retailers report every day.
 */
export function previousBusinessDay(instant: Date | string | number): string {
  const today = pacificDate(instant);
  return pacificHour(instant) < BUSINESS_DAY_CUTOFF_HOUR ? addDays(today, -1) : today;
}
