import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn } from '../support/signed-in-browser';
import { openLinkTool } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';

const LAMP = {
  url: 'https://www.amazon.com/Walnut-Desk-Lamp/dp/B0E2ELAMP1',
  title: 'Walnut Desk Lamp',
  asin: 'B0E2ELAMP1',
};
const CHAIR = {
  url: 'https://www.amazon.com/Ergonomic-Office-Chair/dp/B0E2ECHAIR',
  title: 'Ergonomic Office Chair',
  asin: 'B0E2ECHAIR',
};
const TAG = 'deskpicks-20';

const hashOf = (page: Page) => new URL(page.url()).hash;

/** A width x height PNG with a diagonal gradient, made here so the test needs no picture file. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      rows.set([(x * 255) / width, 157, (y * 255) / height], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Combined links, group links and the existing-link lookup in Chromium against the real server: the products come
 * through the API (add_product, then add_product_status until done), everything else through the app's pages.
 */
describe('combined links, group links and existing links in the browser', () => {
  const journey = browserJourney();

  async function addProduct(token: string, url: string): Promise<{ id: string }> {
    const started = await journey.api.post('/app/product/add_product', { url }, token);
    expect(started.code, started.message).toBe(200);
    let task = started.data as { taskId: string; status: string; product?: { id: string } };
    while (task.status === 'pending')
      task = (await journey.api.post('/app/product/add_product_status', { taskId: task.taskId }, token)).data;
    expect(task.status).toBe('done');
    return task.product!;
  }

  it('makes a combined link of two products whose public page leads through each product’s own /s/ redirect; a group link from a collection; the existing link of an address', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: TAG });
    await addProduct(creator.token, LAMP.url);
    const chair = await addProduct(creator.token, CHAIR.url);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    // A combined link made in the app.
    await openLinkTool(page, 'Combined link');
    await page.getByRole('heading', { name: 'Combined links', level: 1 }).waitFor();
    const create = page.getByRole('button', { name: /^Create combined link/ });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Title').fill('My desk setup');
    await page.getByRole('checkbox', { name: new RegExp(LAMP.title) }).check();
    await page.getByRole('checkbox', { name: new RegExp(CHAIR.title) }).check();
    await page.screenshot({ path: `${OUT}/combined-link-new.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create combined link (2 products)' }).click();
    await page.getByRole('heading', { name: 'My desk setup', level: 1 }).waitFor();
    expect(hashOf(page)).toMatch(/^#\/pages\/combineLinkPreview\/index\?id=[A-Za-z0-9]{8}$/);
    const preview = page.getByRole('region', { name: 'Page preview' });
    await preview.getByRole('link', { name: new RegExp(LAMP.title) }).waitFor();
    expect(await preview.getByRole('link').count()).toBe(2);
    await expect.poll(() => page.getByText('copy successful').count()).toBe(0);
    await page
      .getByRole('figure')
      .getByRole('img', { name: /^QR code for / })
      .waitFor();
    await page.screenshot({ path: `${OUT}/combined-link-preview.png`, fullPage: true });
    const pageUrl = await page.getByLabel('Page address').inputValue();
    expect(pageUrl).toMatch(new RegExp(`^${journey.server.url}/c/[A-Za-z0-9]{8}$`));

    // Its public page: both products, each through its own tracked /s/ redirect to the product with the tag.
    const audience = await context.newPage();
    await audience.goto(pageUrl);
    await audience.getByRole('heading', { name: 'My desk setup', level: 1 }).waitFor();
    const hrefs = await audience
      .locator('a.item')
      .evaluateAll((links) => links.map((a) => [a.textContent ?? '', (a as HTMLAnchorElement).href]));
    expect(hrefs).toHaveLength(2);
    const codes = new Set<string>();
    for (const [text, href] of hrefs) {
      expect(href).toMatch(new RegExp(`^${journey.server.url}/s/[A-Za-z0-9]{8}$`));
      codes.add(href!.split('/s/')[1]!);
      const product = text!.includes(LAMP.title) ? LAMP : CHAIR;
      const answer = await fetch(href!, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`https://www.amazon.com/dp/${product.asin}?tag=${TAG}`);
    }
    expect(codes.size).toBe(2);
    expect(hrefs.map(([text]) => text).join(' ')).toContain(LAMP.title);
    expect(hrefs.map(([text]) => text).join(' ')).toContain(CHAIR.title);
    await audience.screenshot({ path: `${OUT}/combined-link-public-page.png`, fullPage: true });
    await audience.close();

    // The list shows it, with its preview; Delete asks first, then the page is gone.
    await openLinkTool(page, 'Combined link');
    await page
      .getByRole('list', { name: 'Combined links' })
      .getByRole('link', { name: 'Preview My desk setup' })
      .click();
    await page.getByRole('heading', { name: 'My desk setup', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this combined link?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await fetch(pageUrl)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: 'No combined links yet' }).waitFor();
    expect(hashOf(page)).toBe('#/pages/combineLinkPreview/index');
    expect((await fetch(pageUrl)).status).toBe(404);

    // A group link from a collection of the shop (made through the API, holding the chair).
    const form = new FormData();
    form.set('name', 'Desk essentials');
    const made = await fetch(`${journey.server.url}/app/update_collection`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${creator.token}` },
    });
    const collection = ((await made.json()) as { data: { id: string } }).data;
    expect(
      (
        await journey.api.post(
          '/app/collection/change',
          { collectionId: collection.id, addProductIds: [chair.id] },
          creator.token,
        )
      ).code,
    ).toBe(200);
    await openLinkTool(page, 'Group link');
    await page.getByRole('button', { name: 'Group link of Desk essentials' }).waitFor();
    await page.screenshot({ path: `${OUT}/collection-create-group-link.png`, fullPage: true });
    await page.getByRole('button', { name: 'Group link of Desk essentials' }).click();
    await page.getByRole('region', { name: 'Group link Desk essentials' }).waitFor();
    expect(hashOf(page)).toMatch(/^#\/pages\/groupLinkPreview\/index\?id=[A-Za-z0-9]{8}$/);
    const groupPreview = page.getByRole('region', { name: 'Page preview' });
    await groupPreview.getByRole('link', { name: new RegExp(CHAIR.title) }).waitFor();
    expect(
      await groupPreview.getByRole('link', { name: new RegExp(`${CHAIR.title}.*${journey.server.url}/s/`) }).count(),
    ).toBe(1);
    await page.getByRole('list', { name: 'Group links' }).getByText('Desk essentials').waitFor();
    await page.screenshot({ path: `${OUT}/group-link-preview.png`, fullPage: true });

    // The lamp's address was shortened for the combined link: existingLink finds that link.
    await openLinkTool(page, 'Find a link');
    await page.getByLabel('Product address').fill(LAMP.url);
    await page.getByRole('button', { name: 'Check' }).click();
    const found = page.getByRole('region', { name: 'Your short link' });
    await found.waitFor();
    const shortUrl = await found.getByRole('link', { name: new RegExp(`^${journey.server.url}/s/`) }).innerText();
    expect(codes.has(shortUrl.split('/s/')[1]!)).toBe(true);
    expect(await found.innerText()).toContain(`Tracking ID ${TAG}`);
    await page.screenshot({ path: `${OUT}/existing-link.png`, fullPage: true });

    // An address never shortened: offered, then made.
    await page.getByLabel('Product address').fill('https://www.amazon.com/dp/B0E2EMUG01');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('heading', { name: 'No short link for this address yet' }).waitFor();
    await page.getByRole('button', { name: 'Create short link' }).click();
    await found.waitFor();
    expect(await found.innerText()).toContain('B0E2EMUG01');
    await context.close();
  });

  it('products get their links on productList; linked content is edited (title, products, a cropped cover) and its group link shows it', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: TAG });
    const lamp = await addProduct(creator.token, LAMP.url);
    await addProduct(creator.token, CHAIR.url);
    const form = new FormData();
    form.set('name', 'Beach bag');
    const made = await fetch(`${journey.server.url}/app/update_collection`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${creator.token}` },
    });
    const collection = ((await made.json()) as { data: { id: string } }).data;
    expect(
      (
        await journey.api.post(
          '/app/collection/change',
          { collectionId: collection.id, addProductIds: [lamp.id] },
          creator.token,
        )
      ).code,
    ).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    // productList: Create link beside a product.
    await openLinkTool(page, 'From my products');
    await page.getByRole('button', { name: `Create link for ${CHAIR.title}` }).click();
    const chairLink = page.getByRole('link', { name: `Short link of ${CHAIR.title}` });
    await chairLink.waitFor();
    expect(await chairLink.innerText()).toMatch(new RegExp(`^${journey.server.url}/s/[A-Za-z0-9]{8}$`));
    await page.screenshot({ path: `${OUT}/my-links-product-list.png`, fullPage: true });

    // Edit linked content, from the collection's group link: rename it.
    await openLinkTool(page, 'Group link');
    await page.getByRole('button', { name: 'Group link of Beach bag' }).click();
    await page.getByRole('link', { name: 'Edit linked content' }).click();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.waitFor();
    expect(await title.inputValue()).toBe('Beach bag');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await title.fill('Beach bag 2026');
    await save.click();
    await page.getByText('Linked content saved').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);

    // selectProducts: the lamp is ticked already; tick the chair too.
    await page.getByRole('link', { name: 'Add or remove products' }).click();
    const chairBox = page.getByRole('checkbox', { name: new RegExp(CHAIR.title) });
    await chairBox.waitFor();
    expect(await page.getByRole('checkbox', { name: new RegExp(LAMP.title) }).isChecked()).toBe(true);
    await chairBox.check();
    await page.getByRole('button', { name: 'Save (2 selected)' }).click();
    await page.getByRole('heading', { name: 'Products (2)' }).waitFor();

    // imgEditor: a picture cropped to a square and saved as the cover.
    await page.getByRole('link', { name: 'Add a cover' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: gradientPng(400, 240) });
    const square = page.getByRole('slider', { name: /Crop square/ });
    await square.waitFor();
    expect(await square.getAttribute('aria-valuetext')).toBe('240 pixels square at 80, 0');
    await page.getByLabel('Zoom').fill('2');
    expect(await square.getAttribute('aria-valuetext')).toBe('120 pixels square at 140, 60');
    await square.press('ArrowRight');
    expect(await square.getAttribute('aria-valuetext')).toBe('120 pixels square at 144, 60');
    // Dragged with the mouse (the picture is shown at its own size), then pulled by its corner past the edge.
    const box = (await square.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 44, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    expect(await square.getAttribute('aria-valuetext')).toBe('120 pixels square at 100, 80');
    const corner = (await square.locator('.lm-imgedit__handle').boundingBox())!;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + 300, corner.y + 300, { steps: 5 });
    await page.mouse.up();
    expect(await square.getAttribute('aria-valuetext')).toBe('160 pixels square at 100, 80');
    await page.screenshot({ path: `${OUT}/img-editor.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save cover' }).click();
    const cover = page.getByRole('img', { name: 'Cover of Beach bag 2026' });
    await cover.waitFor();
    // The element shows before its picture has loaded (natural size 0 × 0 until then): wait for the picture.
    await expect
      .poll(() =>
        cover.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]),
      )
      .toEqual([160, 160]);
    await page.screenshot({ path: `${OUT}/save-link.png`, fullPage: true });

    // Its group link shows the new title, both products and the cover.
    await page.getByRole('button', { name: 'Preview group link' }).click();
    const preview = page.getByRole('region', { name: 'Page preview' });
    await preview.getByRole('heading', { name: 'Beach bag 2026' }).waitFor();
    expect(await preview.getByRole('link').count()).toBe(2);
    expect(
      await preview.locator('img.lm-lpreview__cover').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(160);
    const publicPage = await context.newPage();
    await publicPage.goto(await page.getByLabel('Page address').inputValue());
    await publicPage.getByRole('heading', { name: 'Beach bag 2026', level: 1 }).waitFor();
    expect(await publicPage.locator('img.cover').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
    await context.close();
  });
});
