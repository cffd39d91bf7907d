import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { linkCreatePath } from '../../src/domain/my-links';
import { pacificDate } from '../../src/domain/pacific-time';
import { RETAILER_LINK_ERRORS } from '../../src/domain/retailer-links';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const PRODUCT_URL = 'https://www.amazon.com/dp/B0ABCDEF12';
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** What a phone gets from a short address, without following the redirect. */
async function follow(shortUrl: string) {
  const res = await fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': PHONE_USER_AGENT } });
  return { status: res.status, location: res.headers.get('location') };
}

/** The text a QR code drawn on the page holds: the element's screenshot decoded with jsQR. */
async function qrText(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/**
 * The short-link journey on the real server: a new creator adds an Amazon tracking ID in the app, turns a product
 * URL into a short link, a phone follows it to the product page with the creator's tag, and the click shows on the
 * link's detail page and in My Links; copy, the QR code and delete work as a creator sees them.
 */
describe('My Links in the browser', () => {
  const journey = browserJourney();

  it('add a tracking ID, create a short link, follow it (302 with tag=), see the click, copy, read the QR code, delete', async () => {
    const creator = await journey.api.registerCreator();
    const trackingId = `${creator.handle.replace(/_/g, '')}-20`;
    const { context, page } = await openSignedIn(journey.browser, creator);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.server.url });

    // A new creator's My Links: the empty state, and its button to create.
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    const empty = page.getByRole('region', { name: 'No links yet' });
    await empty.waitFor();
    await empty.getByRole('button', { name: 'Create link' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/myLinks/create');

    // No Amazon tracking ID yet: the page says so and takes one.
    await page.getByText('You have no Amazon tracking ID yet.', { exact: false }).waitFor();
    const newId = page.getByRole('textbox', { name: 'New Amazon tracking ID' });
    await newId.fill('not a tag');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('An Amazon tracking ID looks like yourname-20', { exact: false }).waitFor();
    await newId.fill(trackingId);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const picker = page.locator('.lm-tracking-field');
    await expect.poll(() => picker.innerText()).toContain(trackingId);
    await expect.poll(() => newId.inputValue()).toBe('');
    expect(
      (await journey.api.post('/setting/getTrackingIdList', {}, creator.token)).data.map(
        (item: { trackingId: string }) => item.trackingId,
      ),
    ).toEqual([trackingId]);

    // A short amzn.to address is refused with the server's sentence.
    const url = page.getByRole('textbox', { name: 'Product URL' });
    await url.fill('https://amzn.to/3xYzAbC');
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    await page.getByText(RETAILER_LINK_ERRORS.shortAmazon).waitFor();
    await page.screenshot({ path: `${OUT}/my-links-create-form.png` });

    await url.fill(PRODUCT_URL);
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const result = page.getByRole('region', { name: 'Your short link' });
    await result.getByRole('heading', { name: 'Your short link is ready' }).waitFor();
    const shortUrl = await result.getByTestId('short-url').innerText();
    const code = shortUrl.slice(shortUrl.lastIndexOf('/') + 1);
    expect(shortUrl).toBe(`${journey.server.url}/s/${code}`);
    expect(await qrText(result.locator('.lm-qr svg'))).toBe(shortUrl);
    await page.screenshot({ path: `${OUT}/my-links-created.png` });

    // Copy: the toast, and the short address on the clipboard.
    await result.getByRole('button', { name: `Copy ${shortUrl}` }).click();
    await page.getByRole('status').filter({ hasText: 'copy successful' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

    // The same product and tracking ID again: the link made before, said so.
    await result.getByRole('button', { name: 'Create another' }).click();
    await url.fill(`${PRODUCT_URL}?ref=sr_1_1`);
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    await result.getByRole('heading', { name: 'You already had this link' }).waitFor();
    expect(await result.getByTestId('short-url').innerText()).toBe(shortUrl);

    // A phone follows the short address: 302 to the product page with the creator's tag.
    expect(await follow(shortUrl)).toEqual({ status: 302, location: `${PRODUCT_URL}?tag=${trackingId}` });

    // The detail page: where it leads, the click (once its batch is stored) today, and the QR code.
    await result.getByRole('button', { name: 'Open detail' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/myLinks/detail?code=${code}`);
    const total = page.getByTestId('total-clicks');
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await expect
      .poll(async () => {
        await refresh.click();
        await refresh.waitFor();
        return total.innerText();
      })
      .toBe('1 click');
    expect(await page.getByTestId('destination').innerText()).toBe(`${PRODUCT_URL}?tag=${trackingId}`);
    // The link's one chart of clicks per day is the breakdown panel's (Last 30 days: through today, 31 days).
    const perDay = page.getByRole('region', { name: 'Where clicks come from' });
    await perDay.getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => perDay.getByRole('img', { name: 'Clicks per day, 31 days: 1 in all' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /^Clicks per day/ }).count()).toBe(1);
    await perDay.getByText('Clicks by day').click();
    expect(
      await perDay
        .locator(`tr[data-day="${pacificDate(new Date())}"] td`)
        .last()
        .innerText(),
    ).toBe('1');
    expect(await qrText(page.getByRole('img', { name: `QR code for ${shortUrl}` }))).toBe(shortUrl);
    await page.screenshot({ path: `${OUT}/my-links-detail.png`, fullPage: true });

    // My Links lists it with its click; search finds it by product code, and says when nothing matches.
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const row = page.locator(`li[data-code="${code}"]`);
    await row.waitFor();
    expect(await row.getByTestId('link-clicks').innerText()).toBe('1 click');
    expect(await row.innerText()).toContain(trackingId);
    expect(await row.innerText()).toContain(shortUrl);
    await page.screenshot({ path: `${OUT}/my-links-list.png` });
    const search = page.getByRole('searchbox', { name: 'Search links' });
    await search.fill('nothing-like-this');
    await search.press('Enter');
    await page.getByText('No links match “nothing-like-this”.').waitFor();
    await search.fill('B0ABCDEF12');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 link matches “B0ABCDEF12”').waitFor();

    // Copy from the list.
    await row.getByRole('button', { name: `Copy ${shortUrl}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

    // Delete asks first; Cancel keeps the link, Delete removes it and its address stops working.
    await row.getByRole('button', { name: `Delete ${shortUrl}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this link?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: `Delete ${shortUrl}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Link deleted.' }).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('region', { name: 'No links yet' }).waitFor();
    expect((await follow(shortUrl)).status).toBe(404);

    // Its detail address now says the link is gone.
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/detail?code=${code}`);
    await page.getByRole('region', { name: 'Link not found' }).waitFor();
    await context.close();
  });

  it('pages a long list, deletes from the detail page, makes a link from a sent product with the preselected ID, and says why a Target link cannot carry a tracking ID', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'pager-20' });
    const codes: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const url = `https://www.amazon.com/dp/B0PAGE${String(i).padStart(4, '0')}`;
      codes.push(
        (await journey.api.post('/app/get_shortlink/v3', { url, title: `Lamp ${i}` }, creator.token)).data.code,
      );
    }
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByText('23 links', { exact: true }).waitFor();
    const rows = page.locator('li[data-code]');
    await expect.poll(() => rows.count()).toBe(20);
    expect(await rows.first().getAttribute('data-code')).toBe(codes[22]);
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-code'))))
      .toEqual([codes[2], codes[1], codes[0]]);

    // Details of the oldest link, deleted there: back on My Links with one link less.
    await page.locator(`li[data-code="${codes[0]}"]`).getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/myLinks/detail?code=${codes[0]}`);
    await page.getByRole('heading', { name: 'Lamp 0' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/myLinks/index');
    await page.getByText('22 links', { exact: true }).waitFor();

    // Another page sends a product (?url=): the URL is filled in and the Amazon ID preselected in Account info (not
    // the oldest) is chosen, so Create is all it takes.
    expect((await journey.api.post('/setting/addTrackingId', { trackingId: 'pager2-20' }, creator.token)).code).toBe(
      200,
    );
    expect((await journey.api.post('/setting/v2/saveInfo', { trackingId: 'pager2-20' }, creator.token)).code).toBe(200);
    const sent = 'https://www.amazon.com/dp/B0SENT0001';
    await page.goto(`${journey.server.url}/pc/#${linkCreatePath(sent)}`);
    const urlField = page.getByRole('textbox', { name: 'Product URL' });
    await expect.poll(() => urlField.inputValue()).toBe(sent);
    await expect.poll(() => page.locator('.lm-tracking-field').innerText()).toContain('pager2-20');
    expect(await page.getByRole('radio', { name: 'Amazon' }).getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: `${OUT}/my-links-create-sent.png` });
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const result = page.getByRole('region', { name: 'Your short link' });
    await result.getByRole('heading', { name: 'Your short link is ready' }).waitFor();
    expect(await follow(await result.getByTestId('short-url').innerText())).toEqual({
      status: 302,
      location: `${sent}?tag=pager2-20`,
    });

    // Target, sent with its retailer: the picker, a Target tracking ID added, and the server's sentence about Impact.
    await page.goto(
      `${journey.server.url}/pc/#${linkCreatePath('https://www.target.com/p/desk-lamp/-/A-87654321', 'target')}`,
    );
    await expect.poll(() => page.getByRole('radio', { name: 'Target' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => urlField.inputValue()).toBe('https://www.target.com/p/desk-lamp/-/A-87654321');
    await page.getByRole('textbox', { name: 'New Target tracking ID' }).fill('pager-target');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.locator('.lm-tracking-field').innerText()).toContain('pager-target');
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Target links carry a tracking ID through Impact' }).waitFor();
    // An Amazon URL under Target is pointed out before anything is made.
    await page.getByRole('textbox', { name: 'Product URL' }).fill(PRODUCT_URL);
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    await page
      .getByText('This is an Amazon product URL. Choose Amazon above, or paste a Target product URL.')
      .waitFor();
    await page.screenshot({ path: `${OUT}/my-links-create-target.png` });
    await context.close();
  });

  it('offers the other ways to link under the header, each opening its page with My Links still highlighted', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    const tools = page.getByRole('navigation', { name: 'More ways to link' });
    for (const [tool, heading, hash] of [
      ['From my products', 'Products', '#/pages/myLinks/productList'],
      ['Combined link', 'Combined links', '#/pages/combineLinkPreview/index'],
      ['Group link', 'Create a group link', '#/pages/collectionCreateGroupLink/index'],
      ['Find a link', 'Existing link', '#/pages/existingLink/index'],
      ['My Shop', 'My Shop', '#/pages/myShop/index'],
    ] as const) {
      await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
      await tools.getByRole('button', { name: new RegExp(`^${tool}`) }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(new URL(page.url()).hash).toBe(hash);
      expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').getAttribute('title')).toBe(
        'My Links',
      );
    }
    // A required field's red mark is drawn, not read out: its accessible name is its label alone.
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/create`);
    // The form shows once the tracking IDs have loaded; the heading comes before it.
    const productUrl = page.getByRole('textbox', { name: 'Product URL', exact: true });
    await productUrl.waitFor();
    expect(await productUrl.count()).toBe(1);
    await context.close();
  });
});
