import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADDRESS_MESSAGES } from '../../server/modules/short-links/short-link-addresses';
import { DEEP_LINK_MESSAGES } from '../../src/domain/deep-link-form';
import { DEEP_LINK_DELETED_TEXT } from '../../src/machines/deep-link-list.machine';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ASIN = 'B08N5WRWNW';
const PRODUCT_URL = `https://www.amazon.com/dp/${ASIN}?ref=share`;
const TRACKING_ID = 'deepjane-20';
const TARGET_ID = 'jane_target';

const hashOf = (page: Page) => new URL(page.url()).hash;
/** What the follower's phone or computer gets from the link (no redirect followed). */
const open = async (url: string, userAgent: string) => {
  const res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
};

describe('deep links in the browser (midTabBar/index_new, deepLinkList/index)', () => {
  const journey = browserJourney();

  it('makes a deep link from the tab, opens the app on a phone and the page on a computer, and lists, searches and deletes it', async () => {
    const creator = await journey.api.registerCreator();
    const added = await journey.api.post('/setting/addTrackingId', { trackingId: TRACKING_ID }, creator.token);
    expect(added.code).toBe(200);
    expect(
      (await journey.api.post('/setting/addTargetTrackingId', { trackingId: TARGET_ID }, creator.token)).code,
    ).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    // No deep links yet: the list page says so and leads to the tab's form.
    await page.goto(`${journey.server.url}/pc/#/pages/deepLinkList/index`);
    const empty = page.getByRole('region', { name: 'No deep links yet' });
    await empty.waitFor();
    await empty.getByRole('button', { name: 'Create a deep link' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/midTabBar/index_new');
    await page.getByRole('heading', { name: 'Deep Link', level: 1 }).waitFor();
    // The tab's empty list of latest deep links leads to the form's product URL.
    const noneYet = page.getByRole('region', { name: 'No deep links yet' });
    await noneYet.getByRole('button', { name: 'Paste a product address' }).click();
    await expect
      .poll(() => page.getByLabel('Product URL').evaluate((field) => field === document.activeElement))
      .toBe(true);

    // The creator's only Amazon tracking id is chosen from the start; nothing pasted: the URL sentence shows and nothing is sent.
    const form = page.getByRole('form', { name: 'Create a deep link' });
    const trackingField = form.locator('.lm-tracking-field');
    await expect.poll(() => trackingField.innerText()).toContain(TRACKING_ID);
    await form.getByRole('button', { name: 'Create deep link' }).click();
    await form.getByText(DEEP_LINK_MESSAGES.urlRequired).waitFor();
    expect(await form.getByText(DEEP_LINK_MESSAGES.trackingIdRequired).count()).toBe(0);
    // A Walmart product while Amazon is chosen: the form says which retailer to choose.
    await form.getByLabel('Product URL').fill('https://www.walmart.com/ip/123456789');
    await form.getByRole('button', { name: 'Create deep link' }).click();
    await form.getByText(DEEP_LINK_MESSAGES.wrongRetailer('walmart', 'amazon')).waitFor();
    await page.screenshot({ path: `${OUT}/deep-link-form-errors.png` });

    // Target with a Target tracking id: the server's refusal shows above the button.
    const picker = page.getByRole('dialog', { name: 'Select A Tracking ID' });
    const chooseTrackingId = async (name: string) => {
      await trackingField.click();
      await picker.getByRole('option', { name }).click();
      await expect.poll(() => picker.count()).toBe(0);
    };
    await form.getByRole('radio', { name: 'Target' }).click();
    await chooseTrackingId(TARGET_ID);
    await form.getByLabel('Product URL').fill('https://www.target.com/p/blender/-/A-12345678');
    await form.getByRole('button', { name: 'Create deep link' }).click();
    expect(await form.getByRole('alert').innerText()).toBe(ADDRESS_MESSAGES.impactMissing('target'));

    // Back to Amazon: the Target id is not carried over, the Amazon one is chosen again: paste and Create.
    await form.getByRole('radio', { name: 'Amazon' }).click();
    expect(await trackingField.innerText()).not.toContain(TARGET_ID);
    await expect.poll(() => trackingField.innerText()).toContain(TRACKING_ID);
    await form.getByLabel('Product URL').fill(PRODUCT_URL);
    await form.getByRole('button', { name: 'Create deep link' }).click();

    const result = page.getByRole('region', { name: 'Your deep link' });
    await result.waitFor();
    const shortUrl = (await result.locator('.lm-deep-result__link a').innerText()).trim();
    expect(shortUrl).toMatch(new RegExp(`^${journey.server.url}/s/[A-Za-z0-9]{8}$`));
    const code = shortUrl.split('/s/')[1]!;
    expect(await result.getByRole('img', { name: `QR code for ${shortUrl}` }).count()).toBe(1);
    expect(await result.innerText()).toContain('On a phone with the Amazon app');
    expect(await result.innerText()).toContain(`with tracking ID ${TRACKING_ID}`);
    expect(await form.getByLabel('Product URL').inputValue()).toBe('');
    // The latest deep links load again with the new one, and the count.
    const latest = page.getByRole('list', { name: 'Latest deep links' });
    await latest.locator(`[data-code="${code}"]`).waitFor();
    expect(await latest.locator(`[data-code="${code}"]`).getByTestId('link-clicks').innerText()).toBe('0 clicks');
    await page.getByText('1 deep link', { exact: true }).waitFor();
    await page.screenshot({ path: `${OUT}/deep-link-tab.png`, fullPage: true });

    // A phone gets the page that opens the Amazon app, with the button for browsers that need a tap.
    const phone = await open(shortUrl, ANDROID_CHROME);
    expect(phone.status).toBe(200);
    expect(phone.body).toContain('intent://www.amazon.com/dp/');
    expect(phone.body).toContain('package=com.amazon.mShop.android.shopping');
    expect(phone.body).toContain('Open in app');

    // The full list shows the phone's click once its batch is stored (Refresh until then).
    await page.getByRole('button', { name: 'See all' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/deepLinkList/index');
    const rows = page.getByRole('list', { name: 'Deep links' });
    const row = rows.locator(`[data-code="${code}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(TRACKING_ID);
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return row.getByTestId('link-clicks').innerText();
      })
      .toBe('1 click');

    // A computer goes straight to the product page with the tracking id.
    const desktop = await open(shortUrl, DESKTOP_CHROME);
    expect([desktop.status, desktop.location]).toEqual([302, `https://www.amazon.com/dp/${ASIN}?tag=${TRACKING_ID}`]);

    // The QR code in its dialog.
    await row.getByRole('button', { name: `QR code of ${shortUrl}` }).click();
    const qr = page.getByRole('dialog', { name: 'QR code' });
    await qr.getByRole('img', { name: `QR code for ${shortUrl}` }).waitFor();
    await page.screenshot({ path: `${OUT}/deep-link-list-qr.png`, animations: 'disabled' });
    await qr.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => qr.count()).toBe(0);

    // Search: a second deep link made through the API, found by its title; a search that finds none says so.
    const second = await journey.api.post(
      '/app/get_shortlink_with_trackingid/v3',
      { url: 'https://www.amazon.com/dp/B07XJ8C8F5', trackingId: TRACKING_ID, kind: 'deep', title: 'Blender deal' },
      creator.token,
    );
    expect(second.code).toBe(200);
    const search = page.getByRole('searchbox', { name: 'Search deep links' });
    await search.fill('BLENDER');
    await search.press('Enter');
    await expect
      .poll(() => rows.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-code'))))
      .toEqual([second.data.code]);
    await search.fill('no such product');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No deep link matches “no such product”.').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => rows.locator('li').count()).toBe(2);
    await page.screenshot({ path: `${OUT}/deep-link-list.png`, fullPage: true });

    // Delete, after the confirmation: the row goes and its address answers 404.
    await row.getByRole('button', { name: `Delete ${shortUrl}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this deep link?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(DEEP_LINK_DELETED_TEXT).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await open(shortUrl, DESKTOP_CHROME)).status).toBe(404);
    expect(await rows.locator('li').count()).toBe(1);

    // Back on the tab, the latest deep links are the ones left.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/midTabBar/index_new');
    await page.getByRole('list', { name: 'Latest deep links' }).locator(`[data-code="${second.data.code}"]`).waitFor();
    expect(await page.locator(`[data-code="${code}"]`).count()).toBe(0);

    // The older tab address shows the same page.
    await page.goto(`${journey.server.url}/pc/#/pages/midTabBar/index`);
    await page.getByRole('form', { name: 'Create a deep link' }).waitFor();
    await page.getByText('1 deep link', { exact: true }).waitFor();
    await context.close();
  });
});
