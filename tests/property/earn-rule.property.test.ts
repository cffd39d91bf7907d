import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { isHttpAddress } from '../../src/domain/auto-dm-rules';
import { checkButtonAddress } from '../../src/domain/bio-link-rules';
import { storeOfHost, type AmazonStore } from '../../src/domain/amazon-marketplaces';
import { creatorAmazonIds, earnRule, type EarnChoice, type EarnSettings } from '../../src/domain/earn-rule';
import { parseProductUrl, type Retailer } from '../../src/domain/retailer-links';

/**
 * The earn rule, for any creator (tracking ids of each retailer, a preselected Amazon id or none, Amazon ids saved
 * for some stores or none, Impact ids or none)
 * and any retailer address an entry point accepts (bio buttons, gallery tiles and landing blocks take what
 * checkButtonAddress accepts; Auto DM card buttons what isHttpAddress accepts; short links and products what
 * parseProductUrl accepts): the address that goes out carries exactly the tag the rule says, and goes out untagged
 * only when the creator chose so.
 */

const word = fc.stringMatching(/^[a-z][a-z0-9]{1,9}$/);
const amazonTag = fc.tuple(word, fc.constantFrom('20', '21', '22')).map(([w, n]) => `${w}-${n}`);
const subId = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{1,12}$/);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${min - 1},${max - 1}}$`));
const impactIds = fc.record({ publisherId: digits(1, 8), adId: digits(1, 8), campaignId: digits(1, 8) });

const settings: fc.Arbitrary<EarnSettings> = fc
  .record({
    amazon: fc.uniqueArray(amazonTag, { maxLength: 3, selector: (t) => t.toLowerCase() }),
    target: fc.uniqueArray(subId, { maxLength: 3, selector: (t) => t.toLowerCase() }),
    walmart: fc.uniqueArray(subId, { maxLength: 3, selector: (t) => t.toLowerCase() }),
    preselected: fc.option(fc.oneof(amazonTag, fc.nat(2)), { nil: null }),
    target_impact: fc.option(impactIds, { nil: undefined }),
    walmart_impact: fc.option(impactIds, { nil: undefined }),
    stores: fc.record(
      {
        'amazon.com': word.map((w) => `${w}us-20`),
        'amazon.co.uk': word.map((w) => `${w}uk-21`),
        'amazon.de': word.map((w) => `${w}de-21`),
      },
      { requiredKeys: [] },
    ),
  })
  .map((s) => ({
    trackingIds: { amazon: s.amazon, target: s.target, walmart: s.walmart },
    // A preselected id of the list (any letter case), one since removed from it, or none.
    preselectedAmazon:
      typeof s.preselected === 'number' ? (s.amazon[s.preselected]?.toUpperCase() ?? null) : s.preselected,
    amazonStores: s.stores,
    impact: {
      ...(s.target_impact ? { target: s.target_impact } : {}),
      ...(s.walmart_impact ? { walmart: s.walmart_impact } : {}),
    },
  }));

const asin = fc.stringMatching(/^B0[A-Z0-9]{8}$/);
const query = (tag: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.constant(''),
    tag.map((t) => `?tag=${t}`),
    fc.tuple(tag, word).map(([t, w]) => `?th=1&tag=${t}&psc=${w}`),
    word.map((w) => `?ref=${w}`),
  );
const amazonProduct = fc
  .tuple(
    fc.constantFrom('www.', 'smile.', 'm.', ''),
    fc.constantFrom('com', 'co.uk', 'de'),
    fc.constantFrom('/dp/', '/Echo-Dot/dp/', '/gp/product/'),
    asin,
    query(fc.oneof(amazonTag, word)),
  )
  .map(([sub, tld, path, id, q]) => `https://${sub}amazon.${tld}${path}${id}${q}`);
const amazonPage = fc.tuple(word, query(amazonTag)).map(([w, q]) => `https://www.amazon.com/shop/${w}${q}`);
const amazonShort = word.map((w) => `https://amzn.to/${w}`);
const targetProduct = fc.tuple(word, digits(5, 10)).map(([w, n]) => `https://www.target.com/p/${w}/-/A-${n}`);
const walmartProduct = fc.tuple(word, digits(5, 12)).map(([w, n]) => `https://www.walmart.com/ip/${w}/${n}`);
const retailerPage = fc
  .tuple(fc.constantFrom('target', 'walmart'), word)
  .map(([r, w]) => `https://www.${r}.com/c/${w}`);
