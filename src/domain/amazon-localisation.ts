import { marketplaceTrackingIdProblem, storeForCountry, storeOfHost, type AmazonStore } from './amazon-marketplaces';
import { extractAsin } from './retailer-links';

/**
 * Where an Amazon product link sends a visitor: to the same product (ASIN) on the store of the visitor's country
 * with the creator's tracking id of that store, when the creator has one there; otherwise to the link as it is,
 * with the id it was made with. Pure, so the redirect can apply it from its caches without reading anything.
 */

/** The creator's tracking id per Amazon store, for the stores where they have one. */
export type CreatorIdsByStore = Partial<Readonly<Record<AmazonStore, string>>>;

export type AmazonDestination =
  | { kind: 'localised'; address: string; store: AmazonStore; trackingId: string }
  | { kind: 'original'; address: string };

function parse(link: string): URL | undefined {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The product page of `asin` on `store` carrying exactly the tag `trackingId`. */
export function amazonProductAddress(store: AmazonStore, asin: string, trackingId: string): string {
  const url = new URL(`https://www.${store}/dp/${asin}`);
  url.searchParams.set('tag', trackingId);
  return url.toString();
}

export function localisedAmazonDestination(
  link: string,
  visitorCountry: string | null | undefined,
  creatorIdsByStore: CreatorIdsByStore,
): AmazonDestination {
  const original: AmazonDestination = { kind: 'original', address: link };
  const url = parse(link);
  const linkStore = url && storeOfHost(url.hostname);
  const asin = url && extractAsin(url.pathname);
  const visitorStore = storeForCountry(visitorCountry);
  if (!linkStore || !asin || !visitorStore || visitorStore === linkStore) return original;
  const trackingId = creatorIdsByStore[visitorStore];
  // An id that is not of that store's shape would earn nothing there: the original keeps the creator's earning.
  if (!trackingId || marketplaceTrackingIdProblem(visitorStore, trackingId)) return original;
  return {
    kind: 'localised',
    address: amazonProductAddress(visitorStore, asin, trackingId),
    store: visitorStore,
    trackingId,
  };
}

/** The shop-wide switch "send visitors to their own Amazon store": automatic until the creator sets it. */
export type LocalisationSwitch = 'auto' | 'on' | 'off';

/** A short link's own choice: follow the shop's switch, or localise always, or never. */
export type LinkLocalisation = 'shop' | 'always' | 'never';

export const LINK_LOCALISATIONS: readonly LinkLocalisation[] = ['shop', 'always', 'never'];

/** Automatic means on once the creator has ids for at least two stores (their amazon.com id counts). */
export function shopLocalises(setting: LocalisationSwitch, ids: CreatorIdsByStore): boolean {
  if (setting !== 'auto') return setting === 'on';
  return Object.values(ids).filter((id) => id !== undefined).length >= 2;
}

/** Whether a link's visitors are sent to their own store: the link's choice, else the shop's switch. */
export function linkLocalises(link: LinkLocalisation, setting: LocalisationSwitch, ids: CreatorIdsByStore): boolean {
  return link === 'shop' ? shopLocalises(setting, ids) : link === 'always';
}
