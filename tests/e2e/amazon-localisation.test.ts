import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AMAZON_PRODUCT } from '../api/short-link-support';
import { browserJourney } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/**
 * Issue 28's localisation in the browser: a creator saves an amazon.co.uk ID in Account info by clicking, and a UK
 * visitor of their amazon.com link (the CDN's country header says GB) lands on amazon.co.uk with that ID; set to
 * "never" on the link's page (opened from My Links), the same visitor gets the link's own store.
 */
describe('Amazon links sent to the visitor’s own store, in the browser', () => {
  const journey = browserJourney({ CLICK_COUNTRY_HEADER: 'CF-IPCountry' });

  it('save an amazon.co.uk ID, follow an amazon.com link from GB, then set the link to never', async () => {
    const { api, server } = journey;
    const creator = await api.registerCreator({ amazonTrackingId: 'mayafinds-20' });
    const made = await api.post<{ code: string; originalUrl: string }>(
      '/app/get_shortlink/v3',
      { url: AMAZON_PRODUCT },
      creator.token,
    );
    expect(made.code, made.message).toBe(200);
    const { code, originalUrl } = made.data;
    const fromUk = async () =>
      (
        await fetch(`${server.url}/s/${code}`, {
          redirect: 'manual',
          headers: { 'user-agent': PHONE_USER_AGENT, 'cf-ipcountry': 'GB' },
        })
      ).headers.get('location');
    expect(await fromUk()).toBe(originalUrl);

    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${server.url}/pc/`);
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page
      .getByRole('complementary', { name: 'Settings panel' })
      .getByRole('button', { name: 'Account info' })
      .click();
    const stores = page.getByRole('region', { name: 'Amazon stores' });
    const form = stores.getByRole('form', { name: 'Save an Amazon store ID' });
    await form.getByLabel('Amazon store').selectOption('amazon.co.uk');
    await form.getByLabel('Tracking ID for amazon.co.uk').fill('mayauk-21');
    await form.getByRole('button', { name: 'Save' }).click();
    await stores.getByRole('listitem').filter({ hasText: 'mayauk-21' }).waitFor();
    // Two stores now have ids (amazon.com through the Amazon list): automatic is on.
    await stores.getByText('Now on: visitors go to their own Amazon store').waitFor();
    expect(await stores.getByRole('radio', { name: /^Automatic/ }).isChecked()).toBe(true);
    expect(await fromUk()).toBe('https://www.amazon.co.uk/dp/B09B8V1LZ3?tag=mayauk-21');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    await page.locator(`li[data-code="${code}"]`).getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/myLinks/detail?code=${code}`);
    const choice = page.getByLabel("Visitors' own Amazon store");
    expect(await choice.inputValue()).toBe('shop');
    await choice.selectOption('never');
    await expect
      .poll(
        async () => (await api.post('/app/get_shortlink_detail', { code }, creator.token)).data.shortLink.localisation,
      )
      .toBe('never');
    expect(await choice.inputValue()).toBe('never');
    expect(await fromUk()).toBe(originalUrl);
    await context.close();
  });
});
