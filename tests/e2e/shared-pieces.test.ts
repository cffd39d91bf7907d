import { describe, expect, it } from 'vitest';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

/** The spec's shared pieces (§2 other UI, §8) that live across pages: each checked where a creator meets it. */
describe('shared pieces in the browser', () => {
  const journey = browserJourney();

  it("My Shop says 'As of {date}, ...' for a source last synced more than a day ago; the banner closes per source", async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    // The bundled catalog's Amazon boards were synced at 2026-11-20T07:05 Pacific: two days later they are stale.
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-08:00'));
    await page.goto(`${journey.server.url}/pc/#/pages/myShop/index`);
    await page.getByRole('tab', { name: 'Amazon' }).click();
    await page.getByRole('button', { name: 'Boards' }).click();
    const banner = page.locator('.lm-status-banner');
    await expect.poll(() => banner.innerText()).toContain(
      'As of 11/20/2026, your Amazon Boards are as they were at their last sync; changes made at the retailer since then do not show here yet.',
    );
    expect(await banner.getAttribute('class')).toContain('lm-status-banner--warn');
    await page.screenshot({ path: `${OUT}/status-banner-stale-sync.png` });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Another source has a banner of its own; products of the retailer itself are no synced source.
    await page.getByRole('button', { name: 'Idea Lists' }).click();
    await expect.poll(() => banner.innerText()).toContain('As of 11/20/2026, your Amazon Idea Lists');
    await page.getByRole('button', { name: 'Products' }).click();
    await expect.poll(() => banner.count()).toBe(0);

    // Within a day of the sync there is no banner.
    await page.clock.setFixedTime(new Date('2026-11-20T20:00:00-08:00'));
    await page.reload();
    await page.getByRole('tab', { name: 'Amazon' }).click();
    await page.getByRole('button', { name: 'Boards' }).click();
    await page.getByText(/^Last synced /).waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
