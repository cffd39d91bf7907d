import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProductUrl } from '../../src/domain/retailer-links';
import { bundledCatalog, parseCatalog } from '../../server/modules/catalog';
import { discountPercent } from '../../server/modules/catalog';

const file = JSON.parse(
  readFileSync(new URL('../../server/modules/catalog/data/catalog.json', import.meta.url), 'utf8'),
);
const clone = () => structuredClone(file);

describe('the bundled sample catalog', () => {
  const catalog = bundledCatalog();

  it('has a few hundred products of all three retailers, with brands and categories', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    for (const retailer of ['amazon', 'target', 'walmart'] as const) {
      expect(catalog.products.filter((p) => p.retailer === retailer).length, retailer).toBeGreaterThan(50);
    }
    expect(catalog.categories.length).toBeGreaterThanOrEqual(10);
    expect(catalog.brands.length).toBeGreaterThanOrEqual(50);
  });

  it('every product address parses to the item it names, prices are whole cents and no picture comes from outside', () => {
    for (const product of catalog.products) {
      const parsed = parseProductUrl(product.url);
      expect(parsed.ok && [parsed.product.retailer, parsed.product.productId], product.id).toEqual([
        product.retailer,
        product.itemId,
      ]);
      expect(catalog.productByItem(product.retailer, product.itemId)).toBe(product);
      expect(Number.isInteger(product.priceCents)).toBe(true);
    }
    expect(JSON.stringify(file)).not.toMatch(/https?:\/\/(?!www\.(amazon|target|walmart)\.com\/)/);
  });

  it('knows when each synced source and each retailer product source was last refreshed', () => {
    for (const source of [1, 7, 9, 3, 4, 16, 18, 11, 14, 12, 15])
      expect(catalog.refreshedAt(source), String(source)).toMatch(/[+-]\d\d:\d\d$/);
    expect(catalog.refreshedAt(5)).toBeUndefined();
  });
});

describe('catalog data checks (a broken file stops the start)', () => {
  it.each([
    ['a product of an unknown brand', (f: any) => (f.products[0].brandId = 'nobody'), /names an unknown brand nobody/],
    [
      'a brand of an unknown category',
      (f: any) => (f.brands[0].categoryId = 'garden'),
      /names an unknown category garden/,
    ],
    [
      'an address naming another item',
      (f: any) => (f.products[0].url = f.products[1].url),
      /its address does not name/,
    ],
    ['a product id used twice', (f: any) => (f.products[1].id = f.products[0].id), /appears twice/],
    [
      'a list price not above the price',
      (f: any) => (f.products[0].listPriceCents = f.products[0].priceCents),
      /list price that is not above/,
    ],
    ['a price in dollars', (f: any) => (f.products[0].priceCents = 19.99), /products\.0\.priceCents/],
    ['a commission share above 1', (f: any) => (f.brands[0].commissionRate = 4), /brands\.0\.commissionRate/],
    [
      'a refresh time of an unknown source',
      (f: any) => (f.refreshedAt['99'] = '2026-11-20T06:00:00-08:00'),
      /unknown source 99/,
    ],
    ['a refresh time without an offset', (f: any) => (f.refreshedAt['1'] = '2026-11-20 06:00'), /refreshedAt\.1/],
  ])('refuses %s', (_what, breakIt, message) => {
    const broken = clone();
    breakIt(broken);
    expect(() => parseCatalog(broken, 'test')).toThrow(message);
  });
});

describe('discount of a deal', () => {
  it.each([
    [1999, 2499, 20],
    [999, 1000, 0],
    [500, 1000, 50],
    [1000, 1000, 0],
    [1200, 1000, 0],
  ])('%i against a list price of %i is %i %% off (rounded down)', (price, list, percent) => {
    expect(discountPercent(price, list)).toBe(percent);
  });
});
