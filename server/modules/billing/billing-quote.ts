import type { PlanTier } from '../../../src/domain/plans';
import { planChangeCents, restOfMonthCents, settle, type PlanChangeCents } from '../../../src/domain/proration';
import { dayIndexIn, dayStartIn, daysInMonth, monthOfBound, planMonth } from './billing-periods';
import { isPaying, tierOf, type BillingState } from './billing-state';

/**
 * What buying a plan costs now, by the rounding of src/domain/proration.ts, for the Payment page, the checkout
 * and the change of plan alike, so the amount shown is the amount charged.
 *
 * - A first purchase (no paid plan now) buys the rest of the running Pacific month from today, today included:
 *   the period starts at today's Pacific midnight and ends with the month, and each month close renews it for
 *   the next whole month.
 * - A shop that pays for a plan changes plan within its period: from today (or from the period's first day,
 *   when the period is still ahead, after the running month was closed early) the new plan for the rest of the
 *   period's month, less the unused rest of the current plan. The period keeps its bounds.
 * Either way the shop's account credit pays first; a move to a cheaper plan adds to it instead of paying back.
 */
export interface PlanQuote {
  kind: 'purchase' | 'change';
  plan: PlanTier;
  /** The plan paid for now (a change), or null (a purchase). */
  current: PlanTier | null;
  /** The Pacific month of the period, YYYY-MM. */
  month: string;
  /** The period's bounds: a purchase's new period, or the running period of a change. */
  periodStart: string;
  periodEnd: string;
  /** The first day the quote charges the plan for (0 = the month's 1st), and how many days the month has. */
  fromDay: number;
  daysInMonth: number;
  /** The midnight fromDay starts at. */
  chargedFrom: string;
  cents: PlanChangeCents;
}

export function quotePlan(state: BillingState, plan: PlanTier, now: Date): PlanQuote {
  if (isPaying(state) && state.periodStart && state.periodEnd) {
    const month = monthOfBound(state.periodStart);
    const days = daysInMonth(month);
    const fromDay = Math.max(dayIndexIn(month, now), dayIndexIn(month, state.periodStart));
    const current = tierOf(state);
    return {
      kind: 'change',
      plan,
      current,
      month,
      periodStart: state.periodStart,
      periodEnd: state.periodEnd,
      fromDay,
      daysInMonth: days,
      chargedFrom: dayStartIn(month, fromDay),
      cents: planChangeCents({
        newPriceCents: plan.monthlyPriceCents,
        currentPriceCents: current.monthlyPriceCents,
        fromDay,
        daysInMonth: days,
        accountCreditCents: state.creditCents,
      }),
    };
  }
  const { month, periodEnd } = planMonth(now);
  const days = daysInMonth(month);
  const fromDay = dayIndexIn(month, now);
  const periodStart = dayStartIn(month, fromDay);
  return {
    kind: 'purchase',
    plan,
    current: null,
    month,
    periodStart,
    periodEnd,
    fromDay,
    daysInMonth: days,
    chargedFrom: periodStart,
    cents: settle(restOfMonthCents(plan.monthlyPriceCents, fromDay, days), 0, state.creditCents),
  };
}
