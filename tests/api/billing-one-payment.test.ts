import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../server/http/app';
import { loadContract } from '../../server/http/contract';
import { RequestValidator } from '../../server/http/request-validator';
import { createLogger } from '../../server/logger';
import { ACCOUNT_MESSAGES } from '../../server/modules/accounts/account-decider';
import { createBilling } from '../../server/modules/billing';
import { planMonth } from '../../server/modules/billing/billing-periods';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { startTestServer } from '../support/test-server';
import { billCents, referralCredits, referredCreator, subscribe, twentyPercentOf } from './billing-support';

/**
 * Issue 25, defect 1, on the local checkout page: a shop that pays for a plan is never charged a second checkout
 * for the same month; a change of plan is priced once (the unused part of the current plan credited), never
 * moves the period back and never drops a paid period; the referrer gets 20% of each real payment only.
 */
describe.each(['pglite', 'postgres'] as const)('one payment per plan-day, local checkout (%s)', (kind) => {
  let server: RunningServer;
  let api: ApiCaller;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  const quote = async (token: string, lookupKey: string) =>
    (await api.post('/stripe/get_plan_quote', { lookup_key: lookupKey }, token)).data;

  it('Starter, then a checkout for Pro, then one for Starter: the checkouts are refused, the change is billed once', async () => {
    const { referrer, creator } = await referredCreator(api);
    const starter = await quote(creator.token, 'deeplink');
    expect(starter).toMatchObject({ kind: 'purchase', planId: 75, monthlyPrice: { amountCents: 7500 } });
    expect(starter.amountDue.amountCents).toBe(starter.planAmount.amountCents);
    await subscribe(server, api, creator.token, 'deeplink');

    const pro = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    expect([pro.status, pro.message]).toEqual([
      409,
      'Your shop already pays for the Starter plan this month, so there is nothing to check out. To move to Pro, change your plan on the Plans page: the unused part of Starter is credited.',
    ]);
    const toPro = await quote(creator.token, 'pro');
    expect(toPro).toMatchObject({
      kind: 'change',
      currentPlanId: 75,
      prorationCredit: starter.planAmount,
      chargedFrom: starter.chargedFrom,
    });
    expect((await api.post('/stripe/add_plan', { lookup_key: 'pro' }, creator.token)).data).toMatchObject({
      planId: 199,
      status: 'active',
    });

    const again = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'deeplink' }, creator.token);
    expect(again.status).toBe(409);
    const back = await quote(creator.token, 'deeplink');
    expect(back).toMatchObject({
      kind: 'change',
      amountDue: { amountCents: 0 },
      creditAfter: { amountCents: toPro.amountDue.amountCents },
    });
    expect((await api.post('/stripe/add_plan', { lookup_key: 'deeplink' }, creator.token)).data.planId).toBe(75);

    // Two real payments: the rest of the month on Starter, then Pro less Starter's unused part. Back on Starter,
    // the difference waits as account credit; the period never moved.
    const bills = await billCents(api, creator.token);
    expect(bills).toEqual([
      [starter.planAmount.amountCents, 0, 0, starter.amountDue.amountCents],
      [toPro.planAmount.amountCents, toPro.prorationCredit.amountCents, 0, toPro.amountDue.amountCents],
    ]);
    expect((await api.post('/stripe/get_bill_info', {}, creator.token)).data.creditBalance).toEqual(back.creditAfter);
    const plan = (await api.post('/stripe/get_plan', {}, creator.token)).data;
    expect(plan).toMatchObject({ planId: 75, status: 'active' });
    expect(Date.parse(plan.currentPeriodStart)).toBe(Date.parse(starter.periodStart));
    // What the shop paid, less its credit, is what its plan-days were worth: Starter all along.
    const paid = bills.reduce((sum, b) => sum + b[3], 0);
    expect(paid - back.creditAfter.amountCents).toBe(starter.planAmount.amountCents);
    expect(await referralCredits(api, referrer.token)).toEqual(twentyPercentOf(bills.map((b) => b[3])));
  });

  it('after the month was closed and Business paid for the next one, a checkout for Pro neither charges nor moves the period back', async () => {
    const { referrer, creator } = await referredCreator(api);
    await subscribe(server, api, creator.token, 'deeplink');
    const month = planMonth(new Date());
    await createBilling(server.services).closeMonth(month.month, new Date());
    const renewed = (await api.post('/stripe/get_plan', {}, creator.token)).data;
    expect(Date.parse(renewed.currentPeriodStart)).toBe(Date.parse(month.periodEnd));

    const business = await quote(creator.token, 'business');
    // The period ahead is priced whole: Business for the next month less the Starter already paid for it.
    expect(business).toMatchObject({
      kind: 'change',
      planAmount: { amountCents: 49_900 },
      prorationCredit: { amountCents: 7500 },
      amountDue: { amountCents: 42_400 },
    });
    await api.post('/stripe/add_plan', { lookup_key: 'business' }, creator.token);

    const before = await billCents(api, creator.token);
    const pro = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    expect(pro.status).toBe(409);
    expect(pro.message).toContain('already pays for the Business plan');
    expect(await billCents(api, creator.token)).toEqual(before);
    const plan = (await api.post('/stripe/get_plan', {}, creator.token)).data;
    expect(plan).toMatchObject({ planId: 499, status: 'active' });
    expect(Date.parse(plan.currentPeriodStart)).toBe(Date.parse(month.periodEnd));
    expect(before.map((b) => b[3]).slice(1)).toEqual([7500, 42_400]);
    expect(await referralCredits(api, referrer.token)).toEqual(twentyPercentOf(before.map((b) => b[3])));
  });

  it('the plan quote refuses what cannot be bought, with the same sentences', async () => {
    const { creator } = await referredCreator(api);
    const free = await api.post('/stripe/get_plan_quote', { lookup_key: 'free' }, creator.token);
    expect([free.status, free.message]).toEqual([
      400,
      'The Free plan cannot be bought here: it is free, cancel your paid plan to return to it.',
    ]);
    expect((await api.post('/stripe/get_plan_quote', {}, creator.token)).status).toBe(400);
    expect((await api.post('/stripe/get_plan_quote', { lookup_key: 'pro', extra: 1 }, creator.token)).status).toBe(400);
    await subscribe(server, api, creator.token, 'pro');
    const same = await api.post('/stripe/get_plan_quote', { lookup_key: 'pro' }, creator.token);
    expect([same.status, same.message]).toEqual([409, 'You are already on the Pro plan.']);
  });

  it('two shops never refer each other: the referred shop cannot save its referrer code back', async () => {
    const { referrer, creator } = await referredCreator(api);
    const back = (await api.post('/code/getShopMaiCode', {}, creator.token)).data as string;
    const refused = await api.post('/setting/saveReferCode', { referCode: back.toLowerCase() }, referrer.token);
    expect([refused.status, refused.message]).toEqual([400, ACCOUNT_MESSAGES.mutualReferCode]);
    expect((await api.post('/setting/getInfo', {}, referrer.token)).data.sourceReferCode).toBeUndefined();
    // A third shop's code is still welcome.
    const third = await api.registerCreator();
    const other = (await api.post('/code/getShopMaiCode', {}, third.token)).data as string;
    expect((await api.post('/setting/saveReferCode', { referCode: other }, referrer.token)).data).toEqual({
      sourceReferCode: other,
    });
  });

  it('writes no checkout session id in the request log, only the masked path', async () => {
    const { creator } = await referredCreator(api);
    const session = await api.post('/stripe/create-checkout-session-v2', { lookup_key: 'pro' }, creator.token);
    const sessionId = session.data.sessionId as string;
    const lines: string[] = [];
    const contract = loadContract();
    const app = createHttpApp({
      appDir: 'none',
      log: createLogger('info', (line) => lines.push(line)),
      operations: {
        contract,
        validator: new RequestValidator(contract),
        handlers: server.services.operations,
        authenticator: server.services.authenticator,
      },
    });
    const page = await app.request(`/checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(lines.join('\n')).not.toContain(sessionId);
    expect(lines.map((line) => JSON.parse(line).path)).toContain('/checkout/[redacted]');
  });
});
