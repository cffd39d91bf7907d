import type { CheckoutOffer } from '../../src/machines/checkout.machine';
import type { PricingModel, PricingPlan } from '../../src/machines/plans.machine';

/** The plans-page fixtures the billing model tests share: a few tiers as get_pricing_model answers them. */
export const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

export const pricingPlan = (
  planId: PricingPlan['planId'],
  lookup_key: PricingPlan['lookup_key'],
  name: string,
  cents: number,
  clicks: number,
): PricingPlan => ({
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

export const pricingModel = (currentPlanId: PricingModel['currentPlanId']): PricingModel => ({
  plans: PLANS,
  currentPlanId,
});

type Quote = NonNullable<CheckoutOffer['quote']>;

/** get_plan_quote's answers: Pro bought on 11/28 (3 of 30 days), and Starter changed to Pro on the same day. */
export const planQuote = (kind: Quote['kind'], overrides: Partial<Quote> = {}): Quote => ({
  kind,
  planId: 199,
  lookup_key: 'pro',
  monthlyPrice: usd(19_900),
  periodStart: '2026-11-28T00:00:00-08:00',
  periodEnd: '2026-12-01T00:00:00-08:00',
  chargedFrom: '2026-11-28T00:00:00-08:00',
  daysCharged: 3,
  daysInMonth: 30,
  planAmount: usd(1_990),
  prorationCredit: usd(kind === 'change' ? 750 : 0),
  accountCredit: usd(0),
  amountDue: usd(kind === 'change' ? 1_240 : 1_990),
  creditAfter: usd(0),
  ...(kind === 'change' ? { currentPlanId: 75 as const } : {}),
  ...overrides,
});
