import { describe, expect, it } from 'vitest';
import { addDays, LINK_DETAIL_DAYS } from '../../src/domain/click-days';
import { pacificDate } from '../../src/domain/pacific-time';
import { SHORT_LINK_MESSAGES } from '../../server/modules/short-links/short-link-decider';
import { recordClicks } from '../support/clicks';
import { expectContract } from './account-support';
import {
  AMAZON_PRODUCT,
  FACEBOOK_PREVIEW,
  OTHER_AMAZON_PRODUCT,
  shortLinkServer,
  WINDOWS_CHROME,
} from './short-link-support';

/** get_shortlink_list (the My Links tab) and get_shortlink_detail (a link's page with its clicks per Pacific day). */
describe.each(['pglite', 'postgres'] as const)('short-link list and detail (%s)', (kind) => {
  const ctx = shortLinkServer(kind);

  describe('get_shortlink_list', () => {
    it("pages the shop's short links newest first with their clicks; deep, deleted and other shops' links stay out", async () => {
      const creator = await ctx.api.creator('jane-20');
      const other = await ctx.api.creator('bob-20');
      const made: string[] = [];
      for (let i = 0; i < 23; i += 1) {
        const url = `https://www.amazon.com/dp/B0LIST${String(i).padStart(4, '0')}`;
        made.push(
          (
            await ctx.api.post(
              '/app/get_shortlink/v2',
              { url, title: i % 2 ? `Desk lamp ${i}` : `Coffee mug ${i}` },
              creator.token,
            )
          ).data.code,
        );
      }
      await ctx.api.post(
        '/app/get_shortlink_with_trackingid/v3',
        { url: AMAZON_PRODUCT, trackingId: 'jane-20', kind: 'deep' },
        creator.token,
      );
      await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, other.token);
      await ctx.api.post('/app/delete_shortlink', { id: made[0] }, creator.token);
      await ctx.api.visit(made[22]!);
      await ctx.api.visit(made[22]!, { 'user-agent': WINDOWS_CHROME });
      await ctx.api.visit(made[22]!, { 'user-agent': FACEBOOK_PREVIEW });

      // Clicks reach the counters a moment after their redirect (the embedded database imports them from its journal).
      const firstPage = () => ctx.api.post('/app/get_shortlink_list', {}, creator.token);
      await expect.poll(async () => (await firstPage()).data.list[0].clicks).toBe(2);
      const first = await firstPage();
      expectContract('getShortlinkList', first);
      expect(first.data.total).toBe(22);
      const newest = [...made].reverse();
      expect(first.data.list.map((link: { code: string }) => link.code)).toEqual(newest.slice(0, 20));
      expect(first.data.list[0]).toMatchObject({
        code: made[22],
        kind: 'short',
        clicks: 2,
        title: 'Coffee mug 22',
        shortUrl: `${ctx.server.url}/s/${made[22]}`,
      });

      const second = await ctx.api.post('/app/get_shortlink_list', { pageNum: 2, pageSize: 20 }, creator.token);
      expect(second.data.list.map((link: { code: string }) => link.code)).toEqual(newest.slice(20, 22));
      expect(second.data.total).toBe(22);

      const lamps = await ctx.api.post('/app/get_shortlink_list', { keyword: 'LAMP', pageSize: 5 }, creator.token);
      expect(lamps.data.total).toBe(11);
      expect(lamps.data.list).toHaveLength(5);
      expect(lamps.data.list.every((link: { title: string }) => link.title.startsWith('Desk lamp'))).toBe(true);
      // The destination matches too, e.g. part of the product code.
      const byAsin = await ctx.api.post('/app/get_shortlink_list', { keyword: 'B0LIST0007' }, creator.token);
      expect(byAsin.data.list.map((link: { code: string }) => link.code)).toEqual([made[7]]);
    });

    it('answers an empty page for a new shop, and refuses malformed paging and another shop named in the body', async () => {
      const creator = await ctx.api.creator();
      const other = await ctx.api.creator();
      const empty = await ctx.api.post('/app/get_shortlink_list', undefined, creator.token);
      expectContract('getShortlinkList', empty);
      expect(empty.data).toEqual({ list: [], total: 0 });
      expect((await ctx.api.post('/app/get_shortlink_list', { pageSize: 0 }, creator.token)).status).toBe(400);
      expect((await ctx.api.post('/app/get_shortlink_list', { pageNum: 'two' }, creator.token)).status).toBe(400);
      expect(
        (await ctx.api.post('/app/get_shortlink_list', { shopDomain: other.shopName }, creator.token)).status,
      ).toBe(403);
      expect((await ctx.api.post('/app/get_shortlink_list', {})).status).toBe(401);
    });
  });

  describe('get_shortlink_detail', () => {
    it('answers the link with its clicks by people on each of the last 30 Pacific days, zeros included', async () => {
      const creator = await ctx.api.creator('jane-20');
      const link = (await ctx.api.post('/app/get_shortlink/v3', { url: OTHER_AMAZON_PRODUCT }, creator.token)).data;
      expect((await ctx.api.visit(link.code)).status).toBe(302);
      await ctx.api.visit(link.code, { 'user-agent': FACEBOOK_PREVIEW });
      const now = new Date();
      await recordClicks(ctx.server.services, creator.shopName, link.code, 3, new Date(now.getTime() - 3 * 86_400_000));
      // Older than the window: counted in the total, not in the days.
      await recordClicks(
        ctx.server.services,
        creator.shopName,
        link.code,
        2,
        new Date(now.getTime() - 40 * 86_400_000),
      );

      const read = () => ctx.api.post('/app/get_shortlink_detail', { code: link.code }, creator.token);
      await expect.poll(async () => (await read()).data.shortLink.clicks).toBe(6);
      const detail = await read();
      expectContract('getShortlinkDetail', detail);
      expect(detail.data.shortLink).toMatchObject({
        code: link.code,
        originalUrl: 'https://www.amazon.com/dp/B0BSHF7WHW?tag=jane-20',
        trackingId: 'jane-20',
        clicks: 6,
      });
      const days = detail.data.days as Array<{ day: string; clicks: number }>;
      const today = pacificDate(new Date());
      expect(days).toHaveLength(LINK_DETAIL_DAYS);
      expect(days.map((d) => d.day)).toEqual(
        Array.from({ length: LINK_DETAIL_DAYS }, (_, i) => addDays(today, i - LINK_DETAIL_DAYS + 1)),
      );
      expect(days.at(-1)).toEqual({ day: today, clicks: 1 });
      expect(days.find((d) => d.day === pacificDate(new Date(now.getTime() - 3 * 86_400_000)))?.clicks).toBe(3);
      expect(days.reduce((sum, d) => sum + d.clicks, 0)).toBe(4);
    });

    it("answers 404 for an unknown code, a deleted link and another shop's link, 400 for a malformed code", async () => {
      const creator = await ctx.api.creator('jane-20');
      const other = await ctx.api.creator('bob-20');
      const mine = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data;
      const theirs = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, other.token)).data;
      await ctx.api.post('/app/delete_shortlink', { id: mine.code }, creator.token);
      for (const code of [mine.code, theirs.code, 'Zz9Zz9Zz']) {
        const res = await ctx.api.post('/app/get_shortlink_detail', { code }, creator.token);
        expect(res.status).toBe(404);
        expect(res.message).toBe(SHORT_LINK_MESSAGES.missing);
      }
      expect((await ctx.api.post('/app/get_shortlink_detail', { code: 'not a code!' }, creator.token)).status).toBe(
        400,
      );
      expect((await ctx.api.post('/app/get_shortlink_detail', {}, creator.token)).status).toBe(400);
      expect((await ctx.api.post('/app/get_shortlink_detail', { code: theirs.code })).status).toBe(401);
    });
  });
});
