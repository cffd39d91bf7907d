/**
 * The rules of the click breakdown panel that are not drawing: how a count compares with the previous period,
 * how long each bar of a dimension is, and which custom ranges the server would take (issue 27: at most 366
 * Pacific days, start not after end). Pure; the panel's machine and views call these.
 */
import { addDays } from './click-days';

/** The longest range a breakdown covers, in days (the server refuses longer ones with the same limit). */
export const MAX_BREAKDOWN_DAYS = 366;

export type ClickChange =
  | { kind: 'same' }
  /** The previous period had none: a percentage would divide by zero. */
  | { kind: 'new' }
  /** Whole percent, rounded half away from zero; never 0 when the counts differ (at least ±1). */
  | { kind: 'percent'; percent: number };

/** How `clicks` compares with `previous` (both counts of the same length of time). */
export function clickChange(clicks: number, previous: number): ClickChange {
  if (clicks === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const exact = ((clicks - previous) / previous) * 100;
  const rounded = Math.sign(exact) * Math.round(Math.abs(exact));
  return { kind: 'percent', percent: rounded === 0 ? Math.sign(exact) : rounded };
}

/** '+25%', '−40%', 'new', 'no change': as the panel writes a change. */
export function changeText(change: ClickChange): string {
  switch (change.kind) {
    case 'same':
      return 'no change';
    case 'new':
      return 'new';
    case 'percent':
      return `${change.percent > 0 ? '+' : '−'}${Math.abs(change.percent).toLocaleString('en-US')}%`;
  }
}

/**
 * Each bar's length as a percentage of the longest (the largest count of either period gets 100). A count above
 * zero gets at least 1 so it stays visible; zero gets 0.
 */
export function barPercents(counts: readonly number[]): number[] {
  const top = Math.max(0, ...counts);
  if (top === 0) return counts.map(() => 0);
  return counts.map((count) => (count <= 0 ? 0 : Math.max(1, Math.round((count / top) * 100))));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string): boolean => DATE.test(value) && addDays(value, 0) === value;

/** The number of dates from `startDate` to `endDate`, both counted (0 when the end comes first). */
export function rangeDayCount(startDate: string, endDate: string): number {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days) + 1);
}

export const CUSTOM_RANGE_ERRORS = {
  missing: 'Choose a start date and an end date.',
  backwards: 'The start date must not be after the end date.',
  tooLong: `Choose a range of at most ${MAX_BREAKDOWN_DAYS} days.`,
} as const;

/** Why a custom range cannot be shown, or null when it can. */
export function customRangeError(startDate: string, endDate: string): string | null {
  if (!isDate(startDate) || !isDate(endDate)) return CUSTOM_RANGE_ERRORS.missing;
  if (startDate > endDate) return CUSTOM_RANGE_ERRORS.backwards;
  if (rangeDayCount(startDate, endDate) > MAX_BREAKDOWN_DAYS) return CUSTOM_RANGE_ERRORS.tooLong;
  return null;
}
