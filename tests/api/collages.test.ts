import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLLAGE_MESSAGES } from '../../server/modules/collages/collage-content';
import { pngOf } from '../support/media-fixtures';
import { expectContract } from './account-support';
import { creatorPagesServer } from './creator-pages-support';
import { expectRefused } from './short-link-support';

type Tile = { productId: string; x: number; y: number; width: number; height: number; shortUrl: string };
const overlap = (a: Tile, b: Tile) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(['pglite', 'postgres'] as const)('AI collages (%s)', (kind) => {
  const ctx = creatorPagesServer(kind);
  /** One after another: a shop's products are one stream, so parallel adds would race for it. */
  async function productsOf(token: string, asins: string[]) {
    const ids: string[] = [];
    for (const asin of asins) ids.push(await ctx.api.shopProduct(token, asin));
    return ids;
  }

  it('lays 4 products out automatically with the preference, renders a PNG, and shares a public page of tracked tiles', async () => {
    const { api, server } = ctx;
    const creator = await api.creator('jane-20');
    await api.post(
      '/gallery/add_gallery_setting',
      {
        style: 'mosaic',
        backgroundColor: '#102030',
        spacing: 20,
        showPrices: true,
        showRetailerLogos: true,
        maxItems: 4,
      },
      creator.token,
    );
    const products = await productsOf(creator.token, ['B0COLLAGE1', 'B0COLLAGE2', 'B0COLLAGE3', 'B0COLLAGE4']);
    const pictures = await api.upload(creator.token, [
      { name: 'tall.png', bytes: await pngOf(300, 600) },
      { name: 'wide.png', bytes: await pngOf(800, 400) },
    ]);
    const items = products.map((productId, i) =>
      i < 2 ? { productId, mediaId: pictures.data.list[i].id } : { productId },
    );
    const created = await api.post('/collage/create', { title: 'Desk <setup>', items }, creator.token);
    expectContract('collageCreate', created);
    const collage = created.data;
    expect(collage).toMatchObject({
      style: 'mosaic',
      backgroundColor: '#102030',
      spacing: 20,
      width: 1080,
      height: 1080,
    });
    expect(collage.layoutNote).toMatch(/^Mosaic in \d rows? for 4 pictures, .*; chosen automatically\.$/);
    expect(collage.tiles.map((t: Tile) => t.productId)).toEqual(products);
    for (const a of collage.tiles as Tile[])
      for (const b of collage.tiles as Tile[]) if (a !== b) expect(overlap(a, b)).toBe(false);

    const png = await fetch(collage.imageUrl);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1080,
      height: 1080,
    });

    const page = await api.page(`/k/${collage.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Desk &lt;setup&gt;');
    expect(page.body).toMatch(
      /<meta name="description" content="4 products from @[^"]+ in one picture, each linked to its store\.">/,
    );
    // Captions for the visitor: no layout sentence meant for the creator.
    expect(page.body).toContain('Every product in the picture is listed below: tap one to see it at the store.');
    expect(page.body).not.toContain(collage.layoutNote);
    expect(page.body).not.toMatch(/automatically|mostly/);
    expect(page.body).toContain(`<meta property="og:image" content="${collage.imageUrl}">`);
    expect(page.body).toContain(`<meta property="og:url" content="${server.url}/k/${collage.slug}">`);
    for (const tile of collage.tiles) expect(page.body).toContain(`href="${tile.shortUrl}"`);
    const followed = await api.visit(api.codeOf(collage.tiles[2].shortUrl));
    expect(followed.status).toBe(302);
    expect(followed.location).toContain('B0COLLAGE3');
    expect(followed.location).toContain('tag=jane-20');
  });

  it('adjusts a collage (order, style, spacing) into a new picture, and refuses what the rules do not allow', async () => {
    const { api } = ctx;
    const creator = await api.creator('jane-20');
    const products = await productsOf(creator.token, ['B0ADJUST01', 'B0ADJUST02', 'B0ADJUST03']);
    const created = await api.post(
      '/collage/create',
      { title: 'Three', items: products.map((productId) => ({ productId })) },
      creator.token,
    );
    expect(created.data).toMatchObject({ style: 'grid', spacing: 12, backgroundColor: '#FFFFFF' });
    const adjusted = await api.post(
      '/collage/update',
      {
        id: created.data.id,
        style: 'magazine',
        spacing: 0,
        items: [...products].reverse().map((productId) => ({ productId })),
      },
      creator.token,
    );
    expectContract('collageUpdate', adjusted);
    expect(adjusted.data.tiles.map((t: Tile) => t.productId)).toEqual([...products].reverse());
    expect(adjusted.data.imageUrl).not.toBe(created.data.imageUrl);
    expect(adjusted.data.layoutNote).toMatch(/^Magazine with the first product/);
    expectContract('collageDetail', await api.post('/collage/detail', { id: created.data.id }, creator.token));
    expectContract('collageList', await api.post('/collage/list', {}, creator.token));

    await expectRefused(
      api,
      () =>
        api.post(
          '/collage/create',
          { title: 'Twice', items: [{ productId: products[0] }, { productId: products[0] }] },
          creator.token,
        ),
      400,
      COLLAGE_MESSAGES.repeated(products[0]!),
    );
    await expectRefused(
      api,
      () =>
        api.post(
          '/collage/create',
          { title: 'Unknown', items: [{ productId: products[0] }, { productId: 'nope' }] },
          creator.token,
        ),
      400,
      'Product 2: there is no product nope in your shop.',
    );
    await api.post(
      '/gallery/add_gallery_setting',
      { style: 'grid', backgroundColor: '#FFFFFF', showPrices: false, showRetailerLogos: false, maxItems: 2 },
      creator.token,
    );
    await expectRefused(
      api,
      () =>
        api.post(
          '/collage/create',
          { title: 'Many', items: products.map((productId) => ({ productId })) },
          creator.token,
        ),
      400,
      COLLAGE_MESSAGES.overPreference(2),
    );

    const other = await api.creator('john-20');
    await expectRefused(
      api,
      () => api.post('/collage/update', { id: created.data.id, spacing: 4 }, other.token),
      404,
      COLLAGE_MESSAGES.unknown(created.data.id),
    );
    await expectRefused(
      api,
      () =>
        api.post(
          '/collage/create',
          { title: 'Theirs', items: products.slice(0, 2).map((productId) => ({ productId })) },
          other.token,
        ),
      400,
      `Product 1: there is no product ${products[0]} in your shop.`,
    );

    expectContract('collageDelete', await api.post('/collage/delete', { id: created.data.id }, creator.token));
    expect((await api.page(`/k/${created.data.slug}`)).status).toBe(404);
    for (const version of [created.data.imageUrl, adjusted.data.imageUrl])
      expect((await fetch(version)).status).toBe(404);
    expect((await api.visit(api.codeOf(adjusted.data.tiles[0].shortUrl))).status).toBe(404);
  });
});
