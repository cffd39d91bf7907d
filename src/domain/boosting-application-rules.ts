/**
 * What a boosting application must hold to be submitted (openapi.yaml submitBoosting): a budget in USD cents
 * within limits, and Pacific dates from today on. Pure and shared, so the app's form and the server refuse the
 * same application with the same sentence; the clock's reading comes in as today's Pacific date.
 */
import { formatMoney } from './catalog-pricing';

/** Budgets are USD cents: at least $50.00 (less buys too few impressions to learn from), at most $100,000.00 (a typo guard). */
export const BOOSTING_BUDGET = { minCents: 5_000, maxCents: 10_000_000, currency: 'USD' } as const;

export const BOOSTING_RULE_MESSAGES = {
  currency: 'The budget must be in US dollars (USD).',
  budgetRange: `The budget must be from ${formatMoney({ amountCents: BOOSTING_BUDGET.minCents, currency: 'USD' })} to ${formatMoney({ amountCents: BOOSTING_BUDGET.maxCents, currency: 'USD' })}.`,
  startInPast: (today: string) => `The start date cannot be before today (${today}, Pacific time).`,
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;

export interface BudgetInput {
  amountCents: number;
  currency: string;
}

/** Why the budget cannot be submitted, or undefined when it can. */
export function budgetProblem(budget: BudgetInput): string | undefined {
  if (budget.currency !== BOOSTING_BUDGET.currency) return BOOSTING_RULE_MESSAGES.currency;
  const cents = budget.amountCents;
  if (!Number.isInteger(cents) || cents < BOOSTING_BUDGET.minCents || cents > BOOSTING_BUDGET.maxCents)
    return BOOSTING_RULE_MESSAGES.budgetRange;
  return undefined;
}

/** Why the dates cannot be submitted ('YYYY-MM-DD', Pacific; compared as text, which orders such dates), or undefined. */
export function datesProblem(startDate: string, endDate: string, today: string): string | undefined {
  if (startDate < today) return BOOSTING_RULE_MESSAGES.startInPast(today);
  if (endDate < startDate) return BOOSTING_RULE_MESSAGES.endBeforeStart;
  return undefined;
}
