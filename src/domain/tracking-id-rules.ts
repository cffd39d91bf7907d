import type { Retailer } from './retailer-links';

/**
 * What a tracking id of each retailer program looks like, shared by the tracking-id forms of the app and the
 * server's add call, so both refuse the same ids with the same sentence.
 *
 * - Amazon Associates tags end in a hyphen and the two-digit code of the marketplace (`janedoe-20` in the US,
 *   `-21` in the UK and Europe, `-22` in Japan).
 * - Target and Walmart links go through Impact, where the tracking id travels as a sub-id: Impact accepts
 *   letters, digits, dots, hyphens and underscores, so that is the rule, with a length that is still readable.
 * - SKIP is what the app's picker shows last in the Target and Walmart lists for "no tracking id" (spec §3);
 *   an id spelt so would be indistinguishable from it.
 */

/** The contract's limits (openapi.yaml TrackingId and TrackingIdItemList). */
export const TRACKING_ID_MAX_LENGTH = 64;
export const TRACKING_IDS_PER_RETAILER = 100;
/** The picker's "no tracking id" entry of the Target and Walmart lists. */
export const SKIP_TRACKING_ID = 'SKIP';

export const RETAILER_NAMES: Record<Retailer, string> = { amazon: 'Amazon', target: 'Target', walmart: 'Walmart' };

/** The part of an Amazon tag before its store code: `yourname` in `yourname-20`. */
export const AMAZON_TAG_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const AMAZON_TAG = new RegExp(`${AMAZON_TAG_NAME.source.slice(0, -1)}-\\d{2}$`);
const IMPACT_SUB_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const IMPACT_SUB_ID_MIN_LENGTH = 2;

export const TRACKING_ID_MESSAGES = {
  empty: 'Enter a tracking ID.',
  tooLong: `A tracking ID has at most ${TRACKING_ID_MAX_LENGTH} characters.`,
  amazon:
    'An Amazon tracking ID looks like yourname-20: letters or digits, then a hyphen and the two-digit code of your Amazon store (20 in the US).',
  impact: (retailer: Retailer) =>
    `A ${RETAILER_NAMES[retailer]} tracking ID has ${IMPACT_SUB_ID_MIN_LENGTH} to ${TRACKING_ID_MAX_LENGTH} letters, digits, dots, hyphens or underscores and starts with a letter or digit.`,
  reserved: `SKIP is reserved: the tracking-ID picker uses it for "no tracking ID". Choose another name.`,
  duplicate: 'This tracking ID is already saved.',
  full: (retailer: Retailer) =>
    `You can keep up to ${TRACKING_IDS_PER_RETAILER} ${RETAILER_NAMES[retailer]} tracking IDs. Remove one you no longer use first.`,
  missing: (retailer: Retailer) => `This tracking ID is not in your ${RETAILER_NAMES[retailer]} tracking IDs.`,
} as const;

/** Tracking ids are compared case-insensitively: the retailers treat them so. */
export const sameTrackingId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Why `trackingId` (already trimmed) cannot be a tracking id of `retailer`, or undefined when it can. */
export function trackingIdProblem(retailer: Retailer, trackingId: string): string | undefined {
  if (trackingId === '') return TRACKING_ID_MESSAGES.empty;
  if (trackingId.length > TRACKING_ID_MAX_LENGTH) return TRACKING_ID_MESSAGES.tooLong;
  if (sameTrackingId(trackingId, SKIP_TRACKING_ID)) return TRACKING_ID_MESSAGES.reserved;
  if (retailer === 'amazon') return AMAZON_TAG.test(trackingId) ? undefined : TRACKING_ID_MESSAGES.amazon;
  return IMPACT_SUB_ID.test(trackingId) && trackingId.length >= IMPACT_SUB_ID_MIN_LENGTH
    ? undefined
    : TRACKING_ID_MESSAGES.impact(retailer);
}
