import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn } from '../support/signed-in-browser';
import { twoFrames } from '../support/app-pages';
import { adminOn } from '../support/admin-cli';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { postActivity } from '../support/advertising';
import { AD_CLOSED_KEY } from '../../src/api/ad-closed-store';
import { BANNER_CLOSED_KEY } from '../../src/domain/spec-constants';

const hashOf = (page: Page) => new URL(page.url()).hash;

/**
 * Reloads My Links and waits for the promotion selection the launch starts: its activity list answered, and two
 * frames later whatever it chose (modal, banner or nothing) drawn.
 */
async function reloadAndSelect(page: Page): Promise<void> {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/advertising/list');
  await page.reload();
  await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
  await listed;
  await twoFrames(page);
}

/**
 * The promotion modal and the create panel on the real server. The Rising Stars banner ended on 2025-07-31, so in
 * real time it never shows here; the journey that needs it runs the browser's clock (Playwright's) in July 2025.
 */
describe('promotion modal and create panel in the browser', () => {
  const journey = browserJourney();

  it('shows a running activity as the 382 px modal; closing hides it for this shop, also after a reload, and no banner shows', async () => {
    await postActivity(journey.server, 'Boost your best post');
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const modal = page.getByRole('dialog', { name: 'Boost your best post' });
    await modal.waitFor();
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(382);
    expect(await modal.getByRole('button', { name: 'More' }).count()).toBe(1);
    expect(await page.getByRole('complementary', { name: 'Rising Stars program' }).count()).toBe(0);
    await page.screenshot({ path: `${OUT}/promotion-modal.png` });

    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), AD_CLOSED_KEY)).toBe(
      JSON.stringify({ [creator.shopName]: true }),
    );
    // The promotion ended on 2025-07-31 (Los Angeles): closing the modal brings no banner back in 2026.
    expect(await page.getByRole('complementary', { name: 'Rising Stars program' }).count()).toBe(0);

    // The selection runs about 20 ms after the launch; once it has been answered and drawn, no modal.
    await reloadAndSelect(page);
    expect(await modal.count()).toBe(0);

    // Another shop has not closed it.
    const other = await journey.api.registerCreator();
    const second = await openSignedIn(journey.browser, other);
    await second.page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await second.page.getByRole('dialog', { name: 'Boost your best post' }).waitFor();
    await second.context.close();
    await context.close();
  });

  it('in July 2025 (browser clock): closing the modal shows the Rising Stars banner; both stay closed after a reload', async () => {
    // Noon in Los Angeles on 2025-07-20 (PDT, UTC-7); the activity runs that whole week.
    const instant = new Date('2025-07-20T19:00:00Z');
    await postActivity(journey.server, 'Summer boost week', {
      startTime: '2025-07-17T00:00:00-07:00',
      endTime: '2025-07-24T00:00:00-07:00',
    });
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    // The clock starts at that instant and then runs on; only the browser's time moves, the server's stays real.
    await context.clock.install({ time: instant });
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const modal = page.getByRole('dialog', { name: 'Summer boost week' });
    const banner = page.getByRole('complementary', { name: 'Rising Stars program' });
    await modal.waitFor();
    expect(await banner.count()).toBe(0);

    await modal.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor();
    expect(await modal.count()).toBe(0);
    expect(await banner.innerText()).toContain(
      'Introducing our Rising Stars program, up to $5,000 to win, for Boosting Creators',
    );
    expect(await banner.getByRole('button', { name: 'Learn more' }).count()).toBe(1);
    await page.screenshot({ path: `${OUT}/promotion-banner.png` });

    await page.reload();
    await banner.waitFor();
    expect(await modal.count()).toBe(0);

    // The banner's close icon is remembered for this shop as well.
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), BANNER_CLOSED_KEY)) ?? 'null')).toEqual({
      [creator.shopName]: true,
    });
    await reloadAndSelect(page);
    expect(await banner.count()).toBe(0);
    expect(await modal.count()).toBe(0);
    await context.close();
  });

  it('the create panel: a whitelisted shop sees boosting; pages the app lacks are disabled; Deep link opens its page', async () => {
    const creator = await journey.api.registerCreator();
    expect((await adminOn(journey.server)('whitelist', 'add', '--shop', creator.shopName)).code).toBe(0);
    const { context, page } = await openSignedIn(journey.browser, creator);
    // Closing the running activity of the test above first, so its modal does not cover the panel.
    await context.addInitScript(([key, shop]) => localStorage.setItem(key, JSON.stringify({ [shop]: true })), [
      AD_CLOSED_KEY,
      creator.shopName,
    ] as const);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    const panel = page.getByRole('dialog', { name: 'Create A New Link' });
    await panel.waitFor();
    const actions = panel.locator('.lm-create-panel__action');
    await expect
      .poll(() =>
        actions.evaluateAll((buttons) =>
          buttons.map((b) => [b.getAttribute('data-action'), (b as HTMLButtonElement).disabled]),
        ),
      )
      .toEqual([
        // Boosting opens its start page (applyBoosting/index, issue 12).
        ['boosting', false],
        // Landing pages are in the lazy route table too (issue 17): the panel counts both tables.
        ['landingPage', false],
        // Link galleries got their way in (issue 24).
        ['gallery', false],
        // The collage action opens the AI collage builder, a page of the lazy route table (registered-routes.ts).
        ['collage', false],
        ['deepLink', false],
      ]);
    expect(await panel.locator('[data-action="landingPage"]').getAttribute('title')).toBeNull();
    await page.screenshot({ path: `${OUT}/create-panel.png` });
    await panel.locator('[data-action="deepLink"]').click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/midTabBar/index_new');
    await expect.poll(() => panel.count()).toBe(0);

    // Off the whitelist, the boosting action is not offered at all.
    await adminOn(journey.server)('whitelist', 'remove', '--shop', creator.shopName);
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    await expect
      .poll(() => actions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-action'))))
      .toEqual(['landingPage', 'gallery', 'collage', 'deepLink']);
    await context.close();
  });
});
