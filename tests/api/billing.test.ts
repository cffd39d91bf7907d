import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../../server/modules/billing';
import { planMonth } from '../../server/modules/billing/billing-periods';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { recordClicks } from '../support/clicks';
import { startTestServer } from '../support/test-server';
import { payOnCheckoutPage, subscribe, TEST_CARD } from './billing-support';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

describe.each(['pglite', 'postgres'] as const)('billing with the local checkout page (%s)', (kind) => {
  let server: RunningServer;
  let api: ApiCaller;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  it('lists the tiers with prices in cents, included clicks and features; a new shop is on the free plan', async () => {
    const creator = await api.registerCreator();
    const model = await api.post('/stripe/get_pricing_model', {}, creator.token);
    expect(model.code).toBe(200);
    expect(model.data.currentPlanId).toBe(0);
    expect(
      model.data.plans.map((p: any) => [
        p.planId,
        p.lookup_key,
        p.monthlyPrice.amountCents,
        p.includedClicks,
        p.purchasable,
      ]),
    ).toEqual([
      [0, 'free', 0, 1000, false],
      [75, 'deeplink', 7500, 10000, true],
      [199, 'pro', 19900, 30000, true],
      [199.99, 'pro_plus', 19999, 30000, true],
      [499, 'business', 49900, 100000, true],
    ]);
    expect(model.data.plans[1].extraClicksCap).toEqual(usd(99900));
    expect((await api.post('/stripe/get_plan', {}, creator.token)).data).toEqual({
      planId: 0,
      name: 'Free',
      lookup_key: 'free',
      status: 'none',
      cancelAtPeriodEnd: false,
    });
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data).toEqual({
      hasPaymentInfo: false,
      creditBalance: usd(0),
    });
    expect((await api.post('/stripe/get_user_permissions', {}, creator.token)).data).toEqual({
      planId: 0,
      name: 'Free',
      includedClicks: 1000,
      features: ['short_links', 'deep_links', 'bio_link', 'auto_dm', 'landing_pages', 'galleries', 'collages'],
    });
    expect((await api.post('/stripe/get_stripe_cancel_alert', {}, creator.token)).data).toEqual({
      hasCancelAlert: false,
      curStatus: 0,
    });
  });

  it('pays the Starter plan with a test card on the local page: plan, card, bill and clicks follow', async () => {
    const creator = await api.registerCreator();
    const quote = (await api.post('/stripe/get_plan_quote', { lookup_key: 'deeplink' }, creator.token)).data;
    const session = await api.post('/stripe/create-checkout-session-v2', {}, creator.token);
    // The rest of this month: today to the month's end, by the documented rounding.
    expect(session.data).toMatchObject({ planId: 75, amount: quote.amountDue, provider: 'local' });
    expect(session.data.url).toBe(`${server.url}/checkout/${session.data.sessionId}`);
    const open = await api.post('/stripe/check-shop-session', {}, creator.token);
    expect(open.data).toMatchObject({
      hasOpenSession: true,
      session: { sessionId: session.data.sessionId, status: 'open', paymentStatus: 'unpaid' },
    });

    const page = await fetch(session.data.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Starter plan');
    expect(html).toContain(`Pay $${(quote.amountDue.amountCents / 100).toFixed(2)}`);
    expect(html).toContain('then $75.00 a month');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");

    const paid = await payOnCheckoutPage(server, session.data.sessionId, TEST_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${server.url}/pc/#/pages/setting/stripe?session_id=${session.data.sessionId}`);
    expect(
      (await api.post('/stripe/check-create-session-status', { sessionId: session.data.sessionId }, creator.token))
        .data,
    ).toEqual({
      sessionId: session.data.sessionId,
      status: 'complete',
      paymentStatus: 'paid',
      planId: 75,
    });
    const plan = await api.post('/stripe/get_plan', {}, creator.token);
    const month = planMonth(new Date());
    expect(plan.data).toMatchObject({ planId: 75, name: 'Starter', status: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(plan.data.currentPeriodEnd)).toBe(Date.parse(month.periodEnd));
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data).toMatchObject({
      hasPaymentInfo: true,
      cardBrand: 'Visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2034,
    });
    const bills = await api.post('/stripe/get_bills_v2', {}, creator.token);
    expect(bills.data.total).toBe(1);
    expect(bills.data.list[0]).toMatchObject({
      planId: 75,
      planName: 'Starter',
      planAmount: quote.planAmount,
      extraClicks: 0,
      extraClicksAmount: usd(0),
      total: quote.amountDue,
      status: 'paid',
    });
    expect((await api.post('/stripe/get_user_permissions', {}, creator.token)).data).toMatchObject({
      planId: 75,
      includedClicks: 10000,
    });
    expect((await api.post('/stripe/get_used_clicks', {}, creator.token)).data).toMatchObject({
      planId: 75,
      packageIncludeClicks: 10000,
      alertType: 0,
    });
    // The session is spent: its page is gone and the shop has nothing open.
    expect((await fetch(session.data.url)).status).toBe(404);
    expect((await api.post('/stripe/check-shop-session', {}, creator.token)).data).toEqual({ hasOpenSession: false });
    // Buying the plan it is on is refused.
    expect(
      (await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'deeplink' }, creator.token)).status,
    ).toBe(409);
  });

  it('a declined card shows its message and changes nothing; a bad number gets a sentence', async () => {
    const creator = await api.registerCreator();
    const session = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    const cases: Array<[string, number, string]> = [
      ['4000 0000 0000 0002', 402, 'Your card was declined.'],
      ['4000 0000 0000 9995', 402, 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 402, 'Your card has expired.'],
      ['4242 4242 4242 4241', 400, 'Your card number is incorrect.'],
      ['4242', 400, 'Your card number is incomplete.'],
    ];
    for (const [cardNumber, status, message] of cases) {
      const answer = await payOnCheckoutPage(server, session.data.sessionId, { ...TEST_CARD, cardNumber });
      expect([answer.status, answer.html.includes(message.replace("'", '&#39;'))], cardNumber).toEqual([status, true]);
    }
    expect((await api.post('/stripe/get_plan', {}, creator.token)).data.status).toBe('none');
    expect((await api.post('/stripe/get_bills_v2', {}, creator.token)).data).toEqual({ list: [], total: 0 });
    expect(
      (await api.post('/stripe/check-create-session-status', { sessionId: session.data.sessionId }, creator.token)).data
        .status,
    ).toBe('open');
    // Cancel on the page: the session expires, back to the app.
    const cancelled = await payOnCheckoutPage(server, session.data.sessionId, { decision: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(
      (await api.post('/stripe/check-create-session-status', { sessionId: session.data.sessionId }, creator.token))
        .data,
    ).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
  });

  it('refuses bad input with a sentence and keeps shops apart', async () => {
    const jane = await api.registerCreator();
    const bob = await api.registerCreator();
    expect((await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'gold' }, jane.token)).status).toBe(400);
    const free = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'free' }, jane.token);
    expect([free.status, free.message]).toEqual([
      400,
      'The Free plan cannot be bought here: it is free, cancel your paid plan to return to it.',
    ]);
    expect(
      (await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'boosting_amazon' }, jane.token)).status,
    ).toBe(400);
    const noPlan = await api.post('/stripe/cancel_subscription', {}, jane.token);
    expect([noPlan.status, noPlan.message]).toEqual([409, 'You have no paid plan to cancel.']);
    expect((await api.post('/stripe/add_plan', { lookup_key: 'pro' }, jane.token)).status).toBe(409);
    expect((await api.post('/stripe/check-create-session-status', {}, jane.token)).status).toBe(400);
    expect((await api.post('/stripe/get_plan', {})).status).toBe(401);
    const session = await api.post('/stripe/create-checkout-session-v2', {}, jane.token);
    // Another shop's token: its session is unknown to Bob, and Jane's shop named in Bob's body is refused.
    expect(
      (await api.post('/stripe/check-create-session-status', { sessionId: session.data.sessionId }, bob.token)).status,
    ).toBe(404);
    expect((await api.post('/stripe/check-shop-session', { shopDomain: jane.shopName }, bob.token)).status).toBe(403);
    expect(
      (await api.post('/stripe/check-shop-session', { shopDomain: jane.shopName }, jane.token)).data.hasOpenSession,
    ).toBe(true);
    expect((await api.post('/stripe/get_bills_v2', { shopDomain: jane.shopName }, bob.token)).status).toBe(403);
    // Without Stripe the webhook is off.
    const hook = await fetch(`${server.url}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'invoice.paid',
        created: 1,
        data: { object: { id: 'in_1', object: 'invoice' } },
      }),
    });
    expect(hook.status).toBe(503);
  });

  it('upgrades with the card on file, charging the rest of the month less the unused part; cancels at the end of the period', async () => {
    const creator = await api.registerCreator();
    await subscribe(server, api, creator.token);
    const quote = (await api.post('/stripe/get_plan_quote', { lookup_key: 'business' }, creator.token)).data;
    const upgraded = await api.post('/stripe/add_plan', { lookup_key: 'business' }, creator.token);
    expect(upgraded.data).toMatchObject({ planId: 499, status: 'active', cancelAtPeriodEnd: false });
    const bills = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data;
    expect(bills.list[0]).toMatchObject({
      planAmount: quote.planAmount,
      prorationCredit: quote.prorationCredit,
      total: quote.amountDue,
    });
    const cancelled = await api.post('/stripe/cancel_subscription', { reason: 'Too busy' }, creator.token);
    expect(cancelled.data).toMatchObject({ planId: 499, status: 'active', cancelAtPeriodEnd: true });
    expect(Date.parse(cancelled.data.currentPeriodEnd)).toBe(Date.parse(planMonth(new Date()).periodEnd));
    expect((await api.post('/stripe/cancel_subscription', {}, creator.token)).data.cancelAtPeriodEnd).toBe(true);
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data.nextBillingDate).toBeUndefined();
  });

  it('closing the month bills the next period with the extra clicks and credits the referrer 20% once', async () => {
    const referrer = await api.registerCreator();
    const code = (await api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
    const creator = await api.registerCreator({ referCode: code });
    await subscribe(server, api, creator.token);
    const firstBill = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data.list[0].total
      .amountCents as number;
    const month = planMonth(new Date());
    await recordClicks(server.services, creator.shopName, 'billing-link', 10_000 + 1_234);
    const billing = createBilling(server.services);
    const closed = await billing.closeMonth(month.month, new Date());
    expect(closed).toContainEqual({ shopDomain: creator.shopName, billedCents: 7500 + 1234, ended: false });
    expect(await billing.closeMonth(month.month, new Date())).not.toContainEqual(
      expect.objectContaining({ shopDomain: creator.shopName }),
    );
    const bills = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data.list;
    expect(bills[0]).toMatchObject({
      planAmount: usd(7500),
      usedClicks: 11234,
      includedClicks: 10000,
      extraClicks: 1234,
      extraClicksAmount: usd(1234),
      total: usd(8734),
    });
    const balance = (await api.post('/balance/get_balance', {}, referrer.token)).data;
    const first = Math.floor(firstBill / 5);
    expect(balance).toMatchObject({
      balance: usd(first + 1746),
      referralCredits: usd(first + 1746),
      settlementsPaid: usd(0),
      referralCode: code,
      referredShops: 1,
    });
    // The earnings page's referral bonus is the same figure, from the same query.
    expect((await api.post('/app/settlement/get_total', {}, referrer.token)).data).toMatchObject({
      referralBonus: usd(first + 1746),
      balance: balance.readyToPay,
      paidOut: balance.settlementsPaid,
    });
    const ledger = (await api.post('/balance/get_ledger', {}, referrer.token)).data;
    expect(ledger.total).toBe(2);
    expect(ledger.list.map((e: any) => [e.kind, e.amount.amountCents]).sort()).toEqual(
      [
        ['referral_credit', first],
        ['referral_credit', 1746],
      ].sort(),
    );
    expect((await api.post('/balance/get_ledger', {}, creator.token)).data).toEqual({ list: [], total: 0 });
  });
});
