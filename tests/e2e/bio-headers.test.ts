import { describe, expect, it } from 'vitest';
import { EDITOR_SAVED_TEXT } from '../../src/machines/bio-link-editor.machine';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

/**
 * Issue 26's section headers: from the bio link tab the creator opens Edit page, adds a header, moves it between
 * two buttons and saves; a visitor with JavaScript off sees it as a heading between those buttons.
 */
describe('Bio page section headers in the browser', () => {
  const journey = browserJourney();

  it('add a header on the Edit page, move it between buttons, save, and the public page shows it there', async () => {
    const creator = await journey.api.registerCreator();
    await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token);
    await journey.api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: [
          { title: 'Spring picks', url: 'https://shop.example.com/spring' },
          { title: 'Night serum', url: 'https://shop.example.com/serum' },
          { title: 'My blog', url: 'https://blog.example.com/' },
        ],
      },
      creator.token,
    );
    const { context, page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;
    await page.goto(`${app}/pc/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Bio Link/ })
      .click();
    await page.getByRole('button', { name: 'Edit page', exact: true }).click();
    await page.getByLabel('Section header', { exact: true }).fill('My skincare');
    await page.getByRole('button', { name: 'Add header', exact: true }).click();
    const list = page.getByRole('list', { name: 'Buttons in page order' });
    const order = () =>
      list
        .locator(':scope > li')
        .evaluateAll((items) =>
          items.map((li) => (li as HTMLElement).dataset.button ?? (li as HTMLElement).dataset.header),
        );
    await expect.poll(order).toEqual(['Spring picks', 'Night serum', 'My blog', 'My skincare']);
    // Up twice: above Night serum, below Spring picks.
    await page.getByRole('button', { name: 'Move section header My skincare up' }).click();
    await page.getByRole('button', { name: 'Move section header My skincare up' }).click();
    await expect.poll(order).toEqual(['Spring picks', 'My skincare', 'Night serum', 'My blog']);
    // The preview draws it too, through the public page's markup.
    await page.frameLocator('iframe').getByRole('heading', { name: 'My skincare', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: EDITOR_SAVED_TEXT }).waitFor();
    await page.getByText('Everything is saved.').waitFor();
    await context.close();

    const visitor = await journey.browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    const visit = await visitor.newPage();
    await visit.goto(`${app}/b/${creator.handle}`);
    await visit.getByRole('heading', { name: 'My skincare', level: 2 }).waitFor();
    const drawn = await visit
      .locator('.theme > h2, .theme > ul a.b')
      .evaluateAll((els) => els.map((el) => (el.tagName === 'H2' ? `# ${el.textContent}` : el.textContent)));
    expect(drawn).toEqual(['Spring picks', '# My skincare', 'Night serum', 'My blog']);
    await visit.screenshot({ path: `${OUT}/bio-section-header.png`, fullPage: true });
    await visitor.close();
  });
});
