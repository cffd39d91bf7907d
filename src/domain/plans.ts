/**
 * The plans table (spec §9 plan type codes, issue 15): every tier's price in cents, the clicks it includes each
 * month and what it unlocks, in this one place. The server bills from it, get_pricing_model answers it and the
 * plans page shows it.
 */
import { OVERAGE_CENTS_PER_CLICK, OVERAGE_MAX_DOLLARS_PER_MONTH, REFERRAL_COMMISSION_PERCENT } from './spec-constants';

export type Feature =
  | 'short_links'
  | 'deep_links'
  | 'bio_link'
  | 'auto_dm'
  | 'schedule_posts'
  | 'landing_pages'
  | 'galleries'
  | 'collages'
  | 'boosting'
  | 'exports';

/** Codes a shop can be on. 118 (plan update) and 201 (sync in progress) are transient answers, never a plan. */
export type PlanCode = 0 | 75 | 199 | 199.99 | 499 | 109 | 1034;
export type LookupKey = 'free' | 'deeplink' | 'pro' | 'pro_plus' | 'business' | 'boosting_walmart' | 'boosting_amazon';

export const PLAN_UPDATE_CODE = 118;
export const SYNC_IN_PROGRESS_CODE = 201;

export interface PlanTier {
  planId: PlanCode;
  name: string;
  lookupKey: LookupKey;
  monthlyPriceCents: number;
  includedClicks: number;
  features: readonly Feature[];
  /** Bought with a checkout or add_plan; the free plan and the boosting special plans are not. */
  purchasable: boolean;
  /** A boosting special plan: assigned by the Linkmint team, and its end raises the cancel alert (spec §4, -1). */
  special: boolean;
}

const FREE_FEATURES: readonly Feature[] = ['short_links', 'deep_links', 'bio_link'];
const STARTER_FEATURES: readonly Feature[] = [...FREE_FEATURES, 'auto_dm', 'landing_pages', 'galleries'];
const PRO_FEATURES: readonly Feature[] = [...STARTER_FEATURES, 'schedule_posts', 'collages', 'exports'];
const BOOSTING_FEATURES: readonly Feature[] = [...PRO_FEATURES, 'boosting'];

/**
 * Why these numbers: each paid tier's clicks cost less than the same clicks as overage (Starter 0.75 cent a
 * click, Pro 0.66, Business 0.5, against 1 cent over the allowance), so moving up always pays off for a busy
 * creator. 199 and 199.99 are both spec codes: Pro Boosting is Pro plus boosting, one cent apart, because the
 * codes are the prices. The free allowance is the one plan-usage measured before plans existed.
 */
export const PLANS: readonly PlanTier[] = [
  { planId: 0, name: 'Free', lookupKey: 'free', monthlyPriceCents: 0, includedClicks: 1_000, features: FREE_FEATURES, purchasable: false, special: false },
  { planId: 75, name: 'Starter', lookupKey: 'deeplink', monthlyPriceCents: 7_500, includedClicks: 10_000, features: STARTER_FEATURES, purchasable: true, special: false },
  { planId: 199, name: 'Pro', lookupKey: 'pro', monthlyPriceCents: 19_900, includedClicks: 30_000, features: PRO_FEATURES, purchasable: true, special: false },
  { planId: 199.99, name: 'Pro Boosting', lookupKey: 'pro_plus', monthlyPriceCents: 19_999, includedClicks: 30_000, features: BOOSTING_FEATURES, purchasable: true, special: false },
  { planId: 499, name: 'Business', lookupKey: 'business', monthlyPriceCents: 49_900, includedClicks: 100_000, features: [...BOOSTING_FEATURES], purchasable: true, special: false },
  { planId: 109, name: 'Boosting special (Walmart)', lookupKey: 'boosting_walmart', monthlyPriceCents: 0, includedClicks: 30_000, features: BOOSTING_FEATURES, purchasable: false, special: true },
  { planId: 1034, name: 'Boosting special (Amazon)', lookupKey: 'boosting_amazon', monthlyPriceCents: 0, includedClicks: 30_000, features: BOOSTING_FEATURES, purchasable: false, special: true },
];

export const FREE_PLAN: PlanTier = PLANS[0]!;
/** The spec's default lookup_key on checkout. */
export const DEFAULT_LOOKUP_KEY: LookupKey = 'deeplink';

export function planById(planId: number): PlanTier | undefined {
  return PLANS.find((plan) => plan.planId === planId);
}

export function planByLookupKey(lookupKey: string): PlanTier | undefined {
  return PLANS.find((plan) => plan.lookupKey === lookupKey);
}

/** The monthly cap of the extra-click charge (spec §9: at most $999 a month), in cents. */
export const OVERAGE_CAP_CENTS = OVERAGE_MAX_DOLLARS_PER_MONTH * 100;

export interface Overage {
  extraClicks: number;
  extraClicksCents: number;
}

/** What a period's clicks beyond the allowance cost: 1 cent each, never negative, at most $999. */
export function overageFor(usedClicks: number, includedClicks: number): Overage {
  const extraClicks = Math.max(0, Math.trunc(usedClicks) - Math.trunc(includedClicks));
  return { extraClicks, extraClicksCents: Math.min(extraClicks * OVERAGE_CENTS_PER_CLICK, OVERAGE_CAP_CENTS) };
}

/** The referrer's share of a paid bill (spec §9: 20%), rounded down to the cent so it never exceeds 20%. */
export function referralCreditCents(paidCents: number): number {
  return Math.max(0, Math.floor((paidCents * REFERRAL_COMMISSION_PERCENT) / 100));
}
