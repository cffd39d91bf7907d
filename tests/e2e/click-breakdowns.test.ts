import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import { IPHONE_SAFARI, WINDOWS_CHROME, FACEBOOK_PREVIEW } from '../api/short-link-support';
import { rangeText } from '../../src/domain/date-ranges';
import { browserJourney, E2E_OUTPUT as OUT, type BrowserJourney } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const ANDROID_INSTAGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android';

const DB_IP_CREDIT = 'IP Geolocation by DB-IP';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The number beside a value's bar in one dimension's chart. */
const barCount = (panel: Locator, dimension: string, value: string) =>
  panel.locator(`[data-dimension="${dimension}"] tr[data-value="${value}"]`).getByTestId('dimension-clicks');

async function csvLines(download: Download): Promise<string[]> {
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
}

/**
 * A creator's new Amazon short link, made in the app as a creator does (My Links, Create link), then followed once
 * per set of request headers (each answered with a 302); the creator's link page is reached by clicking (My Links,
 * then the link), with its breakdown panel.
 */
async function linkFollowedBy(journey: BrowserJourney, tag: string, visits: ReadonlyArray<Record<string, string>>) {
  const creator = await journey.api.registerCreator({ amazonTrackingId: tag });
  const { context, page } = await openSignedIn(journey.browser, creator);
  await page.goto(`${journey.server.url}/pc/`);
  await nav(page).getByRole('link', { name: 'My Links' }).click();
  await page.getByRole('region', { name: 'No links yet' }).getByRole('button', { name: 'Create link' }).click();
  await page.getByRole('textbox', { name: 'Product URL' }).fill('https://www.amazon.com/dp/B09B8V1LZ3');
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const result = page.getByRole('region', { name: 'Your short link' });
  await result.getByRole('heading', { name: 'Your short link is ready' }).waitFor();
  const shortUrl = await result.getByTestId('short-url').innerText();
  const code = shortUrl.slice(shortUrl.lastIndexOf('/') + 1);
  for (const headers of visits) {
    const answer = await fetch(shortUrl, { redirect: 'manual', headers });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toContain(`tag=${tag}`);
  }
  await nav(page).getByRole('link', { name: 'My Links' }).click();
  await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
  await page.locator(`li[data-code="${code}"] .lm-link-row__title--button`).click();
  await page.getByRole('heading', { name: 'Link details', level: 1 }).waitFor();
  return { context, page, code, panel: page.getByRole('region', { name: 'Where clicks come from' }) };
}

/**
 * Issue 27 in the browser: visitors with chosen phones, browsers, referrers and countries (the CDN's country
 * header) follow a creator's short link, a robot too; the creator opens the link from My Links and finds every
 * number in the link's charts, then downloads both CSVs and finds the same numbers there.
 */
