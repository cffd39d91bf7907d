import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EDITOR_SAVED_TEXT } from '../../src/machines/bio-link-editor.machine';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { bioPreview } from '../support/app-pages';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

/**
 * Issue 26's button styles: from the bio link tab the creator opens Edit page, features one button (or gives one a
 * picture, uploaded or a product's) and saves; a visitor with JavaScript off sees that button drawn apart from the others (larger, ringed), or
 * its thumbnail at its left.
 */
describe('Bio page buttons in the browser', () => {
  const journey = browserJourney();

  /** A creator whose page has two buttons (`first`, then My blog), signed in on Edit page, reached from the tab. */
  async function editPageWith(first: string) {
    const creator = await journey.api.registerCreator();
    await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token);
    await journey.api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: [
          { title: first, url: 'https://shop.example.com/spring' },
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
    return { creator, context, page, app };
  }

  /** Save on Edit page, then the public page on a phone with JavaScript off. */
  async function saveAndVisit({ creator, context, page, app }: Awaited<ReturnType<typeof editPageWith>>) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: EDITOR_SAVED_TEXT }).waitFor();
    await page.getByText('Everything is saved.').waitFor();
    await context.close();
    const visitor = await journey.browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    const visit = await visitor.newPage();
    await visit.goto(`${app}/b/${creator.handle}`);
    return { visitor, visit };
  }

  it('feature a button on the Edit page, save, and the public page draws it larger and ringed', async () => {
    const { creator, context, page, app } = await editPageWith('Spring picks');
    const feature = page.getByRole('button', { name: 'Feature Spring picks' });
    await expect.poll(() => feature.getAttribute('aria-pressed')).toBe('false');
    await feature.click();
    await expect.poll(() => feature.getAttribute('aria-pressed')).toBe('true');
    const { visitor, visit } = await saveAndVisit({ creator, context, page, app });
    const look = (name: string) =>
      visit.getByRole('link', { name, exact: true }).evaluate((a) => {
        const style = getComputedStyle(a);
        return { size: parseFloat(style.fontSize), ring: style.boxShadow };
      });
    const featured = await look('Spring picks');
    const plain = await look('My blog');
    expect(featured.size).toBeGreaterThan(plain.size);
    expect(featured.ring).not.toBe(plain.ring);
    expect(featured.ring).toMatch(/6px/);
    await visit.screenshot({ path: `${OUT}/bio-buttons-featured.png`, fullPage: true });
    await visitor.close();
  });

  it('give a button an uploaded picture on the Edit page, save, and the public page shows it with JavaScript off', async () => {
    const { creator, context, page, app } = await editPageWith('Linen lamp');
    const picture = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#d97706' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Picture for Linen lamp', { exact: true })
      .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: picture });
    // The editor list shows the small thumbnail once uploaded, with the way to take it off.
    const row = page.locator('li[data-button="Linen lamp"]');
    const shown = row.locator('img.lm-bio-thumb');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Remove the picture of Linen lamp' }).waitFor();
    expect(await page.locator('li[data-button="My blog"] img').count()).toBe(0);
    // The preview beside the draft draws it as the public page will
    // (its buttons lose their addresses there, so they are anchors without a link role).
    const previewed = bioPreview(page, 'Preview of your changes')
      .locator('a.b', { hasText: 'Linen lamp' })
      .locator('img');
    await expect
      .poll(() => previewed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { visitor, visit } = await saveAndVisit({ creator, context, page, app });
    const lamp = visit.getByRole('link', { name: 'Linen lamp', exact: true });
    const thumbnail = lamp.locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('alt')).toBe('');
    const size = await thumbnail.evaluate((img) => {
      const box = img.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    });
    expect(size[0]).toBe(size[1]);
    expect(size[0]).toBeGreaterThan(30);
    expect(await visit.getByRole('link', { name: 'My blog', exact: true }).locator('img').count()).toBe(0);
    await visit.screenshot({ path: `${OUT}/bio-buttons-thumbnail.png`, fullPage: true });
    await visitor.close();
  });
  it("give a button a catalog product's picture on the Edit page, save, and the public page shows it with JavaScript off", async () => {
    const { creator, context, page, app } = await editPageWith('Summer tumbler');
    const row = page.locator('li[data-button="Summer tumbler"]');
    const usePicture = row.getByRole('button', { name: "Use a product's picture for Summer tumbler" });
    const dialog = page.getByRole('dialog', { name: 'Choose a product' });
    // The dialog opens from the keyboard and Escape closes it, leaving the button as it was.
    await usePicture.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await row.locator('img').count()).toBe(0);
    await usePicture.click();
    await dialog.getByRole('button', { name: 'Catalog', exact: true }).click();
    await dialog.getByLabel('Search products', { exact: true }).fill('IceFlow');
    await dialog.getByLabel('Search products', { exact: true }).press('Enter');
    const product = 'Stanley IceFlow Flip Straw Tumbler, 30 oz, Charcoal';
    await dialog.getByRole('button', { name: `Choose ${product}`, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The row shows the product's picture: its brand's logo, as the product cards draw it.
    const shown = row.locator('img.lm-bio-thumb');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(new URL((await shown.getAttribute('src'))!).pathname).toBe('/catalog/images/brand/stanley.svg');
    const { visitor, visit } = await saveAndVisit({ creator, context, page, app });
    const thumbnail = visit.getByRole('link', { name: 'Summer tumbler', exact: true }).locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    expect(await thumbnail.getAttribute('src')).toBe('/catalog/images/brand/stanley.svg');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await visit.getByRole('link', { name: 'My blog', exact: true }).locator('img').count()).toBe(0);
    await visit.screenshot({ path: `${OUT}/bio-buttons-product-picture.png`, fullPage: true });
    await visitor.close();
  });
});
