import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_SOURCES } from '../../src/domain/shop-sources';
import { bundledCatalog } from '../../server/modules/catalog';
import { CATALOG_MESSAGES } from '../../server/modules/catalog';
import { SAMPLE_MESSAGES } from '../../server/modules/catalog/sample-request-decider';
import type { RunningServer } from '../../server/server';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

const catalog = bundledCatalog();
const LAST_UPDATE: Array<[operationId: string, path: string, source: number]> = [
  ['boardLastUpdateTime', '/amazon/board/lastUpdateTime', 3],
  ['idealistLastUpdateTime', '/amazon/idealist/lastUpdateTime', 4],
  ['curationsLastUpdateTime', '/amazon/curations/lastUpdateTime', 16],
  ['videoLastUpdateTime', '/amazon/video/lastUpdateTime', 18],
  ['targetCollectionLastUpdateTime', '/target/collection/lastUpdateTime', 11],
  ['topPicksLastUpdateTime', '/walmart/topPicks/lastUpdateTime', 14],
  ['walmartCollectionLastUpdateTime', '/walmart/collection/lastUpdateTime', 12],
  ['postsLastUpdateTime', '/walmart/posts/lastUpdateTime', 15],
];
const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
};

describe.each(['pglite', 'postgres'] as const)(
  'catalog: dictionaries, deals, last update times and samples (%s)',
  (kind) => {
    let server: RunningServer;
    let api: ProductsApi;
    let alice: Creator;
    let bob: Creator;

    beforeAll(async () => ({ server, api, alice, bob } = await startWithCreators(kind)), 60_000);
    afterAll(() => server?.close());

    describe('categories', () => {
      it('lists the top-level categories in catalog order, without logos', async () => {
        const res = await api.get('/app/category/big_category', alice.token);
        expectContract('bigCategory', res);
        expect(res.data.list).toEqual(catalog.categories.map((c) => ({ id: c.id, name: c.name })));
        expect(res.data.list.length).toBeGreaterThanOrEqual(10);
      });

      it('the logo variant adds an icon served by Linkmint as SVG, cacheable and revalidated by ETag', async () => {
        const res = await api.get('/app/category/big_category_logo', alice.token);
        expectContract('bigCategoryLogo', res);
        const first = res.data.list[0];
        expect(first.logoUrl).toBe(`${server.url}/catalog/images/category/${first.id}.svg`);
        const picture = await api.page(new URL(first.logoUrl).pathname);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(await picture.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
        const again = await api.page(new URL(first.logoUrl).pathname, {
          'if-none-match': picture.headers.get('etag')!,
        });
        expect(again.status).toBe(304);
      });

      it('answers 404 for a picture that does not exist', async () => {
        for (const path of [
          '/catalog/images/category/nope.svg',
          '/catalog/images/brand/x.png',
          '/catalog/images/shelf/amazon.svg',
        ]) {
          expect((await api.page(path)).status, path).toBe(404);
        }
      });

      it('needs a sign-in', async () => {
        const res = await api.get('/app/category/big_category');
        expect(res.status).toBe(401);
      });
    });

    describe('source platforms (the shop source dictionary of spec §3)', () => {
      it('lists every source with its label, placeholder and page flags', async () => {
        const res = await api.get('/app/get_source_platforms', alice.token);
        expectContract('getSourcePlatforms', res);
        expect(res.data.list.map((s: { id: number }) => s.id)).toEqual([
          1, 3, 4, 16, 18, 6, 7, 11, 8, 9, 14, 12, 15, 10, 2, 13, 17, 5,
        ]);
        expect(res.data.list.find((s: { id: number }) => s.id === 3)).toEqual({
          id: 3,
          retailer: 'amazon',
          label: 'Boards',
          searchPlaceholder: 'Search boards by name',
          showLastUpdateTime: true,
          lastUpdateTimePath: '/amazon/board/lastUpdateTime',
          localSearchInDetail: true,
        });
        expect(
          res.data.list
            .filter((s: { showLastUpdateTime: boolean }) => s.showLastUpdateTime)
            .map((s: { id: number }) => s.id),
        ).toEqual([3, 4, 16, 18, 11, 14, 12, 15]);
      });

      it('filters by retailer, and refuses one it does not know', async () => {
        const res = await api.get('/app/get_source_platforms', alice.token, { retailer: 'walmart' });
        expect(res.data.list.map((s: { id: number; label: string }) => `${s.id} ${s.label}`)).toEqual([
          '9 Products',
          '14 Top Picks',
          '12 Collections',
          '15 Posts',
          '10 Other Links',
        ]);
        const bad = await api.get('/app/get_source_platforms', alice.token, { retailer: 'ebay' });
        expect([bad.status, bad.message]).toEqual([
          400,
          'Invalid request: retailer must be one of "amazon", "target", "walmart", "other".',
        ]);
      });

      it('the logo variant gives each source its retailer mark', async () => {
        const res = await api.get('/app/get_source_platforms_logo', alice.token);
        expectContract('getSourcePlatformsLogo', res);
        expect(res.data.list).toHaveLength(SHOP_SOURCES.length);
        for (const source of res.data.list)
          expect(source.logoUrl).toBe(`${server.url}/catalog/images/source/${source.retailer}.svg`);
        for (const retailer of ['amazon', 'target', 'walmart', 'other']) {
          const picture = await api.page(`/catalog/images/source/${retailer}.svg`);
          expect(picture.status, retailer).toBe(200);
        }
      });
    });

    describe('brands', () => {
      it('pages brands by name (20 by default) with category and typical commission', async () => {
        const res = await api.get('/app/get_brand_list', alice.token);
        expectContract('getBrandList', res);
        expect(res.data.total).toBe(catalog.brands.length);
        expect(res.data.list).toHaveLength(20);
        const names = res.data.list.map((b: { name: string }) => b.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
        expect(res.data.list[0]).toEqual({
          id: catalog.brands[0]!.id,
          name: catalog.brands[0]!.name,
          categoryId: catalog.brands[0]!.categoryId,
          commissionRate: catalog.brands[0]!.commissionRate,
        });
        const last = await api.get('/app/get_brand_list', alice.token, { pageNum: 4, pageSize: 20 });
        expect(last.data.list).toHaveLength(catalog.brands.length - 60);
        const beyond = await api.get('/app/get_brand_list', alice.token, { pageNum: 50 });
        expect(beyond.data).toEqual({ list: [], total: catalog.brands.length });
      });

      it('searches names case-insensitively and filters by category', async () => {
        const res = await api.get('/app/get_brand_list', alice.token, { keyword: 'STAN' });
        expect(res.data.list.map((b: { id: string }) => b.id)).toEqual(['stanley']);
        const pets = await api.get('/app/get_brand_list', alice.token, { categoryId: 'pets', pageSize: 100 });
        expect(pets.data.total).toBe(catalog.brands.filter((b) => b.categoryId === 'pets').length);
        expect(pets.data.list.every((b: { categoryId: string }) => b.categoryId === 'pets')).toBe(true);
      });

      it('refuses an unknown category and page sizes above 100', async () => {
        const unknown = await api.get('/app/get_brand_list', alice.token, { categoryId: 'garden' });
        expect([unknown.status, unknown.message]).toEqual([400, CATALOG_MESSAGES.unknownCategory('garden')]);
        const big = await api.get('/app/get_brand_list', alice.token, { pageSize: 101 });
        expect([big.status, big.message]).toEqual([400, 'Invalid request: pageSize must be <= 100.']);
      });

      it('the logo list carries a wordmark per brand', async () => {
        const res = await api.get('/app/get_brand_logo_list', alice.token, { categoryId: 'electronics' });
        expectContract('getBrandLogoList', res);
        const apple = res.data.list.find((b: { id: string }) => b.id === 'apple');
        expect(apple.logoUrl).toBe(`${server.url}/catalog/images/brand/apple.svg`);
        const svg = await (await api.page('/catalog/images/brand/apple.svg')).text();
        expect(svg).toContain('>Apple</text>');
        // Names are escaped in the drawing.
        const mm = await (await api.page('/catalog/images/brand/melissa-doug.svg')).text();
        expect(mm).toContain('>Melissa &amp; Doug</text>');
      });
    });

    describe('hot deals', () => {
      it('lists catalog products below their list price, biggest discount first', async () => {
        const res = await api.post('/hotdeal/list', { pageSize: 100 }, alice.token);
        expectContract('hotdealList', res);
        const deals = res.data.list as Array<{
          id: string;
          discountPercent: number;
          dealPrice: { amountCents: number };
          product: any;
        }>;
        expect(res.data.total).toBeGreaterThan(50);
        for (const deal of deals) {
          expect(deal.discountPercent).toBeGreaterThan(0);
          expect(deal.dealPrice).toEqual(deal.product.price);
          expect(deal.product.originalPrice.amountCents).toBeGreaterThan(deal.dealPrice.amountCents);
          expect(deal.discountPercent).toBe(
            Math.floor(
              ((deal.product.originalPrice.amountCents - deal.dealPrice.amountCents) * 100) /
                deal.product.originalPrice.amountCents,
            ),
          );
          expect(deal.product.onShelf).toBe(true);
          expect(deal.product.imageUrl).toBeUndefined();
        }
        const percents = deals.map((d) => d.discountPercent);
        expect(percents).toEqual([...percents].sort((a, b) => b - a));
      });

      it('filters by category and retailer', async () => {
        const res = await api.post(
          '/hotdeal/list',
          { categoryId: 'electronics', retailer: 'amazon', pageSize: 100 },
          alice.token,
        );
        expect(res.data.total).toBeGreaterThan(0);
        for (const deal of res.data.list) {
          expect(deal.product.retailer).toBe('amazon');
          expect(catalog.product(deal.id)?.categoryId).toBe('electronics');
        }
        const bad = await api.post('/hotdeal/list', { categoryId: 'nope' }, alice.token);
        expect([bad.status, bad.message]).toEqual([400, CATALOG_MESSAGES.unknownCategory('nope')]);
        const unknownField = await api.post('/hotdeal/list', { brand: 'x' }, alice.token);
        expect([unknownField.status, unknownField.message]).toEqual([
          400,
          'Invalid request: brand is not a known field.',
        ]);
      });
    });

    describe('last update time of each synced source', () => {
      it.each(LAST_UPDATE)(
        '%s answers when the catalog data of its source was last refreshed',
        async (operationId, path, source) => {
          const res = await api.get(path, alice.token, { shopDomain: alice.shopName });
          expectContract(operationId, res);
          expect(res.data).toEqual({ lastUpdateTime: catalog.refreshedAt(source), syncing: false });
        },
      );
    });

    describe('samples and apply-in-shop records', () => {
      const product = catalog.products.find((p) => p.brandId === 'olaplex')!;

      const records = (creator: Creator, body: Record<string, unknown> = {}) =>
        api.post('/app/apply/get_apply_in_shop_records', body, creator.token);

      it('asks the brand for a sample and lists it as a pending application', async () => {
        const res = await api.post(
          '/app/add_sample',
          { productId: product.id, shippingAddress: ADDRESS, note: 'For a hair routine video' },
          alice.token,
        );
        expectContract('addSample', res);
        expect(res.data).toMatchObject({ productId: product.id, status: 'requested' });
        const list = await records(alice);
        expectContract('applyGetApplyInShopRecords', list);
        expect(list.data).toEqual({
          total: 1,
          list: [
            {
              id: res.data.id,
              brand: expect.objectContaining({ id: 'olaplex', name: 'Olaplex' }),
              productId: product.id,
              status: 'pending',
              appliedAt: res.data.requestedAt,
            },
          ],
        });
        const web = await api.post('/app/apply/web/get_apply_in_shop_records', {}, alice.token);
        expectContract('webGetApplyInShopRecords', web);
        expect(web.data).toEqual(list.data);
        expect((await records(alice, { status: 'approved' })).data).toEqual({ list: [], total: 0 });
        expect((await records(bob)).data).toEqual({ list: [], total: 0 });
      });

      it('keeps the shipping address out of every read table', async () => {
        const { rows } = await server.services.database.query('select * from sample_requests where shop_domain = $1', [
          alice.shopName,
        ]);
        expect(JSON.stringify(rows)).not.toContain('Market St');
      });

      it('refuses a second open request for the same product, changing nothing', async () => {
        await api.expectRefused(
          () => api.post('/app/add_sample', { productId: product.id, shippingAddress: ADDRESS }, alice.token),
          409,
          SAMPLE_MESSAGES.alreadyOpen,
          () => records(alice),
        );
      });

      it('refuses an unknown product and a bad address, changing nothing', async () => {
        await api.expectRefused(
          () => api.post('/app/add_sample', { productId: 'amazon-NOPE', shippingAddress: ADDRESS }, bob.token),
          404,
          CATALOG_MESSAGES.unknownProduct('amazon-NOPE'),
          () => records(bob),
        );
        await api.expectRefused(
          () =>
            api.post(
              '/app/add_sample',
              { productId: product.id, shippingAddress: { ...ADDRESS, country: 'usa' } },
              bob.token,
            ),
          400,
          'shippingAddress.country',
          () => records(bob),
        );
        await api.expectRefused(
          () => api.post('/app/add_sample', { productId: product.id }, bob.token),
          400,
          'shippingAddress is required',
          () => records(bob),
        );
      });

      it('pages the records newest first', async () => {
        const creator = await api.registerCreator();
        const ids: string[] = [];
        for (const p of catalog.products.slice(0, 3)) {
          ids.push(
            (await api.post('/app/add_sample', { productId: p.id, shippingAddress: ADDRESS }, creator.token)).data.id,
          );
        }
        const first = await records(creator, { pageSize: 2 });
        expect(first.data.total).toBe(3);
        expect(first.data.list.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
        const second = await records(creator, { pageSize: 2, pageNum: 2 });
        expect(second.data.list.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
        expect((await records(creator, { pageSize: 2, pageNum: 3 })).data).toEqual({ list: [], total: 3 });
      });
    });
  },
);