describe('click breakdowns in the browser', () => {
  const journey = browserJourney({ CLICK_COUNTRY_HEADER: 'CF-IPCountry' });

  it('finds each click by source, device, browser and country on the link page and in both CSVs, robots apart', async () => {
    const { context, page, panel, code } = await linkFollowedBy(journey, 'clicks-20', [
      { 'user-agent': IPHONE_SAFARI, referer: 'https://l.instagram.com/', 'cf-ipcountry': 'DE' },
      { 'user-agent': WINDOWS_CHROME, referer: 'https://www.google.co.uk/', 'cf-ipcountry': 'GB' },
      { 'user-agent': ANDROID_INSTAGRAM },
      { 'user-agent': FACEBOOK_PREVIEW },
    ]);
    await expect.poll(() => panel.getByTestId('breakdown-clicks').textContent()).toBe('3');
    expect(await panel.getByTestId('breakdown-bots').textContent()).toBe('1');
    expect(await panel.getByTestId('breakdown-change').textContent()).toBe('new');
    expect(await panel.getByTestId('breakdown-previous').textContent()).toBe('0');
    const expected: Array<[string, string, string]> = [
      ['source', 'instagram', '2'],
      ['source', 'search', '1'],
      ['device', 'mobile', '2'],
      ['device', 'desktop', '1'],
      ['os', 'ios', '1'],
      ['os', 'android', '1'],
      ['os', 'windows', '1'],
      ['browser', 'safari', '1'],
      ['browser', 'chrome', '1'],
      ['browser', 'instagram', '1'],
      ['country', 'DE', '1'],
      ['country', 'GB', '1'],
      ['country', 'unknown', '1'],
    ];
    for (const [dimension, value, clicks] of expected)
      expect(await barCount(panel, dimension, value).textContent(), `${dimension} ${value}`).toBe(clicks);
    // Labels a creator reads, beside the numbers.
    const sources = panel.getByRole('region', { name: 'Clicks by source' });
    await sources.getByRole('rowheader', { name: 'Instagram' }).waitFor();
    await panel
      .getByRole('region', { name: 'Clicks by country' })
      .getByRole('rowheader', { name: 'Germany' })
      .waitFor();
    // Countries from the CDN's header owe DB-IP nothing.
    expect(await panel.getByRole('link', { name: DB_IP_CREDIT }).count()).toBe(0);
    await page.screenshot({ path: `${OUT}/click-breakdown-link.png`, fullPage: true });

    // A custom range that runs backwards is refused beside the dates; the figures stay.
    const custom = panel.getByRole('form', { name: 'Custom range' });
    const today = await custom.getByLabel('To').inputValue();
    await custom.getByLabel('From').fill(today);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    await custom.getByLabel('To').fill(yesterday);
    await custom.getByRole('button', { name: 'Show these dates' }).click();
    await custom.getByRole('alert').getByText('The start date must not be after the end date.').waitFor();
    expect(await panel.getByTestId('breakdown-clicks').textContent()).toBe('3');
    // Today alone holds the same clicks.
    await custom.getByLabel('To').fill(today);
    await custom.getByRole('button', { name: 'Show these dates' }).click();
    await expect.poll(() => custom.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => panel.getByTestId('breakdown-dates').textContent())
      .toBe(`${rangeText({ startDate: today, endDate: today })} · Pacific time`);
    await expect.poll(() => panel.getByTestId('breakdown-clicks').textContent()).toBe('3');

    const [summary] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download breakdown (CSV)' }).click(),
    ]);
    expect(summary.suggestedFilename()).toBe(`Click breakdown short-link ${code} ${today} to ${today}.csv`);
    const lines = await csvLines(summary);
    for (const line of [
      'All,Clicks by people,human,3,0',
      'All,Clicks by robots (left out below),bot,1,0',
      'Source,Instagram,instagram,2,0',
      'Source,Search engines,search,1,0',
      'Device,Phone,mobile,2,0',
      'Device,Computer,desktop,1,0',
      'Browser,Instagram app,instagram,1,0',
      'Browser,Safari,safari,1,0',
      'Browser,Chrome,chrome,1,0',
      'Country,Germany,DE,1,0',
      'Country,United Kingdom,GB,1,0',
    ])
      expect(lines).toContain(line);

    const [clicks] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download clicks (CSV)' }).click(),
    ]);
    const rows = await csvLines(clicks);
    expect(rows).toHaveLength(5);
    // The Robot column, then the Amazon store each click went to and the destination rule (none here).
    const robots = rows.slice(1).filter((row) => row.split(',')[11] === 'yes');
    expect(robots).toHaveLength(1);
    expect(rows.slice(1).every((row) => row.endsWith(',amazon.com (United States),'))).toBe(true);
    expect(
      rows.some((row) => row.includes(`,short-link,${code},Instagram,Phone,iOS,Safari,Germany,l.instagram.com,no`)),
    ).toBe(true);
    expect(
      rows.some((row) => row.includes(',Search engines,Computer,Windows,Chrome,United Kingdom,www.google.co.uk,no')),
    ).toBe(true);
    expect(rows.some((row) => row.includes(',Instagram,Phone,Android,Instagram app,Unknown,,no'))).toBe(true);
    await context.close();
  });
});

/**
 * Without a CDN header, behind a trusted proxy: the country comes from the bundled IP-to-country database by the
 * forwarded address, and reaches the link's country chart and its CSV like the header's.
 */
describe('click countries from the bundled database in the browser', () => {
  const journey = browserJourney({ TRUST_PROXY: '1' });

  it('shows the countries of forwarded visitors in the chart and the CSV, never their addresses', async () => {
    // Addresses whose country the bundled database knows (DB-IP Lite): one IPv4 (GB), one IPv6 (NL), one mapped (AU).
    const { context, page, panel } = await linkFollowedBy(
      journey,
      'places-20',
      ['81.2.69.142', '2001:67c:2e8:22::c100:68b', '::ffff:202.12.29.205'].map((address) => ({
        'user-agent': IPHONE_SAFARI,
        'x-forwarded-for': address,
      })),
    );
    await expect.poll(() => panel.getByTestId('breakdown-clicks').textContent()).toBe('3');
    for (const country of ['GB', 'NL', 'AU'])
      expect(await barCount(panel, 'country', country).textContent(), country).toBe('1');
    await panel
      .getByRole('region', { name: 'Clicks by country' })
      .getByRole('rowheader', { name: 'Netherlands' })
      .waitFor();
    // DB-IP's licence: its countries show with a link back to it, opened beside the app.
    const credit = panel.getByRole('region', { name: 'Clicks by country' }).getByRole('link', { name: DB_IP_CREDIT });
    expect([
      await credit.getAttribute('href'),
      await credit.getAttribute('target'),
      await credit.getAttribute('rel'),
    ]).toEqual(['https://db-ip.com', '_blank', 'noopener']);

    const [clicks] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download clicks (CSV)' }).click(),
    ]);
    const rows = await csvLines(clicks);
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[9])
        .sort(),
    ).toEqual(['Australia', 'Netherlands', 'United Kingdom']);
    expect(rows.join('\n')).not.toMatch(/81\.2\.69\.142|2001:67c|202\.12\.29\.205/);
    await context.close();
  });
});
