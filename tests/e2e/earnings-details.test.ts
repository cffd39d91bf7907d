import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dateLabel, monthsBefore } from '../../src/domain/date-ranges';
import {
  BRAND_COMMISSION_PATH,
  EARNINGS_MONTHS_PATH,
  EARNINGS_PATH,
  ENGAGEMENT_PATH,
  monthLabel,
  MONTHS_SHOWN,
  OTHER_BRAND_COMMISSION_PATH,
  OTHER_BRAND_EPC_PATH,
} from '../../src/domain/earnings-pages';
import { commissionPercent, formatAmount, formatCount, formatPercent } from '../../src/domain/number-formats';
import { pacificDate, pacificMonth } from '../../src/domain/pacific-time';
import { ACCOUNT_PATH } from '../../src/domain/tabs';
import { earningsApi, newOrderId, POSTBACK_SECRET } from '../api/earnings-support';
import { TARGET_PRODUCT } from '../api/short-link-support';
import { browserJourney } from '../support/browser-journey';
import { recordClicks } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });
const money = (cents: number) => formatAmount(usd(cents));

/** The path and query of the page the app shows. */
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));
const cells = (page: Page, key: string) => page.locator(`[data-row="${key}"] td`).allTextContents();
const metric = (page: Page, id: string) => page.getByTestId(`metric-${id}`).innerText();

/**
 * The Account tab's detail pages on the real server with orders that came in by signed postback: an Amazon link
 * and a Target link get clicks, orders arrive (one reversed, one pending), and every page shows the exact sums,
 * reached through the links the pages offer.
 */
