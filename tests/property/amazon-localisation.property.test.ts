import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { localisedAmazonDestination, type CreatorIdsByStore } from '../../src/domain/amazon-localisation';
import {
  AMAZON_MARKETPLACES,
  AMAZON_STORES,
  marketplaceOf,
  marketplaceTrackingIdProblem,
  MARKETPLACE_ID_MESSAGES,
  storeForCountry,
  storeOfAddress,
  storeOfHost,
  type AmazonStore,
} from '../../src/domain/amazon-marketplaces';
import { AMAZON_HOST, extractAsin } from '../../src/domain/retailer-links';

/**
 * Localisation of an Amazon product link, for any link (of any accepted store, path shape and query, or not an
 * Amazon product at all), any visitor country (with a store, without one, unknown) and any set of the creator's
 * per-store ids: the visitor goes to the localised address or the original one, never elsewhere; a localised
 * address is the same ASIN on the visitor's store with the creator's id of that store as its only tag.
 */

const word = fc.stringMatching(/^[a-z][a-z0-9]{1,9}$/);
const store = fc.constantFrom(...AMAZON_STORES);
const idOf = (s: AmazonStore) => word.map((w) => `${w}-${marketplaceOf(s).idSuffix}`);
const asin = fc.stringMatching(/^B0[A-Z0-9]{8}$/);
const creatorIds: fc.Arbitrary<CreatorIdsByStore> = fc
  .subarray([...AMAZON_STORES])
  .chain((stores) => fc.tuple(...stores.map((s) => idOf(s).map((id) => [s, id] as const))))
  .map((entries) => Object.fromEntries(entries));
const allCountries = AMAZON_MARKETPLACES.flatMap((m) => m.countries);
const country = fc.oneof(
  fc.constantFrom(...allCountries),
  fc.constantFrom(...allCountries).map((c) => c.toLowerCase()),
  fc.constantFrom('ZA', 'KR', 'AR', 'XX', ''),
  fc.constant(null),
  fc.constant(undefined),
);
const amazonProduct = fc
  .tuple(
    fc.constantFrom('https://www.', 'https://smile.', 'https://', 'http://m.'),
    store,
    fc.constantFrom('/dp/', '/Echo-Dot/dp/', '/gp/product/'),
    asin,
    fc.oneof(
      fc.constant(''),
      word.map((w) => `?tag=${w}-20`),
      word.map((w) => `?th=1&tag=${w}-21&psc=1`),
    ),
  )
  .map(([scheme, s, path, id, q]) => ({ link: `${scheme}${s}${path}${id}${q}`, store: s, asin: id }));
const notAProduct = fc.oneof(
  word.map((w) => `https://www.amazon.com/shop/${w}`),
  word.map((w) => `https://www.walmart.com/ip/${w}/12345678`),
  word.map((w) => `https://amzn.to/${w}`),
  word,
);

describe('Amazon marketplaces', () => {
  it('lists 18 stores, each once, and gives every country at most one store', () => {
    expect(AMAZON_MARKETPLACES.map((m) => m.store)).toEqual([...AMAZON_STORES]);
    expect(AMAZON_STORES).toHaveLength(18);
    const countries = AMAZON_MARKETPLACES.flatMap((m) => m.countries);
    expect(new Set(countries).size).toBe(countries.length);
    for (const c of countries) expect(c).toMatch(/^[A-Z]{2}$/);
    expect([storeForCountry('GB'), storeForCountry('at'), storeForCountry('JP'), storeForCountry('US')]).toEqual([
      'amazon.co.uk',
      'amazon.de',
      'amazon.co.jp',
      'amazon.com',
    ]);
    expect(storeForCountry('ZA')).toBeUndefined();
  });

  it.prop([store, fc.constantFrom('', 'www.', 'smile.', 'm.', 'WWW.')])(
    'the Amazon host rule and the table agree on every store',
    (s, prefix) => {
      expect(AMAZON_HOST.test(`${prefix}${s}`.toLowerCase())).toBe(true);
      expect(storeOfHost(`${prefix}${s}`)).toBe(s);
    },
  );

  it.prop([
    fc.oneof(store, fc.constantFrom('amazon.zz', 'example.com', 'notamazon.com', 'amazon.com.evil.test')),
    fc.constantFrom('', 'www.', 'smile.', 'WWW.'),
    fc.constantFrom('https', 'http', 'HTTPS', 'ftp'),
    fc.constantFrom('', ':443', ':8080'),
    fc.constantFrom('', '/', '/dp/B012345678?tag=x-20', '?q=1', '#top'),
  ])(
    'the store of an address is the store of its host, for http(s) addresses only',
    (host, prefix, scheme, port, rest) => {
      const address = `${scheme}://${prefix}${host}${port}${rest}`;
      const parsed = new URL(address);
      const expected = /^https?:$/.test(parsed.protocol) ? storeOfHost(parsed.hostname) : undefined;
      expect(storeOfAddress(address)).toBe(expected);
    },
  );

  it.prop([store, word])('an id of a store ends in that store’s code', (s, name) => {
    expect(marketplaceTrackingIdProblem(s, `${name}-${marketplaceOf(s).idSuffix}`)).toBeUndefined();
  });

  it.prop([store, word, fc.constantFrom('20', '21', '22', '23', '2', '200', '')])(
    'any other ending is refused with the store’s own sentence',
    (s, name, suffix) => {
      fc.pre(suffix !== marketplaceOf(s).idSuffix);
      expect(marketplaceTrackingIdProblem(s, `${name}-${suffix}`)).toBe(MARKETPLACE_ID_MESSAGES.shape(s));
    },
  );

  it('names the store and its code in the refusal', () => {
    expect(marketplaceTrackingIdProblem('amazon.co.uk', 'janedoe-20')).toBe(
      'A tracking ID of amazon.co.uk (United Kingdom) looks like yourname-21: letters or digits, then a hyphen and 21, the code of that store.',
    );
    expect(marketplaceTrackingIdProblem('amazon.co.jp', 'jane doe-22')).toContain('yourname-22');
    expect(marketplaceTrackingIdProblem('amazon.com', '-20')).toContain('yourname-20');
    expect(marketplaceTrackingIdProblem('amazon.com', '')).toBe('Enter a tracking ID.');
  });
});

