/**
 * Recognises retailer product URLs and builds affiliate destinations. Pure: the same input gives the same URL,
 * with no network (a shortened amzn.to link cannot be expanded offline, so it is refused with a hint).
 */

import { AMAZON_STORES } from './amazon-marketplaces';

export type Retailer = 'amazon' | 'target' | 'walmart';

export interface ProductRef {
  retailer: Retailer;
  /** ASIN for Amazon, TCIN for Target, item id for Walmart. */
  productId: string;
  /** The product page without tracking or session parameters. */
  canonicalUrl: string;
}

export type ParseResult = { ok: true; product: ProductRef } | { ok: false; error: string };

const ASIN = /^[A-Z0-9]{10}$/;
/** A host of one of the Amazon stores (amazon-marketplaces.ts); the group is the part after `amazon.` (`co.uk`). */
export const AMAZON_HOST = new RegExp(
  `^(?:www\\.|smile\\.|m\\.)?amazon\\.(${AMAZON_STORES.map((store) => store.slice('amazon.'.length).replaceAll('.', '\\.')).join('|')})$`,
);
export const AMAZON_SHORT_HOSTS = new Set(['amzn.to', 'a.co', 'amzn.com', 'amzn.eu']);
const TARGET_HOST = /^(?:www\.)?target\.com$/;
const WALMART_HOST = /^(?:www\.)?walmart\.com$/;

export const RETAILER_LINK_ERRORS = {
  notUrl: 'Paste a full product URL that starts with https://',
  shortAmazon:
    'Short Amazon links (amzn.to, a.co) cannot be resolved here. Open the link and paste the full product URL from the address bar.',
  noAsin:
    'This Amazon URL does not point to a product page. Paste the URL of a product (it contains /dp/ followed by a 10-character code).',
  noTcin:
    'This Target URL does not point to a product page. Paste the URL of a product (it ends in /A- followed by numbers).',
  noWalmartId:
    'This Walmart URL does not point to a product page. Paste the URL of a product (it contains /ip/ followed by numbers).',
  unsupported: 'Only Amazon, Target and Walmart product URLs are supported.',
} as const;

/** Finds the ASIN in the path shapes Amazon uses for product pages. */
export function extractAsin(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (let i = 0; i < segments.length; i += 1) {
    const seg = segments[i]!;
    const next = segments[i + 1];
    const marker =
      seg === 'dp' ||
      seg === 'product-reviews' ||
      (seg === 'product' && segments[i - 1] === 'gp') ||
      (seg === 'd' && segments[i - 1] === 'aw');
    if (marker && next && ASIN.test(next.toUpperCase())) return next.toUpperCase();
  }
  return undefined;
}

function parseUrl(input: string): URL | undefined {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function parseProductUrl(input: string): ParseResult {
  const url = parseUrl(input);
  if (!url || !url.hostname.includes('.')) return { ok: false, error: RETAILER_LINK_ERRORS.notUrl };
  const host = url.hostname.toLowerCase();
  if (AMAZON_SHORT_HOSTS.has(host)) return { ok: false, error: RETAILER_LINK_ERRORS.shortAmazon };

  const amazon = AMAZON_HOST.exec(host);
  if (amazon) {
    const asin = extractAsin(url.pathname);
    if (!asin) return { ok: false, error: RETAILER_LINK_ERRORS.noAsin };
    return {
      ok: true,
      product: { retailer: 'amazon', productId: asin, canonicalUrl: `https://www.amazon.${amazon[1]}/dp/${asin}` },
    };
  }
  if (TARGET_HOST.test(host)) {
    const match = /^\/p\/(?:([^/]+)\/)?-\/A-(\d{5,12})\/?$/.exec(url.pathname);
    if (!match) return { ok: false, error: RETAILER_LINK_ERRORS.noTcin };
    const slug = match[1] ?? '-';
    return {
      ok: true,
      product: {
        retailer: 'target',
        productId: match[2]!,
        canonicalUrl: `https://www.target.com/p/${slug}/-/A-${match[2]}`,
      },
    };
  }
  if (WALMART_HOST.test(host)) {
    const match = /^\/ip\/(?:([^/]+)\/)?(\d{5,15})\/?$/.exec(url.pathname);
    if (!match) return { ok: false, error: RETAILER_LINK_ERRORS.noWalmartId };
    const path = match[1] ? `${match[1]}/${match[2]}` : match[2];
    return {
      ok: true,
      product: { retailer: 'walmart', productId: match[2]!, canonicalUrl: `https://www.walmart.com/ip/${path}` },
    };
  }
  return { ok: false, error: RETAILER_LINK_ERRORS.unsupported };
}

/** The creator's Impact publisher settings used for Target and Walmart links. */
export interface ImpactSettings {
  publisherId: string;
  adId: string;
  campaignId: string;
}

const IMPACT_HOST: Record<Exclude<Retailer, 'amazon'>, string> = {
  target: 'goto.target.com',
  walmart: 'goto.walmart.com',
};

/**
 * The URL the audience is redirected to, for a retailer page (a canonical product page, or another page of the
 * retailer's site): the earn rule (earn-rule.ts) decides when and with which id. Amazon: the page with exactly one
 * `tag`. Target and Walmart: the Impact click URL wrapping the page, with the tracking id as subId1 and a
 * placement's sub-id, when given, as subId2 (Amazon's page has no place for one).
 */
export function buildAffiliateUrl(
  page: Pick<ProductRef, 'retailer' | 'canonicalUrl'>,
  trackingId: string,
  impact?: ImpactSettings,
  subId?: string,
): string {
  if (page.retailer === 'amazon') {
    const url = new URL(page.canonicalUrl);
    url.searchParams.delete('tag');
    url.searchParams.set('tag', trackingId);
    return url.toString();
  }
  if (!impact) throw new Error(`Impact settings are needed for ${page.retailer} links`);
  const url = new URL(
    `https://${IMPACT_HOST[page.retailer]}/c/${encodeURIComponent(impact.publisherId)}/${encodeURIComponent(impact.adId)}/${encodeURIComponent(impact.campaignId)}`,
  );
  url.searchParams.set('u', page.canonicalUrl);
  url.searchParams.set('subId1', trackingId);
  if (subId) url.searchParams.set('subId2', subId);
  return url.toString();
}
