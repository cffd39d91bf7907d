/**
 * The earn rule: where any address that enters Linkmint (a short link, a bio button, a gallery tile, a landing
 * block, a collage product, an Auto DM card button…) sends the audience, so every retailer link earns the creator
 * their commission. Pure, and the same in the app (which warns while the creator types) and on the server (which
 * decides what is stored), so both always agree.
 *
 * - Amazon pages get the creator's Associates tag as exactly one `tag=` (a product page is first reduced to its
 *   canonical /dp/ address; any tag already there is replaced).
 * - Target and Walmart pages go through Impact's click address, built from the creator's Impact ids of that retailer,
 *   with the page as `u=` and the tracking id as `subId1=` (a pasted Impact click address is unwrapped first).
 * - The tracking id is the one chosen for the link, else the creator's own id the address already carries, else the
 *   shop's default (an id of the Amazon list, chosen or carried, gives way on another Amazon store to the id saved
 *   for that store): for Amazon the id saved for the address's store (Amazon stores, amazon-marketplaces.ts), else
 *   the creator's amazon.com id: the one saved for amazon.com, else the id preselected in Account info while it is
 *   still listed, else the oldest (the list's default is the amazon.com id, never kept twice). The ids saved per
 *   store are the creator's own too.
 * - A placement of a link (placements.ts) adds its sub-id: Impact pages carry it as `subId2=`; Amazon has no
 *   sub-id, so an Amazon placement is told apart by the tracking id chosen for it.
 * - Any other address goes out as it is.
 *
 * When a retailer address cannot be tagged (no tracking id of that retailer, no Impact ids, a chosen id that is not
 * the creator's, a short amzn.to address), the answer says what is missing; the creator may then keep the link
 * untagged knowingly (`keepUntagged`), and it goes out as given. `skip` is the picker's SKIP: no tracking id even
 * where one could be written in.
 */
import type { CreatorIdsByStore } from './amazon-localisation';
import { storeOfHost } from './amazon-marketplaces';
import { IMPACT_RETAILERS, type ImpactRetailer } from './impact-settings';
import {
  AMAZON_HOST,
  AMAZON_SHORT_HOSTS,
  buildAffiliateUrl,
  parseProductUrl,
  type ImpactSettings,
  type Retailer,
} from './retailer-links';
import { RETAILER_NAMES, sameTrackingId } from './tracking-id-rules';

/** What the rule knows of the creator. */
export interface EarnSettings {
  /** Tracking ids per retailer, oldest first. */
  trackingIds: Readonly<Record<Retailer, readonly string[]>>;
  /** The Amazon id preselected in Account info for new links (null when none is). */
  preselectedAmazon: string | null;
  /** The Amazon tracking id saved per Amazon store (Settings > Account info > Amazon stores); absent: none saved. */
  amazonStores?: CreatorIdsByStore;
  /** Impact publisher, ad and campaign ids per retailer paid through Impact, where saved. */
  impact: Readonly<Partial<Record<ImpactRetailer, ImpactSettings>>>;
}

/** The creator's choice for one link. */
export interface EarnChoice {
  /** A tracking id of the address's retailer chosen for this link. */
  trackingId?: string;
  /** Where the address cannot be tagged, keep it untagged (the creator said so knowingly). */
  keepUntagged?: boolean;
  /** No tracking id at all, even where one could be written in (the picker's SKIP). */
  skip?: boolean;
  /** A placement's sub-id (placements.ts), written in where the retailer's tracking carries one (Impact). */
  subId?: string;
}

/** What keeps a retailer address from carrying the creator's tag. */
export type EarnMissing = 'tracking-id' | 'impact-ids' | 'own-tracking-id' | 'full-address';

export type EarnDecision =
  /** Not a retailer's address: it goes out as it is. */
  | { outcome: 'not-retailer'; address: string }
  /** It goes out with the creator's tracking id. */
  | { outcome: 'tagged'; address: string; retailer: Retailer; trackingId: string }
  /** It goes out as given, as the creator chose; `missing` says what it lacked (empty for SKIP). */
  | { outcome: 'untagged'; address: string; retailer: Retailer; missing: readonly EarnMissing[] }
  /** It cannot carry the creator's tag and nothing was chosen: the sentence says what is missing. */
  | {
      outcome: 'untaggable';
      retailer: Retailer;
      missing: readonly EarnMissing[];
      trackingId?: string;
      message: string;
    };

