import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { buildAffiliateUrl, extractAsin, parseProductUrl, RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';

const asin = fc.stringMatching(/^[A-Z0-9]{10}$/);
const slug = fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/);
const query = fc.option(
  fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[A-Za-z0-9]{0,10}$/), { maxKeys: 4 }),
  { nil: undefined },
);
const amazonHost = fc.constantFrom(
  'www.amazon.com',
  'amazon.com',
  'smile.amazon.com',
  'www.amazon.co.uk',
  'www.amazon.de',
);

/** Every path shape Amazon uses for a product page. */
const amazonPath = fc.oneof(
  asin.map((a) => ({ asin: a, path: `/dp/${a}` })),
  fc.tuple(slug, asin).map(([s, a]) => ({ asin: a, path: `/${s}/dp/${a}` })),
  fc.tuple(slug, asin).map(([s, a]) => ({ asin: a, path: `/${s}/dp/${a}/ref=sr_1_1` })),
  asin.map((a) => ({ asin: a, path: `/gp/product/${a}` })),
  asin.map((a) => ({ asin: a, path: `/product-reviews/${a}` })),
  asin.map((a) => ({ asin: a, path: `/gp/aw/d/${a}` })),
);

const withQuery = (base: string, q: Record<string, string> | undefined) =>
  q && Object.keys(q).length > 0 ? `${base}?${new URLSearchParams(q).toString()}` : base;

describe('Amazon product URLs', () => {
  it.prop([amazonHost, amazonPath, query])(
    'the ASIN is found in every product path shape',
    (host, { asin: a, path }, q) => {
      expect(extractAsin(path)).toBe(a);
      const parsed = parseProductUrl(withQuery(`https://${host}${path}`, q));
      expect(parsed).toMatchObject({ ok: true, product: { retailer: 'amazon', productId: a } });
    },
  );

  it.prop([amazonHost, amazonPath, query, fc.stringMatching(/^[a-z0-9-]{3,20}$/)])(
    'the destination carries exactly one tag and keeps the product path',
    (host, { asin: a }, q, trackingId) => {
      const parsed = parseProductUrl(withQuery(`https://${host}/x/dp/${a}`, { ...q, tag: 'someone-else-20' }));
      if (!parsed.ok) throw new Error(parsed.error);
      const url = new URL(buildAffiliateUrl(parsed.product, trackingId));
      expect(url.searchParams.getAll('tag')).toEqual([trackingId]);
      expect(url.pathname).toBe(`/dp/${a}`);
      expect(url.hostname.endsWith(host.replace(/^(www\.|smile\.)/, ''))).toBe(true);
    },
  );

  it.prop([fc.constantFrom('amzn.to', 'a.co'), slug])('short links ask for the full URL', (host, code) => {
    expect(parseProductUrl(`https://${host}/${code}`)).toEqual({ ok: false, error: RETAILER_LINK_ERRORS.shortAmazon });
  });

  it.prop([amazonHost, slug])('a page without an ASIN is refused with a hint', (host, s) => {
    expect(parseProductUrl(`https://${host}/s?k=${s}`)).toEqual({ ok: false, error: RETAILER_LINK_ERRORS.noAsin });
  });
});

describe('Target and Walmart product URLs', () => {
  const impact = { publisherId: '1234567', adId: '1398372', campaignId: '16662' };

  it.prop([slug, fc.stringMatching(/^\d{6,10}$/), query, fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)])(
    'a Target product becomes an Impact click URL wrapping the product page',
    (s, tcin, q, trackingId) => {
      const parsed = parseProductUrl(withQuery(`https://www.target.com/p/${s}/-/A-${tcin}`, q));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.product.productId).toBe(tcin);
      const url = new URL(buildAffiliateUrl(parsed.product, trackingId, impact));
      expect(url.hostname).toBe('goto.target.com');
      expect(url.pathname).toBe('/c/1234567/1398372/16662');
      expect(url.searchParams.get('u')).toBe(`https://www.target.com/p/${s}/-/A-${tcin}`);
      expect(url.searchParams.getAll('subId1')).toEqual([trackingId]);
    },
  );

  it.prop([fc.option(slug, { nil: undefined }), fc.stringMatching(/^\d{6,12}$/), query])(
    'a Walmart product keeps its item id and path',
    (s, id, q) => {
      const path = s ? `/ip/${s}/${id}` : `/ip/${id}`;
      const parsed = parseProductUrl(withQuery(`https://www.walmart.com${path}`, q));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.product).toEqual({
        retailer: 'walmart',
        productId: id,
        canonicalUrl: `https://www.walmart.com${path}`,
      });
      const url = new URL(buildAffiliateUrl(parsed.product, 'creator1', impact));
      expect(url.hostname).toBe('goto.walmart.com');
      expect(url.searchParams.get('u')).toBe(`https://www.walmart.com${path}`);
    },
  );

  it.prop([fc.webUrl()])('any other site is refused', (url) => {
    fc.pre(!/amazon\.|target\.com|walmart\.com|amzn\.|a\.co/.test(url));
    expect(parseProductUrl(url).ok).toBe(false);
  });
});