const impactLink = fc
  .tuple(fc.oneof(targetProduct, walmartProduct), impactIds, subId)
  .map(
    ([page, ids, id]) =>
      `https://goto.${page.includes('target') ? 'target' : 'walmart'}.com/c/${ids.publisherId}/${ids.adId}/${ids.campaignId}?u=${encodeURIComponent(page)}&subId1=${id}`,
  );
const otherAddress = fc
  .webUrl({ validSchemes: ['https', 'http'] })
  .filter((u) => !/amazon\.|amzn\.|a\.co|target\.com|walmart\.com/i.test(u));

const retailerAddress = fc.oneof(
  amazonProduct,
  amazonPage,
  amazonShort,
  targetProduct,
  walmartProduct,
  retailerPage,
  impactLink,
);

/** What each kind of entry point stores of an address it accepts (undefined: it refuses it). */
const ENTRY_POINTS: Record<string, (address: string) => string | undefined> = {
  'bio button, gallery tile, landing block': (address) => {
    const checked = checkButtonAddress('Button', address);
    return checked.ok ? checked.href : undefined;
  },
  'Auto DM card button': (address) => (isHttpAddress(address) ? address : undefined),
  'short link, product': (address) => (parseProductUrl(address).ok ? new URL(address).href : undefined),
};

/** Every id of the creator's for a retailer: the list's, and for Amazon the ids saved per store. */
const ownIds = (s: EarnSettings, retailer: Retailer): string[] => [
  ...s.trackingIds[retailer],
  ...(retailer === 'amazon' ? Object.values(s.amazonStores ?? {}) : []),
];

function choiceFor(s: EarnSettings, retailer: Retailer) {
  const own = ownIds(s, retailer);
  return fc.record(
    {
      trackingId: fc.oneof(fc.constantFrom(...(own.length > 0 ? own : ['nobody-20'])), amazonTag, subId),
      keepUntagged: fc.boolean(),
    },
    { requiredKeys: ['keepUntagged'] },
  );
}

const retailerOf = (address: string): Retailer =>
  /amazon\.|amzn\.to/.test(new URL(address).hostname)
    ? 'amazon'
    : new URL(address).hostname.includes('target')
      ? 'target'
      : 'walmart';

/**
 * The id the creator's link should carry: the chosen one, else their own one in the address, else the id saved for
 * the address's Amazon store, else the default.
 */
function expectedId(s: EarnSettings, retailer: Retailer, address: string, choice: EarnChoice): string | undefined {
  const own = ownIds(s, retailer);
  const mine = (id: string | null | undefined) =>
    id ? own.find((o) => o.toLowerCase() === id.trim().toLowerCase()) : undefined;
  const url = new URL(address);
  const store = retailer === 'amazon' ? storeOfHost(url.hostname) : undefined;
  // On another Amazon store than amazon.com, an id of the Amazon list gives way to the id saved for that store.
  const storeId = store && store !== 'amazon.com' ? s.amazonStores?.[store] : undefined;
  const inList = (id: string) => s.trackingIds.amazon.some((o) => o.toLowerCase() === id.toLowerCase());
  const earning = (id: string | undefined) =>
    id && storeId && inList(id) && id.toLowerCase() !== storeId.toLowerCase() ? storeId : id;
  if (choice.trackingId !== undefined) return earning(mine(choice.trackingId));
  const carried =
    retailer === 'amazon'
      ? url.searchParams.get('tag')
      : url.hostname.startsWith('goto.')
        ? url.searchParams.get('subId1')
        : null;
  const list = s.trackingIds[retailer];
  const listed = (id: string | null | undefined) =>
    id ? list.find((o) => o.toLowerCase() === id.trim().toLowerCase()) : undefined;
  if (retailer !== 'amazon') return mine(carried) ?? list[0];
  const usId = s.amazonStores?.['amazon.com'] ?? listed(s.preselectedAmazon) ?? list[0];
  return earning(mine(carried)) ?? (store ? s.amazonStores?.[store] : undefined) ?? usId;
}

