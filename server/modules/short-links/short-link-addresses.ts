import type { EarnDecision } from '../../../src/domain/earn-rule';
import { parseProductUrl, type ProductRef, type Retailer } from '../../../src/domain/retailer-links';
import { PRODUCT_SOURCE, shopSource } from '../../../src/domain/shop-sources';
import { RETAILER_NAMES } from '../../../src/domain/tracking-id-rules';
import { badRequest } from '../../errors';

/**
 * Which addresses can become short links, and where each kind of call sends the audience.
 *
 * Short links lead to Amazon, Target and Walmart product pages only (src/domain/retailer-links.ts recognises
 * them). Linkmint is an affiliate-link tool: a redirect to any address would make it an open redirector that
 * lends its domain to phishing, and would earn the creator nothing.
 *
 * Which tracking id goes in, and how, is the earn rule's (src/domain/earn-rule.ts), as for every other address
 * that enters Linkmint: Amazon takes it as `tag=`, Target and Walmart go through Impact's click address built from
 * the shop's Impact ids. Until the shop has saved those ids, a Target or Walmart address can be shortened as it is
 * (the picker's SKIP), and the calls that add a tracking id say where to add them.
 */

/** The contract's TrackingId: an id found in an address is reported only when it has that shape. */
const TRACKING_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const ADDRESS_MESSAGES = {
  impactMissing: (retailer: Retailer) =>
    `${RETAILER_NAMES[retailer]} links carry a tracking ID through Impact, which needs your Impact publisher ID, ad ID and campaign ID for ${RETAILER_NAMES[retailer]}. Add them in your Impact settings (Target & Walmart), or shorten the address without a tracking ID.`,
  noTrackingIdInAddress: (retailer: Retailer) =>
    retailer === 'amazon'
      ? 'This address carries no tracking ID (no tag=… in it). Choose one of your tracking IDs to add instead.'
      : `${RETAILER_NAMES[retailer]} product addresses carry no tracking ID. Choose one of your tracking IDs to add instead.`,
  foreignTrackingId: (trackingId: string) =>
    `The tracking ID in this address (${trackingId}) is not one of your Amazon tracking IDs. Add it in Settings first, or choose one of yours.`,
  unknownTrackingId: (retailer: Retailer) =>
    `This tracking ID is not one of your ${RETAILER_NAMES[retailer]} tracking IDs. Add it in Settings first.`,
  noTrackingIds: (retailer: Retailer) =>
    `Add a ${RETAILER_NAMES[retailer]} tracking ID first (Settings, Tracking IDs): a link without one earns no commission.`,
  sourceMismatch: (retailer: Retailer) =>
    `This source is not one of ${RETAILER_NAMES[retailer]}'s: choose a ${RETAILER_NAMES[retailer]} source or one of the others.`,
  notViralItem: 'This address is not the one of that catalog item: copy the address from the item itself.',
  unknownViralItem: (productId: string) => `There is no catalog item "${productId}".`,
} as const;

/** A recognised product address, with the tracking id already in it (Amazon's tag), when there is one. */
export interface CheckedAddress {
  product: ProductRef;
  /** The address as given, serialised by the URL parser (so it is safe to send as a Location header). */
  href: string;
  trackingId: string | undefined;
}

export type AddressCheck = { ok: true; address: CheckedAddress } | { ok: false; reason: string };

export function checkAddress(input: string): AddressCheck {
  const parsed = parseProductUrl(input);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  // parseProductUrl accepted it, so it is an absolute http(s) URL once a missing scheme is added.
  const url = new URL(/^https?:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim()}`);
  const tag = parsed.product.retailer === 'amazon' ? url.searchParams.get('tag')?.trim() : undefined;
  return {
    ok: true,
    address: { product: parsed.product, href: url.href, trackingId: tag && TRACKING_ID.test(tag) ? tag : undefined },
  };
}

/** The address or a 400 with the parser's sentence. */
export function requireAddress(input: string): CheckedAddress {
  const checked = checkAddress(input);
  if (!checked.ok) throw badRequest(checked.reason);
  return checked.address;
}

/** Where a link goes and what it carries, before it has a code. */
export interface Destination {
  retailer: Retailer;
  retailerItemId: string;
  normalizedUrl: string;
  destination: string;
  trackingId: string | null;
}

/** The address as given (get_shortlink/v2, get_new_shortlink): any tracking id in it stays. */
export function destinationAsGiven(address: CheckedAddress): Destination {
  const { product } = address;
  return {
    retailer: product.retailer,
    retailerItemId: product.productId,
    normalizedUrl: product.canonicalUrl,
    destination: address.href,
    trackingId: address.trackingId ?? null,
  };
}

/** The sentence of a short link the earn rule could not tag: short links name the calls' own way out (SKIP). */
export function refusalOf(retailer: Retailer, decision: EarnDecision): string {
  const missing = decision.outcome === 'untaggable' || decision.outcome === 'untagged' ? decision.missing : [];
  if (missing.includes('impact-ids')) return ADDRESS_MESSAGES.impactMissing(retailer);
  if (missing.includes('own-tracking-id')) return ADDRESS_MESSAGES.unknownTrackingId(retailer);
  return ADDRESS_MESSAGES.noTrackingIds(retailer);
}

/** The source a link is filed under: the one asked for if it is the retailer's or a retailer-less one, else the product source. */
export function sourceFor(retailer: Retailer, asked: number | undefined): number {
  if (asked === undefined) return PRODUCT_SOURCE[retailer];
  const source = shopSource(asked);
  if (!source || (source.retailer !== retailer && source.retailer !== 'other'))
    throw badRequest(ADDRESS_MESSAGES.sourceMismatch(retailer));
  return asked;
}
