import { describe, expect, it } from 'vitest';
import { planMonth } from '../../server/modules/billing/billing-periods';
import { DELETED_SHOP_PREFIX } from '../../server/modules/earnings/shop-earnings-erasure';
import { projectionTables } from '../support/projection-tables';
import { subscribe } from './billing-support';
import { earningsServer, newOrderId } from './earnings-support';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });
const BILLING_PROJECTIONS = ['billing', 'balance-ledger'];

/**
 * The operator's billing commands, the boosting special plan's cancel alert (-1), paid settlements in the
 * balance ledger, and what deleting an account does to billing; the read tables rebuild to the same rows.
 */
describe.each(['pglite', 'postgres'] as const)('billing: operator commands, ledger and erasure (%s)', (kind) => {
  const ctx = earningsServer(kind, undefined, 'own');

  it('closes a month from the command line once, and refuses a bad month', async () => {
    const creator = await ctx.api.creator();
    await subscribe(ctx.server, ctx.api, creator.token, 'pro');
    const month = planMonth(new Date()).month;
    const closed = await ctx.api.admin('billing', 'close-period', '--month', month);
    expect(closed.code, closed.err.join('\n')).toBe(0);
    expect(closed.out[0]).toMatch(/^Closed \d{4}-\d{2} for \d+ shops?, \$[\d,.]+ billed\.$/);
    expect(closed.out[1]).toContain(creator.shopName);
    expect((await ctx.api.admin('billing', 'close-period', '--month', month)).out).toEqual([
      `No plan is in its ${month} period (already closed, or none was active): nothing changed.`,
    ]);
    expect((await ctx.api.admin('billing', 'close-period', '--month', '2026-13')).code).toBe(2);
    expect((await ctx.api.admin('billing', 'close-period', '--month', '2999-01')).code).toBe(2);
    const bills = (await ctx.api.post('/stripe/get_bills_v2', {}, creator.token)).data;
    // The renewal for next month, then the first purchase: the rest of this month.
    expect(bills.list[0].total.amountCents).toBe(19900);
    const firstMonth = bills.list[1].total.amountCents as number;
    expect(Date.parse((await ctx.api.post('/stripe/get_plan', {}, creator.token)).data.currentPeriodStart)).toBe(
      Date.parse(planMonth(new Date()).periodEnd),
    );
    // The renewal paid next month's Pro: moving up to Business charges the difference only.
    expect((await ctx.api.post('/stripe/add_plan', { lookup_key: 'business' }, creator.token)).data.planId).toBe(499);
    expect(
      (await ctx.api.post('/stripe/get_bills_v2', {}, creator.token)).data.list
        .map((b: any) => b.total.amountCents)
        .sort(),
    ).toEqual([19900, 30000, firstMonth].sort());
  });

  it('a cancelled boosting special plan asks for a new plan (-1) once it has ended, until one is bought', async () => {
    const creator = await ctx.api.creator();
    const assigned = await ctx.api.admin('billing', 'special-plan', '--shop', creator.shopName, '--plan', '1034');
    expect(assigned.out).toEqual([`${creator.shopName} is on the boosting special plan 1034.`]);
    expect((await ctx.api.admin('billing', 'special-plan', '--shop', creator.shopName, '--plan', '42')).code).toBe(2);
    expect((await ctx.api.post('/stripe/get_user_permissions', {}, creator.token)).data).toMatchObject({
      planId: 1034,
      includedClicks: 30000,
    });
    expect(
      (await ctx.api.post('/stripe/get_pricing_model', {}, creator.token)).data.plans.map((p: any) => p.planId),
    ).toContain(1034);
    expect((await ctx.api.post('/stripe/cancel_subscription', {}, creator.token)).data).toMatchObject({
      planId: 1034,
      cancelAtPeriodEnd: true,
    });
    expect((await ctx.api.post('/stripe/get_stripe_cancel_alert', {}, creator.token)).data).toEqual({
      hasCancelAlert: false,
      curStatus: 0,
    });
    await ctx.api.admin('billing', 'close-period', '--month', planMonth(new Date()).month);
    const alert = (await ctx.api.post('/stripe/get_stripe_cancel_alert', {}, creator.token)).data;
    expect(alert).toMatchObject({ hasCancelAlert: true, curStatus: -1, planId: 1034 });
    expect((await ctx.api.post('/stripe/get_bills_v2', {}, creator.token)).data.total).toBe(0);
    await subscribe(ctx.server, ctx.api, creator.token);
    expect((await ctx.api.post('/stripe/get_stripe_cancel_alert', {}, creator.token)).data.curStatus).toBe(0);
  });

  it("lists the operator's paid settlement lines in the shop's ledger, apart from its balance", async () => {
    const creator = await ctx.api.creatorWithLink();
    const posted = await ctx.api.postback({
      orderId: newOrderId(),
      shortCode: creator.code,
      orderAmountCents: 10_000,
      commissionCents: 450,
      status: 'approved',
      orderedAt: '2021-03-10T18:00:00Z',
    });
    expect(posted.status).toBe(200);
    expect((await ctx.api.admin('settlement', 'close', '--month', '2021-03')).code).toBe(0);
    const { rows } = await ctx.server.services.database.query<{ line_id: string }>(
      'select line_id from settlement_lines where shop_domain = $1',
      [creator.shopName],
    );
    expect((await ctx.api.post('/balance/get_ledger', {}, creator.token)).data.total).toBe(0);
    expect((await ctx.api.admin('settlement', 'pay', '--id', rows[0]!.line_id)).code).toBe(0);
    expect((await ctx.api.admin('settlement', 'pay', '--id', rows[0]!.line_id)).code).toBe(0);
    const ledger = (await ctx.api.post('/balance/get_ledger', {}, creator.token)).data;
    expect(ledger).toMatchObject({ total: 1, list: [{ kind: 'settlement_paid', amount: usd(450), month: '2021-03' }] });
    expect((await ctx.api.post('/balance/get_balance', {}, creator.token)).data).toMatchObject({
      balance: usd(0),
      settlementsPaid: usd(450),
    });
  });

  it('deleting an account keeps its bills under a pseudonym, drops its plan, card and ledger; the referrer keeps its credit; a rebuild agrees', async () => {
    const referrer = await ctx.api.creator();
    const code = (await ctx.api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
    const leaving = await ctx.api.registerCreator({ referCode: code });
    await subscribe(ctx.server, ctx.api, leaving.token);
    const firstMonth = (await ctx.api.post('/stripe/get_bills_v2', {}, leaving.token)).data.list[0].total
      .amountCents as number;
    const db = ctx.server.services.database;
    // Exact values, not substrings: a random invoice id or pseudonym may hold the digits 4242.
    const cardTraces = async () =>
      (
        await db.query(
          `select 1 from events where stream_id = $1 and jsonb_path_exists(data, 'strict $.** ? (@ == "4242" || @ == "Visa")')`,
          [`billing:${leaving.shopName}`],
        )
      ).rows;
    expect(await cardTraces()).not.toEqual([]);
    const destroy = await ctx.api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await ctx.api.encrypt(leaving.password) },
      leaving.token,
    );
    expect(destroy.code, destroy.message).toBe(200);
    expect(
      (await db.query('select 1 from billing_subscriptions where shop_domain = $1', [leaving.shopName])).rows,
    ).toEqual([]);
    expect((await db.query('select 1 from billing_checkouts where shop_domain = $1', [leaving.shopName])).rows).toEqual(
      [],
    );
    const bills = (
      await db.query<{ shop_domain: string; total_cents: string | number }>(
        "select shop_domain, total_cents from billing_bills where shop_domain like $1 || '%'",
        [DELETED_SHOP_PREFIX],
      )
    ).rows;
    expect(bills.some((b) => Number(b.total_cents) === firstMonth)).toBe(true);
    expect(await cardTraces()).toEqual([]);
    expect((await ctx.api.post('/balance/get_balance', {}, referrer.token)).data.referralCredits).toEqual(
      usd(Math.floor(firstMonth / 5)),
    );

    const destroyReferrer = await ctx.api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await ctx.api.encrypt(referrer.password) },
      referrer.token,
    );
    expect(destroyReferrer.code, destroyReferrer.message).toBe(200);
    expect((await db.query('select 1 from balance_ledger where shop_domain = $1', [referrer.shopName])).rows).toEqual(
      [],
    );

    const live = await projectionTables(ctx.server, BILLING_PROJECTIONS);
    await ctx.server.services.eventStore.rebuild({ projections: BILLING_PROJECTIONS });
    expect(await projectionTables(ctx.server, BILLING_PROJECTIONS)).toEqual(live);
  });
});
