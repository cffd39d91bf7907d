import { AMAZON_HOST, AMAZON_SHORT_HOSTS, parseProductUrl, type Retailer } from '../../../src/domain/retailer-links';

/**
 * Storefront addresses a creator can put on file, one per retailer. The shapes accepted (and stored in one
 * canonical form: https, the retailer's www host, no query or fragment, no trailing slash):
 * - Amazon: the influencer storefront of any Amazon marketplace, https://www.amazon.<marketplace>/shop/<name>.
 * - Target: a creator's curated page, https://www.target.com/curated/<name> (deeper pages of it, e.g. one
 *   collection, are kept as given); /creator/<name> and /creators/<name> are accepted too.
 * - Walmart: a Walmart Creator storefront, https://www.walmart.com/creator/<name> (or /creators/<name>),
 *   deeper pages kept as given.
 * Product pages, search pages and the retailers' home pages are refused with the shape that was expected.
 */

export const STOREFRONT_FIELD = {
  amazon: 'amazonStoreFrontUrl',
  target: 'targetStoreFrontUrl',
  walmart: 'walmartStoreFrontUrl',
} as const satisfies Record<Retailer, string>;

export const RETAILER_NAME: Record<Retailer, string> = { amazon: 'Amazon', target: 'Target', walmart: 'Walmart' };

export const STOREFRONT_SHAPE: Record<Retailer, string> = {
  amazon:
    'An Amazon storefront address looks like https://www.amazon.com/shop/your-name (or /shop/your-name on another Amazon marketplace).',
  target: 'A Target storefront address looks like https://www.target.com/curated/your-name.',
  walmart: 'A Walmart storefront address looks like https://www.walmart.com/creator/your-name.',
};

export type StorefrontCheck = { ok: true; url: string } | { ok: false; error: string };

const NAME = '[A-Za-z0-9][A-Za-z0-9._~-]{0,99}';
const AMAZON_SHOP_PATH = new RegExp(`^/shop/(${NAME})/?$`);
const DEEPER = `(?:/[A-Za-z0-9._~%-]+)*`;
const TARGET_PATH = new RegExp(`^/(?:curated|creators?)/${NAME}${DEEPER}/?$`);
const WALMART_PATH = new RegExp(`^/creators?/${NAME}${DEEPER}/?$`);
const TARGET_HOST = /^(?:www\.)?target\.com$/;
const WALMART_HOST = /^(?:www\.)?walmart\.com$/;

function retailerOfHost(host: string): Retailer | undefined {
  if (AMAZON_HOST.test(host) || AMAZON_SHORT_HOSTS.has(host)) return 'amazon';
  if (TARGET_HOST.test(host) || host === 'goto.target.com') return 'target';
  if (WALMART_HOST.test(host) || host === 'goto.walmart.com') return 'walmart';
  return undefined;
}

const refuse = (retailer: Retailer, lead?: string): StorefrontCheck => ({
  ok: false,
  error: lead ? `${lead} ${STOREFRONT_SHAPE[retailer]}` : STOREFRONT_SHAPE[retailer],
});

/** Checks that `input` is a storefront address of `retailer` and answers it in canonical form. */
export function checkStorefrontUrl(retailer: Retailer, input: string): StorefrontCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return refuse(retailer, 'This is not a web address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(retailer, 'This is not a web address.');
  const host = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/{2,}/g, '/');
  const owner = retailerOfHost(host);
  if (owner !== retailer) {
    return refuse(
      retailer,
      owner
        ? `This address is on ${RETAILER_NAME[owner]}, not ${RETAILER_NAME[retailer]}.`
        : `This address is not on ${RETAILER_NAME[retailer]}.`,
    );
  }
  if (retailer === 'amazon' && AMAZON_SHORT_HOSTS.has(host)) {
    return refuse(
      retailer,
      'Short Amazon links cannot be checked here: open the link and paste the address from the address bar.',
    );
  }
  if (host.startsWith('goto.')) return refuse(retailer, 'This is a tracking link, not a storefront.');
  if (parseProductUrl(url.toString()).ok) return refuse(retailer, 'This is a product page, not a storefront.');

  switch (retailer) {
    case 'amazon': {
      const name = AMAZON_SHOP_PATH.exec(path)?.[1];
      const marketplace = AMAZON_HOST.exec(host)?.[1];
      if (!name || !marketplace) return refuse(retailer);
      return { ok: true, url: `https://www.amazon.${marketplace}/shop/${name}` };
    }
    case 'target':
      if (!TARGET_PATH.test(path)) return refuse(retailer);
      return { ok: true, url: `https://www.target.com${path.replace(/\/$/, '')}` };
    case 'walmart':
      if (!WALMART_PATH.test(path)) return refuse(retailer);
      return { ok: true, url: `https://www.walmart.com${path.replace(/\/$/, '')}` };
  }
}
