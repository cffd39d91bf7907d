import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openSignedIn } from '../support/signed-in-browser';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { COVER_MESSAGES, MAX_COVER_BYTES } from '../../server/modules/products/collection-covers';
import { PRICE_INPUT_ERRORS } from '../../src/domain/shop-products';

/** A PNG of one colour, written here: its chunks are length, type, data and the CRC-32 of type and data. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small green cover; a GIF whose name says PNG; a PNG one byte over the 5 MB limit. */
const PNG = solidPng(160, 100, [15, 157, 107]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const HUGE = Buffer.concat([PNG, Buffer.alloc(MAX_COVER_BYTES + 1 - PNG.length)]);

const CERAVE_URL =
  'https://www.amazon.com/CeraVe-Hydrating-Facial-Cleanser-for-Normal-to-Dry-Skin/dp/B0XS9VQK0L?ref=abc';
const CERAVE = 'CeraVe Hydrating Facial Cleanser for Normal to Dry Skin, 16 fl oz';

const hashOf = (page: Page) => new URL(page.url()).hash;

describe('My Shop in the browser', () => {
  const journey = browserJourney();

  it('adds a product by address, makes a collection with a cover (refusing a huge or non-picture file), and edits the price', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'shopjane-20' });
    // A second product, added by the API, for the collection page's picker.
    const bottle = await journey.api.post(
      '/app/product/add_product',
      { url: 'https://www.amazon.com/Trail-Water-Bottle/dp/B0E2ESHOP1' },
      creator.token,
    );
    expect(bottle.code, bottle.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    const app = `${journey.server.url}/pc/#`;

    // Retailers: an address that is no product page says why; a catalog product is added with its details.
    await page.goto(`${app}/pages/addProduct/index`);
    await page.getByRole('heading', { name: 'Retailers', level: 1 }).waitFor();
    await page.getByLabel('Product URL').fill('https://www.example.com/item/1');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Only Amazon, Target and Walmart product URLs are supported.').waitFor();
    await page.getByLabel('Product URL').fill(CERAVE_URL);
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Added to My Shop.').waitFor();
    expect(await page.getByRole('article', { name: CERAVE }).innerText()).toContain('$16.99');
    await page.screenshot({ path: `${OUT}/add-product.png` });

    // My Shop lists it, on the shelf, with its price; the Amazon tab has it, the Target tab does not.
    await page.goto(`${app}/pages/myShop/index`);
    const card = page.getByRole('article', { name: CERAVE });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/On shelf[\s\S]*\$16\.99[\s\S]*Commission 3%/);
    await page.getByRole('tab', { name: 'Target' }).click();
    await page.getByRole('heading', { name: 'No products here' }).waitFor();
    await page.getByRole('tab', { name: 'Amazon' }).click();
    await card.waitFor();
    await page.screenshot({ path: `${OUT}/my-shop.png` });

    // New collection: a picture over 5 MB and a GIF are refused with the server's sentences, a PNG is taken.
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Summer picks');
    await page.getByLabel('Description').fill('What I pack for the beach');
    const cover = page.getByLabel('Cover picture');
    const alert = page.getByRole('alert');
    await cover.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: HUGE });
    await page.getByRole('button', { name: 'Create collection' }).click();
    await expect.poll(() => alert.innerText()).toBe(COVER_MESSAGES.tooLarge);
    await cover.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: GIF });
    await page.getByRole('button', { name: 'Create collection' }).click();
    await expect.poll(() => alert.innerText()).toBe(COVER_MESSAGES.unsupported);
    await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('checkbox', { name: new RegExp(CERAVE.slice(0, 20)) }).check();
    await page.screenshot({ path: `${OUT}/my-shop-create.png` });
    await page.getByRole('button', { name: 'Create collection' }).click();

    // The collection page shows it with its product and cover.
    await expect.poll(() => hashOf(page)).toMatch(/^#\/pages\/myShopCollection\/index\?id=/);
    await page.getByRole('heading', { name: 'Summer picks', level: 1 }).waitFor();
    await page.getByRole('article', { name: CERAVE }).waitFor();
    expect(await page.getByRole('img', { name: 'Cover of Summer picks' }).getAttribute('style')).toMatch(
      /\/media\/collection-covers\/[0-9a-f]{64}\.webp/,
    );

    // Add products offers the shop's products not in it yet: the bottle goes in.
    await page.getByRole('button', { name: 'Add products' }).click();
    const picker = page.getByRole('dialog', { name: 'Add products' });
    await picker.getByRole('checkbox', { name: /Trail Water Bottle/ }).check();
    expect(await picker.getByRole('checkbox').count()).toBe(1);
    await picker.getByRole('button', { name: 'Add 1' }).click();
    await page.getByRole('article', { name: 'Trail Water Bottle' }).waitFor();
    await expect.poll(() => picker.count()).toBe(0);
    await page.screenshot({ path: `${OUT}/my-shop-collection.png` });
    await page.getByRole('button', { name: 'Remove Trail Water Bottle from the collection' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Trail Water Bottle' }).count()).toBe(0);

    // Editing the collection shows the server's sentence for a wrong picture too.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit collection', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Summer picks');
    await page.getByLabel('Cover picture').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: GIF });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(COVER_MESSAGES.unsupported);
    await page.getByLabel('Name').fill('Beach picks');
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Beach picks', level: 1 }).waitFor();

    // The product's detail: a price that is not one is refused in the field; a good one is saved and shown.
    await page.getByRole('link', { name: CERAVE }).click();
    await page.getByRole('heading', { name: 'Product details', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Beach picks' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Edit price' }).click();
    const price = page.getByRole('textbox', { name: /Price/ });
    expect(await price.inputValue()).toBe('16.99');
    await price.fill('24.999');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PRICE_INPUT_ERRORS.format).waitFor();
    await price.fill('24.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit price' }).waitFor();
    expect(await page.locator('.lm-shop-detail__price strong').innerText()).toBe('$24.50');

    // Create link with the registration's tracking id: the link shows with copy and QR code, and in the list.
    await page.getByRole('button', { name: 'Create link' }).click();
    const created = page.getByRole('status').filter({ hasText: '/s/' });
    await created.waitFor();
    expect(await created.innerText()).toContain('Tracking ID shopjane-20');
    expect(await page.getByRole('img', { name: /^QR code for / }).count()).toBe(1);
    expect(await page.getByRole('table').innerText()).toContain('shopjane-20');
    await page.screenshot({ path: `${OUT}/my-shop-detail.png`, fullPage: true });

    // Back in My Shop the new price shows; taking the product off the shelf drops it from the on-shelf list.
    await page.goto(`${app}/pages/myShop/index`);
    const shopCard = page.getByRole('article', { name: CERAVE });
    await expect.poll(() => shopCard.innerText()).toContain('$24.50');
    await shopCard.getByRole('button', { name: `Take off the shelf: ${CERAVE}` }).click();
    await page.getByText('Taken off the shelf.').waitFor();
    await expect.poll(() => shopCard.innerText()).toContain('Off shelf');
    await page.getByLabel('On shelf only').check();
    await page.getByRole('article', { name: 'Trail Water Bottle' }).waitFor();
    expect(await shopCard.count()).toBe(0);
    await page.getByLabel('On shelf only').uncheck();
    await shopCard.getByRole('button', { name: `Put on the shelf: ${CERAVE}` }).click();
    await expect.poll(() => shopCard.innerText()).toContain('On shelf');

    // Delete asks first; Cancel keeps the product, Remove takes it out of the shop.
    const bottleCard = page.getByRole('article', { name: 'Trail Water Bottle' });
    await bottleCard.getByRole('button', { name: 'Delete Trail Water Bottle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this product from My Shop?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await bottleCard.count()).toBe(1);
    await bottleCard.getByRole('button', { name: 'Delete Trail Water Bottle' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Removed from My Shop.').waitFor();
    await expect.poll(() => bottleCard.count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Products' }).getByText('1 product', { exact: true }).count()).toBe(
      1,
    );
    await context.close();
  });
});
