import { describe, expect, it } from 'vitest';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import { bundledCatalog } from '../../server/modules/catalog/catalog-data';
import { listShortLinks } from '../../server/modules/short-links';
import { ADDRESS_MESSAGES } from '../../server/modules/short-links/short-link-addresses';
import { SHORT_CODE } from '../../server/modules/short-links/short-link-codes';
import { SHORT_LINK_MESSAGES } from '../../server/modules/short-links/short-link-decider';
import { expectContract } from './account-support';
import {
  AMAZON_CANONICAL,
  AMAZON_PRODUCT,
  expectRefused,
  OTHER_AMAZON_PRODUCT,
  shortLinkServer,
  TARGET_PRODUCT,
  WALMART_PRODUCT,
} from './short-link-support';

describe.each(['pglite', 'postgres'] as const)('short links (%s)', (kind) => {
  const ctx = shortLinkServer(kind);

  describe('get_shortlink/v3 (the preselected tracking id written in)', () => {
    it('makes an Amazon link with the registration tag, and answers the same link when asked again', async () => {
      const creator = await ctx.api.creator('jane-20');
      const first = await ctx.api.post(
        '/app/get_shortlink/v3',
        { url: `${AMAZON_PRODUCT}?ref=sr_1_1&tag=someone-20` },
        creator.token,
      );
      expectContract('getShortlinkV3', first);
      expect(first.data).toMatchObject({
        originalUrl: `${AMAZON_CANONICAL}?tag=jane-20`,
        kind: 'short',
        trackingId: 'jane-20',
        source: 1,
        clicks: 0,
        shortUrl: `${ctx.server.url}/s/${first.data.code}`,
      });
      expect(first.data.code).toMatch(SHORT_CODE);
      expect(first.data.id).toBe(first.data.code);
      // The same product in another spelling is the same destination.
      const again = await ctx.api.post(
        '/app/get_shortlink/v3',
        { url: 'https://amazon.com/gp/product/B09B8V1LZ3', shopDomain: creator.shopName },
        creator.token,
      );
      expect(again.data).toEqual(first.data);
    });

    it('uses the default chosen in the Account info form, and the oldest id when that one was removed', async () => {
      const creator = await ctx.api.creator('jane-20');
      await ctx.api.post('/setting/addTrackingId', { trackingId: 'jane-21' }, creator.token);
      await ctx.api.post('/setting/v2/saveInfo', { trackingId: 'jane-21' }, creator.token);
      expect(
        (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data.trackingId,
      ).toBe('jane-21');
      await ctx.api.post('/setting/removeTrackingId', { trackingId: 'jane-21' }, creator.token);
      expect(
        (await ctx.api.post('/app/get_shortlink/v3', { url: OTHER_AMAZON_PRODUCT }, creator.token)).data.trackingId,
      ).toBe('jane-20');
    });

    it('refuses without an Amazon tracking id, for Target and Walmart (no Impact settings), and for addresses it cannot use', async () => {
      const creator = await ctx.api.registerCreator();
      const call = (url: string) => () => ctx.api.post('/app/get_shortlink/v3', { url }, creator.token);
      await expectRefused(ctx.api, call(AMAZON_PRODUCT), 400, ADDRESS_MESSAGES.noTrackingIds('amazon'));
      await expectRefused(ctx.api, call(TARGET_PRODUCT), 400, ADDRESS_MESSAGES.impactMissing('target'));
      await expectRefused(ctx.api, call(WALMART_PRODUCT), 400, ADDRESS_MESSAGES.impactMissing('walmart'));
      await expectRefused(ctx.api, call('https://www.ebay.com/itm/123456'), 400, RETAILER_LINK_ERRORS.unsupported);
      await expectRefused(ctx.api, call('https://www.amazon.com/shop/janedoe'), 400, RETAILER_LINK_ERRORS.noAsin);
      await expectRefused(ctx.api, call('https://amzn.to/3xYzAbC'), 400, RETAILER_LINK_ERRORS.shortAmazon);
      // Not an http(s) address at all: the contract's own check.
      await expectRefused(ctx.api, call('ftp://www.amazon.com/dp/B09B8V1LZ3'), 400, /^Invalid request/);
    });
  });

  describe('get_shortlink/v2 and get_new_shortlink (the address as given)', () => {
    it('keeps the address and its tracking id as given, reuses the link, and files it under its source', async () => {
      const creator = await ctx.api.creator();
      const url = `${AMAZON_PRODUCT}?tag=jane-20&psc=1`;
      const made = await ctx.api.post('/app/get_shortlink/v2', { url, title: '  Echo Dot  ' }, creator.token);
      expectContract('getShortlinkV2', made);
      expect(made.data).toMatchObject({
        originalUrl: url,
        trackingId: 'jane-20',
        source: 1,
        title: 'Echo Dot',
        kind: 'short',
      });
      expect((await ctx.api.post('/app/get_shortlink/v2', { url }, creator.token)).data.code).toBe(made.data.code);
      // Another kind or address is another link; a source of Amazon's is kept.
      const deep = await ctx.api.post('/app/get_shortlink/v2', { url, kind: 'deep' }, creator.token);
      expect([deep.data.kind, deep.data.code === made.data.code]).toEqual(['deep', false]);
      const board = await ctx.api.post(
        '/app/get_shortlink/v2',
        { url: OTHER_AMAZON_PRODUCT, source: 3 },
        creator.token,
      );
      expect(board.data).toMatchObject({ source: 3, originalUrl: OTHER_AMAZON_PRODUCT });
      expect(board.data.trackingId).toBeUndefined();
      // Target and Walmart addresses can be shortened as they are.
      const target = await ctx.api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT }, creator.token);
      expect(target.data).toMatchObject({ originalUrl: TARGET_PRODUCT, source: 7 });
      const walmart = await ctx.api.post('/app/get_shortlink/v2', { url: WALMART_PRODUCT, source: 5 }, creator.token);
      expect(walmart.data).toMatchObject({ originalUrl: WALMART_PRODUCT, source: 5 });
    });

    it('get_new_shortlink makes another link every time', async () => {
      const creator = await ctx.api.creator();
      const one = await ctx.api.post('/app/get_new_shortlink', { url: AMAZON_PRODUCT }, creator.token);
      expectContract('getNewShortlink', one);
      const two = await ctx.api.post('/app/get_new_shortlink', { url: AMAZON_PRODUCT }, creator.token);
      expect(two.data.code).not.toBe(one.data.code);
      expect(two.data.originalUrl).toBe(one.data.originalUrl);
      // The get-or-create calls answer one of them rather than making a third.
      expect([one.data.code, two.data.code]).toContain(
        (await ctx.api.post('/app/get_shortlink/v2', { url: AMAZON_PRODUCT }, creator.token)).data.code,
      );
    });

    it('refuses a source of another retailer and an address it cannot use', async () => {
      const creator = await ctx.api.creator();
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/get_shortlink/v2', { url: AMAZON_PRODUCT, source: 7 }, creator.token),
        400,
        ADDRESS_MESSAGES.sourceMismatch('amazon'),
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/get_new_shortlink', { url: 'https://www.target.com/c/kitchen' }, creator.token),
        400,
        RETAILER_LINK_ERRORS.noTcin,
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/get_shortlink/v2', { url: AMAZON_PRODUCT, source: 99 }, creator.token),
        400,
        /^Invalid request/,
      );
    });
  });

  describe('get_shortlink_with_trackingid v2 and v3', () => {
    it('writes a tracking id of the shop in (its own spelling), replacing the one in the address', async () => {
      const creator = await ctx.api.creator('Jane-20');
      await ctx.api.post('/setting/addTrackingId', { trackingId: 'jane-21' }, creator.token);
      const made = await ctx.api.post(
        '/app/get_shortlink_with_trackingid/v2',
        { url: `${AMAZON_PRODUCT}?tag=other-20`, trackingId: 'JANE-21' },
        creator.token,
      );
      expectContract('getShortlinkWithTrackingidV2', made);
      expect(made.data).toMatchObject({ originalUrl: `${AMAZON_CANONICAL}?tag=jane-21`, trackingId: 'jane-21' });
      const deep = await ctx.api.post(
        '/app/get_shortlink_with_trackingid/v3',
        { url: AMAZON_PRODUCT, trackingId: 'jane-20', kind: 'deep' },
        creator.token,
      );
      expectContract('getShortlinkWithTrackingidV3', deep);
      expect(deep.data).toMatchObject({
        originalUrl: `${AMAZON_CANONICAL}?tag=Jane-20`,
        trackingId: 'Jane-20',
        kind: 'deep',
      });
    });

    it('refuses a tracking id that is not the shop own, and Target or Walmart ids (no Impact settings)', async () => {
      const creator = await ctx.api.creator();
      await ctx.api.post('/setting/addTargetTrackingId', { trackingId: 'janepicks' }, creator.token);
      await expectRefused(
        ctx.api,
        () =>
          ctx.api.post(
            '/app/get_shortlink_with_trackingid/v2',
            { url: AMAZON_PRODUCT, trackingId: 'someone-20' },
            creator.token,
          ),
        400,
        ADDRESS_MESSAGES.unknownTrackingId('amazon'),
      );
      await expectRefused(
        ctx.api,
        () =>
          ctx.api.post(
            '/app/get_shortlink_with_trackingid/v3',
            { url: TARGET_PRODUCT, trackingId: 'janepicks' },
            creator.token,
          ),
        400,
        ADDRESS_MESSAGES.impactMissing('target'),
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/get_shortlink_with_trackingid/v2', { url: AMAZON_PRODUCT }, creator.token),
        400,
        /^Invalid request/,
      );
    });
  });

  describe('get_shortlink_already_has_trackingid', () => {
    it('shortens an address carrying a tracking id of the shop without touching it', async () => {
      const creator = await ctx.api.creator('jane-20');
      const url = `${AMAZON_PRODUCT}?tag=JANE-20&linkCode=ll1`;
      const made = await ctx.api.post('/app/get_shortlink_already_has_trackingid', { url }, creator.token);
      expectContract('getShortlinkAlreadyHasTrackingid', made);
      expect(made.data).toMatchObject({ originalUrl: url, trackingId: 'JANE-20' });
    });

    it('refuses an address without a tracking id or with someone else', async () => {
      const creator = await ctx.api.creator('jane-20');
      const call = (url: string) => () =>
        ctx.api.post('/app/get_shortlink_already_has_trackingid', { url }, creator.token);
      await expectRefused(ctx.api, call(AMAZON_PRODUCT), 400, ADDRESS_MESSAGES.noTrackingIdInAddress('amazon'));
      await expectRefused(
        ctx.api,
        call(`${AMAZON_PRODUCT}?tag=bob-20`),
        400,
        ADDRESS_MESSAGES.foreignTrackingId('bob-20'),
      );
      await expectRefused(ctx.api, call(TARGET_PRODUCT), 400, ADDRESS_MESSAGES.noTrackingIdInAddress('target'));
    });
  });

  describe('create_product_shortlink/v2', () => {
    const [amazonItem] = bundledCatalog().products.filter((p) => p.retailer === 'amazon');
    const [targetItem] = bundledCatalog().products.filter((p) => p.retailer === 'target');
    const addProduct = async (token: string, url: string) => {
      const res = await ctx.api.post('/app/product/add_product', { url }, token);
      expect(res.code, res.message).toBe(200);
      return res.data.product as { id: string; title: string };
    };

    it('links a shop product with the preselected or a chosen tracking id, once per destination', async () => {
      const creator = await ctx.api.creator('jane-20');
      await ctx.api.post('/setting/addTrackingId', { trackingId: 'jane-21' }, creator.token);
      const product = await addProduct(creator.token, amazonItem!.url);
      const made = await ctx.api.post('/app/create_product_shortlink/v2', { productId: product.id }, creator.token);
      expectContract('createProductShortlinkV2', made);
      expect(made.data).toMatchObject({
        originalUrl: `https://www.amazon.com/dp/${amazonItem!.itemId}?tag=jane-20`,
        trackingId: 'jane-20',
        productId: product.id,
        title: product.title.slice(0, 200),
        source: 1,
        kind: 'short',
      });
      expect(
        (await ctx.api.post('/app/create_product_shortlink/v2', { productId: product.id }, creator.token)).data.code,
      ).toBe(made.data.code);
      const chosen = await ctx.api.post(
        '/app/create_product_shortlink/v2',
        { productId: product.id, trackingId: 'JANE-21', kind: 'deep' },
        creator.token,
      );
      expect(chosen.data).toMatchObject({ trackingId: 'jane-21', kind: 'deep', productId: product.id });
    });

    it('refuses another shop product, an unknown one, a foreign tracking id and Target products', async () => {
      const creator = await ctx.api.creator('jane-20');
      const other = await ctx.api.creator('bob-20');
      const theirs = await addProduct(other.token, amazonItem!.url);
      const target = await addProduct(creator.token, targetItem!.url);
      const mine = await addProduct(creator.token, amazonItem!.url);
      const call = (body: Record<string, unknown>) => () =>
        ctx.api.post('/app/create_product_shortlink/v2', body, creator.token);
      await expectRefused(
        ctx.api,
        call({ productId: theirs.id }),
        404,
        'This product is not in your shop (it may have been deleted). Add it again first.',
      );
      await expectRefused(
        ctx.api,
        call({ productId: 'no-such-product' }),
        404,
        'This product is not in your shop (it may have been deleted). Add it again first.',
      );
      await expectRefused(
        ctx.api,
        call({ productId: mine.id, trackingId: 'bob-20' }),
        400,
        ADDRESS_MESSAGES.unknownTrackingId('amazon'),
      );
      await expectRefused(ctx.api, call({ productId: target.id }), 400, ADDRESS_MESSAGES.impactMissing('target'));
    });
  });

  describe('the checks before shortening', () => {
    it('check_original_link/v3 says what an address is, or why it cannot be used', async () => {
      const creator = await ctx.api.creator();
      const amazon = await ctx.api.post(
        '/app/check_original_link/v3',
        { url: `${AMAZON_PRODUCT}?tag=jane-20` },
        creator.token,
      );
      expectContract('checkOriginalLinkV3', amazon);
      expect(amazon.data).toEqual({
        valid: true,
        retailer: 'amazon',
        source: 1,
        normalizedUrl: AMAZON_CANONICAL,
        trackingId: 'jane-20',
      });
      const walmart = await ctx.api.post('/app/check_original_link/v3', { url: WALMART_PRODUCT }, creator.token);
      expect(walmart.data).toEqual({ valid: true, retailer: 'walmart', source: 9, normalizedUrl: WALMART_PRODUCT });
      for (const [url, reason] of [
        ['https://www.ebay.com/itm/123456', RETAILER_LINK_ERRORS.unsupported],
        ['https://www.amazon.com/s?k=echo', RETAILER_LINK_ERRORS.noAsin],
        ['https://a.co/d/abc', RETAILER_LINK_ERRORS.shortAmazon],
      ] as const) {
        const res = await ctx.api.post('/app/check_original_link/v3', { url }, creator.token);
        expectContract('checkOriginalLinkV3', res);
        expect(res.data).toEqual({ valid: false, reason });
      }
    });

    it('check_original_link4viral_product/v3 also holds the address against the catalog item', async () => {
      const creator = await ctx.api.creator();
      const [item, other] = bundledCatalog().products.filter((p) => p.retailer === 'amazon');
      const ok = await ctx.api.post(
        '/app/check_original_link4viral_product/v3',
        { productId: item!.id, url: item!.url },
        creator.token,
      );
      expectContract('checkOriginalLink4viralProductV3', ok);
      expect(ok.data).toMatchObject({
        valid: true,
        retailer: 'amazon',
        normalizedUrl: `https://www.amazon.com/dp/${item!.itemId}`,
      });
      const mismatch = await ctx.api.post(
        '/app/check_original_link4viral_product/v3',
        { productId: item!.id, url: other!.url },
        creator.token,
      );
      expect(mismatch.data).toEqual({ valid: false, reason: ADDRESS_MESSAGES.notViralItem });
      const unknown = await ctx.api.post(
        '/app/check_original_link4viral_product/v3',
        { productId: 'no-such-item', url: item!.url },
        creator.token,
      );
      expect(unknown.data).toEqual({ valid: false, reason: ADDRESS_MESSAGES.unknownViralItem('no-such-item') });
      const broken = await ctx.api.post(
        '/app/check_original_link4viral_product/v3',
        { productId: item!.id, url: 'https://www.amazon.com/' },
        creator.token,
      );
      expect(broken.data).toEqual({ valid: false, reason: RETAILER_LINK_ERRORS.noAsin });
    });

    it('check_link_has_shortlink finds the shop own link to the same product page, whatever its tracking id', async () => {
      const creator = await ctx.api.creator();
      const other = await ctx.api.creator('bob-20');
      const none = await ctx.api.post('/app/check_link_has_shortlink', { url: AMAZON_PRODUCT }, creator.token);
      expectContract('checkLinkHasShortlink', none);
      expect(none.data).toEqual({ hasShortLink: false });
      await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, other.token);
      expect(
        (await ctx.api.post('/app/check_link_has_shortlink', { url: AMAZON_PRODUCT }, creator.token)).data,
      ).toEqual({ hasShortLink: false });
      const made = await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
      const found = await ctx.api.post(
        '/app/check_link_has_shortlink',
        { url: `${AMAZON_CANONICAL}?tag=whatever-20` },
        creator.token,
      );
      expectContract('checkLinkHasShortlink', found);
      expect(found.data).toEqual({ hasShortLink: true, shortLink: made.data });
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/check_link_has_shortlink', { url: 'https://www.ebay.com/itm/1' }, creator.token),
        400,
        RETAILER_LINK_ERRORS.unsupported,
      );
    });

    it('check_shortlink/v3 knows the shop own live codes only', async () => {
      const creator = await ctx.api.creator();
      const other = await ctx.api.creator('bob-20');
      const mine = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data;
      const theirs = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, other.token)).data;
      const found = await ctx.api.post('/app/check_shortlink/v3', { code: mine.code }, creator.token);
      expectContract('checkShortlinkV3', found);
      expect(found.data).toEqual({ exists: true, shortLink: mine });
      expect((await ctx.api.post('/app/check_shortlink/v3', { code: theirs.code }, creator.token)).data).toEqual({
        exists: false,
      });
      expect((await ctx.api.post('/app/check_shortlink/v3', { code: 'Zz9Zz9Zz' }, creator.token)).data).toEqual({
        exists: false,
      });
      await ctx.api.post('/app/delete_shortlink', { id: mine.code }, creator.token);
      expect((await ctx.api.post('/app/check_shortlink/v3', { code: mine.code }, creator.token)).data).toEqual({
        exists: false,
      });
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/check_shortlink/v3', { code: 'https://x/s/abc' }, creator.token),
        400,
        /^Invalid request/,
      );
    });
  });

  describe('delete_shortlink', () => {
    it('deletes a link of the shop: its address answers 404 and the next request makes a new one', async () => {
      const creator = await ctx.api.creator();
      const made = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data;
      expect((await ctx.api.visit(made.code)).status).toBe(302);
      const deleted = await ctx.api.post('/app/delete_shortlink', { id: made.code }, creator.token);
      expectContract('deleteShortlink', deleted);
      expect(deleted.data).toEqual({ id: made.code, deletedAt: expect.any(String) });
      expect((await ctx.api.visit(made.code)).status).toBe(404);
      // Its clicks stay counted in the statistics.
      expect(await ctx.api.clicksOf(made.code)).toHaveLength(1);
      const remade = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data;
      expect(remade.code).not.toBe(made.code);
    });

    it('refuses a link already deleted, another shop own and an unknown one', async () => {
      const creator = await ctx.api.creator();
      const other = await ctx.api.creator('bob-20');
      const mine = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data;
      const theirs = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, other.token)).data;
      await ctx.api.post('/app/delete_shortlink', { id: mine.code }, creator.token);
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/delete_shortlink', { id: mine.code }, creator.token),
        404,
        SHORT_LINK_MESSAGES.deleted,
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/delete_shortlink', { id: theirs.code }, creator.token),
        404,
        SHORT_LINK_MESSAGES.missing,
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/delete_shortlink', { id: 'Zz9Zz9Zz' }, creator.token),
        404,
        SHORT_LINK_MESSAGES.missing,
      );
      expect((await ctx.api.visit(theirs.code)).status).toBe(302);
    });
  });

  describe('the shop list (for the deep-link pages) and get_click_top', () => {
    it('pages the shop live links newest first, 20 by default, by kind and keyword', async () => {
      const creator = await ctx.api.creator();
      const made: string[] = [];
      for (let i = 0; i < 23; i += 1) {
        const asin = `B0TEST${String(i).padStart(4, '0')}`;
        made.push(
          (
            await ctx.api.post(
              '/app/get_shortlink/v2',
              { url: `https://www.amazon.com/dp/${asin}`, title: i % 2 ? `Lamp ${i}` : `Mug ${i}` },
              creator.token,
            )
          ).data.code,
        );
      }
      const db = ctx.server.services.database;
      const first = await listShortLinks(db, creator.shopName);
      expect(first.total).toBe(23);
      expect(first.rows.map((r) => r.code)).toEqual([...made].reverse().slice(0, 20));
      expect((await listShortLinks(db, creator.shopName, { pageNum: 2 })).rows.map((r) => r.code)).toEqual(
        [...made].reverse().slice(20),
      );
      const lamps = await listShortLinks(db, creator.shopName, { keyword: 'lamp', pageSize: 5 });
      expect([lamps.total, lamps.rows.length]).toEqual([11, 5]);
      expect((await listShortLinks(db, creator.shopName, { kind: 'deep' })).total).toBe(0);
    });

    it('ranks the shop live links by the clicks of people over the window', async () => {
      const creator = await ctx.api.creator();
      const a = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data;
      const b = (await ctx.api.post('/app/get_shortlink/v3', { url: OTHER_AMAZON_PRODUCT }, creator.token)).data;
      const c = (await ctx.api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT }, creator.token)).data;
      for (let i = 0; i < 3; i += 1) await ctx.api.visit(b.code);
      await ctx.api.visit(a.code);
      for (let i = 0; i < 5; i += 1) await ctx.api.visit(a.code, { 'user-agent': 'Googlebot/2.1' });
      await ctx.api.visit(c.code);
      await ctx.api.post('/app/delete_shortlink', { id: c.code }, creator.token);
      const top = await ctx.api.post('/app/get_click_top', { days: 7 }, creator.token);
      expectContract('getClickTop', top);
      expect(
        top.data.list.map((item: { shortLink: { code: string; clicks: number }; clicks: number }) => [
          item.shortLink.code,
          item.clicks,
          item.shortLink.clicks,
        ]),
      ).toEqual([
        [b.code, 3, 3],
        [a.code, 1, 1],
      ]);
      expect((await ctx.api.post('/app/get_click_top', { days: 30, limit: 1 }, creator.token)).data.list).toHaveLength(
        1,
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/get_click_top', { days: 14 }, creator.token),
        400,
        /^Invalid request/,
      );
    });
  });

  it('needs a signed-in creator for every call', async () => {
    for (const path of [
      '/app/get_shortlink/v3',
      '/app/check_original_link/v3',
      '/app/delete_shortlink',
      '/app/get_click_top',
    ]) {
      expect((await ctx.api.post(path, {})).status).toBe(401);
    }
  });
});
