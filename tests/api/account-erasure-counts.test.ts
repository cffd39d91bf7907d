import { describe, expect, it } from 'vitest';
import { pngOf } from '../support/media-fixtures';
import { subscribe } from './billing-support';
import { creatorPagesServer } from './creator-pages-support';

/**
 * What /blogger/destroy says it removed: every count is what the account had, read before it went (an account with
 * none of these is auth-password.test.ts's, all zeros).
 */
describe.each(['pglite', 'postgres'] as const)('account deletion counts what it removes (%s)', (kind) => {
  const ctx = creatorPagesServer(kind);

  it('counts the bio page, landing pages, galleries, collages, links and the paid subscription it removed', async () => {
    const { api, server } = ctx;
    const creator = await api.creator('gone-20');
    const ok = async (reply: Promise<{ code: number; message: string; data: any }>) => {
      const res = await reply;
      expect(res.code, res.message).toBe(200);
      return res.data;
    };
    await ok(api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token));
    await ok(api.post('/app/get_shortlink/v3', { url: 'https://www.amazon.com/dp/B0ERASE001' }, creator.token));
    for (const title of ['Summer', 'Winter'])
      await ok(api.post('/landing/create', { title, blocks: [{ type: 'heading', text: title }] }, creator.token));
    const pictures = (
      await ok(
        api.upload(creator.token, [
          { name: 'a.png', bytes: await pngOf(40, 30) },
          { name: 'b.png', bytes: await pngOf(30, 40) },
        ]),
      )
    ).list as Array<{ id: string }>;
    await ok(
      api.post(
        '/gallery/create',
        {
          title: 'Looks',
          tiles: pictures.map((p, i) => ({ mediaId: p.id, title: `Look ${i}`, url: `https://jane.example/${i}` })),
        },
        creator.token,
      ),
    );
    const products = [
      await api.shopProduct(creator.token, 'B0ERASE002'),
      await api.shopProduct(creator.token, 'B0ERASE003'),
    ];
    for (const title of ['Desk', 'Kitchen', 'Garden'])
      await ok(
        api.post('/collage/create', { title, items: products.map((productId) => ({ productId })) }, creator.token),
      );
    await subscribe(server, api, creator.token);

    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    expect(destroyed.data.removed).toEqual({
      sessions: 1,
      trackingIds: 1,
      // The link asked for: the collages' products are tagged by the earn rule where they are stored, not as links.
      shortLinks: 1,
      bioLinks: 1,
      landingPages: 2,
      galleries: 1,
      collages: 3,
      socialConnections: 0,
      subscriptions: 1,
    });
  });
});
