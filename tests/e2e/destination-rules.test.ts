import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { IPHONE_SAFARI, shortLinkApi, WINDOWS_CHROME } from '../api/short-link-support';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const APP_STORE = 'https://apps.apple.com/app/id1234567890';
const DESKTOP_PAGE = 'https://shop.example.com/desktop';

/**
 * Destination rules in the browser: from My Links a creator opens a link, adds a rule for iOS by clicking and saves
 * it; an iPhone following the link reaches the rule's destination, a desktop browser the link's own.
 */
describe('destination rules in the browser', () => {
  const journey = browserJourney();

  it('add an iOS rule to a short link by clicking; an iPhone and a desktop browser follow the link', async () => {
    const api = shortLinkApi(journey.server);
    const creator = await api.creator(`er${Date.now().toString(36)}-20`);
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

    const section = page.getByRole('region', { name: 'Destination rules' });
    await section.getByRole('button', { name: 'Add rule' }).click();
    // A rule without countries or a device is refused in the form, naming the rule.
    await section.getByRole('button', { name: 'Save rules' }).click();
    await section.getByRole('alert').filter({ hasText: 'Rule 1: choose countries, a device, or both.' }).waitFor();
    await section.getByRole('combobox', { name: 'Rule 1: device' }).selectOption('ios');
    await section.getByRole('textbox', { name: 'Rule 1: destination' }).fill(APP_STORE);
    await section.getByRole('button', { name: 'Save rules' }).click();
    await page.getByRole('status').filter({ hasText: 'Destination rules saved' }).waitFor();
    await page.screenshot({ path: `${OUT}/destination-rules.png`, fullPage: true });

    const follow = (userAgent: string) =>
      fetch(`${journey.server.url}/s/${code}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
    const iphone = await follow(IPHONE_SAFARI);
    expect([iphone.status, iphone.headers.get('location')]).toEqual([302, APP_STORE]);
    const desktop = await follow(WINDOWS_CHROME);
    expect([desktop.status, desktop.headers.get('location')]).toEqual([302, own]);

    // The page shows the rule as saved when opened again.
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Destination rules' })
          .getByRole('textbox', { name: 'Rule 1: destination' })
          .inputValue(),
      )
      .toBe(APP_STORE);
  });

  it("add a desktop rule to a bio button by clicking from the Bio Link tab; the public page's button follows it", async () => {
    const api = shortLinkApi(journey.server);
    const creator = await api.creator(`eb${Date.now().toString(36)}-20`);
    expect((await api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token)).code).toBe(200);
    const added = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Spring picks', url: 'https://shop.example.com/spring' }] },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const { page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page.getByRole('button', { name: 'Edit page' }).click();
    await page.getByRole('button', { name: 'Destination rules of Spring picks' }).click();
    const section = page.getByRole('region', { name: 'Destination rules' });
    await section.getByRole('button', { name: 'Add rule' }).click();
    await section.getByRole('combobox', { name: 'Rule 1: device' }).selectOption('desktop');
    await section.getByRole('textbox', { name: 'Rule 1: destination' }).fill(DESKTOP_PAGE);
    await section.getByRole('button', { name: 'Save rules' }).click();
    await page.getByRole('status').filter({ hasText: 'Destination rules saved' }).waitFor();

    // The audience's page links the button's tracked address; a desktop reaches the rule's page, a phone the button's.
    const html = await (await fetch(`${journey.server.url}/b/${creator.handle}`)).text();
    const href = /<a class="b" href="([^"]+)">Spring picks<\/a>/.exec(html)?.[1];
    expect(href).toMatch(/^\/s\/[0-9A-Za-z]{10}$/);
    const follow = (userAgent: string) =>
      fetch(`${journey.server.url}${href}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
    expect((await follow(WINDOWS_CHROME)).headers.get('location')).toBe(DESKTOP_PAGE);
    expect((await follow(IPHONE_SAFARI)).headers.get('location')).toBe('https://shop.example.com/spring');
  });
});
