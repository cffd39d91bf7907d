import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { browserJourney } from '../support/browser-journey';
import { findingLines, PHONE_VIEWPORT, phoneWidthFindings } from '../support/page-audit';
import { openSignedIn } from '../support/signed-in-browser';

/** The least room between consecutive boxes, across (side by side) or down (stacked). */
async function gaps(items: Locator, axis: 'across' | 'down'): Promise<number[]> {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    }),
  );
  return boxes.slice(1).map((box, i) => (axis === 'across' ? box.left - boxes[i]!.right : box.top - boxes[i]!.bottom));
}

/**
 * Found by clicking through the app as a new creator: a page header's action buttons sat edge to edge, the
 * gallery editor's panels touched, links and labels styled as buttons read larger than buttons, and on a public
 * landing page a button block touched the link list under it.
 */
describe('room between the parts of a page', () => {
  const journey = browserJourney();

  it('page header actions, stacked panels and landing page blocks keep apart', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'ada-20' });
    const { context, page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;
    await page.goto(`${app}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('button', { name: 'Create A New Link' }).click();
    await page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: /Landing Page/ })
      .click();
    const actions = page.locator('.lm-page-header__actions > *');
    await expect.poll(() => actions.count()).toBeGreaterThan(2);
    for (const gap of await gaps(actions, 'across')) expect(gap).toBeGreaterThanOrEqual(6);

    await nav.getByRole('button', { name: 'Create A New Link' }).click();
    await page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: /Link Gallery/ })
      .click();
    const panels = page.locator('section.lm-panel');
    await expect.poll(() => panels.count()).toBe(3);
    for (const gap of await gaps(panels, 'down')) expect(gap).toBeGreaterThanOrEqual(12);
    const save = page.getByRole('button', { name: 'Save gallery' });
    const [lastPanelToSave] = await gaps(page.locator('section.lm-panel:last-of-type, .lm-gallery-save'), 'down');
    expect(lastPanelToSave).toBeGreaterThan(8);
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(32);
    // A file input's label styled as a button reads at the same size as a real button.
    const fontSize = (control: Locator) => control.evaluate((element) => getComputedStyle(element).fontSize);
    const upload = page.locator('label.lm-button').filter({ hasText: 'Upload pictures or videos' });
    expect(await fontSize(upload)).toBe(await fontSize(save));
    await context.close();

    const created = await journey.api.post(
      '/landing/create',
      {
        title: 'Kitchen favourites',
        slug: 'kitchen',
        blocks: [
          { type: 'button', title: 'Air fryer deal', url: 'https://www.amazon.com/dp/B07FDJMC9Q' },
          { type: 'links', links: [{ title: 'My blog', url: 'https://blog.example.com/' }] },
        ],
      },
      creator.token,
    );
    expect(created.code, created.message).toBe(200);
    const published = await journey.api.post('/landing/publish', { id: created.data.id }, creator.token);
    expect(published.code, published.message).toBe(200);
    const visitor = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const landing = await visitor.newPage();
    await landing.goto(`${app}/l/kitchen`);
    const blocks = landing.locator('main > a.button, main > ul');
    await expect.poll(() => blocks.count()).toBe(2);
    for (const gap of await gaps(blocks, 'down')) expect(gap).toBeGreaterThanOrEqual(8);
    await visitor.close();
  });

  it('on a phone the bio Edit page keeps button titles and the page title readable', async () => {
    const creator = await journey.api.registerCreator();
    await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token);
    const added = await journey.api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'My favourite air fryer', url: 'https://shop.example.com/air-fryer-with-a-long-address' }] },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator, PHONE_VIEWPORT);
    await page.goto(`${journey.server.url}/pc/?noRedirect=1`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Bio Link/ })
      .click();
    await page.getByRole('button', { name: 'Edit page', exact: true }).click();
    const title = page.locator('.lm-bio-item__text').filter({ hasText: 'My favourite air fryer' });
    await title.waitFor({ state: 'attached' });
    expect((await title.boundingBox())!.width).toBeGreaterThan(120);
    expect(findingLines(await phoneWidthFindings(page, 'bio Edit page'))).toEqual([]);
    await context.close();
  });
});
