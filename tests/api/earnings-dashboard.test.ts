import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/click-days';
import { pacificDate } from '../../src/domain/pacific-time';
import { DASHBOARD_MESSAGES } from '../../server/modules/earnings/dashboard-metrics';
import { recordClicks } from '../support/clicks';
import { expectContract } from './account-support';
import { earningsServer, newOrderId } from './earnings-support';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

/** The Account tab's dashboard: clicks, orders, earnings, conversion rate and EPC per Pacific day over a range. */
describe.each(['pglite', 'postgres'] as const)('earnings dashboard (%s)', (kind) => {
  const ctx = earningsServer(kind);

  it("counts the shop's visitor clicks and its orders on their Pacific dates, reversals out, and totals them from the sums", async () => {
    const { api, server } = ctx;
    const alice = await api.creatorWithLink();
    const bob = await api.creatorWithLink();
    // One instant for "now", so the range, the clicks and the orders agree on today's Pacific date.
    const now = new Date();
    const today = pacificDate(now);
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    const longAgo = new Date(now.getTime() - 10 * 86_400_000);
    await recordClicks(server.services, alice.shopName, alice.code, 40, twoDaysAgo);
    await recordClicks(server.services, alice.shopName, alice.code, 10, now);
    await recordClicks(server.services, alice.shopName, alice.code, 7, longAgo);
    await recordClicks(server.services, bob.shopName, bob.code, 99, now);
    const post = (
      orderedAt: Date,
      commissionCents: number,
      status: 'pending' | 'approved' | 'reversed',
      code = alice.code,
    ) =>
      api.postback({
        orderId: newOrderId(),
        shortCode: code,
        orderAmountCents: commissionCents * 20,
        commissionCents,
        status,
        orderedAt: orderedAt.toISOString(),
      });
    await post(twoDaysAgo, 500, 'approved');
    await post(twoDaysAgo, 1_000, 'reversed');
    await post(now, 300, 'pending');
    await post(longAgo, 999, 'approved');
    await post(now, 777, 'approved', bob.code);

    const range = { startDate: addDays(today, -6), endDate: today };
    const res = await api.post('/app/earning/get_dashboard', range, alice.token);
    expectContract('getDashboard', res);
    const day = (date: string, clicks: number, conversions: number, earningsCents: number) => ({
      date,
      clicks,
      conversions,
      earnings: usd(earningsCents),
      conversionRate: clicks ? conversions / clicks : 0,
      epcCents: clicks ? earningsCents / clicks : 0,
    });
    // 48 hours back is two Pacific dates back, or one or three around a daylight-saving change: found by date.
    const counted = new Map([
      [pacificDate(twoDaysAgo), day(pacificDate(twoDaysAgo), 40, 1, 500)],
      [today, day(today, 10, 1, 300)],
    ]);
    const expected = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)).map(
      (date) => counted.get(date) ?? day(date, 0, 0, 0),
    );
    expect(res.data).toEqual({
      ...range,
      totals: { clicks: 50, conversions: 2, earnings: usd(800), conversionRate: 0.04, epcCents: 16 },
      days: expected,
    });
    // The same numbers the plain way: the days summed.
    const sum = (pick: (d: (typeof expected)[number]) => number) =>
      res.data.days.reduce((s: number, d: any) => s + pick(d), 0);
    expect([sum((d) => d.clicks), sum((d) => d.conversions), sum((d) => d.earnings.amountCents)]).toEqual([50, 2, 800]);

    const refused = await api.post(
      '/app/earning/get_dashboard',
      { startDate: today, endDate: addDays(today, -1) },
      alice.token,
    );
    expect([refused.status, refused.message]).toEqual([400, DASHBOARD_MESSAGES.order]);
    const tooLong = await api.post(
      '/app/earning/get_dashboard',
      { startDate: addDays(today, -366), endDate: today },
      alice.token,
    );
    expect([tooLong.status, tooLong.message]).toEqual([400, DASHBOARD_MESSAGES.length]);
    const missing = await api.post('/app/earning/get_dashboard', { startDate: today }, alice.token);
    expect([missing.status, missing.message]).toEqual([400, 'Invalid request: endDate is required.']);
  });
});
