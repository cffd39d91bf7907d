import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BIO_LINK_TEXTS } from '../../src/domain/bio-link';
import { EDITOR_SAVED_TEXT } from '../../src/machines/bio-link-editor.machine';
import { AVATAR_SAVED_TEXT, LOOK_SAVED_TEXT } from '../../src/machines/bio-link-customize.machine';
import { bioPreview } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** A 1x1 PNG picture. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const BUTTONS = [
  { title: 'Spring picks', url: 'https://shop.example.com/spring' },
  { title: 'My blog', url: 'https://blog.example.com/' },
  { title: 'Podcast', url: 'https://podcast.example.com/episode-1' },
];

/** Waits for the editor to have saved everything (its status line) after Save. */
async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: EDITOR_SAVED_TEXT }).waitFor();
  await page.getByText('Everything is saved.').waitFor();
}

/**
 * Issue 13's journey: a new creator creates their bio page in the app, adds three buttons and a social account,
 * gives the buttons a colour as 'rgb(16, 185, 129)' (stored and shown as #10B981), reorders the buttons; a visitor
 * with JavaScript off opens /b/{handle}, sees the buttons in the new order and follows one through its tracked
 * redirect; the tab then shows the click.
 */
describe('Bio link in the browser', () => {
  const journey = browserJourney();

  it('create the page, three buttons and a social account, colour rgb(16, 185, 129) as #10B981, reorder, open without JavaScript, follow a button, see the click', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;

    // A new creator's tab: what a bio page is, and the button to create it.
    await page.goto(`${app}/pc/#/pages/home/biolink`);
    await page.getByRole('heading', { name: 'Bio Link + Auto DM', level: 1 }).waitFor();
    const empty = page.getByRole('region', { name: 'No bio link page yet' });
    await empty.getByRole('button', { name: 'Create your bio link page' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/home/index_new');

    // The title starts as the handle; an empty one is refused before anything is sent.
    const title = page.getByRole('textbox', { name: 'Page title' });
    await expect.poll(() => title.inputValue()).toBe(creator.handle);
    await title.fill('  ');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.getByText(BIO_LINK_TEXTS.titleMissing).waitFor();
    await title.fill('Ada picks');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/home/biolink_edit');

    // Three buttons; an address that is not http(s) is refused with the sentence, and never joins the draft.
    const label = page.getByRole('textbox', { name: 'Button label' });
    const address = page.getByRole('textbox', { name: 'Button address' });
    await label.fill('Sneaky');
    await address.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add button' }).click();
    await page.getByText(BIO_LINK_TEXTS.urlNotWeb).waitFor();
    for (const button of BUTTONS) {
      await label.fill(button.title);
      await address.fill(button.url);
      await page.getByRole('button', { name: 'Add button' }).click();
      await page.locator(`li[data-button="${button.title}"]`).waitFor();
    }
    await page.getByRole('combobox', { name: 'Network' }).selectOption('instagram');
    await page.getByRole('textbox', { name: 'Profile address' }).fill('https://www.instagram.com/ada.picks');
    await page.getByRole('button', { name: 'Add social account' }).click();
    await page.getByRole('button', { name: 'Remove Instagram' }).waitFor();
    await page.getByRole('textbox', { name: 'Name on the page' }).fill('Ada');
    await saveDraft(page);
    const stored = await journey.api.post('/bio/get_button_list', {}, creator.token);
    expect(stored.data.list.map((b: { title: string; url: string }) => [b.title, b.url])).toEqual(
      BUTTONS.map((b) => [b.title, b.url]),
    );
    await page.screenshot({ path: `${OUT}/bio-link-editor.png`, fullPage: true });

    // The look: the colour typed as rgb() shows the hex it is stored as; a label too close to it is refused.
    await page.goto(`${app}/pc/#/pages/home/customize`);
    // The preview is the creator's own page: their buttons, no examples.
    const preview = bioPreview(page, 'Preview of the look');
    await expect.poll(() => preview.locator('a.b').allTextContents()).toEqual(BUTTONS.map((b) => b.title));
    const buttonColour = page.getByRole('textbox', { name: 'Button colour' });
    await buttonColour.fill('rgb(16, 185, 129)');
    await page.getByText('Stored as #10B981').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('too close to the button colour', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Button text colour' }).fill('black');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: LOOK_SAVED_TEXT }).waitFor();
    await expect.poll(() => buttonColour.inputValue()).toBe('#10B981');
    const look = await journey.api.post('/bio/get_biolink_customize', {}, creator.token);
    expect([look.data.buttonColor, look.data.buttonTextColor, look.data.displayName]).toEqual([
      '#10B981',
      '#000000',
      'Ada',
    ]);
    // The picture is judged by its bytes: text named .png is refused with the server's sentence; a real PNG is taken.
    const picture = page.locator('section[aria-label="Picture"] input[type="file"]');
    await picture.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture, only text'),
    });
    await page.getByRole('alert').filter({ hasText: 'The avatar must be a JPEG, PNG or WebP picture.' }).waitFor();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await page.getByRole('status').filter({ hasText: AVATAR_SAVED_TEXT }).waitFor();
    const avatarUrl = (await journey.api.post('/bio/get_biolink_customize', {}, creator.token)).data
      .avatarUrl as string;
    await expect
      .poll(() => bioPreview(page, 'Preview of the look').locator('img.avatar').getAttribute('src'))
      .toBe(new URL(avatarUrl).pathname);
    await page.screenshot({ path: `${OUT}/bio-link-customize.png`, fullPage: true });

    // Reorder: the podcast first.
    await page.goto(`${app}/pc/#/pages/home/biolink_edit`);
    await page.getByRole('button', { name: 'Move Podcast up' }).click();
    await page.getByRole('button', { name: 'Move Podcast up' }).click();
    const order = ['Podcast', 'Spring picks', 'My blog'];
    await expect
      .poll(() =>
        page
          .locator('ol[aria-label="Buttons in page order"] > li')
          .evaluateAll((items) => items.map((li) => li.getAttribute('data-button'))),
      )
      .toEqual(order);
    await saveDraft(page);

    // The page changes elsewhere (another device adds a button) while the editor is open: Save shows it and
    // asks; keeping the draft takes that button off again.
    const elsewhere = await journey.api.post(
      '/bio/create_button_batch_v3',
      { buttons: [{ title: 'Added elsewhere', url: 'https://other.example.com/' }] },
      creator.token,
    );
    expect(elsewhere.code).toBe(200);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alertdialog', { name: 'Your page was changed elsewhere' });
    await conflict.getByText('Added elsewhere', { exact: false }).waitFor();
    await page.getByText('Nothing is saved until you choose below.').waitFor();
    await page.screenshot({ path: `${OUT}/bio-link-conflict.png`, fullPage: true });
    await conflict.getByRole('button', { name: 'Keep my changes' }).click();
    await page.getByText('Everything is saved.').waitFor();
    await expect
      .poll(async () =>
        (await journey.api.post('/bio/get_button_list', {}, creator.token)).data.list.map(
          (b: { title: string }) => b.title,
        ),
      )
      .toEqual(order);

    // A visitor's phone with JavaScript off: the page in the new order, in the chosen colour; the destinations
    // are answered here, so nothing leaves the machine.
    const visitor = await journey.browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    await visitor.route(/^https:\/\/[a-z]+\.example\.com\//, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'Arrived' }),
    );
    const visit = await visitor.newPage();
    const response = await visit.goto(`${app}/b/${creator.handle}`);
    expect(response?.status()).toBe(200);
    await visit.getByRole('heading', { name: 'Ada', level: 1 }).waitFor();
    const links = visit.locator('a.b');
    expect(await links.allInnerTexts()).toEqual(order);
    expect(await visit.getByRole('navigation', { name: 'Social accounts' }).getByRole('link').allInnerTexts()).toEqual([
      'Instagram',
    ]);
    expect(await visit.content()).toContain('#10B981');
    expect(await visit.locator('img.avatar').count()).toBe(1);
    // Every button goes through the tracked redirect.
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href)))
      expect(href).toMatch(new RegExp(`^${app}/s/`));
    await visit.screenshot({ path: `${OUT}/bio-link-public-no-js.png`, fullPage: true });
    await links.filter({ hasText: 'Podcast' }).click();
    await visit.waitForURL('https://podcast.example.com/episode-1');
    expect(await visit.locator('body').innerText()).toBe('Arrived');
    await visitor.close();

    // The tab: the page, its address, and the click on the podcast button (once its batch is stored).
    await page.goto(`${app}/pc/#/pages/home/biolink`);
    expect(await page.getByTestId('bio-url').innerText()).toBe(`${app}/b/${creator.handle}`);
    const podcastClicks = page.locator('tr[data-button="Podcast"] [data-testid="button-clicks"]');
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await expect
      .poll(async () => {
        await refresh.click();
        await podcastClicks.waitFor();
        return podcastClicks.innerText();
      })
      .toBe('1');
    expect(await page.getByTestId('bio-total-clicks').innerText()).toBe('1 click');
    expect(await page.locator('tr[data-button="My blog"] [data-testid="button-clicks"]').innerText()).toBe('0');
    expect(await bioPreview(page, 'Preview of your bio link page').locator('a.b').allInnerTexts()).toEqual(
      expect.arrayContaining(order),
    );
    await page.screenshot({ path: `${OUT}/bio-link-tab.png`, fullPage: true });

    // The settings panel learns from has_bioLink that the shop has a page (one of the two facts its Auto reply
    // scheduler row needs; the other, the Facebook check, is issue 14's).
    const hasPage = page.waitForResponse((r) => r.url().includes('/bio/has_bioLink'));
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    expect(await (await hasPage).json()).toMatchObject({ code: 200, data: { hasBioLink: true } });
    await context.close();
  });
});
