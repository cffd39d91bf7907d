import type { PricingModel, PricingPlan } from '../../src/machines/plans.machine';

/** The plans-page fixtures the billing model tests share: a few tiers as get_pricing_model answers them. */
export const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

export const pricingPlan = (planId: PricingPlan['planId'], lookup_key: PricingPlan['lookup_key'], name: string, cents: number, clicks: number): PricingPlan => ({
  planId,
  lookup_key,
  name,
  monthlyPrice: usd(cents),
  includedClicks: clicks,
  extraClickPrice: usd(1),
  extraClicksCap: usd(99_900),
  features: ['short_links'],
  purchasable: cents > 0,
});

export const PLANS: PricingPlan[] = [
  pricingPlan(0, 'free', 'Free', 0, 1_000),
  pricingPlan(75, 'deeplink', 'Starter', 7_500, 10_000),
  pricingPlan(199, 'pro', 'Pro', 19_900, 30_000),
];

export const pricingModel = (currentPlanId: PricingModel['currentPlanId']): PricingModel => ({ plans: PLANS, currentPlanId });
