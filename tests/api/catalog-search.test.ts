import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog, CATALOG_MESSAGES } from '../../server/modules/catalog';
import type { RunningServer } from '../../server/server';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

const catalog = bundledCatalog();
const brandName = (id: string) => catalog.brand(id)?.name ?? '';
type Product = { id: string; title: string; brand?: string; retailer: string; onShelf: boolean };

/** The catalog's search and brand filter (Viral Items, search results, brand pages) and its product list (All Products, New Arrivals). */
describe('catalog search, brand filter and product list', () => {
  let server: RunningServer;
  let api: ProductsApi;
  let alice: Creator;

  beforeAll(async () => ({ server, api, alice } = await startWithCreators('pglite')), 60_000);
  afterAll(() => server?.close());

  it('hot deals: a keyword matches every word in the title or brand, in any letter case', async () => {
    const res = await api.post('/hotdeal/list', { keyword: '  CERAVE  cleanser ', pageSize: 100 }, alice.token);
    expectContract('hotdealList', res);
    const expected = catalog.products.filter(
      (p) =>
        p.listPriceCents !== undefined &&
        p.inStock !== false &&
        /cerave/i.test(`${p.title} ${brandName(p.brandId)}`) &&
        /cleanser/i.test(p.title),
    );
    expect(res.data.total).toBe(expected.length);
    expect(res.data.total).toBeGreaterThan(0);
    for (const deal of res.data.list)
      expect(`${deal.product.title} ${deal.product.brand}`.toLowerCase()).toContain('cleanser');
    expect((await api.post('/hotdeal/list', { keyword: 'zzzz-no-such-thing' }, alice.token)).data).toEqual({
      list: [],
      total: 0,
    });
    // A blank keyword is no keyword.
    expect((await api.post('/hotdeal/list', { keyword: '   ' }, alice.token)).data.total).toBe(
      (await api.post('/hotdeal/list', {}, alice.token)).data.total,
    );
  });

  it('hot deals: a brand filter keeps the brand only, and an unknown brand is refused', async () => {
    const brand = catalog.products.find((p) => p.listPriceCents !== undefined)!.brandId;
    const res = await api.post('/hotdeal/list', { brandId: brand, pageSize: 100 }, alice.token);
    expect(res.data.total).toBeGreaterThan(0);
    for (const deal of res.data.list) expect(catalog.product(deal.id)?.brandId).toBe(brand);
    const bad = await api.post('/hotdeal/list', { brandId: 'no-such-brand' }, alice.token);
    expect([bad.status, bad.message]).toEqual([400, CATALOG_MESSAGES.unknownBrand('no-such-brand')]);
  });

  it('product list: the whole catalog in its order, sold-out products off the shelf, paged', async () => {
    const first = await api.post('/app/catalog/product_list', {}, alice.token);
    expectContract('productList', first);
    expect(first.data.total).toBe(catalog.products.length);
    expect(first.data.list.map((p: Product) => p.id)).toEqual(catalog.products.slice(0, 20).map((p) => p.id));
    const all = await api.post('/app/catalog/product_list', { pageSize: 100, pageNum: 3 }, alice.token);
    expect(all.data.list.map((p: Product) => p.id)).toEqual(catalog.products.slice(200, 300).map((p) => p.id));
    const soldOut = catalog.products.find((p) => p.inStock === false);
    if (soldOut) {
      const found = await api.post('/app/catalog/product_list', { keyword: soldOut.title, pageSize: 100 }, alice.token);
      expect(found.data.list.find((p: Product) => p.id === soldOut.id)?.onShelf).toBe(false);
    }
  });

  it('product list: newest first is the catalog order reversed; filters by category, brand, retailer and keyword', async () => {
    const newest = await api.post('/app/catalog/product_list', { order: 'newest', pageSize: 5 }, alice.token);
    expect(newest.data.list.map((p: Product) => p.id)).toEqual(
      catalog.products
        .slice(-5)
        .reverse()
        .map((p) => p.id),
    );

    const res = await api.post(
      '/app/catalog/product_list',
      { categoryId: 'beauty', retailer: 'amazon', pageSize: 100 },
      alice.token,
    );
    const expected = catalog.products.filter((p) => p.categoryId === 'beauty' && p.retailer === 'amazon');
    expect(res.data.list.map((p: Product) => p.id)).toEqual(expected.map((p) => p.id));

    const brand = await api.post('/app/catalog/product_list', { brandId: 'cerave', pageSize: 100 }, alice.token);
    expect(brand.data.list.map((p: Product) => p.id)).toEqual(
      catalog.products.filter((p) => p.brandId === 'cerave').map((p) => p.id),
    );
    // The brand's name finds its products by keyword too, even where the title does not say it.
    const byName = await api.post('/app/catalog/product_list', { keyword: 'cerave', pageSize: 100 }, alice.token);
    expect(byName.data.total).toBeGreaterThanOrEqual(brand.data.total);

    for (const [body, message] of [
      [{ categoryId: 'nope' }, CATALOG_MESSAGES.unknownCategory('nope')],
      [{ brandId: 'nope' }, CATALOG_MESSAGES.unknownBrand('nope')],
      [{ order: 'cheapest' }, 'order'],
      [{ keyword: 'x'.repeat(101) }, 'keyword'],
    ] as const) {
      const bad = await api.post('/app/catalog/product_list', body, alice.token);
      expect(bad.status).toBe(400);
      expect(bad.message).toContain(message);
    }
    expect((await api.post('/app/catalog/product_list', {})).status).toBe(401);
  });

  it('search suggestions: scope catalog draws keywords from the catalog, the default from the shop products', async () => {
    const catalogWords = await api.post(
      '/app/get_products_keywords',
      { scope: 'catalog', prefix: 'Cera', limit: 5 },
      alice.token,
    );
    expectContract('getProductsKeywords', catalogWords);
    expect(catalogWords.data.list[0]).toBe('cerave');
    for (const word of catalogWords.data.list) expect(word.startsWith('cera')).toBe(true);
    // A new shop has no products of its own to draw from.
    expect((await api.post('/app/get_products_keywords', { prefix: 'cera' }, alice.token)).data).toEqual({ list: [] });
  });
});
