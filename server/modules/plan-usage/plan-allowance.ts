import { FREE_PLAN } from '../../../src/domain/plans';

/** The free plan's clicks a month and its code, from the plans table (src/domain/plans.ts), for older callers. */
export const FREE_PLAN_INCLUDED_CLICKS = FREE_PLAN.includedClicks;
export const FREE_PLAN_ID = FREE_PLAN.planId;
