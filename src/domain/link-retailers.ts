/**
 * What the two link forms (My Links' Create link and the Deep Link tab) share about retailers: which they offer,
 * which tracking-id list each picks from, the tracking id a form starts with, and the sentence for a product
 * URL of another retailer than the one chosen.
 */
import { retailerOfDestination } from './deep-links';
import { defaultTrackingId } from './earn-rule';
import type { Retailer } from './retailer-links';
import { RETAILER_NAMES, SKIP_TRACKING_ID, sameTrackingId } from './tracking-id-rules';
import type { TrackingSource } from './tracking-sort';

/** The retailers a link can lead to, in the order the forms offer them. */
export const RETAILERS: readonly Retailer[] = ['amazon', 'target', 'walmart'];

/** The tracking-id picker's source of each retailer (spec §4 tracking sources: 1 Amazon, 6 Target, 7 Walmart). */
export const TRACKING_SOURCE_OF: Readonly<Record<Retailer, TrackingSource>> = { amazon: 1, target: 6, walmart: 7 };

export const isRetailer = (value: unknown): value is Retailer => (RETAILERS as readonly unknown[]).includes(value);

/**
 * The tracking id a form starts with: the earn rule's default for a link asked without any (the shop's preselected
 * id, Account info, Amazon only, while it is still in the list, else the oldest); null when there is none.
 */
export const preselectedTrackingId = (ids: readonly string[], chosen?: string | null): string | null =>
  defaultTrackingId(ids, chosen);

/**
 * The retailer a form opens with when another page hands it a product URL (`?url=…&retailer=…`): the one
 * named, else the one the URL belongs to, else Amazon.
 */
export function startingRetailer(named: string | null | undefined, url: string | null | undefined): Retailer {
  if (isRetailer(named)) return named;
  return (url && retailerOfDestination(url.trim())) || 'amazon';
}

/** Whether no tracking id goes into the link: none chosen, or the picker's SKIP (any letter case). */
export const isWithoutTrackingId = (trackingId: string | null): boolean =>
  trackingId === null || trackingId.trim() === '' || sameTrackingId(trackingId.trim(), SKIP_TRACKING_ID);

/** 'an Amazon', 'a Target'. */
export const withArticle = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The sentence for a product URL of `found` while `chosen` is chosen. */
export const wrongRetailerText = (found: Retailer, chosen: Retailer): string =>
  `This is ${withArticle(RETAILER_NAMES[found])} product URL. Choose ${RETAILER_NAMES[found]} above, or paste ${withArticle(RETAILER_NAMES[chosen])} product URL.`;

/** Why a checked address does not fit the retailer chosen above it, or null when it does. */
export function retailerMismatch(chosen: Retailer, found: Retailer): string | null {
  return chosen === found ? null : wrongRetailerText(found, chosen);
}
