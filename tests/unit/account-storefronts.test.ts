import { describe, expect, it } from 'vitest';
import { checkStorefrontUrl, STOREFRONT_SHAPE } from '../../server/modules/accounts/account-storefronts';

describe('storefront addresses', () => {
  it.each([
    ['https://www.amazon.com/shop/janedoe', 'https://www.amazon.com/shop/janedoe'],
    ['http://amazon.com/shop/janedoe/', 'https://www.amazon.com/shop/janedoe'],
    [
      'https://www.amazon.com/shop/jane.doe-picks?ref_=cm_sw_r_cp_ud_aipsfshop_123&tag=x#top',
      'https://www.amazon.com/shop/jane.doe-picks',
    ],
    ['https://WWW.AMAZON.CO.UK/shop/janedoe', 'https://www.amazon.co.uk/shop/janedoe'],
    ['https://m.amazon.de/shop/janedoe', 'https://www.amazon.de/shop/janedoe'],
    ['https://www.amazon.co.jp/shop/influencer-1a2b3c4d', 'https://www.amazon.co.jp/shop/influencer-1a2b3c4d'],
  ])('Amazon: %s is stored as %s', (input, stored) => {
    expect(checkStorefrontUrl('amazon', input)).toEqual({ ok: true, url: stored });
  });

  it.each([
    ['https://www.target.com/curated/jane-doe', 'https://www.target.com/curated/jane-doe'],
    [
      'https://target.com/curated/jane-doe/summer-picks/?lnk=share',
      'https://www.target.com/curated/jane-doe/summer-picks',
    ],
    ['https://www.target.com/creators/jane', 'https://www.target.com/creators/jane'],
  ])('Target: %s is stored as %s', (input, stored) => {
    expect(checkStorefrontUrl('target', input)).toEqual({ ok: true, url: stored });
  });

  it.each([
    ['https://www.walmart.com/creator/janedoe', 'https://www.walmart.com/creator/janedoe'],
    [
      'https://walmart.com/creators/jane_doe/home-finds?athAsset=x',
      'https://www.walmart.com/creators/jane_doe/home-finds',
    ],
  ])('Walmart: %s is stored as %s', (input, stored) => {
    expect(checkStorefrontUrl('walmart', input)).toEqual({ ok: true, url: stored });
  });

  it.each([
    ['amazon', 'https://www.amazon.com/', ''],
    ['amazon', 'https://www.amazon.com/dp/B08N5WRWNW', 'This is a product page, not a storefront.'],
    ['amazon', 'https://www.amazon.com/s?k=shoes', ''],
    ['amazon', 'https://www.amazon.com/shop/', ''],
    ['amazon', 'https://www.amazon.com/shop/jane/list/ABC', ''],
    ['amazon', 'https://amzn.to/3xYz', 'Short Amazon links cannot be checked here'],
    ['amazon', 'https://www.amazon.evil.com/shop/jane', 'This address is not on Amazon.'],
    ['amazon', 'https://www.target.com/curated/jane', 'This address is on Target, not Amazon.'],
    ['amazon', 'ftp://www.amazon.com/shop/jane', 'This is not a web address.'],
    ['target', 'https://www.target.com/p/some-lamp/-/A-12345678', 'This is a product page, not a storefront.'],
    ['target', 'https://www.target.com/c/home/-/N-5xtvd', ''],
    ['target', 'https://goto.target.com/AshleyB', 'This is a tracking link, not a storefront.'],
    ['target', 'https://www.walmart.com/creator/jane', 'This address is on Walmart, not Target.'],
    ['walmart', 'https://www.walmart.com/ip/Some-Thing/123456789', 'This is a product page, not a storefront.'],
    ['walmart', 'https://www.walmart.com/browse/home', ''],
    ['walmart', 'https://www.walmart.ca/creator/jane', 'This address is not on Walmart.'],
  ] as const)('%s refuses %s, saying the expected shape', (retailer, input, lead) => {
    const result = checkStorefrontUrl(retailer, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.startsWith(lead)).toBe(true);
    expect(result.error.endsWith(STOREFRONT_SHAPE[retailer])).toBe(true);
  });

  it('names each retailer and an example address in its message', () => {
    expect(STOREFRONT_SHAPE.amazon).toContain('https://www.amazon.com/shop/your-name');
    expect(STOREFRONT_SHAPE.target).toContain('https://www.target.com/curated/your-name');
    expect(STOREFRONT_SHAPE.walmart).toContain('https://www.walmart.com/creator/your-name');
  });
});
