import { addDays } from '../../../src/domain/click-days';

/**
 * The Account tab's dashboard numbers over a range of Pacific days: clicks (visitors', bots left out), orders,
 * earnings (approved and pending commission; reversed orders count for nothing), conversion rate (orders per
 * click) and EPC (earnings per click, in cents). Every day of the range is present, a quiet day with zeros,
 * and the totals are computed from the summed counts, never as an average of the days' rates.
 */

/** The longest range a dashboard call answers: a year, leap day included. */
export const DASHBOARD_MAX_DAYS = 366;

export interface DayCounts {
  /** 'YYYY-MM-DD', a Pacific date. */
  date: string;
  clicks: number;
  conversions: number;
  earningsCents: number;
}

export interface Metrics {
  clicks: number;
  conversions: number;
  earningsCents: number;
  /** conversions / clicks, unrounded; 0 without clicks. */
  conversionRate: number;
  /** earningsCents / clicks, unrounded; 0 without clicks. */
  epcCents: number;
}

export interface Dashboard {
  startDate: string;
  endDate: string;
  totals: Metrics;
  days: Array<Metrics & { date: string }>;
}

export function metricsOf({ clicks, conversions, earningsCents }: Omit<DayCounts, 'date'>): Metrics {
  return {
    clicks,
    conversions,
    earningsCents,
    conversionRate: clicks > 0 ? conversions / clicks : 0,
    epcCents: clicks > 0 ? earningsCents / clicks : 0,
  };
}

const DAY_MS = 86_400_000;
const dayCount = (startDate: string, endDate: string) =>
  (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;

export const DASHBOARD_MESSAGES = {
  order: 'startDate must not be after endDate.',
  length: `A dashboard covers at most ${DASHBOARD_MAX_DAYS} days.`,
} as const;

/** Why the range cannot be charted, or undefined. Dates are already 'YYYY-MM-DD' (the contract's format). */
export function dashboardRangeProblem(startDate: string, endDate: string): string | undefined {
  const days = dayCount(startDate, endDate);
  if (days < 1) return DASHBOARD_MESSAGES.order;
  if (days > DASHBOARD_MAX_DAYS) return DASHBOARD_MESSAGES.length;
  return undefined;
}

/** The dashboard of a range from the days that had something (other days are zeros; days outside are left out). */
export function dashboardOf(startDate: string, endDate: string, counted: readonly DayCounts[]): Dashboard {
  const byDate = new Map<string, Omit<DayCounts, 'date'>>();
  for (const { date, ...counts } of counted) {
    const sum = byDate.get(date) ?? { clicks: 0, conversions: 0, earningsCents: 0 };
    byDate.set(date, {
      clicks: sum.clicks + counts.clicks,
      conversions: sum.conversions + counts.conversions,
      earningsCents: sum.earningsCents + counts.earningsCents,
    });
  }
  const total = { clicks: 0, conversions: 0, earningsCents: 0 };
  const days = Array.from({ length: Math.max(0, dayCount(startDate, endDate)) }, (_, i) => {
    const date = addDays(startDate, i);
    const counts = byDate.get(date) ?? { clicks: 0, conversions: 0, earningsCents: 0 };
    total.clicks += counts.clicks;
    total.conversions += counts.conversions;
    total.earningsCents += counts.earningsCents;
    return { date, ...metricsOf(counts) };
  });
  return { startDate, endDate, totals: metricsOf(total), days };
}
