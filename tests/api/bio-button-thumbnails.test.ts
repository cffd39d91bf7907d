import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_MESSAGES } from '../../server/modules/bio-link/button-thumbnails';
import { projectionTables } from '../support/projection-tables';
import { expectContract } from './account-support';
import { creatorPagesServer } from './creator-pages-support';

/**
 * Button thumbnails through save_page, on both databases: an uploaded picture of the shop's media library or a
 * product's picture round-trips, the public page draws it, and any other address is refused with nothing written.
 */

type Detail = {
  buttons: Array<{ id: string; title: string; url: string; thumbnailUrl?: string }>;
  socialAccounts: Array<{ platform: string; url: string }>;
  customize: { displayName?: string; bio?: string };
};

describe.each(['pglite', 'postgres'] as const)('bio button thumbnails (%s)', (kind) => {
  const context = creatorPagesServer(kind);
  const server = () => context.server;

  const contentOf = (d: Detail) => ({
    displayName: d.customize.displayName ?? '',
    bio: d.customize.bio ?? '',
    buttons: d.buttons.map(({ id, title, url }) => ({ id, title, url })),
    socialAccounts: d.socialAccounts.map(({ platform, url }) => ({ platform, url })),
  });

  /** One picture into the shop's media library (upload_media): its id and addresses. */
  async function upload(token: string) {
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    const stored = await context.api.upload(token, [{ name: 'shoe.png', bytes }]);
    expect(stored.code).toBe(200);
    return stored.data.list[0] as { id: string; url: string; thumbnailUrl: string };
  }

  async function creatorWithButtons() {
    const creator = await context.api.registerCreator();
    const created = await context.api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token);
    await context.api.post(
      '/bio/create_button_batch_v3',
      {
        buttons: [
          { title: 'Shop', url: 'https://shop.example.com' },
          { title: 'Blog', url: 'https://blog.example.com' },
        ],
      },
      creator.token,
    );
    const read = async () =>
      (await context.api.post('/bio/get_bio_link_detail', { id: created.data.id }, creator.token)).data as Detail;
    return { creator, read };
  }

  const draft = (buttons: object[], loaded: Detail) => ({
    displayName: '',
    bio: '',
    buttons,
    socialAccounts: [],
    loaded: contentOf(loaded),
  });

  it('keeps an uploaded picture and a product’s picture, draws them on the public page, and takes one off', async () => {
    const { creator, read } = await creatorWithButtons();
    const before = await read();
    const media = await upload(creator.token);
    // A product's picture: the logo of its catalog brand, as product cards show it.
    const brands = await fetch(`${server().url}/app/get_brand_logo_list`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    const productPicture = ((await brands.json()) as { data: { list: Array<{ logoUrl: string }> } }).data.list[0]!
      .logoUrl;
    expect(productPicture).toMatch(/\/catalog\/images\/brand\/[^/]+\.svg$/);
    const [shop, blog] = before.buttons;

    const saved = await context.api.post(
      '/bio/save_page',
      draft(
        [
          { id: shop!.id, thumbnailUrl: media.thumbnailUrl },
          { id: blog!.id, thumbnailUrl: productPicture },
          { title: 'Podcast', url: 'https://podcast.example.com' },
        ],
        before,
      ),
      creator.token,
    );
    expectContract('savePage', saved);
    const thumbnails = (d: Detail) => d.buttons.map((b) => [b.title, b.thumbnailUrl ?? null]);
    // An upload is answered by its thumbnail's short address; a product's picture as it is.
    expect(thumbnails(saved.data as Detail)).toEqual([
      ['Shop', `${server().url}/t/${media.id}`],
      ['Blog', productPicture],
      ['Podcast', null],
    ]);
    expect(thumbnails(await read())).toEqual(thumbnails(saved.data as Detail));

    const page = await context.api.page(`/b/${creator.handle}`);
    const html = page.body;
    expect(html).toContain(`<img src="/t/${media.id}" alt="" loading="lazy">Shop</a>`);
    expect(html).toContain(`<img src="${new URL(productPicture).pathname}" alt="" loading="lazy">Blog</a>`);
    expect(html).toMatch(/href="\/s\/\w+">Podcast<\/a>/);
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self'");
    // The short address answers the upload's thumbnail.
    const picture = await context.api.page(`/t/${media.id}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);

    // The preview draws a draft's thumbnails the same way; an address that is not one of our pictures' is left out.
    const preview = await context.api.post(
      '/bio/preview_page',
      {
        buttons: [
          { title: 'Draft lamp', thumbnailUrl: media.url },
          { title: 'Draft elsewhere', thumbnailUrl: 'https://evil.example/pixel.png' },
        ],
      },
      creator.token,
    );
    expectContract('previewPage', preview);
    expect(preview.data.html).toContain(`<img src="/t/${media.id}" alt="" loading="lazy">Draft lamp</a>`);
    expect(preview.data.html).not.toContain('evil.example');

    // A save without it takes it off; the other stays.
    const now = saved.data as Detail;
    const again = await context.api.post(
      '/bio/save_page',
      draft(
        now.buttons.map((b) => ({ id: b.id, ...(b.title === 'Blog' ? { thumbnailUrl: b.thumbnailUrl } : {}) })),
        now,
      ),
      creator.token,
    );
    expect(thumbnails(again.data as Detail)).toEqual([
      ['Shop', null],
      ['Blog', productPicture],
      ['Podcast', null],
    ]);
    expect((await context.api.page(`/b/${creator.handle}`)).body).not.toContain(`/t/${media.id}`);

    // The tables rebuilt from the log are the live ones.
    const names = ['bio-links'];
    const live = await projectionTables(server(), names);
    await server().services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server(), names)).toEqual(live);
  });

  it('refuses a picture that is not the shop’s own, with a sentence naming the button, and writes nothing', async () => {
    const { creator, read } = await creatorWithButtons();
    const other = await context.api.registerCreator();
    await context.api.post('/bio/create_bio_link', { title: 'Other' }, other.token);
    const theirs = await upload(other.token);
    const before = await read();
    const [shop, blog] = before.buttons;
    for (const thumbnailUrl of [
      'https://evil.example/pixel.png',
      `https://evil.example/t/${theirs.id}`,
      theirs.thumbnailUrl,
      `${server().url}/t/AAAAAAAAAAAAAAAA`,
      `${server().url}/catalog/images/brand/no-such-brand.svg`,
      'javascript:alert(1)',
    ]) {
      const refused = await context.api.post(
        '/bio/save_page',
        draft([{ id: shop!.id }, { id: blog!.id, thumbnailUrl }], before),
        creator.token,
      );
      expect([refused.code, refused.message], thumbnailUrl).toEqual([400, THUMBNAIL_MESSAGES.notOurs('Blog')]);
    }
    // A refused new button is named by its title, and nothing of the draft is written.
    const refused = await context.api.post(
      '/bio/save_page',
      draft(
        [
          { id: blog!.id },
          { title: 'Podcast', url: 'https://podcast.example.com', thumbnailUrl: 'https://x.example/a.png' },
        ],
        before,
      ),
      creator.token,
    );
    expect([refused.code, refused.message]).toEqual([400, THUMBNAIL_MESSAGES.notOurs('Podcast')]);
    expect(await read()).toEqual(before);
  });
});
