import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { bundledCatalog } from '../../server/modules/catalog';
import { COLLAGE_DELETE_CONFIRM, COLLAGE_TEXTS } from '../../src/domain/collage-pages';
import { GALLERY_TEXTS } from '../../src/domain/gallery-pages';
import { MEDIA_MESSAGES } from '../../src/domain/media-limits';
import { productsApi } from '../api/products-support';
import { IPHONE_SAFARI } from '../api/short-link-support';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { movieOf, pngOf } from '../support/media-fixtures';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** The clicks beside a source's bar in a breakdown panel. */
const sourceCount = (panel: Locator, source: string) =>
  panel.locator(`[data-dimension="source"] tr[data-value="${source}"]`).getByTestId('dimension-clicks').textContent();

/** Width and height of a PNG from its header chunk (bytes 16 to 24). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/**
 * Issue 17's journeys for galleries and collages: a gallery of 9 pictures uploaded through the app (the form
 * refusing a video over 60 s before sending, the server's sentence shown for a file it cannot decode), opened by a
 * visitor with JavaScript off; a collage of 4 products laid out automatically, adjusted, downloaded as a PNG, and
 * its public page followed through a tile's tracked redirect to the product, then deleted from the builder's strip.
 */
describe('Link galleries and AI collages in the browser', () => {
  const journey = browserJourney();

  it("the create panel's 'Create a Link Gallery' opens the gallery editor, under the My Links tab", async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Deep Link' }).click();
    await nav.getByRole('button', { name: /^Create A New Link/ }).click();
    await page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: 'Create a Link Gallery' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/linkGallery/create');
    await page.getByRole('heading', { name: 'New gallery', level: 1 }).waitFor();
    await expect.poll(() => nav.locator('[aria-current="page"]').innerText()).toBe('My Links');
    await context.close();
  });

  it('a gallery of 9 uploads, public at /g/{slug} with JavaScript off; a collage of 4 products, its PNG, its public page and a tracked tile', async () => {
    const app = journey.server.url;
    const api = productsApi(journey.server);
    const creator = await api.registerCreator({ amazonTrackingId: 'gallery-20' });
    const catalog = bundledCatalog()
      .products.filter((p) => p.retailer === 'amazon' && p.inStock !== false)
      .slice(0, 4);
    const products: { id: string; title: string; url: string }[] = [];
    for (const item of catalog) {
      const added = await api.post('/app/product/add_product', { url: item.url }, creator.token);
      expect(added.code, added.message).toBe(200);
      products.push(added.data.product);
    }
    const { context, page } = await openSignedIn(journey.browser, creator);

    // My Links' 'More ways to link' leads to the galleries, which start empty; New gallery opens the editor with
    // the limits spelled out.
    await page.goto(`${app}/pc/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    await page
      .getByRole('navigation', { name: 'More ways to link' })
      .getByRole('button', { name: /Link galleries/ })
      .click();
    await page.getByRole('region', { name: 'No galleries yet' }).waitFor();
    await page.getByRole('button', { name: 'New gallery' }).first().click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/linkGallery/create');
    await page.getByRole('list', { name: 'Upload limits' }).getByText('at most 60 seconds', { exact: false }).waitFor();
    const upload = page.getByLabel('Upload pictures or videos');

    // The form refuses a video over 60 s by its movie header before anything is sent.
    await upload.setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: movieOf(61) });
    await page
      .getByRole('alert')
      .filter({ hasText: MEDIA_MESSAGES.videoTooLong('long.mp4', 61) })
      .waitFor();
    // A file that looks like a PNG to the form but is no picture: the server's sentence, nothing stored.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really a picture'),
    ]);
    await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: fake });
    await page
      .getByRole('alert')
      .filter({ hasText: MEDIA_MESSAGES.unreadablePicture('fake.png') })
      .waitFor();
    expect((await api.post('/gallery/media_list', {}, creator.token)).data.total).toBe(0);

    // Nine pictures in one upload: nine tiles, 3 per row.
    const pictures = await Promise.all(
      Array.from({ length: 9 }, async (_, i) => ({
        name: `p${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await pngOf(400 + i * 10, 300, `#${(i + 1) * 111111}`.slice(0, 7)),
      })),
    );
    await upload.setInputFiles(pictures);
    const tiles = page.getByRole('list', { name: 'Tiles in page order' }).locator(':scope > li');
    await expect.poll(() => tiles.count()).toBe(9);
    await page.getByRole('heading', { name: 'Album: 9 of 9 tiles' }).waitFor();

    // Saving unlinked tiles says what is missing, in the server's words.
    await page.getByRole('textbox', { name: 'Gallery title' }).fill('Spring looks');
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Tile 1: link it to a product or to a web address (one of the two).' })
      .waitFor();
    // Tile 1 leads to a product of My Shop, the others to addresses.
    await page.getByRole('combobox', { name: 'Product of tile 1' }).selectOption(products[0]!.id);
    for (let n = 2; n <= 9; n += 1) {
      await page.getByRole('combobox', { name: `Link of tile ${n}` }).selectOption('url');
      await page.getByRole('textbox', { name: `Title of tile ${n}` }).fill(`Look ${n}`);
      await page.getByRole('textbox', { name: `Address of tile ${n}` }).fill(`https://shop.example.com/look-${n}`);
    }
    await page.getByRole('button', { name: 'Move tile 9 earlier' }).click();
    expect(await page.getByRole('textbox', { name: 'Title of tile 8' }).inputValue()).toBe('Look 9');
    await page.screenshot({ path: `${OUT}/gallery-editor.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/pages\/linkGallery\/preview\?id=/);
    const galleryUrl = await page.getByTestId('gallery-url').innerText();
    expect(galleryUrl).toMatch(new RegExp(`^${app}/g/spring-looks`));
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Tiles as the public page shows them' }).locator(':scope > li').count(),
      )
      .toBe(9);
    await page.screenshot({ path: `${OUT}/gallery-preview.png`, fullPage: true });

    // A visitor on an iPhone with JavaScript off: nine tiles, each through a tracked address.
    const visitor = await journey.browser.newContext({ javaScriptEnabled: false, userAgent: IPHONE_SAFARI });
    await visitor.route(
      (url) => !url.href.startsWith(app),
      (route) => route.fulfill({ contentType: 'text/plain', body: 'Arrived' }),
    );
    const visit = await visitor.newPage();
    expect((await visit.goto(galleryUrl))?.status()).toBe(200);
    const publicTiles = visit.locator('ul.grid > li');
    expect(await publicTiles.count()).toBe(9);
    expect(await visit.locator('ul.grid img').count()).toBe(9);
    for (const href of await visit
      .locator('ul.grid a.caption')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^${app}/s/`));
    expect(await publicTiles.nth(7).innerText()).toContain('Look 9');
    await visit.screenshot({ path: `${OUT}/gallery-public-no-js.png`, fullPage: true });
    // The visitor follows tile 8; the click counts as one from the creator's own Linkmint page.
    await publicTiles.nth(7).locator('a.caption').click();
    await expect.poll(() => visit.locator('body').innerText()).toBe('Arrived');

    // The list shows it with its address.
    await page.goto(`${app}/pc/#/pages/linkGallery/index`);
    const row = page.locator('li[data-gallery="Spring looks"]');
    await row.getByText(galleryUrl).waitFor();
    expect(await row.getByText('Public').count()).toBe(1);
    // Its preview, opened from the list, counts the visitor's click by where it came from.
    await row.getByRole('link', { name: 'Preview' }).click();
    const galleryClicks = page.getByRole('region', { name: 'Where clicks come from' });
    await expect.poll(() => galleryClicks.getByTestId('breakdown-clicks').textContent()).toBe('1');
    expect(await sourceCount(galleryClicks, 'linkmint')).toBe('1');
    await galleryClicks.getByRole('rowheader', { name: 'Your Linkmint pages' }).waitFor();
    expect(
      await galleryClicks
        .locator('[data-dimension="device"] tr[data-value="mobile"]')
        .getByTestId('dimension-clicks')
        .textContent(),
    ).toBe('1');
    await page.screenshot({ path: `${OUT}/gallery-clicks.png`, fullPage: true });

    // The AI collage preference from the settings panel: magazine on teal, saved as hex.
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('button', { name: 'AI collage preference' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/setting/aiCollagePreference');
    await page.getByRole('combobox', { name: 'Style' }).selectOption('magazine');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('teal');
    await page.getByText('Saved as #008080', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Save preference' }).click();
    await page.getByText(COLLAGE_TEXTS.preferenceSaved).waitFor();
    expect((await api.post('/gallery/get_gallery_setting', {}, creator.token)).data).toMatchObject({
      style: 'magazine',
      backgroundColor: '#008080',
    });
    await page.screenshot({ path: `${OUT}/collage-preference.png`, fullPage: true });

    // The collage builder from the create panel: what is automatic, said plainly.
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    await page.getByRole('dialog', { name: 'Create A New Link' }).locator('[data-action="collage"]').click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/aiCollage/index');
    expect(await page.getByTestId('collage-automatic').innerText()).toBe(COLLAGE_TEXTS.automatic);
    await page.getByRole('textbox', { name: 'Collage title' }).fill('Four favourites');
    await page.getByRole('button', { name: 'Make the collage' }).click();
    await page.getByRole('alert').filter({ hasText: COLLAGE_TEXTS.tooFew }).waitFor();
    const picks = page.getByRole('list', { name: 'Products of My Shop' });
    for (const product of products) await picks.getByRole('checkbox', { name: product.title }).check();
    // The first product is shown by one of the gallery's uploads (a wide picture), the others as cards.
    const pictureChoice = page.getByRole('combobox', { name: `Picture of ${products[0]!.title}` });
    await pictureChoice.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Make the collage' }).click();
    const picture = page.getByRole('img', { name: 'Collage: Four favourites' });
    await picture.waitFor();
    expect(await page.getByTestId('layout-note').innerText()).toMatch(/for 4 pictures, .*chosen automatically\.$/);
    // Laid out from the saved preference.
    expect(await page.getByTestId('layout-note').innerText()).toMatch(/^Magazine with the first product large/);
    const made = (await api.post('/collage/list', {}, creator.token)).data.list[0];
    expect([made.style, made.backgroundColor]).toEqual(['magazine', '#008080']);
    expect(made.tiles.map((t: { mediaId?: string }) => t.mediaId !== undefined)).toEqual([true, false, false, false]);

    // Adjust: mosaic on a green given as rgb(), the last product first.
    await page.getByRole('combobox', { name: 'Style' }).selectOption('mosaic');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('rgb(16, 185, 129)');
    await page.getByText('Saved as #10B981', { exact: false }).waitFor();
    const last = products[3]!.title;
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: `Move ${last} earlier` }).click();
    const before = await picture.getAttribute('src');
    await page.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => picture.getAttribute('src')).not.toBe(before);
    expect(await page.getByTestId('layout-note').innerText()).toMatch(/^Mosaic/);
    await page.screenshot({ path: `${OUT}/collage-builder.png`, fullPage: true });

    // Download: a PNG of the canvas's size.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('four-favourites.png');
    const saved = `${OUT}/collage-download.png`;
    await download.saveAs(saved);
    const bytes = Buffer.from(await (await import('node:fs/promises')).readFile(saved));
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1080 });

    // The public collage page, JavaScript off: the first tile is now the last product picked, through its tracked address.
    const collageUrl = await page.getByTestId('collage-url').innerText();
    expect(collageUrl).toMatch(new RegExp(`^${app}/k/`));
    expect((await visit.goto(collageUrl))?.status()).toBe(200);
    await visit.getByText('Every product in the picture is listed below', { exact: false }).waitFor();
    expect(await visit.getByText('automatically', { exact: false }).count()).toBe(0);
    const tileLinks = visit.locator('a.product');
    expect(await tileLinks.count()).toBe(4);
    expect(await tileLinks.first().innerText()).toContain(last);
    const href = (await tileLinks.first().getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${app}/s/`));
    const hop = await fetch(href, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    const destination = hop.headers.get('location')!;
    // The product's own address (by its ASIN) with the creator's tracking id.
    const asin = /\/dp\/([A-Z0-9]{10})/.exec(products[3]!.url)?.[1];
    expect(destination).toBe(`https://www.amazon.com/dp/${asin}?tag=gallery-20`);
    await tileLinks.first().click();
    await visit.waitForURL((url) => url.href === destination);
    expect(await visit.locator('body').innerText()).toBe('Arrived');
    // The builder's panel, refreshed by choosing a range, finds the visitor's click from the collage page and the
    // bare request apart (no referrer: direct).
    const collageClicks = page.getByRole('region', { name: 'Where clicks come from' });
    await collageClicks.getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => collageClicks.getByTestId('breakdown-clicks').textContent()).toBe('2');
    expect(await sourceCount(collageClicks, 'linkmint')).toBe('1');
    expect(await sourceCount(collageClicks, 'direct')).toBe('1');
    await page.screenshot({ path: `${OUT}/collage-clicks.png`, fullPage: true });

    // Delete: New collage puts it in the strip; its delete asks first, then it leaves the strip and its page and tile answer 404.
    await page.getByRole('button', { name: 'New collage' }).click();
    const strip = page.getByRole('region', { name: 'Your collages' });
    await strip.getByRole('link', { name: 'Open Four favourites' }).waitFor();
    await strip.getByRole('button', { name: 'Delete Four favourites' }).click();
    await page
      .getByRole('dialog', { name: COLLAGE_DELETE_CONFIRM.title })
      .getByRole('button', { name: COLLAGE_DELETE_CONFIRM.confirmText })
      .click();
    await page.getByText(COLLAGE_TEXTS.deleted).waitFor();
    await strip.waitFor({ state: 'detached' });
    expect((await visit.goto(collageUrl))?.status()).toBe(404);
    expect((await fetch(href, { redirect: 'manual' })).status).toBe(404);
    expect((await api.post('/collage/list', {}, creator.token)).data.total).toBe(0);
    await visitor.close();
    await context.close();
  }, 240_000);
});
