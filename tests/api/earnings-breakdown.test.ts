import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/click-days';
import { pacificDate } from '../../src/domain/pacific-time';
import { DASHBOARD_MESSAGES } from '../../server/modules/earnings/dashboard-metrics';
import { recordClicks } from '../support/clicks';
import { expectContract } from './account-support';
import { earningsServer, newOrderId } from './earnings-support';
import { TARGET_PRODUCT } from './short-link-support';
import { metrics, usd } from '../support/earnings-fixtures';

const row = (
  key: string,
  name: string,
  brand: string,
  clicks: number,
  conversions: number,
  salesCents: number,
  earningsCents: number,
) => ({
  key,
  name,
  brand,
  ...metrics(clicks, conversions, salesCents, earningsCents),
});

/** The commission pages' numbers: a Pacific range split by brand (the link's retailer) or by link. */
describe.each(['pglite', 'postgres'] as const)('earnings by brand and by link (%s)', (kind) => {
  const ctx = earningsServer(kind);

  it("splits the shop's clicks, orders, sales and commission by brand and by link, reversals and other days out", async () => {
    const { api, server } = ctx;
    const tag = `brand${Date.now().toString(36)}-20`;
    const alice = await api.creatorWithLink(tag);
    const target = await api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT, title: 'Tumbler' }, alice.token);
    expect(target.code, target.message).toBe(200);
    const targetCode = target.data.code as string;
    const bob = await api.creatorWithLink();
    const now = new Date();
    const today = pacificDate(now);
    const longAgo = new Date(now.getTime() - 20 * 86_400_000);
    await recordClicks(server.services, alice.shopName, alice.code, 50, now);
    await recordClicks(server.services, alice.shopName, targetCode, 20, now);
    await recordClicks(server.services, alice.shopName, alice.code, 9, longAgo);
    await recordClicks(server.services, bob.shopName, bob.code, 30, now);
    const post = (
      link: { shortCode: string } | { trackingId: string },
      salesCents: number,
      commissionCents: number,
      status = 'approved',
      at = now,
    ) =>
      api.postback({
        orderId: newOrderId(),
        ...link,
        orderAmountCents: salesCents,
        commissionCents,
        status,
        orderedAt: at.toISOString(),
      } as never);
    for (const reply of [
      await post({ shortCode: alice.code }, 10_000, 400),
      await post({ shortCode: alice.code }, 5_000, 200, 'pending'),
      await post({ shortCode: alice.code }, 8_000, 800, 'reversed'),
      await post({ shortCode: alice.code }, 3_000, 300, 'approved', longAgo),
      await post({ shortCode: targetCode }, 4_000, 300),
      await post({ trackingId: tag }, 2_000, 50),
      await post({ shortCode: bob.code }, 9_000, 900),
    ])
      expect(reply.code, reply.message).toBe(200);

    const range = { startDate: addDays(today, -6), endDate: today };
    const byBrand = await api.post('/app/earning/get_earnings_breakdown', { ...range, by: 'brand' }, alice.token);
    expectContract('getEarningsBreakdown', byBrand);
    // Amazon: the link's 50 clicks and two orders, plus the order reported by the Amazon tag.
    expect(byBrand.data).toEqual({
      ...range,
      by: 'brand',
      totals: metrics(70, 4, 21_000, 950),
      rows: [
        row('amazon', 'Amazon', 'amazon', 50, 3, 17_000, 650),
        row('target', 'Target', 'target', 20, 1, 4_000, 300),
      ],
    });

    const byLink = await api.post(
      '/app/earning/get_earnings_breakdown',
      { ...range, by: 'link', orderBy: 'clicks' },
      alice.token,
    );
    expectContract('getEarningsBreakdown', byLink);
    expect(byLink.data.rows.map((r: any) => [r.key, r.brand, r.clicks, r.earnings.amountCents])).toEqual([
      [alice.code, 'amazon', 50, 600],
      [targetCode, 'target', 20, 300],
      [`tracking:${tag}`, 'amazon', 0, 50],
    ]);
    expect(byLink.data.rows[2].name).toBe(tag);
    const byEpc = await api.post(
      '/app/earning/get_earnings_breakdown',
      { ...range, by: 'link', orderBy: 'epc' },
      alice.token,
    );
    expect(byEpc.data.rows.map((r: any) => r.key)).toEqual([targetCode, alice.code, `tracking:${tag}`]);
    const targetOnly = await api.post(
      '/app/earning/get_earnings_breakdown',
      { ...range, by: 'link', brand: 'target' },
      alice.token,
    );
    expect(targetOnly.data.rows).toEqual([
      expect.objectContaining({ key: targetCode, clicks: 20, commissionRate: 0.075 }),
    ]);
    expect(targetOnly.data.totals).toMatchObject({ clicks: 20, conversions: 1, earnings: usd(300), sales: usd(4_000) });
  });

  it('refuses a bad range or split with a sentence, and answers only the caller shop', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const bob = await api.creatorWithLink();
    const today = pacificDate(new Date());
    const ask = (body: Record<string, unknown>, token = alice.token) =>
      api.post('/app/earning/get_earnings_breakdown', body, token);
    const reversed = await ask({ startDate: today, endDate: addDays(today, -1), by: 'brand' });
    expect([reversed.status, reversed.message]).toEqual([400, DASHBOARD_MESSAGES.order]);
    const tooLong = await ask({ startDate: addDays(today, -366), endDate: today, by: 'link' });
    expect([tooLong.status, tooLong.message]).toEqual([400, DASHBOARD_MESSAGES.length]);
    const noSplit = await ask({ startDate: today, endDate: today });
    expect([noSplit.status, noSplit.message]).toEqual([400, 'Invalid request: by is required.']);
    expect((await ask({ startDate: today, endDate: today, by: 'shop' })).status).toBe(400);
    expect((await ask({ startDate: today, endDate: today, by: 'brand', brand: 'ebay' })).status).toBe(400);

    // Another shop's token: the shop comes from the token, and naming another shop is refused.
    expect(
      (await ask({ startDate: today, endDate: today, by: 'brand', shopDomain: alice.shopName }, bob.token)).status,
    ).toBe(403);
    const empty = await ask({ startDate: today, endDate: today, by: 'brand' }, bob.token);
    expect(empty.data.rows).toEqual([]);
    expect(empty.data.totals.clicks).toBe(0);
  });
});