export const EMPTY_EARN_SETTINGS: EarnSettings = {
  trackingIds: { amazon: [], target: [], walmart: [] },
  preselectedAmazon: null,
  amazonStores: {},
  impact: {},
};

const UNTAGGED_NOTE = 'or keep this link untagged (it then earns you no commission)';
const withArticle = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

export const EARN_MESSAGES = {
  fullAddress: `Short Amazon addresses (amzn.to, a.co) cannot carry your tag: paste the full product address from the address bar, ${UNTAGGED_NOTE}.`,
  ownTrackingId: (retailer: Retailer, trackingId: string) =>
    `${trackingId} is not one of your ${RETAILER_NAMES[retailer]} tracking IDs: add it here, choose one of yours, ${UNTAGGED_NOTE}.`,
  needs: (retailer: Retailer, missing: readonly ('tracking-id' | 'impact-ids')[]) => {
    const name = RETAILER_NAMES[retailer];
    const needs = missing.map((m) =>
      m === 'tracking-id'
        ? `${withArticle(name)} tracking ID`
        : `your Impact IDs for ${name} (publisher, ad and campaign)`,
    );
    return `${name} links earn you a commission only with ${needs.join(' and ')}: add ${needs.length > 1 ? 'them' : 'it'} here, ${UNTAGGED_NOTE}.`;
  },
} as const;

/** The sentence of what is missing. */
export function earnMessage(retailer: Retailer, missing: readonly EarnMissing[], trackingId?: string): string {
  if (missing.includes('full-address')) return EARN_MESSAGES.fullAddress;
  if (missing.includes('own-tracking-id')) return EARN_MESSAGES.ownTrackingId(retailer, trackingId ?? '');
  return EARN_MESSAGES.needs(
    retailer,
    missing.filter((m): m is 'tracking-id' | 'impact-ids' => m === 'tracking-id' || m === 'impact-ids'),
  );
}

/** The tracking id a link gets without a choice: the preselected one while it is listed (in the list's spelling), else the oldest. */
export function defaultTrackingId(ids: readonly string[], preselected?: string | null): string | null {
  const listed = preselected ? ids.find((id) => sameTrackingId(id, preselected)) : undefined;
  return listed ?? ids[0] ?? null;
}

/**
 * The creator's Amazon tracking id per store, as the redirect localises with it: the ids saved per store, and for
 * amazon.com the Amazon list's default while no amazon.com id is saved (it is the same Associates account).
 */
export function creatorAmazonIds(settings: EarnSettings): CreatorIdsByStore {
  const stores = settings.amazonStores ?? {};
  const usDefault = stores['amazon.com'] ?? defaultTrackingId(settings.trackingIds.amazon, settings.preselectedAmazon);
  return usDefault ? { ...stores, 'amazon.com': usDefault } : { ...stores };
}

/**
 * The id an address gets without a choice: for Amazon the one saved for the address's store, else the creator's
 * amazon.com id (creatorAmazonIds); for the others the list's oldest.
 */
function defaultIdFor(url: URL, retailer: Retailer, settings: EarnSettings): string | null {
  if (retailer !== 'amazon') return defaultTrackingId(settings.trackingIds[retailer]);
  const ids = creatorAmazonIds(settings);
  const store = storeOfHost(url.hostname);
  return (store ? ids[store] : undefined) ?? ids['amazon.com'] ?? null;
}

/**
 * An id of the Amazon list (the creator's amazon.com ids) earns nothing on another Amazon store: on a store where
 * the creator saved an id of its own, that id takes its place, whether the list's id was chosen (the picker
 * preselects one) or came with the pasted address. Any other id stays as it is.
 */
function storeIdOver(url: URL, retailer: Retailer, settings: EarnSettings, id: string | undefined): string | undefined {
  if (retailer !== 'amazon' || id === undefined) return id;
  const store = storeOfHost(url.hostname);
  const storeId = store && store !== 'amazon.com' ? settings.amazonStores?.[store] : undefined;
  const listed = settings.trackingIds.amazon.some((own) => sameTrackingId(own, id));
  return storeId && listed && !sameTrackingId(storeId, id) ? storeId : id;
}

/** A retailer's page behind an address: what gets tagged, and the tracking id the address already carries. */
interface RetailerPage {
  retailer: Retailer;
  /** The page without any tracking of its own (a product page in its canonical form). */
  page: string;
  carried: string | undefined;
  /** A short address (amzn.to) that cannot be read offline. */
  short: boolean;
}

