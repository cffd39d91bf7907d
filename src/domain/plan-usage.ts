/**
 * The plan-usage dialog's rules and sentences (spec §4 Plan-usage dialog, §9 Overage), written once: the
 * server decides the alert type with `alertTypeFor`, the dialog machine turns the answers into `planUsageDialog`.
 */
import {
  OVERAGE_CENTS_PER_CLICK,
  OVERAGE_MAX_DOLLARS_PER_MONTH,
  PLAN_USAGE_WARN_REMAINING_PERCENT,
} from './spec-constants';
import { ROUTES } from './route-table';

/**
 * The plans page, where the dialog's button leads (spec §4). Here rather than read from settings-visibility.ts,
 * which the shell would then carry whole (the plan-usage machine starts with the app; the settings rules do not).
 */
export const PLANS_PAGE_PATH = ROUTES.plans.path;

/** 0 no alert, 1 warn (under 10% of the monthly clicks left), 2 danger (included clicks reached or exceeded). */
export type AlertType = 0 | 1 | 2;

/**
 * Warn when strictly less than 10% of the included clicks remain (spec §4): 901 of 1,000 used warns, 900 (exactly
 * 10% left) does not. Integer arithmetic: a float percentage would put 900 of 1000 on either side of the line
 * depending on rounding.
 */
export function alertTypeFor(usedClicks: number, includedClicks: number): AlertType {
  if (usedClicks >= includedClicks) return 2;
  if ((includedClicks - usedClicks) * 100 < includedClicks * PLAN_USAGE_WARN_REMAINING_PERCENT) return 1;
  return 0;
}

/** 1234567 -> '1,234,567' (spec §9 formatting: thousands separator), the same in every browser locale. */
export function formatThousands(n: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const PLAN_USAGE_TEXTS = {
  cancelled: 'Your boosting special plan has been cancelled. Please subscribe to a new plan to keep using Linkmint.',
  warn: `Less than ${PLAN_USAGE_WARN_REMAINING_PERCENT}% of your monthly plan's clicks remain.`,
  limitReached: 'Your clicks have reached the limit of the current plan.',
  exceeded: (extraClicks: number) =>
    `Your clicks have exceeded the limit of the current plan by ${formatThousands(extraClicks)} clicks.`,
  extraClickTerms: `Extra clicks are charged ${dollars(OVERAGE_CENTS_PER_CLICK)} each, max $${OVERAGE_MAX_DOLLARS_PER_MONTH} per month.`,
  goToPlans: 'Go to Plans',
  upgradeNow: 'Upgrade Now',
  seePlans: 'See plans',
} as const;

export interface PlanUsageDialog {
  theme: 'warn' | 'danger';
  message: string;
  /** The overage terms under the message; none for the cancelled plan, which has no usage to charge. */
  terms: string | null;
  button: string;
}

export interface UsedClicks {
  alertType: number;
  currentUsedClicks: number;
  packageIncludeClicks: number;
}

/** The dialog for a refusal of a feature the plan lacks: the server's sentence names the plan; the button leads to it. */
export const planRequiredDialog = (message: string): PlanUsageDialog => ({
  theme: 'danger',
  message,
  terms: null,
  button: PLAN_USAGE_TEXTS.seePlans,
});

/** What the cancel alert and the used clicks ask the dialog to show; null for no dialog. */
export function planUsageDialog(hasCancelAlert: boolean, usage: UsedClicks | null): PlanUsageDialog | null {
  if (hasCancelAlert)
    return { theme: 'danger', message: PLAN_USAGE_TEXTS.cancelled, terms: null, button: PLAN_USAGE_TEXTS.goToPlans };
  if (!usage || usage.alertType === 0) return null;
  const terms = PLAN_USAGE_TEXTS.extraClickTerms;
  if (usage.alertType === 1)
    return { theme: 'warn', message: PLAN_USAGE_TEXTS.warn, terms, button: PLAN_USAGE_TEXTS.upgradeNow };
  // A danger answer below the allowance (a plan changed under a running period) reads as the limit, never "-N".
  const extra = Math.max(0, usage.currentUsedClicks - usage.packageIncludeClicks);
  const message = extra === 0 ? PLAN_USAGE_TEXTS.limitReached : PLAN_USAGE_TEXTS.exceeded(extra);
  return { theme: 'danger', message, terms, button: PLAN_USAGE_TEXTS.upgradeNow };
}
