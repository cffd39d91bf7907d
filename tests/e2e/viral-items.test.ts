import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundledCatalog } from '../../server/modules/catalog';
import { ADDED_TO_SHOP_TEXT } from '../../src/machines/catalog-product.machine';
import { SAMPLE_REQUESTED_TEXT } from '../../src/machines/sample-request.machine';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const TRACKING_ID = 'viraljane-20';
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).locator('.lm-catalog-card__title').allInnerTexts();

describe('Viral Items and the catalog pages in the browser', () => {
  const journey = browserJourney();

  it('shows deals from the bundled catalog, filters by category, searches, and turns a product into a short link and a shop product', async () => {
    const catalog = bundledCatalog();
    const creator = await journey.api.registerCreator();
    expect((await journey.api.post('/setting/addTrackingId', { trackingId: TRACKING_ID }, creator.token)).code).toBe(
      200,
    );
    const { context, page } = await openSignedIn(journey.browser, creator);

    // The tab: the catalog's deals, biggest discount first, as the server ranks them.
    const deals = (await journey.api.post('/hotdeal/list', {}, creator.token)).data;
    await page.goto(`${journey.server.url}/pc/#/`);
    await page.getByRole('heading', { name: 'Viral Items', level: 1 }).waitFor();
    await expect
      .poll(() => cardTitles(page))
      .toEqual(deals.list.map((d: { product: { title: string } }) => d.product.title));
    const first = page.getByRole('list', { name: 'Products' }).locator('.lm-catalog-card').first();
    expect(await first.locator('.lm-catalog-card__badge').innerText()).toBe(`-${deals.list[0].discountPercent}%`);
    expect(await first.locator('img').getAttribute('src')).toMatch(/\/catalog\/images\/brand\/[a-z0-9-]+\.svg$/);
    expect(await page.getByRole('status').filter({ hasText: 'products' }).innerText()).toBe(`${deals.total} products`);
    expect(await page.getByRole('region', { name: 'Brands' }).getByRole('link').count()).toBe(catalog.brands.length);
    await page.screenshot({ path: `${OUT}/viral-items.png` });

    // Scrolling to the end of the cards loads the next page below them.
    await page.getByRole('button', { name: /^Load \d+ more$/ }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(Math.min(40, deals.total));
    const shown = await cardTitles(page);
    expect(shown.slice(0, 20)).toEqual(deals.list.map((d: { product: { title: string } }) => d.product.title));
    expect(new Set(shown).size).toBe(shown.length);

    // A category chip narrows the deals to that category.
    const electronics = (await journey.api.post('/hotdeal/list', { categoryId: 'electronics' }, creator.token)).data;
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Electronics' }).click();
    await expect
      .poll(() => cardTitles(page))
      .toEqual(electronics.list.map((d: { product: { title: string } }) => d.product.title));
    expect(await page.getByRole('button', { name: 'Electronics' }).getAttribute('aria-pressed')).toBe('true');

    // The search box leads to the results of the keyword.
    const keyword = 'CeraVe';
    const found = (await journey.api.post('/app/catalog/product_list', { keyword, pageSize: 100 }, creator.token)).data;
    await page.getByLabel('Search products').fill(keyword);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/searchResult/index?keyword=${keyword}`);
    await page.getByRole('heading', { name: `Results for “${keyword}”` }).waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(found.list.map((p: { title: string }) => p.title));
    await page.screenshot({ path: `${OUT}/viral-items-search.png` });

    // A search that finds nothing says so.
    await page.getByLabel('Search products').fill('no such thing anywhere');
    await page.getByLabel('Search products').press('Enter');
    await page.getByRole('region', { name: 'No products found' }).waitFor();
    await page.goBack();
    await expect.poll(() => cardTitles(page)).toEqual(found.list.map((p: { title: string }) => p.title));

    // A product's page: Get link with the Amazon tracking id, then its QR code.
    const amazon = found.list.find((p: { retailer: string }) => p.retailer === 'amazon') as {
      id: string;
      title: string;
      url: string;
    };
    await page.getByRole('link', { name: amazon.title }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/goodDetail/index?id=${amazon.id}`);
    await page.getByRole('heading', { name: amazon.title, level: 2 }).waitFor();
    const linkPanel = page.getByRole('region', { name: 'Get link' });
    expect(await linkPanel.getByRole('button', { name: 'Create link' }).isDisabled()).toBe(true);
    await linkPanel.locator('.lm-tracking-field').click();
    const picker = page.getByRole('dialog', { name: 'Select A Tracking ID' });
    await picker.getByRole('option', { name: TRACKING_ID }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await linkPanel.getByRole('button', { name: 'Create link' }).click();
    const shortUrl = (await linkPanel.getByLabel('Short link').innerText()).trim();
    expect(shortUrl).toMatch(new RegExp(`^${journey.server.url}/s/[A-Za-z0-9]{8}$`));
    expect(await linkPanel.getByRole('img', { name: `QR code for ${shortUrl}` }).count()).toBe(1);
    expect(await linkPanel.getByRole('button', { name: `Copy link ${shortUrl}` }).count()).toBe(1);
    const redirect = await fetch(shortUrl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(new URL(redirect.headers.get('location')!).searchParams.get('tag')).toBe(TRACKING_ID);

    // Add to My Shop: the toast, the page says so, and the shop has it.
    await page.getByRole('button', { name: 'Add to My Shop' }).click();
    await page.getByText(ADDED_TO_SHOP_TEXT).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'In My Shop' }).waitFor();
    await page.screenshot({ path: `${OUT}/viral-items-product.png`, fullPage: true });
    const shop = (await journey.api.post('/app/product/get_products', {}, creator.token)).data;
    expect(shop.list.map((p: { title: string }) => p.title)).toEqual([amazon.title]);
    // Opened again, the page knows the product is in the shop, and lists the link made before.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'In My Shop' }).waitFor();
    const earlier = page.getByRole('region', { name: 'Your links to this product' });
    expect(await earlier.innerText()).toContain(shortUrl);
    expect(await earlier.innerText()).toContain(`Tracking ID ${TRACKING_ID}`);
    expect(await page.getByRole('button', { name: 'Add to My Shop' }).count()).toBe(0);
    await context.close();
  });

  it('New Arrivals lists the newest catalog products first and opens one as a product page', async () => {
    const catalog = bundledCatalog();
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/arrival/index`);
    await page.getByRole('heading', { name: 'New Arrivals', level: 1 }).waitFor();
    const newest = catalog.products.slice(-20).reverse();
    await expect.poll(() => cardTitles(page)).toEqual(newest.map((p) => p.title));
    await page.getByRole('link', { name: newest[0]!.title }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/arrival/arrivalDetail?id=${newest[0]!.id}`);
    await page.getByRole('heading', { name: 'New Arrival', level: 1 }).waitFor();
    await page.getByRole('heading', { name: newest[0]!.title, level: 2 }).waitFor();
    await context.close();
  });

  it('the search page suggests catalog keywords and keeps recent searches; a Walmart product links without a tracking id and asks for a sample', async () => {
    const catalog = bundledCatalog();
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/search/index`);
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    // Before anything is typed: the catalog's most used words, as the server ranks them.
    const popular = (
      await journey.api.post('/app/get_products_keywords', { scope: 'catalog', limit: 12 }, creator.token)
    ).data.list;
    await expect
      .poll(() => page.getByRole('region', { name: 'Popular searches' }).getByRole('button').allInnerTexts())
      .toEqual(popular);
    await page.getByLabel('Search products').fill('cera');
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    await suggestions.getByRole('button', { name: 'cerave' }).click();
    expect(await page.getByLabel('Search products').inputValue()).toBe('cerave ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/searchResult/index?keyword=cerave');
    await page.getByRole('list', { name: 'Products' }).waitFor();
    await page.goBack();
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: 'cerave' }).waitFor();
    await page.screenshot({ path: `${OUT}/viral-items-search-page.png` });
    // A recent search runs again in one click.
    await recent.getByRole('button', { name: 'cerave' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/searchResult/index?keyword=cerave');

    const walmart = catalog.products.find((p) => p.retailer === 'walmart' && p.inStock !== false)!;
    await page.goto(`${journey.server.url}/pc/#/pages/goodDetail/index?id=${walmart.id}`);
    await page.getByRole('heading', { name: walmart.title, level: 2 }).waitFor();
    const linkPanel = page.getByRole('region', { name: 'Get link' });
    await linkPanel.getByRole('button', { name: 'Link without tracking ID' }).click();
    const shortUrl = (await linkPanel.getByLabel('Short link').innerText()).trim();
    expect(shortUrl).toMatch(new RegExp(`^${journey.server.url}/s/[A-Za-z0-9]{8}$`));
    expect(await linkPanel.innerText()).toContain('No tracking ID');
    const redirect = await fetch(shortUrl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);

    // Request sample: a missing field is named; a complete address is sent once and said so.
    const samplePanel = page.getByRole('region', { name: 'Request sample' });
    await samplePanel.getByRole('button', { name: 'Request sample' }).click();
    const form = samplePanel.getByRole('form', { name: 'Shipping address' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Address is required.').waitFor();
    await form.getByLabel('Address', { exact: true }).fill('1 Market St');
    await form.getByLabel('City').fill('San Francisco');
    await form.getByLabel('ZIP or postal code').fill('94105');
    await form.getByRole('button', { name: 'Send request' }).click();
    await samplePanel.getByRole('status').filter({ hasText: SAMPLE_REQUESTED_TEXT }).waitFor();
    const records = (await journey.api.post('/app/apply/get_apply_in_shop_records', {}, creator.token)).data;
    expect(records.list.map((r: { productId: string }) => r.productId)).toEqual([walmart.id]);
    await page.screenshot({ path: `${OUT}/viral-items-walmart-product.png`, fullPage: true });
    // Opened again, the page finds the open request in the apply records instead of offering the form.
    await page.reload();
    await samplePanel.getByRole('status').filter({ hasText: 'You asked for a sample of this product on' }).waitFor();
    expect(await samplePanel.getByRole('button', { name: 'Request sample' }).count()).toBe(0);
    // The Account tab's Sample requests page lists it: the brand, waiting for its answer, and the product.
    await page.goto(`${journey.server.url}/pc/#/pages/samples/index`);
    const sampleRow = page.getByRole('list', { name: 'Sample requests' }).getByRole('listitem');
    await expect.poll(() => sampleRow.count()).toBe(1);
    expect(await sampleRow.innerText()).toContain(records.list[0].brand.name);
    expect(await sampleRow.innerText()).toContain('Waiting for the brand');
    await sampleRow.getByRole('link', { name: 'View product' }).click();
    await page.getByRole('heading', { name: walmart.title, level: 2 }).waitFor();
    await context.close();
  });

  it('a brand of the strip opens its page with only its products; All Products lists the whole catalog and filters by retailer', async () => {
    const catalog = bundledCatalog();
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/allProducts/brandDeals`);
    const brand = catalog.brand('cerave')!;
    await page.getByRole('region', { name: 'Brands' }).getByRole('link', { name: brand.name }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/allProducts/brandDealsPageDetail?brandId=cerave');
    await page.getByRole('region', { name: brand.name }).getByRole('heading', { name: brand.name }).waitFor();
    const own = catalog.products.filter((p) => p.brandId === 'cerave');
    await expect.poll(() => cardTitles(page)).toEqual(own.map((p) => p.title));
    await page.screenshot({ path: `${OUT}/viral-items-brand.png` });

    await page.goto(`${journey.server.url}/pc/#/pages/allProducts/index`);
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'products' }).innerText())
      .toBe(`${catalog.products.length} products`);
    await page.getByRole('combobox', { name: 'Retailer' }).selectOption('target');
    const target = catalog.products.filter((p) => p.retailer === 'target');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'products' }).innerText())
      .toBe(`${target.length} products`);
    await expect.poll(() => cardTitles(page)).toEqual(target.slice(0, 20).map((p) => p.title));
    await context.close();
  });
});
