import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TILE_MESSAGES } from '../../server/modules/galleries/gallery-tiles';
import { MEDIA_MESSAGES } from '../../server/modules/galleries/media-limits';
import { movieOf, pngOf } from '../support/media-fixtures';
import { expectContract } from './account-support';
import { creatorPagesServer } from './creator-pages-support';
import { expectRefused } from './short-link-support';

describe.each(['pglite', 'postgres'] as const)('media library and link galleries (%s)', (kind) => {
  const ctx = creatorPagesServer(kind);

  it('re-encodes pictures with a 200 px thumbnail, keeps a short video, and serves neither as it came', async () => {
    const { api, server } = ctx;
    const creator = await api.creator('jane-20');
    const png = await pngOf(1200, 900);
    const video = movieOf(42.5);
    // The names and the types the browser claims are ignored: the bytes decide.
    const res = await api.upload(creator.token, [
      { name: 'photo.gif', bytes: png },
      { name: 'clip.mp4', bytes: video },
    ]);
    expectContract('uploadMedia', res);
    const [picture, clip] = res.data.list;
    expect(picture).toMatchObject({ kind: 'image', width: 1200, height: 900 });
    expect(picture.url).toMatch(new RegExp(`^${server.url}/media/uploads/[A-Za-z0-9_-]{16}\\.webp$`));
    expect(clip).toMatchObject({
      kind: 'video',
      width: 640,
      height: 360,
      durationSeconds: 42.5,
      byteSize: video.length,
    });
    expect(clip.thumbnailUrl).toBeUndefined();

    const served = await fetch(picture.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(png)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    const thumb = Buffer.from(await (await fetch(picture.thumbnailUrl)).arrayBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150 });

    const part = await fetch(clip.url, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(0, 8))).toBe(true);
    expect((await fetch(`${server.url}/media/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('refuses an upload whole: too many files, unknown bytes, a video over 60 s, a damaged movie', async () => {
    const { api } = ctx;
    const creator = await api.creator('jane-20');
    const small = await pngOf(10, 10);
    const before = readdirSync(ctx.mediaDir).length;
    const refused = async (files: Array<{ name: string; bytes: Uint8Array }>, message: string | RegExp) => {
      const events = await api.eventCount();
      const res = await api.upload(creator.token, files);
      expect(res.status).toBe(400);
      if (typeof message === 'string') expect(res.message).toBe(message);
      else expect(res.message).toMatch(message);
      expect(await api.eventCount()).toBe(events);
    };
    // The contract's own check (maxItems 52) answers before the module's, which says the same in its words.
    await refused(
      Array.from({ length: 53 }, (_, i) => ({ name: `p${i}.png`, bytes: small })),
      /^Invalid request: files must NOT have more than 52 items/,
    );
    await refused(
      [
        { name: 'ok.png', bytes: small },
        { name: 'page.html', bytes: Buffer.from('<svg onload=alert(1)>') },
      ],
      MEDIA_MESSAGES.unsupported('page.html'),
    );
    await refused([{ name: 'long.mp4', bytes: movieOf(61) }], MEDIA_MESSAGES.videoTooLong('long.mp4', 61));
    await refused(
      [{ name: 'broken.mp4', bytes: movieOf(10).subarray(0, 60) }],
      MEDIA_MESSAGES.unreadableVideo('broken.mp4'),
    );
    expect(readdirSync(ctx.mediaDir).length).toBe(before);
    const many = await api.upload(
      creator.token,
      Array.from({ length: 52 }, (_, i) => ({ name: `p${i}.png`, bytes: small })),
    );
    expect([many.code, many.data.list.length]).toEqual([200, 52]);
    const library = await api.post('/gallery/media_list', { pageSize: 5 }, creator.token);
    expectContract('mediaList', library);
    expect(library.data.total).toBe(52);
    expect(library.data.list.map((m: { id: string }) => m.id)).toEqual(
      many.data.list
        .slice(-5)
        .reverse()
        .map((m: { id: string }) => m.id),
    );
    expect((await api.post('/gallery/media_list', {}, (await api.creator('john-20')).token)).data.total).toBe(0);
  });

  it('makes an album of 9 tiles, 3 per row, public with JavaScript off, each tile a tracked redirect', async () => {
    const { api, server } = ctx;
    const creator = await api.creator('jane-20');
    const productId = await api.shopProduct(creator.token, 'B0GALLERY1');
    const upload = await api.upload(
      creator.token,
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => ({ name: `${i}.png`, bytes: await pngOf(300 + i, 300) })),
      ),
    );
    const ids: string[] = upload.data.list.map((m: { id: string }) => m.id);
    const tiles = ids
      .slice(0, 9)
      .map((mediaId, i) =>
        i === 0 ? { mediaId, productId } : { mediaId, title: `Look ${i}`, url: `https://jane.example/look/${i}` },
      );
    await expectRefused(
      api,
      () =>
        api.post(
          '/gallery/create',
          { title: 'Too big', tiles: ids.map((mediaId) => ({ mediaId, title: 'x', url: 'https://a.example' })) },
          creator.token,
        ),
      400,
      TILE_MESSAGES.tooMany(10),
    );
    await expectRefused(
      api,
      () => api.post('/gallery/create', { title: 'Empty', tiles: [] }, creator.token),
      400,
      TILE_MESSAGES.none,
    );
    await expectRefused(
      api,
      () =>
        api.post(
          '/gallery/create',
          { title: 'Both', tiles: [{ mediaId: ids[0], productId, url: 'https://a.example' }] },
          creator.token,
        ),
      400,
      TILE_MESSAGES.oneLink(1),
    );
    await expectRefused(
      api,
      () =>
        api.post(
          '/gallery/create',
          { title: 'Bad', tiles: [{ mediaId: ids[0], title: 'x', url: 'javascript:alert(1)' }] },
          creator.token,
        ),
      400,
      /^"Tile 1" must lead to a web address starting with http/,
    );

    const created = await api.post('/gallery/create', { title: 'My looks', tiles }, creator.token);
    expectContract('galleryCreate', created);
    const gallery = created.data;
    expect(gallery).toMatchObject({ slug: 'my-looks', columns: 3, published: false });
    expect(gallery.tiles[0]).toMatchObject({ productId, title: expect.any(String) });
    expect(gallery.tiles[0].destination).toContain('tag=jane-20');
    expect((await api.page('/g/my-looks')).status).toBe(404);
    const published = await api.post('/gallery/update', { id: gallery.id, published: true }, creator.token);
    expectContract('galleryUpdate', published);

    const page = await api.page('/g/my-looks');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('grid-template-columns:repeat(3,1fr)');
    expect(page.body.match(/<li>/g)).toHaveLength(9);
    expect(page.body).toContain(`src="/media/uploads/${ids[0]}-thumb.webp"`);
    expect(page.body).toContain(`<meta property="og:url" content="${server.url}/g/my-looks">`);
    // Without a description of the creator's, search engines and previews read what the page offers.
    expect(page.body).toMatch(/<meta name="description" content="9 picks from @[^"]+: tap one to see it\.">/);
    for (const tile of gallery.tiles) expect(page.body).toContain(`href="${tile.shortUrl}"`);
    const followed = await api.visit(api.codeOf(gallery.tiles[4].shortUrl));
    expect([followed.status, followed.location]).toEqual([302, 'https://jane.example/look/4']);

    const other = await api.creator('john-20');
    await expectRefused(
      api,
      () => api.post('/gallery/detail', { id: gallery.id }, other.token),
      404,
      `There is no gallery "${gallery.id}" in your shop.`,
    );
    await expectRefused(
      api,
      () =>
        api.post(
          '/gallery/create',
          { title: 'Stolen', tiles: [{ mediaId: ids[0], title: 'x', url: 'https://a.example' }] },
          other.token,
        ),
      400,
      TILE_MESSAGES.notYours(1),
    );
    expectContract('galleryList', await api.post('/gallery/list', {}, creator.token));
    expectContract('galleryDelete', await api.post('/gallery/delete', { id: gallery.id }, creator.token));
    expect((await api.page('/g/my-looks')).status).toBe(404);
    expect((await api.visit(api.codeOf(gallery.tiles[4].shortUrl))).status).toBe(404);
  });
});
