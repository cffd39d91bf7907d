import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_INCLUDED_CLICKS, planMonth } from '../../server/modules/plan-usage';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { PHONE_USER_AGENT as PHONE, recordClicks } from '../support/clicks';
import { sharedTestServer } from '../support/test-server';

const USED = '/stripe/get_used_clicks';
const CANCEL = '/stripe/get_stripe_cancel_alert';

describe('plan usage (billing tag: get_used_clicks, get_stripe_cancel_alert)', () => {
  let server: RunningServer;
  let api: ApiCaller;

  beforeAll(async () => {
    server = await sharedTestServer();
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  const clicks = (shopDomain: string, linkId: string, count: number, at?: Date) =>
    recordClicks(server.services, shopDomain, linkId, count, at);

  it('a new creator has used nothing of the free allowance this Pacific month, and no cancel alert', async () => {
    const creator = await api.registerCreator();
    const res = await api.post(USED, {}, creator.token);
    const { periodStart, periodEnd } = planMonth(new Date());
    expect([res.status, res.code]).toEqual([200, 200]);
    expect(res.data).toEqual({
      planId: 0,
      alertType: 0,
      currentUsedClicks: 0,
      packageIncludeClicks: FREE_PLAN_INCLUDED_CLICKS,
      periodStart,
      periodEnd,
    });
    const cancel = await api.post(CANCEL, {}, creator.token);
    expect([cancel.status, cancel.data]).toEqual([200, { hasCancelAlert: false, curStatus: 0 }]);
  });

  it('a creator with strictly less than 10% of the allowance left gets alert type 1, then 2 at 100%', async () => {
    const creator = await api.registerCreator();
    const link = await api.post(
      '/app/get_shortlink/v2',
      { url: 'https://www.amazon.com/dp/B0CHX1W1XY' },
      creator.token,
    );
    expect(link.code, link.message).toBe(200);
    // 901 of 1,000: 99 left, under 10%; at 900 exactly 10% is left and nothing shows yet.
    const warnAt = (FREE_PLAN_INCLUDED_CLICKS * 9) / 10 + 1;
    await clicks(creator.shopName, link.data.code, warnAt - 2);
    expect((await api.post(USED, {}, creator.token)).data).toMatchObject({
      alertType: 0,
      currentUsedClicks: warnAt - 2,
    });
    // The audience's way in: the redirect records the clicks that leave less than 10%.
    for (let i = 0; i < 2; i += 1) {
      const visit = await fetch(`${server.url}/s/${link.data.code}`, {
        redirect: 'manual',
        headers: { 'user-agent': PHONE },
      });
      expect(visit.status).toBe(302);
    }
    const warn = await api.post(USED, {}, creator.token);
    expect(warn.data).toMatchObject({ alertType: 1, currentUsedClicks: warnAt });
    await clicks(creator.shopName, link.data.code, FREE_PLAN_INCLUDED_CLICKS - warnAt - 1);
    expect((await api.post(USED, {}, creator.token)).data.alertType).toBe(1);
    await clicks(creator.shopName, link.data.code, 1);
    expect((await api.post(USED, {}, creator.token)).data).toMatchObject({
      alertType: 2,
      currentUsedClicks: FREE_PLAN_INCLUDED_CLICKS,
    });
    await clicks(creator.shopName, link.data.code, 1234);
    expect((await api.post(USED, {}, creator.token)).data).toMatchObject({
      alertType: 2,
      currentUsedClicks: FREE_PLAN_INCLUDED_CLICKS + 1234,
    });
  });

  it("counts the current Pacific month only, and only the caller's shop", async () => {
    const creator = await api.registerCreator();
    const other = await api.registerCreator();
    const lastMonth = new Date(Date.parse(planMonth(new Date()).periodStart) - 60_000);
    await clicks(creator.shopName, 'old-link', 5, lastMonth);
    await clicks(other.shopName, 'their-link', 7);
    expect((await api.post(USED, {}, creator.token)).data.currentUsedClicks).toBe(0);
    expect((await api.post(USED, {}, other.token)).data.currentUsedClicks).toBe(7);
  });

  it('refuses a call without a session, and a body the contract does not allow', async () => {
    const creator = await api.registerCreator();
    expect((await api.post(USED, {})).status).toBe(401);
    expect((await api.post(CANCEL, {})).status).toBe(401);
    expect((await api.post(USED, { alertType: 2 }, creator.token)).status).toBe(400);
    expect((await api.post(CANCEL, { shopDomain: 42 }, creator.token)).status).toBe(400);
  });

  it('plan months follow the Los Angeles calendar, across daylight saving', () => {
    expect(planMonth(new Date('2026-11-01T06:59:00Z'))).toEqual({
      month: '2026-10',
      periodStart: '2026-10-01T00:00:00-07:00',
      periodEnd: '2026-11-01T00:00:00-07:00',
    });
    expect(planMonth(new Date('2026-11-01T07:00:00Z')).month).toBe('2026-11');
    expect(planMonth(new Date('2026-12-15T12:00:00Z'))).toEqual({
      month: '2026-12',
      periodStart: '2026-12-01T00:00:00-08:00',
      periodEnd: '2027-01-01T00:00:00-08:00',
    });
  });
});
