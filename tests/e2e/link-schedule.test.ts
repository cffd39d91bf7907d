import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pacificWallClock } from '../../src/domain/link-schedule';
import { shortLinkApi, WINDOWS_CHROME } from '../api/short-link-support';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const FALLBACK = 'https://shop.example.com/after-the-deal';

/**
 * Schedule and limits in the browser: a bio button given a window a few seconds from now appears on the public page
 * when it opens and goes when it closes; a short link capped at two people's clicks sends the third to its fallback,
 * and My Links marks it capped.
 */
describe('schedule and limits in the browser', () => {
  const journey = browserJourney();

  it('a bio button scheduled by clicking appears on the public page, then disappears', async () => {
    const api = shortLinkApi(journey.server);
    const creator = await api.creator(`sb${Date.now().toString(36)}-20`);
    expect((await api.post('/bio/create_bio_link', { title: 'Flash deals' }, creator.token)).code).toBe(200);
    const added = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Doorbuster', url: 'https://shop.example.com/doorbuster' }] },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const shows = async () =>
      (await (await fetch(`${journey.server.url}/b/${creator.handle}`)).text()).includes('Doorbuster');
    expect(await shows()).toBe(true);

    const { page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page.getByRole('button', { name: 'Edit page' }).click();
    await page.getByRole('button', { name: 'Schedule and limits of Doorbuster' }).click();
    const section = page.getByRole('region', { name: 'Schedule and limits' });
    await section.getByRole('button', { name: 'Save schedule' }).waitFor();

    // The window opens 12 s from now and closes 12 s after that (Pacific wall-clock times, to the second).
    const start = pacificWallClock(new Date(Date.now() + 12_000).toISOString());
    const end = pacificWallClock(new Date(Date.now() + 24_000).toISOString());
    await section.getByLabel('Start date (Pacific)').fill(start.date);
    await section.getByLabel('Start time (Pacific)').fill(start.time.length === 5 ? `${start.time}:00` : start.time);
    await section.getByLabel('End date (Pacific)').fill(end.date);
    await section.getByLabel('End time (Pacific)').fill(end.time.length === 5 ? `${end.time}:00` : end.time);
    await section.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByRole('status').filter({ hasText: 'Schedule saved' }).waitFor();
    await section.getByText(/^Live from .* Pacific$/).waitFor();
    await page.screenshot({ path: `${OUT}/link-schedule-button.png`, fullPage: true });

    await expect.poll(shows, { timeout: 40_000, interval: 250 }).toBe(true);
    await expect.poll(shows, { timeout: 40_000, interval: 250 }).toBe(false);
  }, 120_000);

  it('a link capped at two clicks by clicking sends the third visitor to its fallback; My Links says capped', async () => {
    const api = shortLinkApi(journey.server);
    const creator = await api.creator(`sc${Date.now().toString(36)}-20`);
    const made = await api.post(
      '/app/get_shortlink/v3',
      { url: 'https://www.amazon.com/dp/B09B8V1LZ3' },
      creator.token,
    );
    const code = made.data.code as string;
    const own = (await api.shortLinkRow(code))?.destination as string;
    const { page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    await page.locator(`li[data-code="${code}"]`).getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/myLinks/detail?code=${code}`);

    const section = page.getByRole('region', { name: 'Schedule and limits' });
    // A cap of zero is refused in the form with the reason.
    await section.getByLabel('Click cap (people)').fill('0');
    await section.getByRole('button', { name: 'Save schedule' }).click();
    await section
      .getByRole('alert')
      .filter({ hasText: 'The click cap must be a whole number of at least 1.' })
      .waitFor();
    await section.getByLabel('Click cap (people)').fill('2');
    await section.getByLabel('Fallback address (optional)').fill(FALLBACK);
    await section.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByRole('status').filter({ hasText: 'Schedule saved' }).waitFor();
    await section.getByText('Always live, for the first 2 clicks').waitFor();

    const follow = async () =>
      (
        await fetch(`${journey.server.url}/s/${code}`, {
          redirect: 'manual',
          headers: { 'user-agent': WINDOWS_CHROME },
        })
      ).headers.get('location');
    expect(await follow()).toBe(own);
    expect(await follow()).toBe(own);
    expect(await follow()).toBe(FALLBACK);

    // The list counts stored clicks, which land with their batch: reload My Links until they are in.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    const badge = page.locator(`li[data-code="${code}"]`).getByTestId('schedule-badge');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator(`li[data-code="${code}"]`).waitFor();
          return (await badge.count()) > 0 ? badge.innerText() : '';
        },
        { timeout: 30_000 },
      )
      .toBe('Capped');
    await page.screenshot({ path: `${OUT}/link-schedule-capped.png`, fullPage: true });
  });
});
