import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compactCount, formatAmount, formatPercent } from '../../src/domain/number-formats';
import { boostingDetailPath } from '../../src/domain/boosting-pages';
import { BOOSTING_PATHS } from '../../src/domain/boosting-routes';
import { DOWNLOAD_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { boostingApi, daysFromToday, resultsFolder, sheetRows } from '../api/boosting-support';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** One row of the operator's results file (README: Boosting results import). */
interface ResultRow {
  application: string;
  content: string;
  date: string;
  spend: number;
  impressions: number;
  clicks: number;
  orders: number;
  earnings: number;
}

/** What the dashboard and the spreadsheets must show for some rows: the plain sums and ratios of the file. */
function sums(rows: readonly ResultRow[]) {
  const add = (pick: (r: ResultRow) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  const spend = add((r) => r.spend);
  const earnings = add((r) => r.earnings);
  const clicks = add((r) => r.clicks);
  const orders = add((r) => r.orders);
  return {
    spend,
    earnings,
    impressions: add((r) => r.impressions),
    clicks,
    orders,
    conversionRate: clicks === 0 ? 0 : orders / clicks,
    roi: spend === 0 ? 0 : (earnings - spend) / spend,
  };
}

/** A sheet's measure cells (Spend, Impressions, Clicks, Orders, Conversion rate, Earnings, ROI) as the file's sums. */
const measureCells = (s: ReturnType<typeof sums>) => [
  s.spend / 100,
  s.impressions,
  s.clicks,
  s.orders,
  s.conversionRate,
  s.earnings / 100,
  s.roi,
];

/** Downloads what a button exports, checks its name and the toast, and answers the workbook's rows. */
async function exportRows(page: Page, button: string, baseName: string): Promise<unknown[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  // The name carries the time of the download (spec §7); Chromium writes ':' as it is or as '_'.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${baseName} \\d{4}-\\d{2}-\\d{2} \\d{2}[:_]\\d{2}[:_]\\d{2}\\.xlsx$`),
  );
  await page.getByRole('status').filter({ hasText: DOWNLOAD_SUCCESS_TEXT }).first().waitFor();
  const bytes = await readFile(await download.path());
  return sheetRows(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

const closeTo = (actual: unknown[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => expect(actual[i] as number).toBeCloseTo(value, 9));
};

/**
 * Issue 12's journey on the real server: a whitelisted creator applies for boosting from the create panel (a link,
 * two tracking ids, one already active shown disabled and last), saves a draft, leaves, reopens and edits it and
 * submits; the operator reviews, approves and starts it and imports a results file with the admin commands; the
 * creator sees the unread status change, the dashboard's totals and best-ROI content as the file has them, and
 * exports that read back with the same numbers. A creator off the whitelist is offered no boosting.
 */
describe('boosting from application to results in the browser', () => {
  const journey = browserJourney();
  const files = resultsFolder();

  it('apply, draft, edit, submit; approved, started, results imported; unread change, dashboard and exports match the file', async () => {
    const api = boostingApi(journey.server);
    const jane = await api.boostingCreator();
    const [olderLink, lampLink] = jane.links;
    // An application of the shop already credits jane-21: the new one cannot take it.
    const earlier = await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([olderLink], { trackingIds: [{ trackingId: 'jane-21', source: 1 }] }),
        jane.token,
      ),
    );

    const { context, page } = await openSignedIn(journey.browser, jane);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();

    // The create panel's boosting action leads to the start page, then to a new application.
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    const panel = page.getByRole('dialog', { name: 'Create A New Link' });
    await panel.locator('[data-action="boosting"]').click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.apply}`);
    await page.getByRole('button', { name: 'Start an application' }).click();
    await page.getByRole('checkbox', { name: /Desk lamp/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Two tracking ids; the active one is disabled and last.
    const amazon = page.getByRole('group', { name: 'Amazon tracking IDs' }).getByRole('checkbox');
    await expect
      .poll(() =>
        amazon.evaluateAll((boxes) =>
          boxes.map(
            (b) => `${b.closest('label')?.getAttribute('data-tracking-id')}:${(b as HTMLInputElement).disabled}`,
          ),
        ),
      )
      .toEqual(['jane-20:false', 'jane-21:true']);
    await page.getByRole('checkbox', { name: 'jane-20' }).check();
    await page.getByRole('checkbox', { name: 'jane_walmart' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Details, saved as a draft; then away to My Links.
    const budget = page.getByRole('textbox', { name: 'Budget (US dollars)' });
    await budget.fill('250');
    await page.getByLabel('Start date (Pacific time)').fill(daysFromToday(2));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).first().waitFor();
    const [draft] = (await api.ok(api.post('/boosting/draftList', {}, jane.token))).list as Array<{ id: string }>;
    await page.getByRole('link', { name: 'My Links' }).first().click();
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();

    // Back through the start page's drafts: the draft reopens as saved, is edited and submitted.
    await page.goto(`${journey.server.url}/pc/#${BOOSTING_PATHS.apply}`);
    await page.getByRole('link', { name: 'Drafts' }).click();
    await page.locator(`[data-draft="${draft!.id}"]`).getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByRole('checkbox', { name: /Desk lamp/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('checkbox', { name: 'jane-20' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'jane_walmart' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await budget.inputValue()).toBe('250.00');
    await budget.fill('300');
    await page.getByLabel('End date (Pacific time)').fill(daysFromToday(9));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('region', { name: 'Application submitted' }).waitFor();
    const id = draft!.id;

    // The application's page: submitted, with its budget; nothing unread yet (the creator's own step).
    await page.getByRole('link', { name: 'View the application' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${boostingDetailPath(id)}`);
    await page.getByRole('heading', { name: 'Submitted' }).waitFor();
    expect(await page.getByTestId('budget').innerText()).toBe('$300.00');

    // The operator reviews, approves and starts both applications, and imports a day-by-day results file.
    for (const application of [id, earlier.id as string]) {
      for (const step of ['review', 'approve', 'start'])
        expect((await api.admin('boosting', step, '--id', application)).code).toBe(0);
    }
    const rows: ResultRow[] = [
      {
        application: id,
        content: lampLink,
        date: daysFromToday(-3),
        spend: 2_500,
        impressions: 12_000,
        clicks: 340,
        orders: 12,
        earnings: 6_150,
      },
      {
        application: id,
        content: lampLink,
        date: daysFromToday(-2),
        spend: 3_000,
        impressions: 15_000,
        clicks: 400,
        orders: 15,
        earnings: 9_000,
      },
      {
        application: id,
        content: lampLink,
        date: daysFromToday(-1),
        spend: 1_500,
        impressions: 9_000,
        clicks: 210,
        orders: 6,
        earnings: 2_400,
      },
      {
        application: earlier.id,
        content: olderLink,
        date: daysFromToday(-2),
        spend: 4_000,
        impressions: 20_000,
        clicks: 500,
        orders: 10,
        earnings: 5_000,
      },
      {
        application: earlier.id,
        content: olderLink,
        date: daysFromToday(-1),
        spend: 2_000,
        impressions: 8_000,
        clicks: 150,
        orders: 3,
        earnings: 1_000,
      },
    ];
    // README's columns: application_id, content_id, date, spend_cents, impressions, clicks, conversions, earnings_cents.
    const file = files.write(
      'results.csv',
      rows.map((r) => [r.application, r.content, r.date, r.spend, r.impressions, r.clicks, r.orders, r.earnings]),
    );
    const imported = await api.admin('boosting', 'import', file);
    expect(imported.code, imported.err.join('\n')).toBe(0);

    // The creator sees the change unread wherever they are: back on a tab, the side navigation's way to boosting
    // (Create A New Link) carries the badge, so does the create panel's boosting action…
    await page.getByRole('link', { name: 'My Links' }).first().click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByTestId('boosting-unread-badge').innerText()).toContain('2');
    await nav.getByRole('button', { name: /^Create A New Link/ }).click();
    const boostingAction = page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: /Submit Content for Boosting/ });
    await expect.poll(() => boostingAction.getByTestId('boosting-unread-badge').innerText()).toContain('2');
    await page.screenshot({ path: `${OUT}/boosting-unread-navigation.png` });
    await boostingAction.click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.apply}`);
    // …and the start page's link to the applications.
    const badge = page.getByRole('main').getByTestId('boosting-unread-badge');
    await expect.poll(() => page.getByRole('link', { name: /^Applications/ }).innerText()).toMatch(/Applications\s*2/);
    await page.getByRole('link', { name: /^Applications/ }).click();
    // …and on the list the badge counts both applications, the row is marked, now Running.
    await expect.poll(() => badge.innerText()).toContain('2');
    const row = page.locator(`[data-application="${id}"]`);
    expect(await row.innerText()).toContain('Running');
    expect(await row.getByText('Unread update').count()).toBe(1);
    await page.screenshot({ path: `${OUT}/boosting-applications-unread.png`, fullPage: true });

    // Opening it reads it: its history, then one unread application left.
    await row.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('heading', { name: 'Running' }).waitFor();
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    expect(
      await history.evaluateAll((items) =>
        items.map((i) => i.querySelector('.lm-boosting-history__status')?.textContent),
      ),
    ).toEqual(['Submitted', 'In review', 'Approved', 'Running']);
    await page.screenshot({ path: `${OUT}/boosting-detail.png`, fullPage: true });
    await page.goBack();
    await expect.poll(() => badge.innerText()).toContain('1');
    expect(await page.locator(`[data-application="${id}"]`).getByText('Unread update').count()).toBe(0);

    // The results: from the application to the dashboard on the range that reaches its start.
    await page.locator(`[data-application="${id}"]`).getByRole('button', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'See results' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.dashboard}?range=7d`);
    const all = sums(rows);
    const metric = (name: string) => page.getByTestId(`metric-${name}`).innerText();
    await expect.poll(() => metric('spend')).toBe(formatAmount({ amountCents: all.spend, currency: 'USD' }));
    expect(await metric('earnings')).toBe(formatAmount({ amountCents: all.earnings, currency: 'USD' }));
    expect(await metric('roi')).toBe(formatPercent(all.roi));
    expect(await metric('impressions')).toBe(compactCount(all.impressions));
    expect(await metric('clicks')).toBe(compactCount(all.clicks));
    expect(await metric('orders')).toBe(compactCount(all.orders));
    expect(await metric('conversion')).toBe(formatPercent(all.conversionRate));

    // The best ROI of the file's contents tops its ranking and the ROI chart.
    const byContent = [lampLink, olderLink].map((content) => ({
      content,
      ...sums(rows.filter((r) => r.content === content)),
    }));
    const best = [...byContent].sort((a, b) => b.roi - a.roi)[0]!;
    expect(best.content).toBe(lampLink);
    const bestRoi = page.getByRole('group', { name: 'Best ROI' }).getByRole('listitem').first();
    expect(await bestRoi.innerText()).toContain('Desk lamp');
    expect(await bestRoi.innerText()).toContain(formatPercent(best.roi));
    await page.getByRole('img', { name: /^Spend and earnings per day/ }).waitFor();
    expect(await page.getByRole('img', { name: /^ROI of the 2 best contents/ }).count()).toBe(1);
    await page.screenshot({ path: `${OUT}/boosting-dashboard.png`, fullPage: true });

    // The exports read back with the file's numbers: a row per date (oldest first) and per content, and the total.
    // They are a plan feature (Pro Boosting and up, and the boosting special plans): the team assigns Jane one.
    expect((await api.admin('billing', 'special-plan', '--shop', jane.shopName, '--plan', '1034')).code).toBe(0);
    const dates = [...new Set(rows.map((r) => r.date))].sort();
    const byDate = await exportRows(page, 'Export by date', 'Boosting results by date');
    expect(byDate[0]).toEqual([
      'Date',
      'Spend (USD)',
      'Impressions',
      'Clicks',
      'Orders',
      'Conversion rate',
      'Earnings (USD)',
      'ROI',
    ]);
    expect(byDate.slice(1, -1).map((r) => (r[0] as Date).toISOString().slice(0, 10))).toEqual(dates);
    dates.forEach((date, i) =>
      closeTo(byDate[i + 1]!.slice(1), measureCells(sums(rows.filter((r) => r.date === date)))),
    );
    expect(byDate.at(-1)![0]).toBe('Total');
    closeTo(byDate.at(-1)!.slice(1), measureCells(all));

    const byContentSheet = await exportRows(page, 'Export by content', 'Boosting results by content');
    const earningsFirst = [...byContent].sort((a, b) => b.earnings - a.earnings);
    expect(byContentSheet.slice(1, -1).map((r) => r[0])).toEqual(earningsFirst.map((c) => c.content));
    earningsFirst.forEach((c, i) => closeTo(byContentSheet[i + 1]!.slice(3), measureCells(c)));
    closeTo(byContentSheet.at(-1)!.slice(3), measureCells(all));

    // One content's own page: its totals and its days.
    await page.getByRole('group', { name: 'Best ROI' }).getByRole('button', { name: 'Desk lamp' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${BOOSTING_PATHS.adDetails}?contentId=${lampLink}&range=7d`);
    const lamp = sums(rows.filter((r) => r.content === lampLink));
    await expect.poll(() => metric('earnings')).toBe(formatAmount({ amountCents: lamp.earnings, currency: 'USD' }));
    const lampDays = page.getByRole('region', { name: 'Days' }).locator('tr[data-day]');
    expect(await lampDays.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-day')))).toEqual([
      daysFromToday(-1),
      daysFromToday(-2),
      daysFromToday(-3),
    ]);
    await page.screenshot({ path: `${OUT}/boosting-ad-details.png`, fullPage: true });
    await context.close();
  });

  it('a creator off the whitelist sees no boosting action in the create panel', async () => {
    const api = boostingApi(journey.server);
    const bob = await api.boostingCreator({ whitelisted: false });
    const { context, page } = await openSignedIn(journey.browser, bob);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    const actions = page.getByRole('dialog', { name: 'Create A New Link' }).locator('.lm-create-panel__action');
    await actions.first().waitFor();
    await expect
      .poll(() => actions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-action'))))
      .toEqual(['landingPage', 'gallery', 'collage', 'deepLink']);
    await context.close();
  });
});
