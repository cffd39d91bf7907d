import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectionTables } from '../support/projection-tables';
import { movieOf, pngOf } from '../support/media-fixtures';
import { creatorPagesServer } from './creator-pages-support';

/** The read models of landing pages, galleries, collages and media rebuilt from the log, and account deletion. */
const PROJECTIONS = ['media-items', 'landing-pages', 'galleries', 'collages'];

describe.each(['pglite', 'postgres'] as const)('landing pages, galleries and collages over their life (%s)', (kind) => {
  const ctx = creatorPagesServer(kind);

  /** A creator with one of each, published, and a deleted landing page. */
  async function creatorWithEverything() {
    const { api } = ctx;
    const creator = await api.creator('life-20');
    const productIds = [
      await api.shopProduct(creator.token, 'B0LIFE0001'),
      await api.shopProduct(creator.token, 'B0LIFE0002'),
    ];
    const media = (
      await api.upload(creator.token, [
        { name: 'a.png', bytes: await pngOf(400, 300) },
        { name: 'v.mp4', bytes: movieOf(12) },
      ])
    ).data.list;
    const ok = async (path: string, body: unknown) => {
      const res = await api.post(path, body, creator.token);
      expect(res.code, res.message).toBe(200);
      return res.data;
    };
    const landing = await ok('/landing/create', {
      title: 'Life',
      blocks: [
        { type: 'image', mediaId: media[0].id },
        { type: 'product', productId: productIds[0], productSource: 'shop' },
      ],
    });
    await ok('/landing/publish', { id: landing.id });
    await ok('/landing/update', { id: landing.id, description: 'Changed' });
    const doomed = await ok('/landing/create', {
      title: 'Doomed',
      blocks: [{ type: 'button', title: 'x', url: 'https://a.example' }],
    });
    await ok('/landing/delete', { id: doomed.id });
    const gallery = await ok('/gallery/create', {
      title: 'Life',
      tiles: [
        { mediaId: media[0].id, productId: productIds[1] },
        { mediaId: media[1].id, title: 'Clip', url: 'https://a.example/clip' },
      ],
    });
    await ok('/gallery/update', { id: gallery.id, published: true });
    const collage = await ok('/collage/create', {
      title: 'Life',
      items: productIds.map((productId) => ({ productId })),
    });
    const adjusted = await ok('/collage/update', { id: collage.id, style: 'minimal' });
    return { creator, landing, gallery, collage, adjusted, media };
  }

  it('gives identical read tables after a rebuild of the log', async () => {
    await creatorWithEverything();
    const live = await projectionTables(ctx.server, PROJECTIONS);
    expect(live.landing_pages!.length).toBeGreaterThan(0);
    const report = await ctx.server.services.eventStore.rebuild({ projections: PROJECTIONS });
    expect(report.eventsReplayed).toBeGreaterThan(5);
    expect(await projectionTables(ctx.server, PROJECTIONS)).toEqual(live);
  });

  it('erases them with the account: pages 404, tracked addresses 404, files gone, events redacted', async () => {
    const { api, server } = ctx;
    const { creator, landing, gallery, collage, adjusted, media } = await creatorWithEverything();
    const files = (
      await server.services.database.query<{ file: string; thumbnail: string | null }>(
        'select file, thumbnail from media_items where shop_domain = $1',
        [creator.shopName],
      )
    ).rows;
    const stored = [
      ...files.flatMap((f) => [f.file, ...(f.thumbnail ? [f.thumbnail] : [])]),
      collage.imageUrl.split('/').pop(),
      adjusted.imageUrl.split('/').pop(),
    ];
    for (const file of stored) expect(existsSync(join(ctx.mediaDir, file))).toBe(true);

    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    for (const path of [`/l/${landing.slug}`, `/g/${gallery.slug}`, `/k/${collage.slug}`])
      expect((await api.page(path)).status).toBe(404);
    for (const url of [landing.blocks[1].shortUrl, gallery.tiles[0].shortUrl, collage.tiles[0].shortUrl])
      expect((await api.visit(api.codeOf(url))).status).toBe(404);
    for (const file of stored) expect(readdirSync(ctx.mediaDir)).not.toContain(file);
    const { rows } = await server.services.database.query<{ data: string }>(
      `select data::text as data from events where stream_id = any($1::text[])`,
      [[`landing-page:${landing.id}`, `gallery:${gallery.id}`, `collage:${collage.id}`, `media:${media[0].id}`]],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.parse(row.data)).toEqual({ redacted: true });
    expect(await projectionTables(server, PROJECTIONS).then((t) => JSON.stringify(t))).not.toContain(creator.shopName);
  });
});