describe('earnings detail pages in the browser', () => {
  const journey = browserJourney({ CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET });

  it('earnings and balance, brand commission, Target link by link and EPC, engagement, month by month', async () => {
    const api = earningsApi(journey.server);
    const jane = await api.creatorWithLink();
    const target = await api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT, title: 'Tumbler' }, jane.token);
    expect(target.code, target.message).toBe(200);
    const amazonCode = jane.code;
    const targetCode = target.data.code as string;
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await recordClicks(journey.server.services, jane.shopName, amazonCode, 60, now);
    await recordClicks(journey.server.services, jane.shopName, targetCode, 40, now);
    const orders = [
      { code: amazonCode, sales: 10_000, commission: 400, status: 'approved', at: now },
      { code: amazonCode, sales: 5_000, commission: 250, status: 'approved', at: now },
      { code: targetCode, sales: 4_000, commission: 300, status: 'approved', at: yesterday },
      { code: targetCode, sales: 2_000, commission: 150, status: 'pending', at: now },
    ].map((o) => ({ ...o, orderId: newOrderId('DET') }));
    const post = (o: (typeof orders)[number], status: string) =>
      api.postback({
        orderId: o.orderId,
        shortCode: o.code,
        orderAmountCents: o.sales,
        commissionCents: o.commission,
        status,
        orderedAt: o.at.toISOString(),
      } as never);
    for (const o of orders) expect((await post(o, o.status)).code).toBe(200);
    // The retailer cancels the second Amazon order: it leaves every number.
    expect((await post(orders[1]!, 'reversed')).code).toBe(200);

    const { context, page } = await openSignedIn(journey.browser, jane);
    await page.goto(`${journey.server.url}/pc/#${ACCOUNT_PATH}`);
    await page.getByRole('link', { name: 'Earnings and balance' }).click();
    await expect.poll(() => hashOf(page)).toBe(`${EARNINGS_PATH}?range=7d`);

    // earning/index: nothing settled yet, so all that the orders earn (approved and pending) is pending.
    await page.getByTestId('metric-pending').waitFor();
    expect(await metric(page, 'balance')).toBe('$0.00');
    expect(await metric(page, 'pending')).toBe('$8.50');
    expect(await metric(page, 'lifetime')).toBe('$8.50');
    expect(await metric(page, 'sales')).toBe(money(16_000));
    expect(await metric(page, 'orders')).toBe('3');
    expect(await metric(page, 'commission')).toBe('$8.50');
    expect(await metric(page, 'rate')).toBe(commissionPercent(850 / 16_000));
    expect(await page.locator('[data-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')))).toEqual(
      ['target', 'amazon', 'total'],
    );
    await expect.poll(() => cells(page, 'target'), { timeout: 10_000 }).toEqual(['2', '$60.00', '$4.50', '7.5%']);
    await expect.poll(() => cells(page, 'amazon'), { timeout: 10_000 }).toEqual(['1', '$100.00', '$4.00', '4%']);
    await page.screenshot({ path: 'test-output/e2e/earnings-overview.png', fullPage: true });

    // extraCommissionDetail: the brands side by side, with clicks and EPC.
    await page.getByRole('link', { name: 'Brand commission details' }).click();
    await expect.poll(() => hashOf(page)).toBe(`${BRAND_COMMISSION_PATH}?range=7d`);
    await page.locator('[data-row="target"]').waitFor();
    await expect
      .poll(() => cells(page, 'target'), { timeout: 10_000 })
      .toEqual(['40', '2', '$60.00', '$4.50', '7.5%', money(Math.round(450 / 40))]);
    await expect
      .poll(() => cells(page, 'amazon'), { timeout: 10_000 })
      .toEqual(['60', '1', '$100.00', '$4.00', '4%', money(Math.round(400 / 60))]);
    await expect
      .poll(() => cells(page, 'total'), { timeout: 10_000 })
      .toEqual(['100', '3', '$160.00', '$8.50', '5.3%', money(Math.round(850 / 100))]);
    expect(await page.getByRole('img', { name: 'Commission per brand: $8.50' }).count()).toBe(1);

    // otherBrandCommissionDetail: Target's link, reached from its row; Walmart has nothing.
    await page.locator('[data-row="target"]').getByRole('link', { name: 'Target' }).click();
    await expect.poll(() => hashOf(page)).toBe(`${OTHER_BRAND_COMMISSION_PATH}?range=7d&brand=target`);
    await page.locator(`[data-row="${targetCode}"]`).waitFor();
    expect(await page.locator(`[data-row="${targetCode}"] th`).innerText()).toBe('Tumbler');
    await expect
      .poll(() => cells(page, targetCode), { timeout: 10_000 })
      .toEqual(['40', '2', '$60.00', '$4.50', '7.5%']);
    expect(await metric(page, 'rate')).toBe('7.5%');
    await page.getByRole('button', { name: 'Walmart' }).click();
    await page.getByText('No Walmart commission in this range yet').waitFor();
    expect(await metric(page, 'commission')).toBe('$0.00');
    await page.getByRole('button', { name: 'Target' }).click();
    await page.locator(`[data-row="${targetCode}"]`).waitFor();

    // epcDetail: earnings per click of Target's link.
    await page.getByRole('link', { name: 'Earnings per click' }).click();
    await expect.poll(() => hashOf(page)).toBe(`${OTHER_BRAND_EPC_PATH}?range=7d&brand=target`);
    await page.locator(`[data-row="${targetCode}"]`).waitFor();
    await expect.poll(() => cells(page, targetCode), { timeout: 10_000 }).toEqual(['40', '2', '$4.50', '$0.11']);
    expect(await metric(page, 'epc')).toBe('$0.11');
    expect(await page.getByRole('img', { name: 'EPC per link: $0.11 overall' }).count()).toBe(1);

    // engegament_data: clicks by day and by link, most clicked first.
    await page.goto(`${journey.server.url}/pc/#${EARNINGS_PATH}`);
    await page.getByRole('link', { name: 'Engagement data' }).click();
    await expect.poll(() => hashOf(page)).toBe(`${ENGAGEMENT_PATH}?range=7d`);
    await page.getByTestId('metric-clicks').waitFor();
    expect([await metric(page, 'clicks'), await metric(page, 'orders'), await metric(page, 'conversion')]).toEqual([
      '100',
      '3',
      '3.00%',
    ]);
    expect(
      await page.locator('tbody [data-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row'))),
    ).toEqual([amazonCode, targetCode]);
    await expect.poll(() => cells(page, amazonCode), { timeout: 10_000 }).toEqual(['60', '1', formatPercent(1 / 60)]);
    await expect.poll(() => cells(page, targetCode), { timeout: 10_000 }).toEqual(['40', '2', '5.00%']);
    const today = pacificDate(now);
    expect(await page.locator(`[data-day="${today}"] td`).allTextContents()).toEqual([dateLabel(today), '100']);

    // mmmIndex: every order and click in its Pacific month.
    await page.goto(`${journey.server.url}/pc/#${EARNINGS_PATH}`);
    await page.getByRole('link', { name: 'Month by month' }).click();
    await expect.poll(() => hashOf(page)).toBe(EARNINGS_MONTHS_PATH);
    await page.locator('[data-month]').first().waitFor();
    const counted = orders.filter((o) => o !== orders[1]);
    // Every month of the twelve, newest first, quiet ones with zeros.
    const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => monthsBefore(today, i).slice(0, 7));
    expect(
      await page.locator('[data-month]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-month'))),
    ).toEqual(months);
    for (const month of months) {
      const of = counted.filter((o) => pacificMonth(o.at) === month);
      const clicks = month === pacificMonth(now) ? 100 : 0;
      const cents = of.reduce((sum, o) => sum + o.commission, 0);
      expect(await page.locator(`[data-month="${month}"] th`).innerText()).toBe(monthLabel(month));
      expect(await page.locator(`[data-month="${month}"] td`).allTextContents()).toEqual([
        formatCount(clicks),
        formatCount(of.length),
        money(cents),
        formatPercent(clicks ? of.length / clicks : 0),
        money(clicks ? Math.round(cents / clicks) : 0),
      ]);
    }
    expect([await metric(page, 'clicks'), await metric(page, 'orders'), await metric(page, 'earnings')]).toEqual([
      '100',
      '3',
      '$8.50',
    ]);
    await page.screenshot({ path: 'test-output/e2e/earnings-months.png', fullPage: true });
    await context.close();
  });
});
