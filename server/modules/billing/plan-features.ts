import { PLAN_REQUIRED_CODE, planRequiredMessage, type Feature } from '../../../src/domain/plans';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';
import { currentPlanOf } from './billing-queries';

/**
 * Refuses a feature the shop's current plan does not include (src/domain/plans.ts FEATURE_TABLE), with a sentence
 * naming the plan that does; the app answers a 402 with the way to the plans page.
 */
export async function requireFeature(db: Queryable, shopDomain: string, feature: Feature): Promise<void> {
  const plan = await currentPlanOf(db, shopDomain);
  if (!plan.features.includes(feature)) throw new HttpError(PLAN_REQUIRED_CODE, planRequiredMessage(feature));
}
