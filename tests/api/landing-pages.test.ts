import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../server/modules/catalog/catalog-data';
import { BLOCK_MESSAGES } from '../../server/modules/landing-pages/landing-blocks';
import { STATS_MESSAGES } from '../../server/modules/landing-pages/landing-pages-operations';
import { pacificDate } from '../../src/domain/pacific-time';
import { pngOf } from '../support/media-fixtures';
import { expectContract } from './account-support';
import { creatorPagesServer } from './creator-pages-support';
import { expectRefused } from './short-link-support';

const catalogAmazon = bundledCatalog().products.find((p) => p.retailer === 'amazon')!;

describe.each(['pglite', 'postgres'] as const)('landing pages (%s)', (kind) => {
  const ctx = creatorPagesServer(kind, {}, 'own');

  async function builtPage() {
    const { api } = ctx;
    const creator = await api.creator('jane-20');
    const productId = await api.shopProduct(creator.token, 'B0LANDING1');
    const picture = await api.upload(creator.token, [{ name: 'hero.png', bytes: await pngOf(800, 600) }]);
    const blocks = [
      { type: 'heading', text: 'Summer <picks>' },
      { type: 'text', text: 'Two things I use every day.\nBoth on sale.' },
      { type: 'image', mediaId: picture.data.list[0].id, alt: 'My desk', url: 'https://example.com/desk' },
      { type: 'product', productId, productSource: 'shop' },
      { type: 'product', productId: catalogAmazon.id, productSource: 'catalog' },
      { type: 'button', title: 'My YouTube', url: 'https://www.youtube.com/@jane' },
      {
        type: 'links',
        title: 'More',
        links: [
          { title: 'Blog', url: 'https://jane.example/blog' },
          { title: 'Shop', url: 'http://jane.example/shop' },
        ],
      },
    ];
    const created = await api.post(
      '/landing/create',
      { title: 'Summer picks', description: 'What I love "now"', blocks },
      creator.token,
    );
    expectContract('landingCreate', created);
    return { creator, page: created.data, productId };
  }

  it('builds a page from blocks, publishes it and serves it without script, escaped, cacheable, with Open Graph tags', async () => {
    const { api, server } = ctx;
    const { creator, page } = await builtPage();
    expect(page).toMatchObject({
      slug: 'summer-picks',
      published: false,
      url: `${server.url}/l/summer-picks`,
      title: 'Summer picks',
    });
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual([
      'heading',
      'text',
      'image',
      'product',
      'product',
      'button',
      'links',
    ]);
    expect(page.blocks[3].product).toMatchObject({ source: 'shop' });
    expect(page.blocks[3].url).toContain('tag=jane-20');
    expect(page.blocks[4].product).toMatchObject({
      id: catalogAmazon.id,
      source: 'catalog',
      title: catalogAmazon.title,
    });
    for (const index of [2, 3, 4, 5])
      expect(page.blocks[index].shortUrl).toMatch(new RegExp(`^${server.url}/s/[0-9A-Za-z]{12}$`));
    expect(page.blocks[6].links).toHaveLength(2);

    // Unpublished: the address is a 404 page.
    expect((await api.page('/l/summer-picks')).status).toBe(404);
    const published = await api.post('/landing/publish', { id: page.id }, creator.token);
    expectContract('publish', published);
    expect(published.data.published).toBe(true);

    const res = await api.page('/l/summer-picks');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('Summer &lt;picks&gt;');
    expect(res.body).toContain('<meta property="og:title" content="Summer picks">');
    expect(res.body).toContain('<meta property="og:description" content="What I love &quot;now&quot;">');
    expect(res.body).toContain(`<meta property="og:image" content="${page.blocks[2].imageUrl}">`);
    for (const index of [2, 3, 4, 5]) expect(res.body).toContain(`href="${page.blocks[index].shortUrl}"`);
    expect(res.body).toContain(catalogAmazon.title.replace(/&/g, '&amp;'));
    const etag = res.headers.get('etag')!;
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect((await api.page('/l/summer-picks', { 'if-none-match': etag })).status).toBe(304);
  });

  it('counts views and clicks per block and day, and follows each block through its tracked redirect', async () => {
    const { api } = ctx;
    const { creator, page } = await builtPage();
    await api.post('/landing/publish', { id: page.id }, creator.token);
    await api.page(`/l/${page.slug}`);
    await api.page(`/l/${page.slug}`);
    const product = await api.visit(api.codeOf(page.blocks[3].shortUrl));
    expect(product.status).toBe(302);
    expect(product.location).toBe(page.blocks[3].url);
    await api.visit(api.codeOf(page.blocks[3].shortUrl));
    const button = await api.visit(api.codeOf(page.blocks[5].shortUrl));
    expect(button.location).toBe('https://www.youtube.com/@jane');
    await api.visit(api.codeOf(page.blocks[6].links[1].shortUrl));
    const today = pacificDate(new Date());
    const stats = await api.post('/landing/stats', { id: page.id, startDate: today, endDate: today }, creator.token);
    expectContract('stats', stats);
    expect(stats.data.views).toBe(2);
    expect(stats.data.clicks).toBe(4);
    expect(stats.data.days).toEqual([{ date: today, views: 2, clicks: 4 }]);
    expect(stats.data.blocks).toEqual([
      { index: 2, type: 'image', label: 'My desk', clicks: 0 },
      { index: 3, type: 'product', label: page.blocks[3].product.title, clicks: 2 },
      { index: 4, type: 'product', label: catalogAmazon.title, clicks: 0 },
      { index: 5, type: 'button', label: 'My YouTube', clicks: 1 },
      { index: 6, type: 'links', label: 'More', clicks: 1 },
    ]);
    await expectRefused(
      api,
      () => api.post('/landing/stats', { id: page.id, startDate: today, endDate: '2000-01-01' }, creator.token),
      400,
      STATS_MESSAGES.backwards,
    );
    await expectRefused(
      api,
      () => api.post('/landing/stats', { id: page.id, startDate: '2020-01-01', endDate: '2022-01-01' }, creator.token),
      400,
      STATS_MESSAGES.tooLong,
    );
  });

  it('refuses bad blocks with a sentence naming the block, storing nothing', async () => {
    const { api } = ctx;
    const creator = await api.creator('jane-20');
    const create = (blocks: unknown[]) => () => api.post('/landing/create', { title: 'Bad', blocks }, creator.token);
    await expectRefused(
      api,
      create([
        { type: 'heading', text: 'Hi' },
        { type: 'button', title: 'Evil', url: 'javascript:alert(1)' },
      ]),
      400,
      /^"Block 2 \(button\)" must lead to a web address starting with http:\/\/ or https:\/\//,
    );
    await expectRefused(
      api,
      create([{ type: 'button', title: 'Data', url: 'data:text/html,hi' }]),
      400,
      /^"Block 1 \(button\)" must lead/,
    );
    await expectRefused(
      api,
      create([
        {
          type: 'links',
          links: [
            { title: 'ok', url: 'https://a.example' },
            { title: 'x', url: 'ftp://a.example' },
          ],
        },
      ]),
      400,
      /^"Block 1 \(links\), link 2" must lead/,
    );
    await expectRefused(
      api,
      create([{ type: 'heading', text: '   ' }]),
      400,
      BLOCK_MESSAGES.noText('Block 1 (heading)'),
    );
    await expectRefused(
      api,
      create([{ type: 'heading', text: 'x', url: 'https://a.example' }]),
      400,
      BLOCK_MESSAGES.foreignField('Block 1 (heading)', 'url'),
    );
    await expectRefused(
      api,
      create([{ type: 'image', mediaId: 'nope-nope-nope12' }]),
      400,
      BLOCK_MESSAGES.notYourPicture('Block 1 (image)'),
    );
    await expectRefused(
      api,
      create([{ type: 'product', productId: 'missing', productSource: 'shop' }]),
      400,
      'Block 1 (product): there is no product missing in your shop.',
    );
    const empty = await api.post('/landing/create', { title: 'Empty', blocks: [] }, creator.token);
    await expectRefused(
      api,
      () => api.post('/landing/publish', { id: empty.data.id }, creator.token),
      400,
      BLOCK_MESSAGES.noPublishWithoutBlocks,
    );
    await expectRefused(
      api,
      () => api.post('/landing/create', { title: 'Taken', slug: empty.data.slug, blocks: [] }, creator.token),
      400,
      `The address /l/${empty.data.slug} is taken by another landing page: choose another.`,
    );
  });

  it("keeps another shop's pages out of reach, and unpublishing or deleting takes the page and its links down", async () => {
    const { api } = ctx;
    const { creator, page } = await builtPage();
    const other = await api.creator('john-20');
    await api.post('/landing/publish', { id: page.id }, creator.token);
    for (const path of ['/landing/detail', '/landing/publish', '/landing/unpublish', '/landing/delete']) {
      await expectRefused(
        api,
        () => api.post(path, { id: page.id }, other.token),
        404,
        `There is no landing page "${page.id}" in your shop.`,
      );
    }
    await expectRefused(
      api,
      () => api.post('/landing/update', { id: page.id, title: 'Mine now' }, other.token),
      404,
      `There is no landing page "${page.id}" in your shop.`,
    );
    expect((await api.post('/landing/detail', { id: page.id, shopDomain: other.shopName }, creator.token)).status).toBe(
      403,
    );
    expect((await api.post('/landing/list', {}, other.token)).data.total).toBe(0);

    const edited = await api.post(
      '/landing/update',
      {
        id: page.id,
        title: 'Autumn picks',
        blocks: [{ type: 'button', title: 'Only this', url: 'https://example.com/' }],
      },
      creator.token,
    );
    expectContract('landingUpdate', edited);
    expect(edited.data).toMatchObject({ slug: page.slug, title: 'Autumn picks', published: true });
    expect((await api.visit(api.codeOf(page.blocks[5].shortUrl))).status).toBe(404);
    expect((await api.page(`/l/${page.slug}`)).body).toContain('Only this');

    expectContract('unpublish', await api.post('/landing/unpublish', { id: page.id }, creator.token));
    const gone = await api.page(`/l/${page.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('Page not found');
    const list = await api.post('/landing/list', {}, creator.token);
    expectContract('landingList', list);
    expect(list.data.list.map((p: { id: string }) => p.id)).toContain(page.id);

    const deleted = await api.post('/landing/delete', { id: page.id }, creator.token);
    expectContract('landingDelete', deleted);
    expect((await api.visit(api.codeOf(edited.data.blocks[0].shortUrl))).status).toBe(404);
    expect((await api.post('/landing/detail', { id: page.id }, creator.token)).status).toBe(404);
  });
});
