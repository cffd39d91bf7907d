import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../../server/modules/billing';
import { planMonth } from '../../server/modules/billing/billing-periods';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { recordClicks } from '../support/clicks';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { startTestServer } from '../support/test-server';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

/**
 * The Stripe adapter against a loopback Stripe: checkout in subscription mode with the plan's price and the
 * metered extra clicks, the signed webhook (a bad or stale signature refused, a redelivery counted once),
 * plan changes and cancellations on the subscription, and a closed month's extra clicks on the meter.
 */
describe.each(['pglite', 'postgres'] as const)('billing with Stripe (%s)', (kind) => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let api: ApiCaller;
  let webhook: string;
  beforeAll(async () => {
    stripe = await startFakeStripe({
      deeplink: 7500,
      pro: 19900,
      pro_plus: 19999,
      business: 49900,
      extra_clicks: null,
    });
    server = await startTestServer(
      { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
      kind,
    );
    api = apiCaller(server.url);
    webhook = `${server.url}/webhooks/payments`;
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  /** A creator who paid the Starter plan on Stripe; answers the Stripe session and subscription too. */
  async function subscribed(overrides: Record<string, unknown> = {}) {
    const creator = await api.registerCreator(overrides);
    const opened = await api.post('/stripe/create-checkout-session-v2', {}, creator.token);
    const row = (
      await server.services.database.query<{ provider_session_id: string }>(
        'select provider_session_id from billing_checkouts where session_id = $1',
        [opened.data.sessionId],
      )
    ).rows[0]!;
    const { subscription, completed } = stripe.completeCheckout(row.provider_session_id);
    return { creator, opened, subscription, completed };
  }

  it('opens a Checkout Session in subscription mode and records the payment from the signed webhook, once', async () => {
    const referrer = await api.registerCreator();
    const code = (await api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
    const { creator, opened, subscription, completed } = await subscribed({ referCode: code });
    expect(opened.data).toMatchObject({ provider: 'stripe', planId: 75 });
    const firstMonth = opened.data.amount.amountCents as number;
    expect(firstMonth).toBeGreaterThan(0);
    expect(firstMonth).toBeLessThanOrEqual(7500);
    expect(opened.data.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const create = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.form.client_reference_id === opened.data.sessionId,
    )!;
    expect(create.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_deeplink',
      'line_items[0][quantity]': '1',
      'line_items[1][price]': 'price_extra_clicks',
      // The rest of this month at Linkmint's price; the monthly price from the next month's 1st.
      'line_items[2][price_data][unit_amount]': String(firstMonth),
      'line_items[2][quantity]': '1',
      'subscription_data[billing_cycle_anchor]': String(Date.parse(planMonth(new Date()).periodEnd) / 1000),
      'subscription_data[proration_behavior]': 'none',
      'metadata[shopDomain]': creator.shopName,
      'subscription_data[metadata][shopDomain]': creator.shopName,
      success_url: `${server.url}/pc/#/pages/setting/stripe?session_id=${opened.data.sessionId}`,
    });
    expect(create.form['line_items[1][quantity]']).toBeUndefined();

    // Paid at Stripe, webhook not here yet: sync in progress (201).
    const syncing = await api.post(
      '/stripe/check-create-session-status',
      { sessionId: opened.data.sessionId },
      creator.token,
    );
    expect(syncing.data).toEqual({
      sessionId: opened.data.sessionId,
      status: 'complete',
      paymentStatus: 'paid',
      planId: 201,
    });

    expect((await stripe.deliver(webhook, completed)).status).toBe(200);
    const invoice = stripe.invoicePaid(subscription.id);
    const first = await stripe.deliver(webhook, invoice);
    expect([first.status, first.body.data]).toEqual([200, { received: 1 }]);
    // Stripe retries: the same event, then the same invoice under a new event id.
    expect((await stripe.deliver(webhook, invoice)).status).toBe(200);
    expect((await stripe.deliver(webhook, { ...invoice, id: `${invoice.id}_again` })).status).toBe(200);
    expect((await stripe.deliver(webhook, completed)).status).toBe(200);

    expect((await api.post('/stripe/get_plan', {}, creator.token)).data).toMatchObject({
      planId: 75,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(
      (await api.post('/stripe/check-create-session-status', { sessionId: opened.data.sessionId }, creator.token)).data
        .planId,
    ).toBe(75);
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data.hasPaymentInfo).toBe(true);
    const bills = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data;
    expect(bills.total).toBe(1);
    expect(bills.list[0]).toMatchObject({
      id: invoice.data.object.id,
      planId: 75,
      planAmount: usd(firstMonth),
      extraClicks: 0,
      total: usd(firstMonth),
      status: 'paid',
    });
    const ledger = (await api.post('/balance/get_ledger', {}, referrer.token)).data;
    expect(ledger.list.map((e: any) => [e.kind, e.amount])).toEqual([
      ['referral_credit', usd(Math.floor(firstMonth / 5))],
    ]);
  });

  it('a second checkout expires the first at Stripe; check-shop-session finds the open one', async () => {
    const creator = await api.registerCreator();
    const first = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    const second = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'business' }, creator.token);
    const stripeIdOf = async (id: string) =>
      (
        await server.services.database.query<{ provider_session_id: string }>(
          'select provider_session_id from billing_checkouts where session_id = $1',
          [id],
        )
      ).rows[0]!.provider_session_id;
    expect(stripe.sessions.get(await stripeIdOf(first.data.sessionId))!.status).toBe('expired');
    expect(stripe.sessions.get(await stripeIdOf(second.data.sessionId))!.status).toBe('open');
    expect(
      (await api.post('/stripe/check-create-session-status', { sessionId: first.data.sessionId }, creator.token)).data
        .status,
    ).toBe('expired');
    expect((await api.post('/stripe/check-shop-session', {}, creator.token)).data).toMatchObject({
      hasOpenSession: true,
      session: { sessionId: second.data.sessionId, status: 'open', planId: 499 },
    });
  });

  it('a shop paying on Stripe gets no second checkout; nor does one whose payment waits for its webhook', async () => {
    const { creator, completed, subscription } = await subscribed();
    const waiting = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    expect([waiting.status, waiting.message]).toEqual([
      409,
      'Your last payment is being confirmed. Wait a moment and open Billing: your plan will show there.',
    ]);
    await stripe.deliver(webhook, completed);
    await stripe.deliver(webhook, stripe.invoicePaid(subscription.id));
    const paying = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    expect(paying.status).toBe(409);
    expect(paying.message).toContain('change your plan on the Plans page');
    expect(
      stripe.calls.filter(
        (c) => c.path === '/v1/checkout/sessions' && c.form['metadata[shopDomain]'] === creator.shopName,
      ),
    ).toHaveLength(1);
    // A late completion of a session for a paying shop starts nothing and leaves the period as it is.
    const plan = (await api.post('/stripe/get_plan', {}, creator.token)).data;
    expect((await stripe.deliver(webhook, { ...completed, id: `${completed.id}_late` })).status).toBe(200);
    expect((await api.post('/stripe/get_plan', {}, creator.token)).data).toEqual(plan);
  });

  it("changes plan at Linkmint's price: the difference is its own invoice, a cheaper plan's credit is taken off the next one", async () => {
    const referrer = await api.registerCreator();
    const code = (await api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
    const { creator, completed, subscription } = await subscribed({ referCode: code });
    await stripe.deliver(webhook, completed);
    await stripe.deliver(webhook, stripe.invoicePaid(subscription.id));

    const up = (await api.post('/stripe/get_plan_quote', { lookup_key: 'business' }, creator.token)).data;
    expect(up.kind).toBe('change');
    await api.post('/stripe/add_plan', { lookup_key: 'business' }, creator.token);
    const item = stripe.calls.findLast((c) => c.path === '/v1/invoiceitems')!;
    expect(item.form).toMatchObject({
      customer: subscription.customer,
      amount: String(up.planAmount.amountCents - up.prorationCredit.amountCents),
      'metadata[linkmint_plan_cents]': String(up.planAmount.amountCents),
      'metadata[linkmint_proration_credit_cents]': String(up.prorationCredit.amountCents),
    });
    const [invoice] = stripe.createdInvoices();
    await stripe.deliver(webhook, stripe.invoiceEvent(invoice!.id));
    const bills = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data.list;
    expect(bills.find((b: any) => b.id === invoice!.id)).toMatchObject({
      planId: 499,
      planAmount: up.planAmount,
      prorationCredit: up.prorationCredit,
      accountCredit: usd(0),
      total: up.amountDue,
    });

    const down = (await api.post('/stripe/get_plan_quote', { lookup_key: 'deeplink' }, creator.token)).data;
    await api.post('/stripe/add_plan', { lookup_key: 'deeplink' }, creator.token);
    const credit = down.prorationCredit.amountCents - down.planAmount.amountCents;
    expect(
      stripe.calls.findLast((c) => c.path === `/v1/customers/${subscription.customer}/balance_transactions`)!.form
        .amount,
    ).toBe(String(-credit));
    expect(stripe.balanceOf(subscription.customer)).toBe(-credit);
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data.creditBalance).toEqual(usd(credit));

    // The renewal: the monthly price, less the credit; the referrer gets 20% of what the card paid.
    await stripe.deliver(webhook, stripe.invoicePaid(subscription.id));
    const renewal = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data.list[0];
    expect(renewal).toMatchObject({
      planAmount: usd(7500),
      accountCredit: usd(Math.min(credit, 7500)),
      total: usd(Math.max(0, 7500 - credit)),
    });
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data.creditBalance).toEqual(
      usd(Math.max(0, credit - 7500)),
    );
    const paid = (await api.post('/stripe/get_bills_v2', {}, creator.token)).data.list.map(
      (b: any) => b.total.amountCents as number,
    );
    const credits = (await api.post('/balance/get_ledger', {}, referrer.token)).data.list.map(
      (e: any) => e.amount.amountCents as number,
    );
    expect(credits.sort((a: number, b: number) => a - b)).toEqual(
      paid
        .filter((t: number) => t > 0)
        .map((t: number) => Math.floor(t / 5))
        .sort((a: number, b: number) => a - b),
    );
  });

  it('refuses a bad or stale signature and stores nothing', async () => {
    const { creator, completed } = await subscribed();
    const forged = await stripe.deliver(webhook, completed, { secret: 'whsec_not_the_endpoint_secret' });
    expect([forged.status, forged.body.message]).toEqual([
      401,
      'The signature does not match this body and the webhook signing secret.',
    ]);
    const stale = await stripe.deliver(webhook, completed, { at: new Date(Date.now() - 10 * 60_000) });
    expect(stale.status).toBe(401);
    const unsigned = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(401);
    expect((await api.post('/stripe/get_plan', {}, creator.token)).data.status).toBe('none');
    const { rows } = await server.services.database.query(
      `select 1 from events where stream_id = $1 and type = 'ProviderEventApplied'`,
      [`billing:${creator.shopName}`],
    );
    expect(rows).toEqual([]);
  });

  it('changes and cancels the plan on the Stripe subscription; a deleted subscription returns the shop to free', async () => {
    const { creator, subscription, completed } = await subscribed();
    await stripe.deliver(webhook, completed);
    const upgraded = await api.post('/stripe/add_plan', { lookup_key: 'pro' }, creator.token);
    expect(upgraded.data).toMatchObject({ planId: 199, status: 'active' });
    const change = stripe.calls.findLast(
      (c) => c.path === `/v1/subscriptions/${subscription.id}` && c.method === 'POST',
    )!;
    // Linkmint prices the change (Pacific days); Stripe's own proration (seconds) stays off.
    expect(change.form).toMatchObject({
      'items[0][price]': 'price_pro',
      proration_behavior: 'none',
      cancel_at_period_end: 'false',
    });
    expect(change.form['items[0][id]']).toBe(subscription.items.data[0]!.id);

    const cancelled = await api.post('/stripe/cancel_subscription', {}, creator.token);
    expect(cancelled.data).toMatchObject({ planId: 199, cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    // Stripe tells us about the same cancellation: nothing more happens.
    const updated = stripe.event('customer.subscription.updated', {
      ...stripe.subscriptions.get(subscription.id)!,
      object: 'subscription',
    });
    expect((await stripe.deliver(webhook, updated)).status).toBe(200);
    expect((await api.post('/stripe/get_plan', {}, creator.token)).data).toMatchObject({
      planId: 199,
      cancelAtPeriodEnd: true,
    });

    const deleted = stripe.event('customer.subscription.deleted', {
      ...stripe.subscriptions.get(subscription.id)!,
      object: 'subscription',
    });
    expect((await stripe.deliver(webhook, deleted)).status).toBe(200);
    expect((await api.post('/stripe/get_plan', {}, creator.token)).data).toMatchObject({
      planId: 0,
      status: 'canceled',
    });
    expect((await api.post('/stripe/get_used_clicks', {}, creator.token)).data.packageIncludeClicks).toBe(1000);
  });

  it("reports a closed month's extra clicks to the meter once; the bill comes from Stripe's invoice", async () => {
    const { creator, subscription, completed } = await subscribed();
    await stripe.deliver(webhook, completed);
    const month = planMonth(new Date());
    await recordClicks(server.services, creator.shopName, 'stripe-link', 10_000 + 321);
    const billing = createBilling(server.services);
    await billing.closeMonth(month.month, new Date());
    await billing.closeMonth(month.month, new Date());
    const meter = [...stripe.meterEvents.values()].filter(
      (e) => e['payload[stripe_customer_id]'] === subscription.customer,
    );
    expect(meter).toEqual([
      expect.objectContaining({
        event_name: 'linkmint_extra_clicks',
        'payload[value]': '321',
        identifier: `linkmint-${creator.shopName}-${month.month}`,
      }),
    ]);
    // Linkmint charges nothing itself with Stripe: no bill until Stripe's invoice arrives.
    expect((await api.post('/stripe/get_bills_v2', {}, creator.token)).data.total).toBe(0);
    // The first invoice holds the rest of the first month; the renewal the monthly price and the extra clicks.
    await stripe.deliver(webhook, stripe.invoicePaid(subscription.id));
    await stripe.deliver(webhook, stripe.invoicePaid(subscription.id, 321));
    expect((await api.post('/stripe/get_bills_v2', {}, creator.token)).data.list[0]).toMatchObject({
      planAmount: usd(7500),
      extraClicks: 321,
      extraClicksAmount: usd(321),
      total: usd(7821),
    });
  });
});
