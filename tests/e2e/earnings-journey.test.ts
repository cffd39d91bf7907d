import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '../../src/domain/click-days';
import { dateLabel, monthsBefore, reportRange } from '../../src/domain/date-ranges';
import { RECORDS_PATH } from '../../src/domain/earnings-records';
import { formatAmount, formatCount, formatPercent } from '../../src/domain/number-formats';
import { pacificDate, pacificMonth } from '../../src/domain/pacific-time';
import { DOWNLOAD_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { ACCOUNT_PATH, ACCOUNT_PATH_NEW_USER } from '../../src/domain/tabs';
import { sheetRows } from '../api/boosting-support';
import { AMAZON_PRODUCT } from '../api/short-link-support';
import { CSV_HEADER, earningsApi, newOrderId, POSTBACK_SECRET } from '../api/earnings-support';
import { browserJourney } from '../support/browser-journey';
import { recordClicks } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

interface Order {
  orderId: string;
  orderedAt: Date;
  commissionCents: number;
  status: 'approved' | 'reversed';
}

/** Downloads the settlement export, checks its name and the toast, and answers the workbook's rows. */
async function exportRows(page: Page): Promise<unknown[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export settlements' }).click(),
  ]);
  // The name carries the time of the download (spec §7); Chromium writes ':' as it is or as '_'.
  expect(download.suggestedFilename()).toMatch(/^Settlements \d{4}-\d{2}-\d{2} \d{2}[:_]\d{2}[:_]\d{2}\.xlsx$/);
  await page.getByRole('status').filter({ hasText: DOWNLOAD_SUCCESS_TEXT }).first().waitFor();
  const bytes = await readFile(await download.path());
  return sheetRows(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/**
 * Issue 16's journey on the real server: a creator's link gets clicks, two orders arrive by signed postback (one
 * then reversed) and a retailer CSV adds two more (one in the month before); the dashboard shows the exact totals
 * of 'Last 7 days' and the chart by day; the operator closes last month; the records page lists the orders and
 * the settlement line, and its export reads back with the same numbers.
 */
describe('earnings from clicks and orders to the settlement export in the browser', () => {
  const journey = browserJourney({ CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET });

  it('clicks, postbacks, a reversal and a CSV; dashboard totals and chart; month closed; export matches', async () => {
    const api = earningsApi(journey.server);
    const jane = await api.creatorWithLink();
    // One instant for "now", so the range, the clicks and the orders agree on today's Pacific date.
    const now = new Date();
    const today = pacificDate(now);
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const lastMonth = monthsBefore(today, 1).slice(0, 7);
    await recordClicks(journey.server.services, jane.shopName, jane.code, 60, daysAgo(2));
    await recordClicks(journey.server.services, jane.shopName, jane.code, 40, now);

    const orders: Record<'a' | 'b' | 'c' | 'd', Order> = {
      a: { orderId: newOrderId('PB'), orderedAt: daysAgo(1), commissionCents: 1_250, status: 'approved' },
      b: { orderId: newOrderId('PB'), orderedAt: now, commissionCents: 2_000, status: 'approved' },
      c: { orderId: newOrderId('CSV'), orderedAt: daysAgo(2), commissionCents: 875, status: 'approved' },
      // Mid-month of last month, Pacific noon: at least two weeks ago, outside 'Last 7 days'.
      d: {
        orderId: newOrderId('CSV'),
        orderedAt: new Date(`${lastMonth}-15T20:00:00.000Z`),
        commissionCents: 3_300,
        status: 'approved',
      },
    };
    const postback = (order: Order, status: Order['status']) =>
      api.postback({
        orderId: order.orderId,
        shortCode: jane.code,
        orderAmountCents: order.commissionCents * 20,
        commissionCents: order.commissionCents,
        status,
        orderedAt: order.orderedAt.toISOString(),
      });
    for (const order of [orders.a, orders.b]) expect((await postback(order, 'approved')).code).toBe(200);
    // The retailer cancels b: it leaves the earnings.
    expect((await postback(orders.b, 'reversed')).code).toBe(200);
    orders.b.status = 'reversed';
    const csv = api.csvFile([
      CSV_HEADER,
      ...[orders.c, orders.d].map((o) =>
        [
          'amazon',
          o.orderId,
          jane.code,
          '',
          o.commissionCents * 20,
          o.commissionCents,
          'USD',
          o.status,
          o.orderedAt.toISOString(),
        ].join(','),
      ),
    ]);
    const imported = await api.admin('earnings', 'import', csv);
    expect(imported.code, imported.err.join('\n')).toBe(0);

    // What 'Last 7 days' must show: the plain sums of what arrived within it, reversals out.
    const range = reportRange('7d', today);
    const inRange = Object.values(orders).filter(
      (o) => o.status === 'approved' && pacificDate(o.orderedAt) >= range.startDate,
    );
    const earnings = inRange.reduce((sum, o) => sum + o.commissionCents, 0);
    const clicks = 100;

    const { context, page } = await openSignedIn(journey.browser, jane);
    await page.goto(`${journey.server.url}/pc/#${ACCOUNT_PATH}`);
    const metric = (id: string) => page.getByTestId(`metric-${id}`).innerText();
    await page.getByTestId('metric-clicks').waitFor();
    // The dashboard's own range and charts come before the click breakdown panel, which has its own.
    expect(await page.getByRole('button', { name: 'Last 7 days' }).first().getAttribute('aria-pressed')).toBe('true');
    expect(await metric('clicks')).toBe(formatCount(clicks));
    expect(await metric('earnings')).toBe(formatAmount(usd(earnings)));
    expect(await metric('conversion')).toBe(formatPercent(inRange.length / clicks));
    expect(await metric('epc')).toBe(formatAmount(usd(Math.round(earnings / clicks))));
    // The chart by day: every date of the range, and each day's clicks and earnings in its table (folded: read as text).
    const clicksChart = page
      .getByRole('figure')
      .filter({ has: page.getByRole('img', { name: /^Clicks per day/ }) })
      .first();
    const earningsChart = page
      .getByRole('figure')
      .filter({ has: page.getByRole('img', { name: /^Earnings per day/ }) });
    expect(await clicksChart.locator('[data-day]').count()).toBe(7);
    for (let i = 0; i < 7; i += 1) {
      const date = addDays(range.startDate, i);
      const dayClicks = (date === pacificDate(daysAgo(2)) ? 60 : 0) + (date === today ? 40 : 0);
      const dayCents = inRange
        .filter((o) => pacificDate(o.orderedAt) === date)
        .reduce((sum, o) => sum + o.commissionCents, 0);
      expect(await clicksChart.locator(`[data-day="${date}"] td`).allTextContents()).toEqual([
        dateLabel(date),
        formatCount(dayClicks),
      ]);
      expect(await earningsChart.locator(`[data-day="${date}"] td`).allTextContents()).toEqual([
        dateLabel(date),
        formatAmount(usd(dayCents)),
      ]);
    }
    await page.screenshot({ path: 'test-output/e2e/earnings-dashboard.png', fullPage: true });

    // The operator closes last month: its approved commission not settled yet becomes a line.
    const closed = await api.admin('settlement', 'close', '--month', lastMonth);
    expect(closed.code, closed.err.join('\n')).toBe(0);
    const settled = Object.values(orders).filter(
      (o) => o.status === 'approved' && pacificMonth(o.orderedAt) <= lastMonth,
    );
    const settledCents = settled.reduce((sum, o) => sum + o.commissionCents, 0);

    await page.getByRole('link', { name: 'Orders and settlements' }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${RECORDS_PATH}`);
    const orderRows = page.getByRole('region', { name: 'Orders' }).locator('[data-order]');
    await orderRows.first().waitFor();
    // Newest first, each with its status and commission.
    const newestFirst = Object.values(orders).sort((x, y) => y.orderedAt.getTime() - x.orderedAt.getTime());
    expect(await orderRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order')))).toEqual(
      newestFirst.map((o) => o.orderId),
    );
    const bRow = page.locator(`[data-order="${orders.b.orderId}"]`);
    expect(await bRow.innerText()).toMatch(/\$20\.00[\s\S]*Reversed/);
    const settlementRows = page.getByRole('region', { name: 'Settlements' }).locator('[data-settlement]');
    expect(await settlementRows.count()).toBe(1);
    expect(await settlementRows.first().innerText()).toContain(formatAmount(usd(settledCents)));

    const rows = await exportRows(page);
    const header = rows[0] as string[];
    const column = (name: string) => header.indexOf(name);
    expect(rows).toHaveLength(3);
    const [line, total] = [rows[1]!, rows[2]!];
    expect([line[column('Period')], line[column('Orders')], line[column('Amount (USD)')]]).toEqual([
      lastMonth,
      settled.length,
      settledCents / 100,
    ]);
    expect([total[column('Orders')], total[column('Amount (USD)')]]).toEqual([settled.length, settledCents / 100]);
    await context.close();
  });

  it('a new creator sees the first steps ticked as the shop does them: the tracking id of sign-up, then a first link', async () => {
    const api = earningsApi(journey.server);
    const newcomer = await api.creator('newcomer-20');
    const { context, page } = await openSignedIn(journey.browser, newcomer);
    await page.goto(`${journey.server.url}/pc/#${ACCOUNT_PATH_NEW_USER}`);
    const step = (id: string) => page.getByTestId(`step-${id}`);
    await expect.poll(() => step('tracking-id').getAttribute('data-done')).toBe('true');
    expect(await step('first-link').getAttribute('data-done')).toBe('false');
    expect(await step('first-link').getByRole('link', { name: 'Create a link' }).getAttribute('href')).toBe(
      '#/pages/myLinks/create',
    );

    expect((await api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, newcomer.token)).code).toBe(200);
    await page.reload();
    await expect.poll(() => step('first-link').getAttribute('data-done')).toBe('true');
    expect(await step('first-link').getByRole('link', { name: 'My Links' }).getAttribute('href')).toBe(
      '#/pages/myLinks/index',
    );
    await context.close();
  });
});
