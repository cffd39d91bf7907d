import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADD_PRODUCT_PATH } from '../../src/domain/shop-products';
import { SAVE_LINK_SELECT_PRODUCTS_PATH } from '../../src/domain/link-pages';
import { AMAZON_PRODUCT, IPHONE_SAFARI } from '../api/short-link-support';
import { hashOf, openLinkTool } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

/** The empty state named `title`, once it shows. */
async function emptyState(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title });
  await region.waitFor();
  expect(await region.getByRole('heading', { name: title }).count()).toBe(1);
  return region;
}

/** Whether the keyboard focus is on `field`. */
const focused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/**
 * Issue 26's empty states, for a new shop with nothing in it: each list that has nothing to show says what fills
 * it and offers the next step, reached by clicking from a tab, the create panel or the settings panel.
 */
describe('empty lists show their next step in the browser', () => {
  const journey = browserJourney();

  it('the link tools: collections and products to pick, a group link’s products, combined links and the collage builder', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    // Group link: no collection to choose, no product to tick; the first leads to the new collection's name.
    await openLinkTool(page, 'Group link');
    await page.getByRole('heading', { name: 'Create a group link', level: 1 }).waitFor();
    const collections = await emptyState(page, 'No collections yet');
    await emptyState(page, 'No products to pick yet');
    await page.screenshot({ path: `${OUT}/empty-group-link-create.png`, fullPage: true });
    await collections.getByRole('button', { name: 'Name a new collection' }).click();
    const name = page.getByRole('textbox', { name: 'Collection name' });
    await expect.poll(() => focused(name)).toBe(true);
    await name.fill('Summer picks');
    await page.getByRole('button', { name: 'Create collection and group link' }).click();

    // Its page holds no product yet: Edit linked content says so and leads to picking them.
    await page.getByRole('link', { name: 'Edit linked content' }).click();
    const noProducts = await emptyState(page, 'No products on this page');
    await noProducts.getByRole('link', { name: 'Pick products' }).click();
    await expect.poll(() => hashOf(page)).toMatch(new RegExp(`^#${SAVE_LINK_SELECT_PRODUCTS_PATH}\\?`));
    await page.getByRole('heading', { name: 'Select products', level: 1 }).waitFor();

    // Combined link: the empty list leads to the form's title; the empty picker to adding products.
    await openLinkTool(page, 'Combined link');
    await page.getByRole('heading', { name: 'Combined links', level: 1 }).waitFor();
    const combined = await emptyState(page, 'No combined links yet');
    await page.screenshot({ path: `${OUT}/empty-combined-links.png`, fullPage: true });
    await combined.getByRole('button', { name: 'Start a combined link' }).click();
    await expect.poll(() => focused(page.getByRole('textbox', { name: 'Title' }))).toBe(true);
    const picker = await emptyState(page, 'No products to pick yet');
    await picker.getByRole('link', { name: 'Add products' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${ADD_PRODUCT_PATH}`);

    // The collage builder from the create panel: no product of My Shop to lay out, and the way to add some.
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    await page.getByRole('dialog', { name: 'Create A New Link' }).locator('[data-action="collage"]').click();
    const collage = await emptyState(page, 'No products in My Shop yet');
    await collage.getByRole('link', { name: 'Add products' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${ADD_PRODUCT_PATH}`);
    await context.close();
  });

  it('the settings panel: each retailer’s tracking IDs and the income list', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    const openSettingsRow = async (row: string) => {
      await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
      const panel = page.getByRole('complementary', { name: 'Settings panel' });
      await panel.locator('nav[aria-busy="false"]').waitFor();
      await panel.getByRole('button', { name: row }).click();
    };

    await openSettingsRow('Account info');
    await page.getByRole('heading', { name: 'Account info', level: 1 }).waitFor();
    for (const retailer of ['Amazon', 'Target', 'Walmart']) await emptyState(page, `No ${retailer} tracking ID yet`);
    await page.screenshot({ path: `${OUT}/empty-tracking-ids.png`, fullPage: true });
    const target = await emptyState(page, 'No Target tracking ID yet');
    await target.getByRole('button', { name: 'Add your Target tracking ID' }).click();
    await expect.poll(() => focused(page.getByLabel('New Target tracking ID'))).toBe(true);

    await openSettingsRow('Income');
    await page.getByRole('link', { name: 'Income details' }).click();
    await page.getByRole('heading', { name: 'Income details', level: 1 }).waitFor();
    const income = await emptyState(page, 'No income yet');
    await income.getByRole('link', { name: 'Find your referral link' }).click();
    await page.getByRole('heading', { name: 'Account info', level: 1 }).waitFor();
    await context.close();
  });

  it('the Account tab: orders, settlements and sample requests of a shop with one click', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'emptyshop-20' });
    const link = await journey.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
    expect(link.code, link.message).toBe(200);
    // One visitor click makes the Account tab open the dashboard.
    const visit = await fetch(`${journey.server.url}/s/${link.data.code}`, {
      redirect: 'manual',
      headers: { 'user-agent': IPHONE_SAFARI },
    });
    expect(visit.status).toBe(302);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const openDashboardLink = async (name: string) => {
      await nav.getByRole('link', { name: 'My Links' }).click();
      await nav.getByRole('link', { name: 'Account' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByRole('link', { name }).click();
    };

    await openDashboardLink('Orders and settlements');
    const settlements = await emptyState(page, 'Nothing settled yet');
    const orders = await emptyState(page, 'No orders yet');
    await page.screenshot({ path: `${OUT}/empty-records.png`, fullPage: true });
    await settlements.getByRole('link', { name: 'See pending earnings' }).click();
    await page.getByRole('heading', { name: 'Earnings', level: 1 }).waitFor();
    await page.goBack();
    await orders.getByRole('link', { name: 'Make a link to share' }).click();
    await page.getByRole('heading', { name: 'Create link', level: 1 }).waitFor();

    await openDashboardLink('Sample requests');
    const samples = await emptyState(page, 'No sample requests yet');
    await samples.getByRole('link', { name: 'Browse Viral Items' }).click();
    await page.getByRole('heading', { name: 'Viral Items', level: 1 }).waitFor();
    await context.close();
  });
});
