import { describe, expect, it } from 'vitest';
import { BIO_POST_TEXTS } from '../../src/domain/bio-posts';
import { earnMessage } from '../../src/domain/earn-rule';
import { adminOn } from '../support/admin-cli';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const MEDIA_ID = '17895695668004550';

/**
 * Issue 24's posts on the bio page: a post recorded with `bio post` appears in the Bio Link tab; the creator opens
 * it, attaches a product of My Shop by clicking, and saves; a visitor with JavaScript off sees the post as a square
 * tile on /b/{handle}, opens it and follows the product through its tracked /s/ address to the product page with
 * the creator's tracking id.
 */
describe('Posts on the bio page in the browser', () => {
  const journey = browserJourney();

  it('a recorded post in the tab, a product attached by clicking, the tile and its product on the public page without JavaScript', async () => {
    const { api } = journey;
    const creator = await api.registerCreator({ amazonTrackingId: 'ada-20' });
    expect((await api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token)).code).toBe(200);
    const added = await api.post(
      '/app/product/add_product',
      { url: 'https://www.amazon.com/dp/B0POSTS001' },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const productTitle = added.data.product.title as string;
    const recorded = await adminOn(journey.server)(
      'bio',
      'post',
      creator.handle,
      '--media-id',
      MEDIA_ID,
      '--caption',
      'Desk tour: my lamp',
    );
    expect(recorded.code).toBe(0);

    // From the app's first screen to the Bio Link tab by its navigation entry.
    const { context, page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;
    await page.goto(`${app}/pc/`);
    await page.locator('nav[aria-label="Main"] a[title="Bio Link + Auto DM"]').click();
    const posts = page.getByRole('region', { name: 'Posts on your page' });
    const tile = posts.getByRole('button', { name: 'Open post: Desk tour: my lamp' });
    await tile.waitFor();
    await expect.poll(() => tile.innerText()).toContain('Nothing attached');

    // Open the post, add the product from My Shop by clicking, save.
    await tile.click();
    const editor = posts.getByRole('region', { name: 'Products and links of this post' });
    await editor.getByRole('button', { name: 'Add a product' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a product' });
    await picker.getByRole('button', { name: `Choose ${productTitle}` }).click();
    await editor.locator(`li[data-item="${productTitle}"]`).waitFor();
    expect(await editor.getByRole('checkbox', { name: 'Show this post on my bio page' }).isChecked()).toBe(true);
    await page.screenshot({ path: `${OUT}/bio-posts-editor.png`, fullPage: true });
    await editor.getByRole('button', { name: 'Save post' }).click();
    await page.getByRole('status').filter({ hasText: BIO_POST_TEXTS.saved }).waitFor();
    await expect.poll(() => tile.innerText()).toContain('On your page');
    const saved = (await api.post('/bio/get_blogger_media_list', {}, creator.token)).data.list[0];
    expect(saved.linkedContent).toEqual([
      expect.objectContaining({ title: productTitle, product: expect.objectContaining({ source: 'shop' }) }),
    ]);
    const pageUrl = await page.getByTestId('bio-url').innerText();
    await context.close();

    // A visitor's phone with JavaScript off: the post is a square tile; it opens the post's product, which leads
    // through the tracked address to the product page with the creator's tag (answered here: nothing leaves).
    const visitor = await journey.browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_USER_AGENT });
    await visitor.route(/^https:\/\/www\.amazon\.com\//, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'Arrived at the product' }),
    );
    const visit = await visitor.newPage();
    expect((await visit.goto(pageUrl))?.status()).toBe(200);
    const postTile = visit.locator(`a.tile[href="#post-${MEDIA_ID}"]`);
    const box = (await postTile.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    const section = visit.getByRole('region', { name: 'Post 1', exact: true });
    expect(await section.isVisible()).toBe(false);
    await postTile.click();
    await section.waitFor();
    await visit.screenshot({ path: `${OUT}/bio-posts-public-no-js.png`, fullPage: true });
    const product = section.locator('a.b', { hasText: productTitle });
    // The tracked address, written as a path on the page's own origin.
    const resolved = await product.evaluate((a) => (a as HTMLAnchorElement).href);
    expect(resolved).toBe(saved.linkedContent[0].shortUrl);
    expect(resolved).toMatch(new RegExp(`^${app}/s/[0-9A-Za-z]{10}$`));
    await product.click();
    await visit.waitForURL(/^https:\/\/www\.amazon\.com\//);
    expect(new URL(visit.url()).searchParams.get('tag')).toBe('ada-20');
    expect(await visit.locator('body').innerText()).toBe('Arrived at the product');
    await visitor.close();
  });

  it('a Target link without Impact ids is flagged as it is typed, with the ids to add; kept untagged, it saves', async () => {
    const { api } = journey;
    const creator = await api.registerCreator({ amazonTrackingId: 'bea-20' });
    expect((await api.post('/bio/create_bio_link', { title: 'Bea picks' }, creator.token)).code).toBe(200);
    expect(
      (
        await adminOn(journey.server)(
          'bio',
          'post',
          creator.handle,
          '--media-id',
          MEDIA_ID,
          '--caption',
          'Reading corner',
        )
      ).code,
    ).toBe(0);

    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    await page.locator('nav[aria-label="Main"] a[title="Bio Link + Auto DM"]').click();
    const posts = page.getByRole('region', { name: 'Posts on your page' });
    await posts.getByRole('button', { name: 'Open post: Reading corner' }).click();
    const editor = posts.getByRole('region', { name: 'Products and links of this post' });

    // The address is flagged as it is typed: what is missing, and the Impact ids to add right there.
    const address = 'https://www.target.com/p/reading-lamp/-/A-87654321';
    await editor.getByLabel('Link title').fill('Reading lamp');
    await editor.getByLabel('Link address').fill(address);
    const warning = editor.getByRole('group', { name: 'This link earns no commission yet' });
    await warning.waitFor();
    expect(await warning.getByRole('status').innerText()).toBe(earnMessage('target', ['impact-ids', 'tracking-id']));
    expect(await warning.getByRole('button', { name: 'Save Impact IDs' }).isVisible()).toBe(true);
    expect(await warning.getByRole('button', { name: 'Add tracking ID' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${OUT}/bio-posts-earn-warning.png`, fullPage: true });

    // Kept untagged knowingly: the link joins the post saying so, and the post saves.
    await warning.getByRole('checkbox', { name: 'Keep this link untagged (it earns no commission)' }).check();
    await editor.getByRole('button', { name: 'Add link' }).click();
    const item = editor.locator('li[data-item="Reading lamp"]');
    await expect.poll(() => item.innerText()).toContain('“Reading lamp” is kept untagged: it earns you no commission.');
    await editor.getByRole('button', { name: 'Save post' }).click();
    await page.getByRole('status').filter({ hasText: BIO_POST_TEXTS.saved }).waitFor();
    const saved = (await api.post('/bio/get_blogger_media_list', {}, creator.token)).data.list[0];
    expect(saved.linkedContent).toEqual([expect.objectContaining({ title: 'Reading lamp', url: address })]);
    await context.close();
  });
});
