import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BILLING_PATHS, lastDayOf, monthText } from '../../src/domain/billing-pages';
import { formatAmount, formatCount } from '../../src/domain/number-formats';
import { pacificMonth } from '../../src/domain/pacific-time';
import { PLANS_PAGE_PATH } from '../../src/domain/plan-usage';
import { MONEY_FIGURES } from '../../src/domain/money-figures';
import { FREE_PLAN, PLANS } from '../../src/domain/plans';
import { ACCOUNT_PATH } from '../../src/domain/tabs';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { recordClicks } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const PRO = PLANS.find((plan) => plan.lookupKey === 'pro')!;
const usd = (amountCents: number) => formatAmount({ amountCents, currency: 'USD' });

/**
 * Issue 15's journey on a fresh install (the local checkout, no outside service): a free creator near the end of
 * the free clicks presses Upgrade Now, picks Pro, has a declined test card refused on the checkout page with
 * nothing changed, pays with the good test card, and sees the plan in the settings panel and its bill in
 * billing; cancelling says the last day of the plan. The warning line: 901 of 1,000 clicks warns, 900 does not.
 */
describe('plans, checkout and billing in the browser', () => {
  const journey = browserJourney();

  const clicks = (shopDomain: string, count: number) =>
    recordClicks(journey.server.services, shopDomain, 'e2e-link', count);
  const planOf = async (token: string) =>
    (await journey.api.post('/stripe/get_plan', {}, token)).data as { planId: number; currentPeriodEnd?: string };

  let loads = 0;
  /**
   * Loads the app afresh on a page (the plan-usage check runs when the app starts) and waits until the check has
   * answered and the app has drawn the outcome.
   */
  async function openAfterUsageCheck(page: Page, path: string) {
    const checked = page.waitForResponse((response) => response.url().endsWith('/stripe/get_used_clicks'));
    loads += 1;
    await page.goto(`${journey.server.url}/pc/?load=${loads}#${path}`);
    await checked;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  it('Upgrade Now, a declined card changes nothing, a paid card sets the plan and the bill; cancelling names the last day', async () => {
    const creator = await journey.api.registerCreator();
    await clicks(creator.shopName, 901);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await openAfterUsageCheck(page, '/pages/myLinks/index');
    const dialog = page.getByRole('dialog', { name: 'Plan usage' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('plan-usage-message').innerText()).toBe(
      "Less than 10% of your monthly plan's clicks remain.",
    );
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();

    // The plans page: every tier of the plans table with its clicks, the free plan marked as the current one.
    await expect.poll(() => hashOf(page)).toBe(`#${PLANS_PAGE_PATH}`);
    const plans = page.getByRole('list', { name: 'Plans' });
    await plans.waitFor();
    const onSale = PLANS.filter((plan) => !plan.special);
    expect(await plans.locator(':scope > li h2').allInnerTexts()).toEqual(onSale.map((plan) => plan.name));
    for (const plan of onSale) {
      const card = plans.getByRole('listitem', { name: plan.name, exact: true });
      expect(await card.getByText(`${formatCount(plan.includedClicks)} clicks included each month`).count()).toBe(1);
    }
    const free = plans.getByRole('listitem', { name: FREE_PLAN.name, exact: true });
    expect(await free.getAttribute('aria-current')).toBe('true');
    expect(await free.getByRole('button').count()).toBe(0);
    await page.screenshot({ path: `${OUT}/billing-plans.png` });
    await plans.getByRole('button', { name: `Choose ${PRO.name}`, exact: true }).click();

    // Payment: the plan, its monthly price, and before paying what today costs: the rest of this month.
    await expect.poll(() => hashOf(page)).toBe(`#${BILLING_PATHS.payment}?lookup_key=pro`);
    expect(await page.getByTestId('payment-price').innerText()).toBe(`${usd(PRO.monthlyPriceCents)} a month`);
    const quote = (await journey.api.post('/stripe/get_plan_quote', { lookup_key: 'pro' }, creator.token)).data;
    const due = usd(quote.amountDue.amountCents);
    await expect
      .poll(() =>
        page
          .getByTestId('quote-due')
          .innerText()
          .catch(() => ''),
      )
      .toBe(due);
    expect(await page.getByTestId('quote-plan').innerText()).toBe(usd(quote.planAmount.amountCents));
    await page.getByRole('button', { name: 'Pay with card' }).click();

    // Linkmint's own checkout page charges that amount; the declined test card is refused and changes nothing.
    await page.waitForURL(/\/checkout\/[^/]+$/);
    expect(await page.getByText(due).count()).toBeGreaterThan(0);
    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined.').waitFor();
    await page.screenshot({ path: `${OUT}/billing-checkout-declined.png` });
    expect((await planOf(creator.token)).planId).toBe(FREE_PLAN.planId);
    expect((await journey.api.post('/stripe/get_bills_v2', {}, creator.token)).data).toMatchObject({ total: 0 });

    // The good test card: back in the app, the return page confirms the payment.
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/pc\/#\/pages\/setting\/stripe/);
    const outcome = page.getByRole('status').filter({ hasText: 'Payment received. Your new plan is active.' });
    await outcome.waitFor();
    await page.screenshot({ path: `${OUT}/billing-paid.png` });
    await outcome.getByRole('button', { name: 'See billing' }).click();

    // Billing: the plan and its first bill, in dollars from cents.
    await expect.poll(() => hashOf(page)).toBe(`#${BILLING_PATHS.billing}`);
    await expect
      .poll(() =>
        page
          .getByTestId('billing-plan')
          .innerText()
          .catch(() => ''),
      )
      .toBe(PRO.name);
    const bills = page.getByRole('list', { name: 'Bills' });
    await bills.waitFor();
    expect(await bills.getByTestId('bill-total').allInnerTexts()).toEqual([due]);
    await page.screenshot({ path: `${OUT}/billing-bills.png` });

    // The settings panel shows the plan; Payment now goes to billing with the spec's toast.
    const panel = await openSettings(page, creator.handle);
    await expect
      .poll(() =>
        panel
          .getByTestId('settings-plan')
          .innerText()
          .catch(() => ''),
      )
      .toBe(`Plan: ${PRO.name}`);
    await openAfterUsageCheck(page, '/pages/myLinks/index');
    // On Pro the 901 clicks are far from its allowance: no warning any more.
    expect(await dialog.count()).toBe(0);
    await openSettings(page, creator.handle);
    await panel.getByRole('button', { name: 'Payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment info. has been added！' }).waitFor();
    await expect.poll(() => hashOf(page)).toBe(`#${BILLING_PATHS.billing}`);

    // Cancelling asks first, naming the last day, and then says it; the plan runs to the end of the period.
    const lastDay = lastDayOf((await planOf(creator.token)).currentPeriodEnd!);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByText(`Your plan stays active through ${lastDay}.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('plan-ends')
          .innerText()
          .catch(() => ''),
      )
      .toBe(`Your subscription is cancelled. Your plan stays active through ${lastDay}.`);
    // The confirmation has gone, and with the plan set to end there is nothing left to cancel.
    await expect.poll(() => page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect((await planOf(creator.token)).planId).toBe(PRO.planId);
    await page.screenshot({ path: `${OUT}/billing-cancelled.png` });
    await context.close();
  });

  it("a referred shop's paid bill credits 20% to the referrer: Income, Income details and the earnings page agree", async () => {
    const referrer = await journey.api.registerCreator();
    const code = (await journey.api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
    const referred = await journey.api.registerCreator({ referCode: code });
    // The referred creator pays for Starter on the local checkout page, as its form posts.
    const session = (
      await journey.api.post('/stripe/create-checkout-session-v2', { lookup_key: 'deeplink' }, referred.token)
    ).data as { url: string };
    const form = new URLSearchParams({
      decision: 'pay',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
      cardName: 'Ada Lovelace',
    });
    const paid = await fetch(session.url, { method: 'POST', body: form, redirect: 'manual' });
    expect(paid.status).toBe(303);
    const bill = (await journey.api.post('/stripe/get_bills_v2', {}, referred.token)).data.list[0].total
      .amountCents as number;
    const credit = usd(Math.floor(bill / 5));

    const { context, page } = await openSignedIn(journey.browser, referrer);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const panel = await openSettings(page, referrer.handle);
    await panel.getByRole('button', { name: 'Income' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BILLING_PATHS.balance}`);
    await expect.poll(() => panel.count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByTestId('balance-amount')
          .innerText()
          .catch(() => ''),
      )
      .toBe(credit);
    const money = page.getByRole('region', { name: 'Your money' });
    expect(await money.getByText(code, { exact: true }).count()).toBe(1);
    expect(await money.getByText(MONEY_FIGURES.referralBonus.note).count()).toBe(1);
    const income = {
      readyToPay: await page.getByTestId('money-ready-to-pay').innerText(),
      paidOut: await page.getByTestId('money-paid-out').innerText(),
    };
    await page.screenshot({ path: `${OUT}/billing-balance.png` });
    await page.getByRole('link', { name: 'Income details' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BILLING_PATHS.income}`);
    const entries = page.getByRole('list', { name: 'Income' });
    await entries.waitFor();
    // One credit, for the month of the referred shop's bill.
    const texts = (await entries.locator(':scope > li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`Referral bonus for ${monthText(pacificMonth(new Date()))}`);
    expect(texts[0]).toContain(credit);
    await page.screenshot({ path: `${OUT}/billing-income.png` });

    // The earnings page shows the same money under the same names (one server query answers both pages).
    await page.goto(`${journey.server.url}/pc/#${ACCOUNT_PATH}`);
    await page.getByRole('link', { name: 'Earnings and balance' }).click();
    await page.getByTestId('metric-referral').waitFor();
    expect(await page.getByText(MONEY_FIGURES.referralBonus.note).count()).toBe(1);
    expect({
      referral: await page.getByTestId('metric-referral').innerText(),
      readyToPay: await page.getByTestId('metric-balance').innerText(),
      paidOut: await page.getByTestId('metric-paid-out').innerText(),
    }).toEqual({ referral: credit, ...income });
    await context.close();
  });

  it('Cancel on the checkout page comes back to say nothing was charged, and leads back to the plans', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#${BILLING_PATHS.payment}?lookup_key=deeplink`);
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const outcome = page
      .getByRole('status')
      .filter({ hasText: 'Checkout cancelled. Nothing was charged and your plan is unchanged.' });
    await outcome.waitFor();
    expect((await planOf(creator.token)).planId).toBe(FREE_PLAN.planId);
    await outcome.getByRole('button', { name: 'Back to plans' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${PLANS_PAGE_PATH}`);
    await context.close();
  });

  it('900 of the free 1,000 clicks (exactly 10% left) shows no warning', async () => {
    const creator = await journey.api.registerCreator();
    await clicks(creator.shopName, 900);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await openAfterUsageCheck(page, '/pages/myLinks/index');
    expect(await page.getByRole('dialog', { name: 'Plan usage' }).count()).toBe(0);
    await context.close();
  });
});

/**
 * Opens the settings panel from the avatar and waits for its data: Payment and Income wait for it (a notice
 * meanwhile, spec §4), then Payment knows whether a card is on file.
 */
async function openSettings(page: Page, handle: string) {
  await page.getByRole('button', { name: `Settings for ${handle}` }).click();
  const panel = page.getByRole('complementary', { name: 'Settings panel' });
  await panel.locator('nav[aria-busy="false"]').waitFor();
  return panel;
}

/** Fills the local checkout page's card form with a test card and presses Pay. */
async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel(/Expir/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}
