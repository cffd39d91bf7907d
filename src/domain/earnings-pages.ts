/**
 * The Account tab's earnings pages beyond the dashboard (issue 16): their addresses, the brands the commission
 * pages split by, and the month-by-month page's months. Pure.
 *
 * How the spec's routes are read (it names them only):
 * - earning/index: the money side of the Account tab (balance, what is pending and paid, commission by brand),
 *   where earning/index_new is the performance side (clicks, conversion and EPC charted by day).
 * - earning/mmmIndex: 'MMM' as the month token (Jan, Feb, …): the same numbers month by month.
 * - earning/engegament_data: engagement, i.e. which links visitors click and how often that turns into orders.
 * - extraCommissionDetail/index ('Brand Commission Details'): the commission each brand pays, side by side.
 * - otherBrandCommissionDetail/index and epcDetail: the brands beyond Amazon, the ones paid through Impact
 *   (Target and Walmart, see the Impact settings), link by link, and their earnings per click.
 */
import { monthsBefore, type DateRange } from './date-ranges';
import type { ReportRangeId } from './date-ranges';
import { ROUTES } from './route-table';

export const EARNINGS_PATH = ROUTES.earnings.path;
export const EARNINGS_MONTHS_PATH = ROUTES.earningsMonths.path;
export const ENGAGEMENT_PATH = ROUTES.engagement.path;
export const BRAND_COMMISSION_PATH = ROUTES.brandCommission.path;
export const OTHER_BRAND_COMMISSION_PATH = ROUTES.otherBrandCommission.path;
export const OTHER_BRAND_EPC_PATH = ROUTES.otherBrandEpc.path;

export type Brand = 'amazon' | 'target' | 'walmart' | 'other';
export const BRAND_LABELS: Record<Brand, string> = {
  amazon: 'Amazon',
  target: 'Target',
  walmart: 'Walmart',
  other: 'Other',
};

/** The brands beyond Amazon, paid through Impact: the other-brand pages' chips, Target first. */
export const OTHER_BRANDS = ['target', 'walmart'] as const satisfies readonly Brand[];
export type OtherBrand = (typeof OTHER_BRANDS)[number];

export const isOtherBrand = (value: unknown): value is OtherBrand =>
  (OTHER_BRANDS as readonly unknown[]).includes(value);
/** The brand an address names (`?brand=`), Target for anything else. */
export const otherBrandOf = (value: string | null | undefined): OtherBrand =>
  isOtherBrand(value) ? value : OTHER_BRANDS[0];

/** The page a brand's row leads to: Amazon's commission sits beside the others; Target and Walmart have their own page. */
export const brandDetailPath = (brand: Brand, range: ReportRangeId): string =>
  isOtherBrand(brand)
    ? pageAddress(OTHER_BRAND_COMMISSION_PATH, { range, brand })
    : pageAddress(BRAND_COMMISSION_PATH, { range });

/** A page's address with its range (and brand) as the page reads them from `?range=` and `?brand=`. */
export function pageAddress(path: string, query: { range: ReportRangeId; brand?: OtherBrand }): string {
  const params = new URLSearchParams({ range: query.range, ...(query.brand ? { brand: query.brand } : {}) });
  return `${path}?${params.toString()}`;
}

/** How many Pacific months the month-by-month page shows: this one and the eleven before (a year fits one dashboard call). */
export const MONTHS_SHOWN = 12;

/** From the first day of the month eleven months back to today: at most 366 days, one getDashboard call. */
export function monthsRange(today: string): DateRange {
  return { startDate: `${monthsBefore(today, MONTHS_SHOWN - 1).slice(0, 7)}-01`, endDate: today };
}

export interface DayNumbers {
  date: string;
  clicks: number;
  conversions: number;
  earnings: { amountCents: number; currency: string };
}

export interface MonthNumbers {
  /** 'YYYY-MM', a Pacific month. */
  month: string;
  clicks: number;
  conversions: number;
  earningsCents: number;
  /** conversions / clicks; 0 without clicks (as the dashboard's days). */
  conversionRate: number;
  /** earningsCents / clicks; 0 without clicks. */
  epcCents: number;
}

/** The days summed into their months, oldest first; a month's rates come from its sums, never from its days' rates. */
export function monthTotals(days: readonly DayNumbers[]): MonthNumbers[] {
  const months = new Map<string, { clicks: number; conversions: number; earningsCents: number }>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const sum = months.get(month) ?? { clicks: 0, conversions: 0, earningsCents: 0 };
    months.set(month, {
      clicks: sum.clicks + day.clicks,
      conversions: sum.conversions + day.conversions,
      earningsCents: sum.earningsCents + day.earnings.amountCents,
    });
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, sum]) => ({
      month,
      ...sum,
      conversionRate: sum.clicks > 0 ? sum.conversions / sum.clicks : 0,
      epcCents: sum.clicks > 0 ? sum.earningsCents / sum.clicks : 0,
    }));
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Nov 2026' for '2026-11'. */
export const monthLabel = (month: string): string => MONTH_LABEL.format(Date.parse(`${month}-15T00:00:00Z`));
