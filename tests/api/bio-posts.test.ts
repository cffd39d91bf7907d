import { describe, expect, it } from 'vitest';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import { POST_ITEM_MESSAGES } from '../../server/modules/bio-link/post-items';
import { bundledCatalog } from '../../server/modules/catalog/catalog-data';
import { PRODUCT_MESSAGES } from '../../server/modules/creator-pages/product-links';
import { adminOn } from '../support/admin-cli';
import { projectionTables } from '../support/projection-tables';
import { expectContract } from './account-support';
import { creatorPagesServer } from './creator-pages-support';
import { expectRefused } from './short-link-support';

/**
 * Posts on the bio page (issue 24): the creator's synced or recorded posts carry products (My Shop or the
 * catalog) and links, attached with the edit_link_content calls and put on the page with bind_media; the public
 * page /b/{handle} shows them as square tiles, each opening its post's products and links without any script, every
 * one through a tracked /s/ code, products with the creator's tracking id.
 */

const catalogAmazon = bundledCatalog().products.find((p) => p.retailer === 'amazon')!;
const CODE = /\/s\/([0-9A-Za-z]{10})$/;

describe.each(['pglite', 'postgres'] as const)('posts on the bio page (%s)', (kind) => {
  const ctx = creatorPagesServer(kind);
  const admin = (...argv: string[]) => adminOn(ctx.server)(...argv);

  /** A creator (tag jane-20) with a bio page, a product in My Shop and an Instagram post recorded by `bio post`. */
  async function creatorWithPost() {
    const { api } = ctx;
    const creator = await api.creator('jane-20');
    const page = await api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token);
    const productId = await api.shopProduct(creator.token, 'B0POSTS001');
    const recorded = await admin(
      'bio',
      'post',
      creator.handle,
      '--media-id',
      '17895695668004550',
      '--caption',
      'Desk <setup> tour',
      '--thumbnail-url',
      'https://cdn.example.com/desk.jpg',
    );
    expect(recorded.code).toBe(0);
    return { creator, bioLinkId: page.data.id as string, productId, mediaId: '17895695668004550' };
  }

  it('attaches shop and catalog products and links to a post, each tracked, products with the tracking id', async () => {
    const { api, server } = ctx;
    const { creator, bioLinkId, productId, mediaId } = await creatorWithPost();
    const items = [
      { productId },
      { productId: catalogAmazon.id, productSource: 'catalog', title: 'My favourite' },
      { title: 'My desk blog', url: 'https://jane.example/desk' },
      { title: 'The lamp', url: 'https://www.amazon.com/dp/B09B8V1LZ3' },
    ];
    const edited = await api.post('/bio/edit_link_content', { mediaId, items }, creator.token);
    expectContract('editLinkContent', edited);
    const [shop, catalog, link, retailerLink] = edited.data.linkedContent;
    expect(shop).toMatchObject({ productId, product: { id: productId, source: 'shop' } });
    expect(shop.url).toContain('tag=jane-20');
    expect(catalog).toMatchObject({
      title: 'My favourite',
      productId: catalogAmazon.id,
      product: { id: catalogAmazon.id, source: 'catalog', title: catalogAmazon.title },
    });
    expect(catalog.url).toContain('tag=jane-20');
    expect(link).toMatchObject({ title: 'My desk blog', url: 'https://jane.example/desk' });
    expect(link.product).toBeUndefined();
    // A retailer address attached as a link goes out through the same earn rule, with the creator's tag.
    expect(retailerLink.url).toBe('https://www.amazon.com/dp/B09B8V1LZ3?tag=jane-20');
    for (const item of edited.data.linkedContent) expect(item.shortUrl).toBe(`${server.url}/s/${item.shortLinkId}`);
    // The bio editor lists the post with what is attached.
    const listed = await api.post('/bio/get_blogger_media_list', {}, creator.token);
    expect(listed.data.list.find((p: { mediaId: string }) => p.mediaId === mediaId).linkedContent).toEqual(
      edited.data.linkedContent,
    );
    // Saved again as the editor sends it, every item keeps its tracked code (and its clicks).
    const again = await api.post('/bio/edit_link_content', { mediaId, items: [items[2], items[0]] }, creator.token);
    expect(again.data.linkedContent.map((i: { shortLinkId: string }) => i.shortLinkId)).toEqual([
      link.shortLinkId,
      shop.shortLinkId,
    ]);
    await api.post('/bio/edit_link_content', { mediaId, items }, creator.token);

    // Not on the page until it is bound.
    expect((await api.page(`/b/${creator.handle}`)).body).not.toContain('class="tile"');
    const bound = await api.post('/bio/bind_media', { bioLinkId, mediaIds: [mediaId] }, creator.token);
    expectContract('bindMedia', bound);
    expect(bound.data.mediaIds).toEqual([mediaId]);

    // The public page without script: a tile that opens the post's own section, holding its tracked items.
    const page = await api.page(`/b/${creator.handle}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(page.body).not.toMatch(/<script/i);
    // The tile is named by the post's caption (aria-labelledby), written once in the post's section.
    expect(page.body).toContain(
      `<a class="tile" href="#post-${mediaId}" aria-labelledby="c1"><img src="https://cdn.example.com/desk.jpg" alt=""`,
    );
    const section =
      new RegExp(`<section class="pd" id="post-${mediaId}"[^>]*>(.*?)</section>`).exec(page.body)?.[1] ?? '';
    expect(section).toContain('<p class="cap" id="c1">Desk &lt;setup&gt; tour</p>');
    // Tracked addresses on the page's own origin are written as paths.
    const hrefs = [...section.matchAll(/<a class="b" href="([^"]+)"/g)].map((m) => new URL(m[1]!, server.url).href);
    const current = (await api.post('/bio/get_blogger_media_list', {}, creator.token)).data.list[0].linkedContent;
    expect(hrefs).toEqual(current.map((i: { shortUrl: string }) => i.shortUrl));
    expect(section).toContain('My favourite<span class="meta">');
    const publicPosts = await api.post('/bio_web/get_user_media_list', { handle: creator.handle });
    expectContract('getUserMediaList', publicPosts);
    expect(publicPosts.data.list[0].linkedContent.map((i: { url: string }) => i.url)).toEqual(hrefs);

    // Following a product counts the click and sends the visitor on with the creator's tag.
    const followed = await api.visit(CODE.exec(hrefs[0]!)![1]!);
    expect([followed.status, followed.location]).toEqual([302, current[0].url]);
    expect(followed.location).toContain('tag=jane-20');
    expect(await api.clicksOf(current[0].shortLinkId)).toHaveLength(1);
    const popular = await api.post('/bio/get_most_popular', {}, creator.token);
    expect(popular.data.list).toEqual([
      expect.objectContaining({ id: current[0].shortLinkId, url: hrefs[0], clicks: 1 }),
    ]);

    // Taken off the page, the post's items stay attached for later.
    const off = await api.post('/bio/bind_media', { bioLinkId, mediaIds: [mediaId], bound: false }, creator.token);
    expect(off.data.mediaIds).toEqual([]);
    expect((await api.page(`/b/${creator.handle}`)).body).not.toContain('class="tile"');
    expect((await api.post('/bio/get_blogger_media_list', {}, creator.token)).data.list[0].linkedContent).toHaveLength(
      4,
    );
  });

  it('answers bad input with a sentence and stores nothing', async () => {
    const { api } = ctx;
    const { creator, bioLinkId, productId, mediaId } = await creatorWithPost();
    await admin('bio', 'post', creator.handle, '--media-id', 'planned_1', '--scheduled', 'true');
    const bind = (body: Record<string, unknown>) => () => api.post('/bio/bind_media', body, creator.token);
    await expectRefused(api, bind({ bioLinkId, mediaIds: [] }), 400, /mediaIds/);
    await expectRefused(api, bind({ bioLinkId, mediaIds: ['not an id!'] }), 400, /mediaIds/);
    await expectRefused(api, bind({ bioLinkId, mediaIds: [mediaId], show: 'yes' }), 400, /show/);
    await expectRefused(api, bind({ bioLinkId, mediaIds: [mediaId], bound: 'yes' }), 400, /bound/);
    await expectRefused(
      api,
      bind({ bioLinkId, mediaIds: ['planned_1'] }),
      400,
      BIO_LINK_MESSAGES.scheduledPost('planned_1'),
    );
    await expectRefused(api, bind({ bioLinkId, mediaIds: ['nowhere'] }), 404, BIO_LINK_MESSAGES.unknownPost('nowhere'));
    await expectRefused(
      api,
      bind({ bioLinkId: 'another-page', mediaIds: [mediaId] }),
      404,
      BIO_LINK_MESSAGES.unknownPage('another-page'),
    );

    const edit = (items: unknown[]) => () => api.post('/bio/edit_link_content', { mediaId, items }, creator.token);
    await expectRefused(
      api,
      edit([{ productId, url: 'https://www.amazon.com/dp/B0POSTS001' }]),
      400,
      POST_ITEM_MESSAGES.productWithAddress('Item 1'),
    );
    await expectRefused(
      api,
      edit([{ title: 'Blog', url: 'https://x.example' }, { productId: 'not-mine' }]),
      400,
      PRODUCT_MESSAGES.unknownShop('Item 2', 'not-mine'),
    );
    await expectRefused(
      api,
      edit([{ productId: 'no-such-item', productSource: 'catalog' }]),
      400,
      PRODUCT_MESSAGES.unknownCatalog('Item 1', 'no-such-item'),
    );
    await expectRefused(api, edit([{ title: 'Blog' }]), 400, POST_ITEM_MESSAGES.noAddress('Item 1'));
    await expectRefused(api, edit([{ url: 'https://x.example' }]), 400, POST_ITEM_MESSAGES.noTitle('Item 1'));
    await expectRefused(api, edit([{ title: 'Evil', url: 'javascript:alert(1)' }]), 400, /items\[0\]\.url/);
    await expectRefused(api, edit([{ productId, productSource: 'elsewhere' }]), 400, /productSource/);
    const checked = await api.post(
      '/bio/check_edit_link_content_V4',
      { mediaId, items: [{ title: 'Blog' }, { productId: 'not-mine' }] },
      creator.token,
    );
    expectContract('checkEditLinkContentV4', checked);
    expect(checked.data.problems).toEqual([
      { field: '/items/0/url', message: POST_ITEM_MESSAGES.noAddress('Item 1') },
      { field: '/items/1/productId', message: PRODUCT_MESSAGES.unknownShop('Item 2', 'not-mine') },
    ]);
  });

  it('rebuilds the same tables from the log, and erases the attachments with the account', async () => {
    const { api, server } = ctx;
    const { creator, bioLinkId, productId, mediaId } = await creatorWithPost();
    const edited = await api.post(
      '/bio/edit_link_content',
      {
        mediaId,
        items: [
          { productId, title: 'Secret lamp' },
          { title: 'Secret blog', url: 'https://secret.example' },
        ],
      },
      creator.token,
    );
    await api.post('/bio/bind_media', { bioLinkId, mediaIds: [mediaId] }, creator.token);
    const names = ['bio-links', 'bio-posts'];
    const live = await projectionTables(server, names);
    await server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server, names)).toEqual(live);

    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    for (const item of edited.data.linkedContent) expect((await api.visit(item.shortLinkId)).status).toBe(404);
    const { rows } = await server.services.database.query<{ n: number }>(
      'select count(*)::int as n from bio_post_links where shop_domain = $1',
      [creator.shopName],
    );
    expect(rows[0]!.n).toBe(0);
    const log = await server.services.database.query<{ data: Record<string, unknown> }>(
      'select data from events where stream_id = $1 or stream_id like $2',
      [`bio-link:${creator.shopName}`, `bio-post:${creator.shopName}:%`],
    );
    expect(log.rows.length).toBeGreaterThan(0);
    for (const row of log.rows) expect(row.data).toEqual({ redacted: true });
    expect((await api.page(`/b/${creator.handle}`)).status).toBe(404);
  });
});