function absolute(input: string): URL | undefined {
  try {
    const url = new URL(input.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The canonical product page when the address is one, else the address with `drop` parameters removed. */
function pageOf(url: URL, drop: readonly string[]): string {
  const product = parseProductUrl(url.href);
  if (product.ok) return product.product.canonicalUrl;
  const page = new URL(url.href);
  for (const name of drop) page.searchParams.delete(name);
  return page.href;
}

const ownsHost = (retailer: ImpactRetailer, host: string) =>
  host === `${retailer}.com` || host.endsWith(`.${retailer}.com`);

function retailerPage(url: URL): RetailerPage | undefined {
  const host = url.hostname.toLowerCase();
  if (AMAZON_SHORT_HOSTS.has(host)) return { retailer: 'amazon', page: url.href, carried: undefined, short: true };
  if (AMAZON_HOST.test(host))
    return {
      retailer: 'amazon',
      page: pageOf(url, ['tag']),
      carried: url.searchParams.get('tag')?.trim() || undefined,
      short: false,
    };
  const retailer = IMPACT_RETAILERS.find((r) => ownsHost(r, host));
  if (!retailer) return undefined;
  if (host === `goto.${retailer}.com`) {
    // Impact's click address (someone's, or the creator's own): the page it wraps is what gets tagged.
    const wrapped = absolute(url.searchParams.get('u') ?? '');
    const inner =
      wrapped && ownsHost(retailer, wrapped.hostname.toLowerCase()) && wrapped.hostname.toLowerCase() !== host
        ? wrapped
        : undefined;
    return {
      retailer,
      page: inner ? pageOf(inner, []) : `https://www.${retailer}.com/`,
      carried: url.searchParams.get('subId1')?.trim() || undefined,
      short: false,
    };
  }
  return { retailer, page: pageOf(url, []), carried: undefined, short: false };
}

/** The retailer of an address the rule tags, or undefined for any other address. */
export const retailerOfAddress = (address: string): Retailer | undefined => {
  const url = absolute(address);
  return url ? retailerPage(url)?.retailer : undefined;
};

/**
 * Where `address` (an absolute http(s) address) sends the audience for a creator with these settings, and why.
 * An address that is not absolute http(s) is answered as not a retailer's, unchanged.
 */
export function earnRule(address: string, settings: EarnSettings, choice: EarnChoice = {}): EarnDecision {
  const url = absolute(address);
  const found = url ? retailerPage(url) : undefined;
  if (!url || !found) return { outcome: 'not-retailer', address: url?.href ?? address };
  const { retailer } = found;
  if (choice.skip) return { outcome: 'untagged', address: url.href, retailer, missing: [] };

  const storeIds = retailer === 'amazon' ? (settings.amazonStores ?? {}) : {};
  // The ids saved per Amazon store are the creator's own as much as the list's.
  const ids = [...settings.trackingIds[retailer], ...Object.values(storeIds).filter((id) => id !== undefined)];
  const mine = (id: string | undefined) =>
    id === undefined ? undefined : ids.find((own) => sameTrackingId(own, id.trim()));
  const missing: EarnMissing[] = [];
  let trackingId: string | null | undefined;
  const impact = retailer === 'amazon' ? undefined : settings.impact[retailer];
  if (found.short) missing.push('full-address');
  if (retailer !== 'amazon' && !impact) missing.push('impact-ids');
  if (choice.trackingId !== undefined) {
    trackingId = storeIdOver(url, retailer, settings, mine(choice.trackingId));
    if (!trackingId) missing.push('own-tracking-id');
  } else {
    trackingId = storeIdOver(url, retailer, settings, mine(found.carried)) ?? defaultIdFor(url, retailer, settings);
    if (!trackingId) missing.push('tracking-id');
  }
  if (missing.length > 0 || !trackingId) {
    if (choice.keepUntagged) return { outcome: 'untagged', address: url.href, retailer, missing };
    const asked = choice.trackingId?.trim();
    return {
      outcome: 'untaggable',
      retailer,
      missing,
      ...(asked ? { trackingId: asked } : {}),
      message: earnMessage(retailer, missing, asked),
    };
  }
  return {
    outcome: 'tagged',
    address: buildAffiliateUrl({ retailer, canonicalUrl: found.page }, trackingId, impact, choice.subId),
    retailer,
    trackingId,
  };
}

/** The address that goes out: the tagged or chosen untagged one; undefined while the creator must still choose. */
export const outgoingAddress = (decision: EarnDecision): string | undefined =>
  decision.outcome === 'untaggable' ? undefined : decision.address;
