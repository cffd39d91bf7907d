import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundledCatalog } from '../../server/modules/catalog/catalog-data';
import { LANDING_TEXTS } from '../../src/domain/landing-pages';
import { EDITOR_TEXTS } from '../../src/machines/landing-page-editor.machine';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

const SERUM = bundledCatalog().products.find((p) => p.id === 'amazon-B0BYFTVJJ5')!;

/**
 * Issue 17's landing page journey: a creator opens the block editor from the create panel, builds a page with a
 * heading, a product of My Shop, a catalog product and a button (a refused address and a taken address are
 * said where they belong), publishes it; a visitor with JavaScript off opens /l/{slug} and follows the shop
 * product through its tracked redirect; the page's statistics in the app then count that click.
 */
describe('Landing pages in the browser', () => {
  const journey = browserJourney();

  it('build a page with two products, publish it, follow a product from the public page, see the click in its statistics', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'ada-20' });
    const added = await journey.api.post(
      '/app/product/add_product',
      { url: 'https://www.amazon.com/Trail-Water-Bottle/dp/B0E2ESHOP1' },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const bottle = added.data.product.title as string;
    // Another page already has the address the creator will ask for first.
    const taken = await journey.api.post(
      '/landing/create',
      { title: 'Old picks', slug: 'summer-picks', blocks: [] },
      creator.token,
    );
    expect(taken.code, taken.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;

    // The create panel leads to the block editor.
    await page.goto(`${app}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    const panel = page.getByRole('dialog', { name: 'Create A New Link' });
    const action = panel.locator('[data-action="landingPage"]');
    await expect.poll(() => action.isEnabled()).toBe(true);
    await action.click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/landingPage/create');
    await page.getByRole('heading', { name: 'New landing page', level: 1 }).waitFor();

    // Publishing an empty page is refused before anything is sent.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer picks');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(LANDING_TEXTS.noBlocks).waitFor();

    // A heading, a product of My Shop, a catalog product and a button.
    await page.getByRole('button', { name: 'Add heading' }).click();
    const heading = page.getByRole('listitem', { name: 'Block 1 (Heading)' });
    await heading.getByRole('textbox', { name: 'Heading' }).fill('Two things I use every day');

    await page.getByRole('button', { name: 'Add product card' }).click();
    await page
      .getByRole('listitem', { name: 'Block 2 (Product card)' })
      .getByRole('button', { name: 'Choose product' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose a product' });
    await picker.getByRole('button', { name: `Choose ${bottle}` }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await page.getByRole('listitem', { name: 'Block 2 (Product card)' }).getByText(bottle).waitFor();

    await page.getByRole('button', { name: 'Add product card' }).click();
    await page
      .getByRole('listitem', { name: 'Block 3 (Product card)' })
      .getByRole('button', { name: 'Choose product' })
      .click();
    await picker.getByRole('button', { name: 'Catalog' }).click();
    await picker.getByRole('textbox', { name: 'Search products' }).fill('Niacinamide');
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('button', { name: `Choose ${SERUM.title}` }).click();
    await page.getByRole('listitem', { name: 'Block 3 (Product card)' }).getByText(SERUM.title).waitFor();

    // A button to a script address is refused under its block, and the sentence goes once it is fixed.
    await page.getByRole('button', { name: 'Add button' }).click();
    const button = page.getByRole('listitem', { name: 'Block 4 (Button)' });
    await button.getByRole('textbox', { name: 'Button title' }).fill('My blog');
    await button.getByRole('textbox', { name: 'Button address' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await button
      .getByRole('alert')
      .filter({ hasText: 'must lead to a web address starting with http:// or https://' })
      .waitFor();
    await button.getByRole('textbox', { name: 'Button address' }).fill('https://blog.example.com/');
    await expect.poll(() => button.getByRole('alert').count()).toBe(0);

    // The address another page has: the server's sentence shows under the address field.
    await page.getByRole('textbox', { name: 'Address (optional)', exact: true }).fill('summer-picks');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The address /l/summer-picks is taken by another landing page: choose another.').waitFor();
    await page.getByRole('textbox', { name: 'Address (optional)', exact: true }).fill('summer-picks-2');
    await expect.poll(() => page.getByText('is taken by another landing page').count()).toBe(0);

    // Reorder: the catalog product before the shop's; the preview follows the draft.
    await page.getByRole('button', { name: 'Move Block 3 (Product card) up' }).click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('figure', { name: 'Preview of the page' });
    await expect
      .poll(() => preview.locator('.lm-landing-preview__product strong').allInnerTexts())
      .toEqual([SERUM.title, bottle]);
    await page.screenshot({ path: `${OUT}/landing-page-editor.png`, fullPage: true });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: EDITOR_TEXTS.published }).waitFor();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/pages\/landingPage\/create\?id=/);
    const address = page.getByTestId('public-address');
    await expect.poll(() => address.innerText()).toBe(`${app}/l/summer-picks-2`);

    // A visitor's phone with JavaScript off: the page, its products through tracked addresses; the retailer is
    // answered here, so nothing leaves the machine.
    const visitor = await journey.browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    await visitor.route(/^https:\/\/www\.amazon\.com\//, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'Arrived at the retailer' }),
    );
    const visit = await visitor.newPage();
    const response = await visit.goto(`${app}/l/summer-picks-2`);
    expect(response?.status()).toBe(200);
    await visit.getByRole('heading', { name: 'Two things I use every day' }).waitFor();
    const products = visit.locator('a.product');
    expect(await products.count()).toBe(2);
    for (const href of await products.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^${app}/s/`));
    await visit.screenshot({ path: `${OUT}/landing-page-public-no-js.png`, fullPage: true });
    await products.filter({ hasText: bottle }).click();
    await visit.waitForURL(/^https:\/\/www\.amazon\.com\/.*tag=ada-20/);
    expect(await visit.locator('body').innerText()).toBe('Arrived at the retailer');
    await visitor.close();

    // The list (one of My Links' ways to link): published, with its address; the statistics count the view and
    // the click on the shop product.
    await page.goto(`${app}/pc/#/pages/myLinks/index`);
    await page
      .getByRole('navigation', { name: 'More ways to link' })
      .getByRole('button', { name: /^Landing pages/ })
      .click();
    await page.getByRole('heading', { name: 'Landing Pages', level: 1 }).waitFor();
    await page.getByRole('listitem', { name: 'Old picks' }).getByText('Draft').waitFor();
    const row = page.getByRole('listitem', { name: 'Summer picks' });
    await row.getByText('Published').waitFor();
    await row.getByRole('button', { name: 'Statistics of Summer picks' }).click();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/pages\/landingPage\/statstics\?id=/);
    const bottleClicks = page.locator('tr', { hasText: bottle }).getByTestId('block-clicks');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        await bottleClicks.waitFor();
        return bottleClicks.innerText();
      })
      .toBe('1');
    expect(await page.locator('tr', { hasText: SERUM.title }).getByTestId('block-clicks').innerText()).toBe('0');
    expect(await page.getByTestId('metric-views').innerText()).toBe('1');
    expect(await page.getByTestId('metric-clicks').innerText()).toBe('1');
    // One set of range chips drives the figures and the click panel; the views-and-clicks chart is the one per day.
    const clickPanel = page.getByRole('region', { name: 'Where clicks come from' });
    const counted = async () =>
      Number(await clickPanel.getByTestId('breakdown-clicks').textContent()) +
      Number(await clickPanel.getByTestId('breakdown-bots').textContent());
    await expect.poll(counted).toBe(1);
    expect(await page.getByRole('group', { name: 'Date range' }).count()).toBe(1);
    expect(await clickPanel.getByRole('img').count()).toBe(0);
    await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => page.getByTestId('range-dates').textContent()).toMatch(/ · Pacific time$/);
    await expect.poll(() => clickPanel.getByTestId('breakdown-previous').textContent()).toBe('0');
    await expect.poll(counted).toBe(1);
    await page.screenshot({ path: `${OUT}/landing-page-statistics.png`, fullPage: true });
    await context.close();
  });
});
