import { describe, expect, it } from 'vitest';
import { parseProductUrl } from '../../src/domain/retailer-links';
import { sourceFor, titleFromAddress } from '../../server/modules/products/product-details';

function title(url: string): string {
  const parsed = parseProductUrl(url);
  if (!parsed.ok) throw new Error(parsed.error);
  return titleFromAddress(parsed.product, url);
}

describe('titles of products the catalog does not know', () => {
  it.each([
    [
      'https://www.amazon.com/Apple-AirPods-Pro-2nd-Generation/dp/B0D1XD1ZV3?tag=x-20',
      'Apple AirPods Pro 2nd Generation',
    ],
    ['https://www.amazon.com/dp/B0D1XD1ZV3', 'Amazon item B0D1XD1ZV3'],
    ['https://www.amazon.com/gp/product/B0D1XD1ZV3', 'Amazon item B0D1XD1ZV3'],
    ['https://www.target.com/p/women-s-linen-blend-shorts/-/A-89234561', 'Women S Linen Blend Shorts'],
    ['https://www.target.com/p/-/A-89234561', 'Target item 89234561'],
    ['https://www.walmart.com/ip/Mainstays-Ceramic-Mug-16-oz/548392017', 'Mainstays Ceramic Mug 16 Oz'],
    ['https://www.walmart.com/ip/548392017', 'Walmart item 548392017'],
    ['https://www.target.com/p/100%25-cotton-tee/-/A-12345678', '100% Cotton Tee'],
    ['walmart.com/ip/x/548392017', 'Walmart item 548392017'],
  ])('%s reads "%s"', (url, expected) => {
    expect(title(url)).toBe(expected);
  });
});

describe('the source a product is filed under', () => {
  it('defaults to the retailer Products source and takes another source of the same retailer', () => {
    expect([sourceFor('amazon', undefined), sourceFor('target', undefined), sourceFor('walmart', undefined)]).toEqual([
      1, 7, 9,
    ]);
    expect(sourceFor('amazon', 16)).toBe(16);
    expect(sourceFor('walmart', 14)).toBe(14);
  });

  it('refuses a source of another retailer or none', () => {
    expect(() => sourceFor('amazon', 7)).toThrow(/not a Amazon source/);
    expect(() => sourceFor('target', 5)).toThrow(/not a Target source/);
  });
});
