/**
 * What part of a monthly price a stretch of Pacific days is worth (issue 24 proration, issue 25 money). The
 * rounding, in one place: a plan's monthly price P accrues day by day through its Pacific calendar month of D
 * days, and by the end of the month's first k days floor(P * k / D) cents have accrued (rounded down to the
 * cent). Days k to m of the month are worth what accrued between them. So a whole month is worth exactly P,
 * the rest of a month from day k is worth P - floor(P * k / D), and however a month is cut into stretches
 * (a purchase mid-month, changes of plan), the stretches add up to the cent: no cent is lost or made.
 */

/** Cents of a monthly price accrued by the end of the month's first `days` days. */
export function accruedCents(monthlyPriceCents: number, days: number, daysInMonth: number): number {
  const k = Math.min(Math.max(Math.trunc(days), 0), daysInMonth);
  return Math.floor((monthlyPriceCents * k) / daysInMonth);
}

/** What days `fromDay` (0 = the 1st) to `toDay` (exclusive) of a month are worth at a monthly price. */
export function daysWorthCents(monthlyPriceCents: number, fromDay: number, toDay: number, daysInMonth: number): number {
  return accruedCents(monthlyPriceCents, toDay, daysInMonth) - accruedCents(monthlyPriceCents, fromDay, daysInMonth);
}

/** The rest of the month from day `fromDay` (0 = the 1st, today included) at a monthly price. */
export const restOfMonthCents = (monthlyPriceCents: number, fromDay: number, daysInMonth: number): number =>
  daysWorthCents(monthlyPriceCents, fromDay, daysInMonth, daysInMonth);

/**
 * A change of plan on day `fromDay` of the period's month: the new plan for the rest of the month, less the
 * unused rest of the plan paid for (credited), less what the shop's account credit covers. A negative
 * difference is not paid back: it goes to the account credit, which the next bills use first.
 */
export interface PlanChangeCents {
  /** The new plan for the rest of the month. */
  planCents: number;
  /** The unused rest of the current plan, credited. */
  prorationCreditCents: number;
  /** Of the account credit, what this payment uses. */
  accountCreditCents: number;
  /** What the card pays now. */
  amountDueCents: number;
  /** The account credit after the change. */
  creditAfterCents: number;
}

export function planChangeCents(input: {
  newPriceCents: number;
  currentPriceCents: number;
  fromDay: number;
  daysInMonth: number;
  accountCreditCents: number;
}): PlanChangeCents {
  const planCents = restOfMonthCents(input.newPriceCents, input.fromDay, input.daysInMonth);
  const prorationCreditCents = restOfMonthCents(input.currentPriceCents, input.fromDay, input.daysInMonth);
  return settle(planCents, prorationCreditCents, input.accountCreditCents);
}

/** A charge of `planCents` less a proration credit, settled against the account credit. */
export function settle(planCents: number, prorationCreditCents: number, accountCreditCents: number): PlanChangeCents {
  const net = planCents - prorationCreditCents;
  if (net < 0)
    return {
      planCents,
      prorationCreditCents,
      accountCreditCents: 0,
      amountDueCents: 0,
      creditAfterCents: accountCreditCents - net,
    };
  const used = Math.min(accountCreditCents, net);
  return {
    planCents,
    prorationCreditCents,
    accountCreditCents: used,
    amountDueCents: net - used,
    creditAfterCents: accountCreditCents - used,
  };
}
