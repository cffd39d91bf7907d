/**
 * How report numbers read, boosting results and earnings alike (spec §9 formatting): money from integer cents with
 * thousands separators and two decimals, counts with thousands separators or abbreviated with k and m and one
 * decimal where room is short, conversion and ROI as percentages with two decimals, commission shares as percents,
 * how long ago something happened; '--' where a value is missing. Pure and locale-fixed.
 */
import { formatMoney, type Money } from './catalog-pricing';
import { formatThousands } from './plan-usage';

export const NO_VALUE = '--';

/** "$1,234.56"; "--" when there is no amount. */
export const formatAmount = (money: Money | undefined): string => (money ? formatMoney(money) : NO_VALUE);

/** "12,345"; "--" when there is no count. */
export const formatCount = (n: number | undefined): string =>
  n === undefined || !Number.isFinite(n) ? NO_VALUE : formatThousands(n);

/** Tenths as "1,234.5": the whole part grouped, one decimal. */
const tenthsText = (tenths: number) => `${formatThousands(Math.floor(tenths / 10))}.${tenths % 10}`;

/**
 * A count in a few characters: "999", "1.2k", "12.3m" (one decimal, rounded half up). A count that would round
 * to "1000.0k" is written in millions instead.
 */
export function compactCount(n: number): string {
  if (!Number.isFinite(n)) return NO_VALUE;
  const sign = n < 0 ? '-' : '';
  const abs = Math.round(Math.abs(n));
  if (abs < 1_000) return `${sign}${abs}`;
  const thousandsTenths = Math.round(abs / 100);
  if (thousandsTenths < 10_000) return `${sign}${tenthsText(thousandsTenths)}k`;
  return `${sign}${tenthsText(Math.round(abs / 100_000))}m`;
}

/** An amount in a few characters for a chart's axis: "$950.00", "$1.2k", "$3.4m". */
export function compactAmount({ amountCents, currency }: Money): string {
  if (Math.abs(amountCents) < 100_000) return formatMoney({ amountCents, currency });
  const sign = amountCents < 0 ? '-' : '';
  const text = compactCount(Math.abs(amountCents) / 100);
  return currency === 'USD' ? `${sign}$${text}` : `${sign}${text} ${currency}`;
}

/** A ratio as a percentage with two decimals ("12.34%", "1,250.00%", "-50.00%"); "--" when it is missing. */
export function formatPercent(ratio: number | undefined): string {
  if (ratio === undefined || !Number.isFinite(ratio)) return NO_VALUE;
  return `${formatDecimal(ratio * 100)}%`;
}

/** A plain number with thousands separators and two decimals ("1,234.50", rounded half away from zero); "--" when missing. */
export function formatDecimal(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return NO_VALUE;
  const hundredths = Math.round(Math.abs(n) * 100);
  const sign = n < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${formatThousands(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * A commission share as a percent: the ratio times 100, a whole number ("4%") as the spec writes it. A share
 * with a fraction of a percent (0.025) keeps its one decimal ("2.5%"): rounding it to a whole percent would promise
 * a creator a rate the retailer does not pay. "--" when unknown.
 */
export function commissionPercent(ratio: number | undefined): string {
  if (ratio === undefined || !Number.isFinite(ratio)) return NO_VALUE;
  const tenths = Math.round(ratio * 1_000);
  return tenths % 10 === 0 ? `${tenths / 10}%` : `${(tenths / 10).toFixed(1)}%`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Under this long ago a time reads 'just now' (spec §9). */
export const JUST_NOW_MS = 5 * MINUTE_MS;
/** From this long ago a time reads as its date rather than days ago (spec §9: days under 30 days). */
export const TIME_AGO_MAX_MS = 30 * DAY_MS;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago `then` was at `now` (both epoch ms): 'just now' under 5 minutes, then whole minutes under an hour,
 * whole hours under a day, whole days under 30 days; `undefined` from 30 days on (and for a time in the future
 * beyond 'just now'), where the caller writes the date instead.
 */
export function timeAgo(then: number, now: number): string | undefined {
  const elapsed = now - then;
  if (!Number.isFinite(elapsed) || elapsed >= TIME_AGO_MAX_MS) return undefined;
  if (elapsed < JUST_NOW_MS) return elapsed > -JUST_NOW_MS ? 'just now' : undefined;
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  return ago(Math.floor(elapsed / DAY_MS), 'day');
}