describe('the earn rule', () => {
  it.prop([settings, retailerAddress])(
    'with no choice, every accepted retailer address goes out with the tag the rule says, or says what is missing',
    (s, raw) => {
      for (const [entry, accept] of Object.entries(ENTRY_POINTS)) {
        const address = accept(raw);
        if (address === undefined) continue;
        const retailer = retailerOf(address);
        const id = expectedId(s, retailer, address, {});
        const decision = earnRule(address, s);
        const short = new URL(address).hostname === 'amzn.to';
        const taggable = id !== undefined && !short && (retailer === 'amazon' || s.impact[retailer] !== undefined);
        expect(decision.outcome, entry).toBe(taggable ? 'tagged' : 'untaggable');
        if (decision.outcome !== 'tagged') continue;
        const out = new URL(decision.address);
        if (retailer === 'amazon') {
          expect(out.searchParams.getAll('tag')).toEqual([id]);
          expect(out.hostname).toMatch(/amazon\./);
          const product = parseProductUrl(address);
          if (product.ok)
            expect(decision.address).toBe(`${product.product.canonicalUrl}?tag=${encodeURIComponent(id!)}`);
        } else {
          const ids = s.impact[retailer]!;
          expect(out.hostname).toBe(`goto.${retailer}.com`);
          expect(out.pathname).toBe(`/c/${ids.publisherId}/${ids.adId}/${ids.campaignId}`);
          expect(out.searchParams.getAll('subId1')).toEqual([id]);
          const page = out.searchParams.get('u')!;
          expect(new URL(page).hostname).toBe(`www.${retailer}.com`);
          // A product page goes in u= as its canonical product page (unwrapped first from a pasted Impact link).
          const inner = new URL(address).hostname.startsWith('goto.')
            ? new URL(address).searchParams.get('u')!
            : address;
          const product = parseProductUrl(inner);
          if (product.ok) expect(page).toBe(product.product.canonicalUrl);
        }
      }
    },
  );

  it.prop([
    settings.chain((s) =>
      fc.tuple(
        fc.constant(s),
        retailerAddress.chain((a) => fc.tuple(fc.constant(a), choiceFor(s, retailerOf(a)))),
      ),
    ),
  ])('goes out untagged only when the creator chose to keep it so, and then exactly as given', ([s, [raw, choice]]) => {
    const address = new URL(raw).href;
    const decision = earnRule(address, s, choice);
    if (decision.outcome === 'untagged') {
      expect(choice.keepUntagged).toBe(true);
      expect(decision.address).toBe(address);
      expect(decision.missing.length).toBeGreaterThan(0);
    }
    if (decision.outcome === 'untaggable') {
      expect(choice.keepUntagged).toBe(false);
      expect(decision.message).toMatch(/keep this link untagged/);
    }
    if (decision.outcome === 'tagged')
      expect(decision.trackingId).toBe(expectedId(s, decision.retailer, address, choice));
    // The picker's SKIP always goes out as given.
    expect(earnRule(address, s, { skip: true })).toMatchObject({ outcome: 'untagged', address });
  });

  it.prop([settings, retailerAddress])(
    'a tagged address saved again keeps its tag (the creator’s own id in it is theirs)',
    (s, raw) => {
      const first = earnRule(new URL(raw).href, s);
      fc.pre(first.outcome === 'tagged');
      const again = earnRule(first.outcome === 'tagged' ? first.address : '', s);
      expect(again).toEqual(first);
    },
  );

  it.prop([
    settings,
    asin,
    fc.constantFrom('com', 'co.uk', 'de'),
    fc.option(fc.constantFrom('amazon.com', 'amazon.co.uk', 'amazon.de') satisfies fc.Arbitrary<AmazonStore>),
  ])(
    'an Amazon address gets the id saved for its store, and a pasted one carrying any id of the creator keeps it',
    (s, id, tld, carrying) => {
      const store = `amazon.${tld}` as const;
      const ids = creatorAmazonIds(s);
      const carried = carrying ? s.amazonStores?.[carrying] : undefined;
      const address = `https://www.${store}/dp/${id}${carried ? `?tag=${carried}` : ''}`;
      const decision = earnRule(address, s);
      const expected = carried ?? ids[store] ?? ids['amazon.com'];
      if (expected === undefined) {
        expect(decision.outcome).toBe('untaggable');
        return;
      }
      expect(decision).toMatchObject({ outcome: 'tagged', trackingId: expected });
    },
  );

  it.prop([settings])(
    'the amazon.com id is the saved amazon.com store id, else the Amazon list’s default, and never anything else',
    (s) => {
      const ids = creatorAmazonIds(s);
      const listDefault =
        s.trackingIds.amazon.find((o) => o.toLowerCase() === s.preselectedAmazon?.toLowerCase()) ??
        s.trackingIds.amazon[0];
      expect(ids['amazon.com']).toBe(s.amazonStores?.['amazon.com'] ?? listDefault);
      for (const [store, id] of Object.entries(s.amazonStores ?? {})) expect(ids[store as 'amazon.de']).toBe(id);
    },
  );

  it.prop([settings, otherAddress, fc.boolean()])('any other address goes out as it is', (s, address, keepUntagged) => {
    expect(earnRule(address, s, { keepUntagged })).toEqual({ outcome: 'not-retailer', address: new URL(address).href });
  });
});
