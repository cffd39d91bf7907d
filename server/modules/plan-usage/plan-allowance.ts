/**
 * Clicks a month the free plan (plan type 0, spec §9) includes. Billing is not built yet, so every creator is on
 * the free plan and this is the allowance get_used_clicks measures against.
 *
 * Why 1,000: a creator trying the product (a few links shared with friends) stays far below it, while one whose
 * audience clicks every day (about 30 clicks a day) meets the warning within the month, which is when a paid
 * plan starts to pay off. At the overage rate of $0.01 a click (spec §9) the allowance is worth $10, well under
 * the cheapest paid plan's price, so the free plan never looks like the better deal for a busy creator.
 */
export const FREE_PLAN_INCLUDED_CLICKS = 1_000;

/** Plan type code of the free plan (spec §9 plan type codes). */
export const FREE_PLAN_ID = 0;
