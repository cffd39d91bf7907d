import { AMAZON_TAG_NAME, TRACKING_ID_MAX_LENGTH, TRACKING_ID_MESSAGES } from './tracking-id-rules';

/**
 * The Amazon stores Linkmint accepts product addresses from, in one table: each store's host, the visitors'
 * countries it serves (ISO 3166-1 alpha-2) and the two-digit code its Associates tracking ids end with.
 *
 * Amazon's Associates programmes are per store, so a tracking id earns only on the store it was issued for; the
 * code after the last hyphen tells which family of stores issued it (20 in the Americas, 21 in the UK, Europe, India
 * and the Gulf, 22 in Japan, Australia and Singapore). A country belongs to at most one store: where Amazon has no
 * store of a country's own, the store that ships there as its home market serves it (amazon.de for Austria, Switzerland
 * and Liechtenstein, amazon.fr for Belgium, Luxembourg and Monaco, amazon.co.uk for Ireland, amazon.com.au for New
 * Zealand).
 */

/** One store: its host, the name a creator knows it by, its countries and its ids' two-digit code. */
const market = <S extends string>(store: S, name: string, idSuffix: string, countries: readonly string[]) =>
  ({ store, name, idSuffix, countries }) as const;

/** The stores, in the order the app lists them. */
export const AMAZON_MARKETPLACES = [
  market('amazon.com', 'United States', '20', ['US', 'PR', 'VI', 'GU', 'AS', 'MP']),
  market('amazon.ca', 'Canada', '20', ['CA']),
  market('amazon.co.uk', 'United Kingdom', '21', ['GB', 'IE', 'IM', 'JE', 'GG']),
  market('amazon.de', 'Germany', '21', ['DE', 'AT', 'CH', 'LI']),
  market('amazon.fr', 'France', '21', ['FR', 'BE', 'LU', 'MC']),
  market('amazon.it', 'Italy', '21', ['IT', 'SM', 'VA']),
  market('amazon.es', 'Spain', '21', ['ES', 'AD']),
  market('amazon.co.jp', 'Japan', '22', ['JP']),
  market('amazon.com.au', 'Australia', '22', ['AU', 'NZ']),
  market('amazon.com.mx', 'Mexico', '20', ['MX']),
  market('amazon.com.br', 'Brazil', '20', ['BR']),
  market('amazon.in', 'India', '21', ['IN']),
  market('amazon.nl', 'Netherlands', '21', ['NL']),
  market('amazon.se', 'Sweden', '21', ['SE']),
  market('amazon.pl', 'Poland', '21', ['PL']),
  market('amazon.sg', 'Singapore', '22', ['SG']),
  market('amazon.ae', 'United Arab Emirates', '21', ['AE']),
  market('amazon.sa', 'Saudi Arabia', '21', ['SA']),
];

/** The store's host without `www.`: `amazon.co.uk`. */
export type AmazonStore = (typeof AMAZON_MARKETPLACES)[number]['store'];
export type AmazonMarketplace = (typeof AMAZON_MARKETPLACES)[number];

export const AMAZON_STORES: readonly AmazonStore[] = AMAZON_MARKETPLACES.map((m) => m.store);

const BY_STORE = new Map<string, AmazonMarketplace>(AMAZON_MARKETPLACES.map((m) => [m.store, m]));
const BY_COUNTRY = new Map(AMAZON_MARKETPLACES.flatMap((m) => m.countries.map((c) => [c, m] as const)));

export const isAmazonStore = (value: string): value is AmazonStore => BY_STORE.has(value);

export const marketplaceOf = (store: AmazonStore): AmazonMarketplace => BY_STORE.get(store)!;

/** The store serving visitors from `country` (alpha-2, any case), or undefined where Amazon has none. */
export function storeForCountry(country: string | null | undefined): AmazonStore | undefined {
  return country ? BY_COUNTRY.get(country.toUpperCase())?.store : undefined;
}

/** The store of an Amazon host (`www.amazon.co.uk`, `smile.amazon.com`, `amazon.de`), or undefined for any other host. */
export function storeOfHost(host: string): AmazonStore | undefined {
  const bare = host.toLowerCase().replace(/^(?:www\.|smile\.|m\.)/, '');
  return isAmazonStore(bare) ? bare : undefined;
}

const ADDRESS_HOST = /^https?:\/\/([^/?#:@]+)(?::\d+)?(?:[/?#]|$)/i;

/** The Amazon store an address goes to (an http(s) address on one of the stores' hosts), or undefined. */
export function storeOfAddress(address: string): AmazonStore | undefined {
  const host = ADDRESS_HOST.exec(address)?.[1];
  return host ? storeOfHost(host) : undefined;
}

export const MARKETPLACE_ID_MESSAGES = {
  unknownStore: `Choose one of the Amazon stores: ${AMAZON_STORES.join(', ')}.`,
  shape: (store: AmazonStore) => {
    const { name, idSuffix } = marketplaceOf(store);
    return `A tracking ID of ${store} (${name}) looks like yourname-${idSuffix}: letters or digits, then a hyphen and ${idSuffix}, the code of that store.`;
  },
} as const;

/** Why `trackingId` (already trimmed) cannot be a tracking id of `store`, or undefined when it can. */
export function marketplaceTrackingIdProblem(store: AmazonStore, trackingId: string): string | undefined {
  if (trackingId === '') return TRACKING_ID_MESSAGES.empty;
  if (trackingId.length > TRACKING_ID_MAX_LENGTH) return TRACKING_ID_MESSAGES.tooLong;
  const hyphen = trackingId.lastIndexOf('-');
  const name = trackingId.slice(0, hyphen);
  const suffix = trackingId.slice(hyphen + 1);
  const fits = hyphen > 0 && AMAZON_TAG_NAME.test(name) && suffix === marketplaceOf(store).idSuffix;
  return fits ? undefined : MARKETPLACE_ID_MESSAGES.shape(store);
}
