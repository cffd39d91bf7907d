/**
 * The plans table (spec §9 plan type codes, issue 15): every tier's price in cents, the clicks it includes each
 * month and what it unlocks, in this one place. The server bills from it, get_pricing_model answers it and the
 * plans page shows it.
 */
import { OVERAGE_CENTS_PER_CLICK, OVERAGE_MAX_DOLLARS_PER_MONTH, REFERRAL_COMMISSION_PERCENT } from './spec-constants';

/** A capability a plan may unlock (the contract's Feature codes). */
export type Feature =
  | 'short_links'
  | 'deep_links'
  | 'bio_link'
  | 'auto_dm'
  | 'schedule_posts'
  | 'landing_pages'
  | 'galleries'
  | 'collages'
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

/**
 * What each plan unlocks, in one table: every feature with what it reads as and the first tier of the ladder
 * Free < Starter < Pro < Pro Boosting < Business that includes it (every tier above includes it too). The plans
 * page lists this table, get_user_permissions answers it and the server refuses a feature the shop's plan lacks
 * (402, naming the tier). Linkmint bills by clicks, so every creative feature is on the free plan; the paid
 * tiers add clicks and the two features that serve a busy creator: Auto DM on scheduled posts, and the boosting
 * results spreadsheets (on Pro Boosting, the tier for creators who boost). Boosting itself is not a plan
 * feature: the whitelist decides it, on any plan (spec §1, §6).
 */
export const FEATURE_TABLE: ReadonlyArray<{ feature: Feature; label: string; from: LookupKey }> = [
  { feature: 'short_links', label: 'Short links', from: 'free' },
  { feature: 'deep_links', label: 'Deep links', from: 'free' },
  { feature: 'bio_link', label: 'Bio link page', from: 'free' },
  { feature: 'auto_dm', label: 'Auto DM', from: 'free' },
  { feature: 'landing_pages', label: 'Landing pages', from: 'free' },
  { feature: 'galleries', label: 'Link galleries', from: 'free' },
  { feature: 'collages', label: 'AI collages', from: 'free' },
  { feature: 'schedule_posts', label: 'Auto DM on scheduled posts', from: 'deeplink' },
  { feature: 'exports', label: 'Boosting results spreadsheets', from: 'pro_plus' },
];

/** The ladder, cheapest first; the boosting special plans stand where Pro Boosting stands. */
const LADDER: readonly LookupKey[] = ['free', 'deeplink', 'pro', 'pro_plus', 'business'];
const rankOf = (key: LookupKey): number =>
  key === 'boosting_walmart' || key === 'boosting_amazon' ? LADDER.indexOf('pro_plus') : LADDER.indexOf(key);
const featuresOf = (key: LookupKey): readonly Feature[] =>
  FEATURE_TABLE.filter((row) => rankOf(row.from) <= rankOf(key)).map((row) => row.feature);

const tier = (
  planId: PlanCode,
  name: string,
  lookupKey: LookupKey,
  monthlyPriceCents: number,
  includedClicks: number,
  special = false,
): PlanTier => ({
  planId,
  name,
  lookupKey,
  monthlyPriceCents,
  includedClicks,
  features: featuresOf(lookupKey),
  purchasable: monthlyPriceCents > 0 && !special,
  special,
});

/**
 * Why these numbers: each paid tier's clicks cost less than the same clicks as overage (Starter 0.75 cent a
 * click, Pro 0.66, Business 0.5, against 1 cent over the allowance), so moving up always pays off for a busy
 * creator. 199 and 199.99 are both spec codes: Pro Boosting is Pro plus the boosting spreadsheets, one cent
 * apart, because the codes are the prices. The free allowance is the one plan-usage measured before plans existed.
 */
export const PLANS: readonly PlanTier[] = [
  tier(0, 'Free', 'free', 0, 1_000),
  tier(75, 'Starter', 'deeplink', 7_500, 10_000),
  tier(199, 'Pro', 'pro', 19_900, 30_000),
  tier(199.99, 'Pro Boosting', 'pro_plus', 19_999, 30_000),
  tier(499, 'Business', 'business', 49_900, 100_000),
  tier(109, 'Boosting special (Walmart)', 'boosting_walmart', 0, 30_000, true),
  tier(1034, 'Boosting special (Amazon)', 'boosting_amazon', 0, 30_000, true),
];

/** The label of a feature, as the plans page and the refusals write it. */
export const featureLabel = (feature: Feature): string =>
  FEATURE_TABLE.find((row) => row.feature === feature)?.label ?? feature;

/** The cheapest tier on sale that includes a feature (the free plan for the creative ones). */
export function planNeededFor(feature: Feature): PlanTier {
  const from = FEATURE_TABLE.find((row) => row.feature === feature)?.from ?? 'business';
  return PLANS.find((plan) => plan.lookupKey === from)!;
}

// The envelope code of such a refusal: kept in spec-constants.ts, as the API client reads it at every answer and
// need not load the plan tables for it.
export { PLAN_REQUIRED_CODE } from './spec-constants';

/** The refusal of a feature the shop's plan does not include: what is needed, and where to get it. */
export function planRequiredMessage(feature: Feature): string {
  const needed = planNeededFor(feature);
  const higher = needed.lookupKey === 'business' ? '' : ' or higher';
  return `Your plan does not include ${featureLabel(feature)}: it comes with the ${needed.name} plan${higher}. Open Plans to upgrade.`;
}

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