describe('localisedAmazonDestination', () => {
  it.prop([amazonProduct, country, creatorIds])(
    'is the localised address or the original, localised exactly when the visitor’s store has the creator’s id',
    (product, visitor, ids) => {
      const result = localisedAmazonDestination(product.link, visitor, ids);
      const visitorStore = storeForCountry(visitor);
      const expectLocalised = visitorStore !== undefined && visitorStore !== product.store && ids[visitorStore];
      if (!expectLocalised) {
        expect(result).toEqual({ kind: 'original', address: product.link });
        return;
      }
      expect(result.kind).toBe('localised');
      const url = new URL(result.address);
      expect(url.hostname).toBe(`www.${visitorStore}`);
      expect(url.searchParams.getAll('tag')).toEqual([ids[visitorStore]]);
      expect(extractAsin(url.pathname)).toBe(product.asin);
      expect(result).toMatchObject({ store: visitorStore, trackingId: ids[visitorStore] });
    },
  );

  it.prop([amazonProduct, country, creatorIds])(
    'always carries a tag the creator owns for the store it leads to, and keeps the ASIN',
    (product, visitor, ids) => {
      const original = new URL(product.link).searchParams.get('tag');
      const result = localisedAmazonDestination(product.link, visitor, ids);
      const url = new URL(result.address);
      const to = storeOfHost(url.hostname);
      expect(to).toBeDefined();
      expect(extractAsin(url.pathname)).toBe(product.asin);
      const tag = url.searchParams.get('tag');
      // The original's tag is the one the creator made the link with; a localised one is theirs for that store.
      expect(tag === original || (to !== undefined && tag === ids[to])).toBe(true);
      if (result.kind === 'localised')
        expect(marketplaceTrackingIdProblem(result.store, result.trackingId)).toBe(undefined);
    },
  );

  it.prop([notAProduct, country, creatorIds])(
    'leaves anything but an Amazon product page as it is',
    (link, visitor, ids) => {
      expect(localisedAmazonDestination(link, visitor, ids)).toEqual({ kind: 'original', address: link });
    },
  );

  it.prop([amazonProduct, fc.constantFrom(...allCountries), store, word])(
    'never uses an id that is not of the visitor store’s shape',
    (product, visitor, wrongStore, name) => {
      const visitorStore = storeForCountry(visitor)!;
      fc.pre(marketplaceOf(wrongStore).idSuffix !== marketplaceOf(visitorStore).idSuffix);
      const ids: CreatorIdsByStore = { [visitorStore]: `${name}-${marketplaceOf(wrongStore).idSuffix}` };
      expect(localisedAmazonDestination(product.link, visitor, ids).kind).toBe('original');
    },
  );

  it('sends visitors from GB, DE, AT and JP to their stores with the creator’s ids there', () => {
    const ids: CreatorIdsByStore = { 'amazon.co.uk': 'jane-21', 'amazon.de': 'janede-21', 'amazon.co.jp': 'janejp-22' };
    const link = 'https://www.amazon.com/Echo-Dot/dp/B09B8V1LZ3?tag=jane-20&th=1';
    const to = (country: string) => localisedAmazonDestination(link, country, ids).address;
    expect(to('GB')).toBe('https://www.amazon.co.uk/dp/B09B8V1LZ3?tag=jane-21');
    expect(to('DE')).toBe('https://www.amazon.de/dp/B09B8V1LZ3?tag=janede-21');
    expect(to('AT')).toBe('https://www.amazon.de/dp/B09B8V1LZ3?tag=janede-21');
    expect(to('JP')).toBe('https://www.amazon.co.jp/dp/B09B8V1LZ3?tag=janejp-22');
    expect(to('FR')).toBe(link);
    expect(to('US')).toBe(link);
    expect(to('ZA')).toBe(link);
  });
});
