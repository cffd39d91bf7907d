import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../server/modules/catalog/catalog-data';
import { ADDRESS_MESSAGES } from '../../server/modules/short-links/short-link-addresses';
import { expectContract } from './account-support';
import { expectRefused, shortLinkServer, TARGET_PRODUCT, WALMART_PRODUCT, WINDOWS_CHROME } from './short-link-support';

const WALMART_IDS = { publisherId: '1234567', adId: '565706', campaignId: '9383' };
const TARGET_IDS = { publisherId: '1234567', adId: '2092', campaignId: '16662' };

/** What a Walmart or Target link with a tracking id leads to: Impact's click address wrapping the product page. */
function impactUrl(host: string, ids: typeof WALMART_IDS, productUrl: string, trackingId: string) {
  return `https://${host}/c/${ids.publisherId}/${ids.adId}/${ids.campaignId}?u=${encodeURIComponent(productUrl)}&subId1=${trackingId}`;
}

describe.each(['pglite', 'postgres'] as const)('Impact settings (%s)', (kind) => {
  const ctx = shortLinkServer(kind);

  const settings = async (token: string) => (await ctx.api.post('/setting/getImpactSettings', {}, token)).data;

  describe('get, save and clear', () => {
    it('has no retailer until saved, then answers each saved retailer; clearing removes one', async () => {
      const creator = await ctx.api.registerCreator();
      const empty = await ctx.api.post('/setting/getImpactSettings', { shopDomain: creator.shopName }, creator.token);
      expectContract('getImpactSettings', empty);
      expect(empty.data).toEqual({});

      const saved = await ctx.api.post(
        '/setting/saveImpactSettings',
        { retailer: 'walmart', ...WALMART_IDS },
        creator.token,
      );
      expectContract('saveImpactSettings', saved);
      expect(saved.data).toEqual({ walmart: { ...WALMART_IDS, savedAt: expect.any(String) } });
      const both = await ctx.api.post(
        '/setting/saveImpactSettings',
        { retailer: 'target', ...TARGET_IDS },
        creator.token,
      );
      expect(both.data).toEqual({
        walmart: saved.data.walmart,
        target: { ...TARGET_IDS, savedAt: expect.any(String) },
      });
      expect(await settings(creator.token)).toEqual(both.data);

      // Saving the same ids again changes nothing; other ids replace them.
      const before = await ctx.api.eventCount();
      await ctx.api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS }, creator.token);
      expect(await ctx.api.eventCount()).toBe(before);
      const replaced = await ctx.api.post(
        '/setting/saveImpactSettings',
        { retailer: 'walmart', ...WALMART_IDS, campaignId: '10000' },
        creator.token,
      );
      expect(replaced.data.walmart).toMatchObject({ ...WALMART_IDS, campaignId: '10000' });

      const cleared = await ctx.api.post('/setting/clearImpactSettings', { retailer: 'walmart' }, creator.token);
      expectContract('clearImpactSettings', cleared);
      expect(cleared.data).toEqual({ target: both.data.target });
      // Clearing what is not there is no error and appends nothing.
      const after = await ctx.api.eventCount();
      expect((await ctx.api.post('/setting/clearImpactSettings', { retailer: 'walmart' }, creator.token)).data).toEqual(
        cleared.data,
      );
      expect(await ctx.api.eventCount()).toBe(after);
    });

    it('refuses ids that are not Impact ids, naming the field, and changes nothing', async () => {
      const creator = await ctx.api.registerCreator();
      const save = (body: Record<string, unknown>) => () =>
        ctx.api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS, ...body }, creator.token);
      for (const [body, field] of [
        [{ publisherId: 'IR12345' }, 'publisherId'],
        [{ adId: '' }, 'adId'],
        [{ campaignId: '1234567890123' }, 'campaignId'],
        [{ adId: ' 565706' }, 'adId'],
      ] as const) {
        const res = await expectRefused(ctx.api, save(body), 400, /^Invalid request/);
        expect(res.message).toContain(field);
      }
      await expectRefused(
        ctx.api,
        save({ retailer: 'amazon' }),
        400,
        /^Invalid request: retailer must be one of "target", "walmart"/,
      );
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/setting/saveImpactSettings', { retailer: 'target' }, creator.token),
        400,
        /publisherId is required/,
      );
      expect(await settings(creator.token)).toEqual({});
    });

    it('keeps each shop its own settings, and erases them with the account', async () => {
      const jane = await ctx.api.registerCreator();
      const bob = await ctx.api.registerCreator();
      await ctx.api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS }, jane.token);
      expect(await settings(bob.token)).toEqual({});
      const res = await ctx.api.post(
        '/blogger/destroy',
        { confirm: 'DELETE', password: await ctx.api.encrypt(jane.password) },
        jane.token,
      );
      expect(res.code, res.message).toBe(200);
      const events = await ctx.server.services.eventStore.readStream(`impact-settings:${jane.shopName}`);
      expect(events.map((e) => e.data)).toEqual([{ redacted: true }]);
    });
  });

  describe('Target and Walmart links with a tracking id', () => {
    it('lead to the Impact click address with the tracking id as subId1, and the redirect answers it', async () => {
      const creator = await ctx.api.registerCreator();
      await ctx.api.post('/setting/addWalmartTrackingId', { trackingId: 'janepicks' }, creator.token);
      await ctx.api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS }, creator.token);
      const made = await ctx.api.post(
        '/app/get_shortlink_with_trackingid/v3',
        { url: `${WALMART_PRODUCT}?athbdg=L1600`, trackingId: 'janepicks' },
        creator.token,
      );
      expectContract('getShortlinkWithTrackingidV3', made);
      const expected = impactUrl('goto.walmart.com', WALMART_IDS, WALMART_PRODUCT, 'janepicks');
      expect(made.data).toMatchObject({ originalUrl: expected, trackingId: 'janepicks', source: 9, kind: 'short' });
      const visit = await ctx.api.visit(made.data.code);
      expect([visit.status, visit.location]).toEqual([302, expected]);
      const location = new URL(visit.location!);
      expect(location.searchParams.get('u')).toBe(WALMART_PRODUCT);
      expect(location.searchParams.get('subId1')).toBe('janepicks');
      // get_shortlink/v3 takes the shop's oldest Walmart id; the same destination is the same link.
      expect((await ctx.api.post('/app/get_shortlink/v3', { url: WALMART_PRODUCT }, creator.token)).data.code).toBe(
        made.data.code,
      );
      // A deep link opened on a desktop is the same plain redirect.
      const deep = await ctx.api.post(
        '/app/get_shortlink_with_trackingid/v2',
        { url: WALMART_PRODUCT, trackingId: 'JANEPICKS', kind: 'deep' },
        creator.token,
      );
      expect(deep.data).toMatchObject({ originalUrl: expected, kind: 'deep' });
      expect(await ctx.api.visit(deep.data.code, { 'user-agent': WINDOWS_CHROME })).toMatchObject({
        status: 302,
        location: expected,
      });
    });

    it('builds a Target shop product link with the Target settings', async () => {
      const creator = await ctx.api.registerCreator();
      const [item] = bundledCatalog().products.filter((p) => p.retailer === 'target');
      const added = await ctx.api.post('/app/product/add_product', { url: item!.url }, creator.token);
      await ctx.api.post('/setting/addTargetTrackingId', { trackingId: 'jane.target' }, creator.token);
      await ctx.api.post('/setting/saveImpactSettings', { retailer: 'target', ...TARGET_IDS }, creator.token);
      const made = await ctx.api.post(
        '/app/create_product_shortlink/v2',
        { productId: added.data.product.id },
        creator.token,
      );
      expect(made.code, made.message).toBe(200);
      const url = new URL(made.data.originalUrl);
      expect([url.host, url.pathname, url.searchParams.get('subId1')]).toEqual([
        'goto.target.com',
        `/c/${TARGET_IDS.publisherId}/${TARGET_IDS.adId}/${TARGET_IDS.campaignId}`,
        'jane.target',
      ]);
      expect(url.searchParams.get('u')).toMatch(/^https:\/\/www\.target\.com\/p\/.*\/-\/A-\d+$/);
    });

    it('without the settings of that retailer, say where to add them', async () => {
      const creator = await ctx.api.registerCreator();
      await ctx.api.post('/setting/addWalmartTrackingId', { trackingId: 'janepicks' }, creator.token);
      await ctx.api.post('/setting/addTargetTrackingId', { trackingId: 'janepicks' }, creator.token);
      // Target's settings do not make Walmart links, and the other way round.
      await ctx.api.post('/setting/saveImpactSettings', { retailer: 'target', ...TARGET_IDS }, creator.token);
      const res = await expectRefused(
        ctx.api,
        () =>
          ctx.api.post(
            '/app/get_shortlink_with_trackingid/v3',
            { url: WALMART_PRODUCT, trackingId: 'janepicks' },
            creator.token,
          ),
        400,
        ADDRESS_MESSAGES.impactMissing('walmart'),
      );
      expect(res.message).toContain('Impact settings');
      expect((await ctx.api.post('/app/get_shortlink/v3', { url: TARGET_PRODUCT }, creator.token)).code).toBe(200);
      // Cleared: Target is refused again, and the address can still be shortened as it is.
      await ctx.api.post('/setting/clearImpactSettings', { retailer: 'target' }, creator.token);
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/app/get_shortlink/v3', { url: TARGET_PRODUCT }, creator.token),
        400,
        ADDRESS_MESSAGES.impactMissing('target'),
      );
      expect(
        (await ctx.api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT }, creator.token)).data.originalUrl,
      ).toBe(TARGET_PRODUCT);
    });
  });
});
