import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import { bundledCatalog } from '../../server/modules/catalog';
import { PRODUCT_MESSAGES } from '../../server/modules/products/shop-products-decider';
import type { RunningServer } from '../../server/server';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

const catalog = bundledCatalog();
const olaplex =
  catalog.products.find((p) => p.brandId === 'olaplex' && p.retailer === 'amazon') ??
  catalog.products.find((p) => p.brandId === 'olaplex')!;
const soldOut = catalog.products.find((p) => p.inStock === false && p.retailer !== 'target')!;
const plainAmazon = catalog.products.find(
  (p) => p.retailer === 'amazon' && catalog.brand(p.brandId)?.extraCommissionRate === undefined,
)!;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** An address of a catalog product as a creator pastes it: with a tracking tag and a session parameter. */
const pasted = (url: string) => `${url}?tag=someone-20&ref=sr_1_1`;

describe.each(['pglite', 'postgres'] as const)('products of a shop (%s)', (kind) => {
  let server: RunningServer;
  let api: ProductsApi;
  let alice: Creator;
  let bob: Creator;

  const add = (creator: Creator, body: Record<string, unknown>) =>
    api.post('/app/product/add_product', body, creator.token);
  const list = (creator: Creator, body: Record<string, unknown> = {}) =>
    api.post('/app/product/get_products', body, creator.token);
  async function added(creator: Creator, url: string, extra: Record<string, unknown> = {}) {
    const res = await add(creator, { url, ...extra });
    expect(res.code, res.message).toBe(200);
    return res.data.product as { id: string; title: string; [key: string]: unknown };
  }

  beforeAll(async () => ({ server, api, alice, bob } = await startWithCreators(kind)), 60_000);
  afterAll(() => server?.close());

  describe('add_product and add_product_status', () => {
    it('adds a catalog product with the catalog details, and the task is done at once', async () => {
      const res = await add(alice, { url: pasted(olaplex.url) });
      expectContract('addProduct', res);
      const brand = catalog.brand(olaplex.brandId)!;
      expect(res.data).toEqual({
        taskId: expect.any(String),
        status: 'done',
        product: {
          id: expect.any(String),
          title: olaplex.title,
          url: olaplex.url,
          source: { amazon: 1, target: 7, walmart: 9 }[olaplex.retailer],
          retailer: olaplex.retailer,
          brand: brand.name,
          price: { amountCents: olaplex.priceCents, currency: 'USD' },
          ...(olaplex.listPriceCents
            ? { originalPrice: { amountCents: olaplex.listPriceCents, currency: 'USD' } }
            : {}),
          commissionRate: olaplex.commissionRate,
          onShelf: true,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      });
      const status = await api.post('/app/product/add_product_status', { taskId: res.data.taskId }, alice.token);
      expectContract('addProductStatus', status);
      expect(status.data).toEqual(res.data);
    });

    it('adds an item the catalog does not know, titled from its address, priced later by the creator', async () => {
      const product = await added(
        alice,
        'https://www.walmart.com/ip/Ozark-Trail-4-Person-Dome-Tent/123456789?athbdg=L1600',
      );
      expect(product).toMatchObject({
        title: 'Ozark Trail 4 Person Dome Tent',
        url: 'https://www.walmart.com/ip/Ozark-Trail-4-Person-Dome-Tent/123456789',
        source: 9,
        retailer: 'walmart',
        commissionRate: catalog.defaultCommissionRates.walmart,
        onShelf: true,
      });
      expect(product.price).toBeUndefined();
      const bare = await added(alice, 'https://amazon.com/dp/B0ZZZZZZZ1');
      expect([bare.title, bare.url]).toEqual(['Amazon item B0ZZZZZZZ1', 'https://www.amazon.com/dp/B0ZZZZZZZ1']);
    });

    it('files a product under another source of its retailer when asked', async () => {
      const product = await added(alice, 'https://www.amazon.com/Desk-Lamp/dp/B0ZZZZZZZ2', { source: 3 });
      expect(product.source).toBe(3);
    });

    it('refuses addresses it cannot use, a second add of the same item and a source of another retailer, changing nothing', async () => {
      const reads = () => list(alice, { pageSize: 100 });
      await api.expectRefused(
        () => add(alice, { url: 'https://www.ebay.com/itm/1234' }),
        400,
        RETAILER_LINK_ERRORS.unsupported,
        reads,
      );
      await api.expectRefused(
        () => add(alice, { url: 'https://amzn.to/3xYz' }),
        400,
        RETAILER_LINK_ERRORS.shortAmazon,
        reads,
      );
      await api.expectRefused(
        () => add(alice, { url: 'https://www.target.com/c/kitchen' }),
        400,
        RETAILER_LINK_ERRORS.noTcin,
        reads,
      );
      await api.expectRefused(() => add(alice, { url: olaplex.url }), 409, PRODUCT_MESSAGES.alreadyAdded, reads);
      await api.expectRefused(
        () => add(alice, { url: 'https://www.amazon.com/dp/B0ZZZZZZZ3', source: 7 }),
        400,
        'is not a Amazon source',
        reads,
      );
      await api.expectRefused(() => add(alice, { url: 'not a url' }), 400, 'url must be a valid URL', reads);
      await api.expectRefused(
        () => add(alice, { url: 'https://www.amazon.com/dp/B0ZZZZZZZ3', collectionId: 'nope' }),
        404,
        'There is no collection "nope"',
        reads,
      );
    });

    it('answers 404 for a task of another shop or none, and failed once the product was removed', async () => {
      const res = await add(bob, { url: 'https://www.amazon.com/dp/B0ZZZZZZZ4' });
      const other = await api.post('/app/product/add_product_status', { taskId: res.data.taskId }, alice.token);
      expect(other.status).toBe(404);
      await api.post('/app/product/delete_product', { productIds: [res.data.product.id] }, bob.token);
      const gone = await api.post('/app/product/add_product_status', { taskId: res.data.taskId }, bob.token);
      expectContract('addProductStatus', gone);
      expect(gone.data).toEqual({
        taskId: res.data.taskId,
        status: 'failed',
        failureReason: 'The product was added, then removed from your shop.',
      });
    });
  });

  describe('listing', () => {
    let shop: Creator;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      shop = await api.registerCreator();
      // Of Amazon and Walmart: the source filter below expects a single Target product.
      ids.first = (await added(shop, catalog.products.find((p) => p.retailer === 'amazon')!.url)).id;
      ids.soldOut = (await added(shop, soldOut.url)).id;
      ids.target = (await added(shop, 'https://www.target.com/p/100%25-cotton-sheet-set/-/A-12345678')).id;
      ids.last = (
        await added(shop, catalog.products.find((p) => p.retailer === 'walmart' && p.inStock !== false)!.url)
      ).id;
    });

    it('lists the shop products most recently added first, paged', async () => {
      const res = await list(shop);
      expectContract('getProducts', res);
      expect(res.data.total).toBe(4);
      expect(res.data.list.map((p: { id: string }) => p.id)).toEqual([ids.last, ids.target, ids.soldOut, ids.first]);
      const second = await list(shop, { pageNum: 2, pageSize: 3 });
      expect(second.data).toEqual({ list: [expect.objectContaining({ id: ids.first })], total: 4 });
      expect((await list(bob)).data.list.map((p: { id: string }) => p.id)).not.toContain(ids.first);
    });

    it('filters by keyword (title or brand, case-insensitive, % and _ taken literally) and by source', async () => {
      const brand = catalog.brand(catalog.products.find((p) => p.retailer === 'amazon')!.brandId)!.name;
      const byBrand = await list(shop, { keyword: brand.toUpperCase() });
      expect(byBrand.data.list.map((p: { id: string }) => p.id)).toContain(ids.first);
      const percent = await list(shop, { keyword: '100%' });
      expect(percent.data.list.map((p: { id: string }) => p.id)).toEqual([ids.target]);
      expect((await list(shop, { keyword: '%' })).data.list.map((p: { id: string }) => p.id)).toEqual([ids.target]);
      const targets = await list(shop, { source: 7 });
      expect(targets.data.list.map((p: { id: string }) => p.id)).toEqual([ids.target]);
      const bad = await list(shop, { source: 99 });
      expect(bad.status).toBe(400);
    });

    it('get_on_shelf_products leaves out items the retailer has sold out', async () => {
      const res = await api.post('/app/product/get_on_shelf_products', {}, shop.token);
      expectContract('getOnShelfProducts', res);
      expect(res.data.list.map((p: { id: string }) => p.id)).toEqual([ids.last, ids.target, ids.first]);
      const all = await list(shop);
      expect(all.data.list.find((p: { id: string }) => p.id === ids.soldOut).onShelf).toBe(false);
    });

    it('get_product_info answers one product of the shop, and 404 for another shop', async () => {
      const res = await api.post('/app/product/get_product_info', { productId: ids.target }, shop.token);
      expectContract('getProductInfo', res);
      expect(res.data).toMatchObject({ id: ids.target, retailer: 'target', title: '100% Cotton Sheet Set' });
      const other = await api.post('/app/product/get_product_info', { productId: ids.target }, bob.token);
      expect([other.status, other.message]).toEqual([404, PRODUCT_MESSAGES.unknownProduct(ids.target!)]);
    });

    it('get_products_keywords suggests the words and brands of the shop products, most used first', async () => {
      const res = await api.post('/app/get_products_keywords', {}, shop.token);
      expectContract('getProductsKeywords', res);
      expect(res.data.list.length).toBeGreaterThan(3);
      expect(res.data.list).toContain('cotton');
      const prefixed = await api.post('/app/get_products_keywords', { prefix: 'CO', limit: 2 }, shop.token);
      expect(prefixed.data.list.length).toBeLessThanOrEqual(2);
      for (const keyword of prefixed.data.list) expect(keyword.startsWith('co')).toBe(true);
      expect((await api.post('/app/get_products_keywords', {}, (await api.registerCreator()).token)).data).toEqual({
        list: [],
      });
    });
  });

  describe('price, removal, commission and checks', () => {
    it('update_product_price sets the displayed price in cents', async () => {
      const product = await added(alice, 'https://www.target.com/p/-/A-87654321');
      const res = await api.post(
        '/app/product/update_product_price',
        { productId: product.id, price: { amountCents: 1999, currency: 'USD' } },
        alice.token,
      );
      expectContract('updateProductPrice', res);
      expect(res.data.price).toEqual({ amountCents: 1999, currency: 'USD' });
      const same = await api.post(
        '/app/product/update_product_price',
        { productId: product.id, price: { amountCents: 1999, currency: 'USD' } },
        alice.token,
      );
      expect(same.data).toEqual(res.data);
      const reads = () => api.post('/app/product/get_product_info', { productId: product.id }, alice.token);
      const price =
        (amountCents: unknown, currency = 'USD') =>
        () =>
          api.post(
            '/app/product/update_product_price',
            { productId: product.id, price: { amountCents, currency } },
            alice.token,
          );
      await api.expectRefused(price(0), 400, PRODUCT_MESSAGES.priceNotPositive, reads);
      await api.expectRefused(price(-5), 400, PRODUCT_MESSAGES.priceNotPositive, reads);
      await api.expectRefused(price(19.99), 400, 'price.amountCents must be a whole number', reads);
      await api.expectRefused(price(100, 'ABC'), 400, PRODUCT_MESSAGES.unknownCurrency('ABC'), reads);
      await api.expectRefused(price(100_000_000), 400, PRODUCT_MESSAGES.priceTooHigh, reads);
      await api.expectRefused(
        () =>
          api.post(
            '/app/product/update_product_price',
            { productId: product.id, price: { amountCents: 5 } },
            alice.token,
          ),
        400,
        'price.currency is required',
        reads,
      );
      await api.expectRefused(
        () =>
          api.post(
            '/app/product/update_product_price',
            { productId: product.id, price: { amountCents: 500, currency: 'USD' } },
            bob.token,
          ),
        404,
        PRODUCT_MESSAGES.unknownProduct(product.id),
        reads,
      );
    });

    it('delete_product removes products of the shop, answers how many, and lets the item be added again', async () => {
      const a = await added(alice, 'https://www.amazon.com/dp/B0ZZZZZZZ5');
      const b = await added(alice, 'https://www.amazon.com/dp/B0ZZZZZZZ6');
      const res = await api.post('/app/product/delete_product', { productIds: [a.id, 'unknown-id'] }, alice.token);
      expectContract('deleteProduct', res);
      expect(res.data).toEqual({ deleted: 1 });
      expect((await api.post('/app/product/get_product_info', { productId: a.id }, alice.token)).status).toBe(404);
      expect((await api.post('/app/product/get_product_info', { productId: b.id }, alice.token)).status).toBe(200);
      await added(alice, 'https://www.amazon.com/dp/B0ZZZZZZZ5');
      await api.expectRefused(
        () => api.post('/app/product/delete_product', { productIds: [a.id] }, alice.token),
        404,
        PRODUCT_MESSAGES.noneKnown,
      );
      await api.expectRefused(
        () => api.post('/app/product/delete_product', { productIds: [b.id] }, bob.token),
        404,
        PRODUCT_MESSAGES.noneKnown,
      );
      await api.expectRefused(
        () => api.post('/app/product/delete_product', { productIds: [] }, alice.token),
        400,
        'productIds must NOT have fewer than 1 items',
      );
    });

    it('get_ratio answers the commission of an address: catalog share plus brand extra, else the retailer share', async () => {
      const res = await api.post('/app/product/get_ratio', { url: olaplex.url }, alice.token);
      expectContract('getRatio', res);
      expect(res.data).toEqual({
        ratio: olaplex.commissionRate,
        extraRatio: catalog.brand('olaplex')!.extraCommissionRate,
      });
      expect((await api.post('/app/product/get_ratio', { url: plainAmazon.url }, alice.token)).data).toEqual({
        ratio: plainAmazon.commissionRate,
        extraRatio: 0,
      });
      expect(
        (await api.post('/app/product/get_ratio', { url: 'https://www.amazon.com/dp/B0ZZZZZZZ9' }, alice.token)).data,
      ).toEqual({
        ratio: catalog.defaultCommissionRates.amazon,
        extraRatio: 0,
      });
      const bad = await api.post('/app/product/get_ratio', { url: 'https://example.com/x' }, alice.token);
      expect([bad.status, bad.message]).toEqual([400, RETAILER_LINK_ERRORS.unsupported]);
    });

    it('check_product says whether an address is supported and already in the shop, without failing', async () => {
      const res = await api.post('/app/product/check_product', { url: 'https://example.com/x' }, alice.token);
      expectContract('checkProduct', res);
      expect(res.data).toEqual({ supported: false, alreadyAdded: false });
      const fresh = await api.post(
        '/app/product/check_product',
        { url: 'https://www.walmart.com/ip/55555555' },
        alice.token,
      );
      expect(fresh.data).toEqual({ supported: true, source: 9, alreadyAdded: false });
      const product = await added(alice, 'https://www.walmart.com/ip/55555555');
      const again = await api.post(
        '/app/product/check_product',
        { url: 'https://walmart.com/ip/Some-Name/55555555?from=x' },
        alice.token,
      );
      expect(again.data).toEqual({ supported: true, source: 9, alreadyAdded: true, productId: product.id });
    });
  });

  describe('details with links and clicks', () => {
    it('getProductDetailInfo details a catalog product with the shop links to it and their clicks', async () => {
      const creator = await api.registerCreator();
      const empty = await api.post('/app/product/getProductDetailInfo', { productId: plainAmazon.id }, creator.token);
      expectContract('getProductDetailInfo', empty);
      expect(empty.data).toEqual({
        product: expect.objectContaining({ id: plainAmazon.id, title: plainAmazon.title }),
        images: [],
        commission: { ratio: plainAmazon.commissionRate, extraRatio: 0 },
        clicks: 0,
        earnings: { amountCents: 0, currency: 'USD' },
        shortLinks: [],
      });
      const link = await api.post('/app/get_shortlink/v2', { url: pasted(plainAmazon.url) }, creator.token);
      expect(link.code, link.message).toBe(200);
      const visit = await api.page(`/s/${link.data.code}`, { 'user-agent': PHONE });
      expect(visit.status).toBe(302);
      const detail = await api.post('/app/product/getProductDetailInfo', { productId: plainAmazon.id }, creator.token);
      expectContract('getProductDetailInfo', detail);
      expect(detail.data.clicks).toBe(1);
      expect(detail.data.shortLinks).toEqual([expect.objectContaining({ code: link.data.code, clicks: 1 })]);
      // Another shop's links are not counted.
      expect(
        (await api.post('/app/product/getProductDetailInfo', { productId: plainAmazon.id }, bob.token)).data.shortLinks,
      ).toEqual([]);
      const unknown = await api.post(
        '/app/product/getProductDetailInfo',
        { productId: 'amazon-B000000000' },
        creator.token,
      );
      expect([unknown.status, unknown.message]).toEqual([404, 'There is no catalog product "amazon-B000000000".']);
    });

    it('detail details a shop product with its links, however they were made', async () => {
      const creator = await api.registerCreator();
      const product = await added(creator, olaplex.url);
      const link = await api.post('/app/get_shortlink/v2', { url: pasted(olaplex.url) }, creator.token);
      const res = await api.post('/app/product/detail', { productId: product.id }, creator.token);
      expectContract('productDetail', res);
      expect(res.data).toMatchObject({
        product: { id: product.id },
        commission: { ratio: olaplex.commissionRate, extraRatio: catalog.brand('olaplex')!.extraCommissionRate },
        clicks: 0,
        shortLinks: [{ code: link.data.code }],
      });
      expect((await api.post('/app/product/detail', { productId: product.id }, bob.token)).status).toBe(404);
    });
  });
});
