/**
 * How the boosting results read (spec §9 formatting): money from integer cents with thousands separators and two
 * decimals, counts with thousands separators or abbreviated with k and m and one decimal where room is short,
 * conversion and ROI as percentages with two decimals; '--' where a value is missing. Pure and locale-fixed.
 */
import { formatMoney, type Money } from './catalog-pricing';
import { formatThousands } from './plan-usage';

export const NO_VALUE = '--';

/** "$1,234.56"; "--" when there is no amount. */
export const formatAmount = (money: Money | undefined): string => (money ? formatMoney(money) : NO_VALUE);

/** "12,345"; "--" when there is no count. */
export const formatCount = (n: number | undefined): string => (n === undefined || !Number.isFinite(n) ? NO_VALUE : formatThousands(n));

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
  const hundredths = Math.round(Math.abs(ratio) * 10_000);
  const sign = ratio < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${formatThousands(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}%`;
}
