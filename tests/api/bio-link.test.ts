import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_BUTTON_MESSAGES } from '../../src/domain/bio-link-rules';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import { AVATAR_MESSAGES } from '../../server/modules/bio-link/bio-link-operations';
import { BIO_POST_MESSAGES } from '../../server/modules/bio-link/bio-post-decider';
import { loadConfig } from '../../server/config';
import type { RunningServer } from '../../server/server';
import { adminOn } from '../support/admin-cli';
import { projectionTables } from '../support/projection-tables';
import { sharedTestServer } from '../support/test-server';
import { accountApi, expectContract } from './account-support';

/** The bio link calls, the public page /b/{handle} and its tracked buttons, on both databases. */

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe.each(['pglite', 'postgres'] as const)('bio link (%s)', (kind) => {
  let server: RunningServer;
  let api: ReturnType<typeof accountApi>;
  beforeAll(async () => {
    server = await sharedTestServer({}, kind);
    api = accountApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const admin = (...argv: string[]) => adminOn(server)(...argv);
  const page = (handle: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/b/${handle}`, { headers });
  const visit = (shortUrl: string) => fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
  const uploadAvatar = async (token: string, bytes: Buffer, name = 'me.png') => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const res = await fetch(`${server.url}/bio/upload_bio_avatar`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { ...((await res.json()) as { code: number; message: string; data: any }), status: res.status };
  };
  const picture = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();

  async function creatorWithPage(title = 'Jane picks') {
    const creator = await api.registerCreator();
    const created = await api.post('/bio/create_bio_link', { title }, creator.token);
    expectContract('createBioLink', created);
    return { ...creator, bioLinkId: created.data.id as string };
  }

  it('creates one page per shop at the creator handle, and says whether the shop has one', async () => {
    const creator = await api.registerCreator();
    expect((await api.post('/bio/get_bio_link_list', {}, creator.token)).data).toEqual({ list: [] });
    const has = await fetch(`${server.url}/bio/has_bioLink?shopDomain=${creator.shopName}`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(((await has.json()) as { data: unknown }).data).toEqual({ hasBioLink: false });
    const created = await api.post('/bio/create_bio_link', { title: '  Jane picks ' }, creator.token);
    expectContract('createBioLink', created);
    expect(created.data).toMatchObject({
      handle: creator.handle,
      title: 'Jane picks',
      url: `${server.url}/b/${creator.handle}`,
      published: true,
      mediaIds: [],
    });
    const again = await api.post('/bio/create_bio_link', { title: 'Second' }, creator.token);
    expect([again.code, again.message]).toEqual([409, BIO_LINK_MESSAGES.exists]);
    const list = await api.post('/bio/get_bio_link_list', {}, creator.token);
    expectContract('getBioLinkList', list);
    expect(list.data.list).toEqual([created.data]);
    const hasNow = await fetch(`${server.url}/bio/has_bioLink`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(((await hasNow.json()) as { data: unknown }).data).toEqual({ hasBioLink: true });
    const url = await api.post('/bio/get_bio_url', {}, creator.token);
    expectContract('getBioUrl', url);
    expect(url.data.url).toBe(`${server.url}/b/${creator.handle}`);
    // The public profile (what the creator list shows) leads to the page too.
    const profile = (await (await fetch(`${server.url}/p/bloggerinfo?handle=${creator.handle}`)).json()) as {
      data: unknown;
    };
    expect(profile.data).toMatchObject({ handle: creator.handle, hasBioLink: true, bioUrl: url.data.url });
    const shared = await api.post('/bio/get_bio_url_new', {}, creator.token);
    expectContract('getBioUrlNew', shared);
    expect(shared.data.qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await api.post('/bio/get_bio_url_new', {}, creator.token)).data.shortUrl).toBe(shared.data.shortUrl);
    const followed = await visit(shared.data.shortUrl);
    expect([followed.status, followed.headers.get('location')]).toEqual([302, url.data.url]);
  });

  it('adds buttons as tracked addresses, refuses other kinds of address with a sentence, reorders and deletes them', async () => {
    const creator = await creatorWithPage();
    const refused = await api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: [
          { title: 'Shop', url: 'https://shop.example.com' },
          { title: 'Bad', url: 'javascript:alert(1)' },
        ],
      },
      creator.token,
    );
    expect([refused.code, refused.message]).toEqual([400, BIO_BUTTON_MESSAGES.notHttp('Bad')]);
    const data = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Data', url: 'data:text/html,<b>x</b>' }] },
      creator.token,
    );
    expect([data.code, data.message]).toEqual([400, BIO_BUTTON_MESSAGES.notHttp('Data')]);
    expect((await api.post('/bio/get_button_list', {}, creator.token)).data.list).toEqual([]);

    const added = await api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: [
          { title: 'My YouTube', url: 'https://www.youtube.com/@jane' },
          { title: 'Shop', url: 'https://shop.example.com/' },
          { title: 'Blog', url: 'http://blog.example.com/a?b=1' },
        ],
      },
      creator.token,
    );
    expectContract('createButtonBatchV2', added);
    const [youtube, shop, blog] = added.data.list;
    expect(
      added.data.list.map((b: { title: string; sort: number; clicks: number }) => [b.title, b.sort, b.clicks]),
    ).toEqual([
      ['My YouTube', 0, 0],
      ['Shop', 1, 0],
      ['Blog', 2, 0],
    ]);
    expect(youtube.shortUrl).toMatch(new RegExp(`^${server.url}/s/[0-9A-Za-z]{10}$`));

    const check = await api.post(
      '/bio/check_create_button_batch_v3',
      { buttons: [{ title: 'shop', url: 'ftp://x.example.com' }] },
      creator.token,
    );
    expectContract('checkCreateButtonBatchV3', check);
    expect(check.data).toEqual({
      ok: false,
      problems: [
        { field: '/buttons/0/url', message: BIO_BUTTON_MESSAGES.notHttp('shop') },
        { field: '/buttons/0/title', message: BIO_BUTTON_MESSAGES.duplicateTitle('shop') },
      ],
    });
    const duplicate = await api.post(
      '/bio/create_button_batch_v3',
      { buttons: [{ title: 'SHOP', url: 'https://x.example.com' }] },
      creator.token,
    );
    expect([duplicate.code, duplicate.message]).toEqual([400, BIO_BUTTON_MESSAGES.duplicateTitle('SHOP')]);

    const sorted = await api.post(
      '/bio/update_button_batch_sort',
      { ids: [blog.id, youtube.id, shop.id] },
      creator.token,
    );
    expectContract('updateButtonBatchSort', sorted);
    expect(sorted.data.list.map((b: { title: string }) => b.title)).toEqual(['Blog', 'My YouTube', 'Shop']);
    const partial = await api.post('/bio/update_button_batch_sort', { ids: [blog.id] }, creator.token);
    expect([partial.code, partial.message]).toEqual([400, BIO_LINK_MESSAGES.sortNotAll]);

    const followed = await visit(shop.shortUrl);
    expect([followed.status, followed.headers.get('location')]).toEqual([302, 'https://shop.example.com/']);
    const after = await api.post('/bio/get_button_list', {}, creator.token);
    expect(after.data.list.find((b: { id: string }) => b.id === shop.id).clicks).toBe(1);
    const popular = await api.post('/bio/get_most_popular', {}, creator.token);
    expectContract('bioGetMostPopular', popular);
    expect(popular.data.list).toEqual([{ id: shop.id, title: 'Shop', url: shop.shortUrl, clicks: 1 }]);
    const trending = await api.post('/bio/get_trending', {}, creator.token);
    expect(trending.data.list.map((t: { id: string }) => t.id)).toEqual([shop.id]);

    const deleted = await api.post('/bio/delete_button', { id: youtube.id }, creator.token);
    expectContract('deleteButton', deleted);
    expect(deleted.data.list.map((b: { title: string; sort: number }) => [b.title, b.sort])).toEqual([
      ['Blog', 0],
      ['Shop', 1],
    ]);
    expect((await visit(youtube.shortUrl)).status).toBe(404);
  });

  it('keeps social icons one per network, switches sections, and normalises colours on save', async () => {
    const creator = await creatorWithPage();
    await api.post(
      '/bio/add_social_account',
      { platform: 'instagram', url: 'https://instagram.com/old' },
      creator.token,
    );
    const replaced = await api.post(
      '/bio/add_social_account',
      { platform: 'instagram', url: 'https://instagram.com/jane' },
      creator.token,
    );
    expectContract('addSocialAccount', replaced);
    expect(replaced.data.list).toEqual([
      { id: expect.any(String), platform: 'instagram', url: 'https://instagram.com/jane' },
    ]);
    const batch = await api.post(
      '/bio/add_social_account_batch_v2',
      {
        accounts: [
          { platform: 'tiktok', url: 'https://tiktok.com/@jane' },
          { platform: 'instagram', url: 'https://instagram.com/jane' },
        ],
      },
      creator.token,
    );
    expectContract('addSocialAccountBatchV2', batch);
    expect(batch.data.list[1].id).toBe(replaced.data.list[0].id);
    const left = await api.post('/bio/delete_social_account', { id: batch.data.list[0].id }, creator.token);
    expect(left.data.list.map((a: { platform: string }) => a.platform)).toEqual(['instagram']);

    const setting = await api.post('/bio/update_biolink_setting', { showTrending: false }, creator.token);
    expectContract('updateBiolinkSetting', setting);
    expect(setting.data).toEqual({
      showMostPopular: true,
      showTrending: false,
      showSocialIcons: true,
      autoDmEnabled: false,
    });
    expect((await api.post('/bio/get_biolink_setting', {}, creator.token)).data).toEqual(setting.data);

    const look = {
      backgroundColor: 'rgb(16, 185, 129)',
      buttonColor: '#fff',
      buttonTextColor: 'hsl(0, 0%, 0%)',
      buttonShape: 'pill',
      fontFamily: 'serif',
      displayName: 'Jane',
      bio: 'Finds <b>deals</b>',
    };
    expect((await api.post('/bio/check_save', look, creator.token)).data).toEqual({ ok: true, problems: [] });
    const loaded = {
      displayName: '',
      bio: '',
      ...(await api.post('/bio/get_biolink_customize', {}, creator.token)).data,
    };
    const saved = await api.post('/bio/save', { ...look, loaded }, creator.token);
    expectContract('save', saved);
    expect(saved.data).toEqual({
      ...look,
      backgroundColor: '#10B981',
      buttonColor: '#FFFFFF',
      buttonTextColor: '#000000',
      // A save that names no theme keeps the page's (classic, as every page starts).
      theme: 'classic',
    });
    const unreadable = { ...look, buttonColor: 'white', buttonTextColor: '#fefefe' };
    const check = await api.post('/bio/check_save', unreadable, creator.token);
    expect(check.data.ok).toBe(false);
    expect(check.data.problems[0].field).toBe('/buttonTextColor');
    expect(
      (await api.post('/bio/save', { ...unreadable, loaded: { ...loaded, ...saved.data } }, creator.token)).code,
    ).toBe(400);
    expect((await api.post('/bio/get_biolink_customize', {}, creator.token)).data).toEqual(saved.data);
  });

  it('takes an avatar recognised by its bytes, re-encoded into the media library; refuses what is not a picture', async () => {
    const creator = await creatorWithPage();
    const png = await picture();
    const upload = (bytes: Buffer, name = 'me.png') => uploadAvatar(creator.token, bytes, name);
    const fake = await upload(Buffer.from('<svg onload=alert(1)>'), 'me.png');
    expect([fake.code, fake.message]).toEqual([400, AVATAR_MESSAGES.unsupported]);
    const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect([big.code, big.message]).toEqual([400, AVATAR_MESSAGES.tooLarge]);
    const broken = await upload(png.subarray(0, 40));
    expect(broken.code).toBe(400);
    const ok = await upload(png, 'whatever.gif');
    expectContract('uploadBioAvatar', ok);
    expect(ok.data.avatarUrl).toMatch(new RegExp(`^${server.url}/media/uploads/[A-Za-z0-9_-]{16}\\.webp$`));
    const served = await fetch(ok.data.avatarUrl);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 8,
      height: 8,
    });
    const html = await (await page(creator.handle)).text();
    expect(html).toContain(`<img class="avatar" src="${new URL(ok.data.avatarUrl).pathname}"`);
    const loaded = {
      displayName: '',
      bio: '',
      ...(await api.post('/bio/get_biolink_customize', {}, creator.token)).data,
    };
    const removed = await api.post(
      '/bio/save',
      {
        backgroundColor: '#fff',
        buttonColor: '#000',
        buttonTextColor: '#fff',
        buttonShape: 'square',
        fontFamily: 'system',
        removeAvatar: true,
        loaded,
      },
      creator.token,
    );
    expect(removed.data.avatarUrl).toBeUndefined();
  });

  it('shows posts from the operator command with their links, edited through the version the post allows', async () => {
    const creator = await creatorWithPage();
    const posted = await admin(
      'bio',
      'post',
      creator.handle,
      '--media-id',
      'ig_1',
      '--caption',
      'New <script>alert(1)</script> finds',
      '--thumbnail-url',
      'https://cdn.example.com/1.jpg',
      '--posted-at',
      '2026-11-20T09:00:00-08:00',
    );
    expect(posted.out).toEqual([`Recorded instagram post ig_1 of @${creator.handle}.`]);
    await admin('bio', 'post', creator.handle, '--media-id', 'ig_2', '--scheduled', 'true');
    await admin('bio', 'post', creator.handle, '--media-id', 'fb_1', '--platform', 'facebook');
    const bad = await admin('bio', 'post', 'nobody_here', '--media-id', 'x');
    expect(bad.code).toBe(2);

    const v1 = await api.post('/bio/get_blogger_media_list', {}, creator.token);
    expectContract('getBloggerMediaList', v1);
    expect(v1.data.list.map((m: { mediaId: string }) => m.mediaId)).toEqual(['ig_1']);
    const v3 = await api.post('/bio/get_blogger_media_list_v3', { includeScheduled: true }, creator.token);
    expectContract('getBloggerMediaListV3', v3);
    expect(v3.data.total).toBe(2);
    const fb = await api.post('/bio/get_blogger_facebook_media_list', {}, creator.token);
    expect(fb.data.facebookFbMediaList.map((m: { mediaId: string }) => m.mediaId)).toEqual(['fb_1']);

    // The creator has no Amazon tracking ID: a post's Amazon link is refused with what is missing (the earn rule)
    // unless kept untagged knowingly.
    const untaggable = await api.post(
      '/bio/check_edit_link_content_V4',
      { mediaId: 'ig_1', items: [{ title: 'The lamp', url: 'https://www.amazon.com/dp/B09B8V1LZ3' }] },
      creator.token,
    );
    expect(untaggable.data.problems).toEqual([
      {
        field: '/items/0/url',
        message: expect.stringContaining('Amazon links earn you a commission only with an Amazon tracking ID'),
      },
    ]);
    const items = [{ title: 'The lamp', url: 'https://www.amazon.com/dp/B09B8V1LZ3', keepUntagged: true }];
    const onScheduled = await api.post('/bio/edit_link_content_V3', { mediaId: 'ig_2', items }, creator.token);
    expect([onScheduled.code, onScheduled.message]).toEqual([400, BIO_POST_MESSAGES.scheduled]);
    const wrongNetwork = await api.post('/bio/edit_link_content', { mediaId: 'fb_1', items }, creator.token);
    expect([wrongNetwork.code, wrongNetwork.message]).toEqual([400, BIO_POST_MESSAGES.otherNetwork('facebook')]);
    const checked = await api.post(
      '/bio/check_edit_link_content_V4',
      { mediaId: 'ig_2', items: [{ title: 'x', url: 'javascript:1' }] },
      creator.token,
    );
    expect(checked.code).toBe(400);
    const checkOk = await api.post('/bio/check_edit_link_content_V4', { mediaId: 'ig_2', items }, creator.token);
    expect(checkOk.data).toEqual({ ok: true, problems: [] });
    // The creator has no Amazon tracking ID: the card's Amazon button is kept untagged knowingly (the earn rule).
    const reply = {
      enabled: true,
      keywords: ['lamp'],
      dmText: 'Here it is',
      carouselReplyContentList: [
        {
          title: 'Lamp',
          chatButtonReqList: [{ title: 'Buy', contentUrl: 'https://www.amazon.com/dp/B09B8V1LZ3', keepUntagged: true }],
        },
      ],
    };
    const edited = await api.post(
      '/bio/edit_link_content_V4',
      { mediaId: 'ig_1', items, autoReply: reply },
      creator.token,
    );
    expectContract('editLinkContentV4', edited);
    expect(edited.data.linkedContent).toEqual([
      {
        title: 'The lamp',
        url: 'https://www.amazon.com/dp/B09B8V1LZ3',
        shortLinkId: expect.stringMatching(/^[0-9A-Za-z]{10}$/),
        shortUrl: expect.stringMatching(new RegExp(`^${server.url}/s/`)),
      },
    ]);
    expect(edited.data.autoReplyResp).toEqual(reply);
    // Fields the contract does not list are refused by name, and nothing of the call is kept.
    for (const [card, field] of [
      [{ title: 'Lamp', chatButtonReqList: [{ title: 'buy', url: 'javascript:alert(1)' }] }, 'url'],
      [{ title: 'Lamp', chatButtonReqList: [], note: 'n'.repeat(5000) }, 'note'],
    ] as const) {
      const extra = await api.post(
        '/bio/edit_link_content_V4',
        {
          mediaId: 'ig_1',
          items: [{ title: 'Other', url: 'https://o.example.com' }],
          autoReply: { ...reply, carouselReplyContentList: [card] },
        },
        creator.token,
      );
      expect([extra.status, extra.message]).toEqual([400, expect.stringContaining(`${field} is not a known field`)]);
    }
    expect((await api.post('/chat/get_auto_reply', { mediaId: 'ig_1' }, creator.token)).data.autoReply).toEqual(reply);
    const linksOnly = await api.post(
      '/bio/edit_link_content',
      { mediaId: 'ig_1', items: [...items, { title: 'Shade', url: 'https://shade.example.com' }] },
      creator.token,
    );
    expect(linksOnly.data.linkedContent[0].shortLinkId).toBe(edited.data.linkedContent[0].shortLinkId);
    expect(linksOnly.data.autoReplyResp).toEqual(reply);
    const notMine = await api.post(
      '/bio/edit_link_content',
      { mediaId: 'ig_1', items: [{ title: 'p', url: 'https://p.example.com', productId: 'not-a-product' }] },
      creator.token,
    );
    expect(notMine.code).toBe(400);

    const bound = await api.post(
      '/bio/bind_media',
      { bioLinkId: creator.bioLinkId, mediaIds: ['ig_1', 'fb_1'] },
      creator.token,
    );
    expectContract('bindMedia', bound);
    expect(bound.data.mediaIds).toEqual(['ig_1', 'fb_1']);
    const publicPosts = await api.post('/bio_web/get_user_media_list', { handle: creator.handle });
    expectContract('getUserMediaList', publicPosts);
    // Both networks' bound posts, newest first (fb_1 was recorded now, ig_1 on 2026-11-20).
    expect(publicPosts.data.list.map((m: { mediaId: string }) => m.mediaId)).toEqual(['fb_1', 'ig_1']);
    const ig = publicPosts.data.list[1];
    expect(ig.autoReplyResp).toBeUndefined();
    expect(ig.linkedContent[0].url).toMatch(new RegExp(`^${server.url}/s/[0-9A-Za-z]{10}$`));
    const html = await (await page(creator.handle)).text();
    expect(html).toContain('New &lt;script&gt;alert(1)&lt;/script&gt; finds');
    // Written as a path: the tracked address is on the page's own origin.
    expect(html).toContain(`href="${new URL(ig.linkedContent[0].url).pathname}"`);
  });

  it('renders the public page without script, cacheable by ETag, and 404 for unknown handles', async () => {
    const creator = await creatorWithPage('Jane "the" <picks>');
    await api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: [
          { title: 'First', url: 'https://one.example.com' },
          { title: 'Second <img>', url: 'https://two.example.com' },
        ],
      },
      creator.token,
    );
    await api.post('/bio/add_social_account', { platform: 'youtube', url: 'https://youtube.com/@jane' }, creator.token);
    const res = await page(creator.handle.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<title>Jane &quot;the&quot; &lt;picks&gt;</title>');
    expect(html).toContain(`<meta property="og:url" content="${server.url}/b/${creator.handle}">`);
    expect(html.indexOf('>First<')).toBeLessThan(html.indexOf('>Second &lt;img&gt;<'));
    expect(html).toContain('https://youtube.com/@jane');
    // A forged host name changes the addresses only in the answer to the request that sent it.
    const forged = await (await page(creator.handle, { 'x-forwarded-host': 'evil.example.com' })).text();
    expect(forged).toContain(`content="http://evil.example.com/b/${creator.handle}"`);
    const plain = await (await page(creator.handle)).text();
    expect(plain).not.toContain('evil.example.com');
    expect(plain).toBe(html);
    const etag = res.headers.get('etag')!;
    const again = await page(creator.handle, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const web = await api.post('/bio_web/get_button_list', { handle: creator.handle });
    expectContract('bioWebGetButtonList', web);
    expect(web.data.list.map((b: { title: string }) => b.title)).toEqual(['First', 'Second <img>']);
    expectContract(
      'bioWebGetSocialAccountList',
      await api.post('/bio_web/get_social_account_list', { handle: creator.handle }),
    );
    expectContract('bioWebGetMostPopular', await api.post('/bio_web/get_most_popular', { handle: creator.handle }));
    expectContract('bioWebGetTrending', await api.post('/bio_web/get_trending', { handle: creator.handle }));

    const unknown = await page('no_such_handle_here');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Bio page not found');
    const missing = await api.post('/bio_web/get_button_list', { handle: 'no_such_handle_here' });
    expect(missing.code).toBe(404);
  });

  it('draws the first few most popular links, and no ranking while the page has too few links to rank', async () => {
    const creator = await creatorWithPage();
    const added = await api.post(
      '/bio/create_button_batch_v2',
      {
        buttons: ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({
          title,
          url: `https://${title}.example.com/`,
        })),
      },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const buttons: Array<{ id: string; title: string; shortUrl: string }> = added.data.list;
    for (const [i, button] of buttons.slice(0, 4).entries())
      for (let n = 0; n <= i; n += 1) expect((await visit(button.shortUrl)).status).toBe(302);
    const ranking = await api.post('/bio/get_most_popular', {}, creator.token);
    expect(ranking.data.list.map((p: { title: string }) => p.title)).toEqual(['Four', 'Three', 'Two', 'One']);
    await api.post('/bio/delete_button', { id: buttons[4]!.id }, creator.token);
    const popularOf = async () => {
      const html = await (await page(creator.handle)).text();
      const section = /<h2>Most popular<\/h2>(.*?)<\/ul>/s.exec(html)?.[1];
      return section === undefined ? undefined : [...section.matchAll(/>([A-Za-z]+)<\/a>/g)].map((m) => m[1]);
    };
    expect(await popularOf()).toEqual(['Four', 'Three', 'Two']);
    await api.post('/bio/delete_button', { id: buttons[3]!.id }, creator.token);
    expect(await popularOf()).toBeUndefined();
  });

  it("refuses another shop's token and an unreadable body", async () => {
    const alice = await creatorWithPage();
    const bob = await creatorWithPage();
    const added = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Mine', url: 'https://alice.example.com' }] },
      alice.token,
    );
    const aliceButton = added.data.list[0].id;
    const detail = await api.post('/bio/get_bio_link_detail', { id: alice.bioLinkId }, bob.token);
    expect([detail.code, detail.message]).toEqual([404, BIO_LINK_MESSAGES.unknownPage(alice.bioLinkId)]);
    expect((await api.post('/bio/delete_button', { id: aliceButton }, bob.token)).code).toBe(404);
    expect((await api.post('/bio/update_button_batch_sort', { ids: [aliceButton] }, bob.token)).code).toBe(404);
    expect(
      (await api.post('/bio/bind_media', { bioLinkId: alice.bioLinkId, mediaIds: ['ig_1'] }, bob.token)).code,
    ).toBe(404);
    const claimed = await api.post('/bio/get_button_list', { shopDomain: alice.shopName }, bob.token);
    expect(claimed.code).toBe(403);
    expect(
      (await api.post('/bio/get_button_list', {}, alice.token)).data.list.map((b: { id: string }) => b.id),
    ).toEqual([aliceButton]);
    const own = await api.post('/bio/get_bio_link_detail', { id: alice.bioLinkId }, alice.token);
    expectContract('getBioLinkDetail', own);
    expect((await api.post('/bio/get_button_list', {})).code).toBe(401);
    const noTitle = await api.post('/bio/create_bio_link', { title: '' }, (await api.registerCreator()).token);
    expect(noTitle.code).toBe(400);
    const anyLook = {
      displayName: '',
      bio: '',
      backgroundColor: 'red',
      buttonColor: 'red',
      buttonTextColor: 'white',
      buttonShape: 'pill',
      fontFamily: 'system',
    };
    const noPage = await api.post(
      '/bio/save',
      { backgroundColor: 'red', loaded: anyLook },
      (await api.registerCreator()).token,
    );
    expect([noPage.code, noPage.message]).toEqual([404, BIO_LINK_MESSAGES.missing]);
  });

  describe('save_page: the editor draft as one write', () => {
    type Detail = {
      buttons: Array<{ id: string; title: string; url: string; shortUrl: string }>;
      socialAccounts: Array<{ id: string; platform: string; url: string }>;
      customize: { displayName?: string; bio?: string };
    };
    const contentOf = (d: Detail) => ({
      displayName: d.customize.displayName ?? '',
      bio: d.customize.bio ?? '',
      buttons: d.buttons.map(({ id, title, url }) => ({ id, title, url })),
      socialAccounts: d.socialAccounts.map(({ platform, url }) => ({ platform, url })),
    });
    const read = async (c: { token: string; bioLinkId: string }) =>
      (await api.post('/bio/get_bio_link_detail', { id: c.bioLinkId }, c.token)).data as Detail;
    async function pageWithButtons() {
      const creator = await creatorWithPage();
      await api.post(
        '/bio/create_button_batch_v2',
        {
          buttons: [
            { title: 'Shop', url: 'https://shop.example.com' },
            { title: 'Blog', url: 'https://blog.example.com' },
          ],
        },
        creator.token,
      );
      await api.post(
        '/bio/add_social_account_batch_v2',
        { accounts: [{ platform: 'instagram', url: 'https://instagram.com/jane' }] },
        creator.token,
      );
      return { creator, before: await read(creator) };
    }

    it('removes, adds, orders and names the page in one call, answering the page as saved', async () => {
      const { creator, before } = await pageWithButtons();
      const [shop, blog] = before.buttons;
      const saved = await api.post(
        '/bio/save_page',
        {
          displayName: ' Jane ',
          bio: 'Spring picks',
          buttons: [{ title: 'Podcast', url: 'https://podcast.example.com' }, { id: blog!.id }],
          socialAccounts: [
            { platform: 'tiktok', url: 'https://www.tiktok.com/@jane' },
            { platform: 'instagram', url: 'https://instagram.com/jane' },
          ],
          loaded: contentOf(before),
        },
        creator.token,
      );
      expectContract('savePage', saved);
      const savedPage = saved.data as Detail;
      expect(savedPage.buttons.map((b) => [b.title, b.url])).toEqual([
        ['Podcast', 'https://podcast.example.com/'],
        ['Blog', 'https://blog.example.com/'],
      ]);
      expect(savedPage.buttons[1]!.shortUrl).toBe(blog!.shortUrl);
      expect(savedPage.socialAccounts.map((a) => a.platform)).toEqual(['tiktok', 'instagram']);
      expect(savedPage.socialAccounts[1]!.id).toBe(before.socialAccounts[0]!.id);
      expect([savedPage.customize.displayName, savedPage.customize.bio]).toEqual(['Jane', 'Spring picks']);
      expect(await read(creator)).toEqual(savedPage);
      // The removed button's tracked address stops; the new one leads to its page.
      expect((await visit(shop!.shortUrl)).status).toBe(404);
      const podcast = await visit(savedPage.buttons[0]!.shortUrl);
      expect([podcast.status, podcast.headers.get('location')]).toEqual([302, 'https://podcast.example.com/']);
      const html = await (await page(creator.handle)).text();
      expect(html.indexOf('Podcast')).toBeLessThan(html.indexOf('Blog'));
      expect(html).toContain('Spring picks');
    });

    it('features kept and new buttons, answers the mark, and draws featured buttons apart on the public page', async () => {
      const { creator, before } = await pageWithButtons();
      const [shop, blog] = before.buttons;
      const draft = (buttons: object[], loaded: Detail) => ({
        displayName: '',
        bio: '',
        buttons,
        socialAccounts: [{ platform: 'instagram', url: 'https://instagram.com/jane' }],
        loaded: contentOf(loaded),
      });
      const saved = await api.post(
        '/bio/save_page',
        draft(
          [
            { id: shop!.id },
            { id: blog!.id, featured: true },
            { title: 'Podcast', url: 'https://podcast.example.com', featured: true },
          ],
          before,
        ),
        creator.token,
      );
      expectContract('savePage', saved);
      const featured = (d: Detail) => d.buttons.map((b) => [b.title, (b as { featured?: boolean }).featured ?? false]);
      expect(featured(saved.data as Detail)).toEqual([
        ['Shop', false],
        ['Blog', true],
        ['Podcast', true],
      ]);
      expect(featured(await read(creator))).toEqual(featured(saved.data as Detail));
      const anchors = (html: string) =>
        [...html.matchAll(/<a class="([^"]+)" href="[^"]+">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
      const publicHtml = await (await page(creator.handle)).text();
      // One page-wide nofollow: every link on the page is tracked or the creator's own profile.
      expect(publicHtml).toContain('<meta name="robots" content="nofollow">');
      expect(anchors(publicHtml)).toEqual([
        ['Shop', 'b'],
        ['Blog', 'b f'],
        ['Podcast', 'b f'],
      ]);
      // Unfeaturing is a save without the mark; the order and the other marks stay.
      const now = saved.data as Detail;
      const again = await api.post(
        '/bio/save_page',
        draft(
          now.buttons.map((b) => ({ id: b.id, ...(b.title === 'Podcast' ? { featured: true } : {}) })),
          now,
        ),
        creator.token,
      );
      expect(featured(again.data as Detail)).toEqual([
        ['Shop', false],
        ['Blog', false],
        ['Podcast', true],
      ]);
      expect(anchors(await (await page(creator.handle)).text())).toEqual([
        ['Shop', 'b'],
        ['Blog', 'b'],
        ['Podcast', 'b f'],
      ]);
    });

    it('refuses a draft of a page changed since it was read, and stores nothing', async () => {
      const { creator, before } = await pageWithButtons();
      await api.post(
        '/bio/create_button_batch_v3',
        { buttons: [{ title: 'Added elsewhere', url: 'https://other.example.com' }] },
        creator.token,
      );
      const now = await read(creator);
      const draft = {
        displayName: 'Jane',
        bio: '',
        buttons: [{ id: before.buttons[0]!.id }],
        socialAccounts: [],
        loaded: contentOf(before),
      };
      const stale = await api.post('/bio/save_page', draft, creator.token);
      expect([stale.code, stale.message]).toEqual([409, BIO_LINK_MESSAGES.changedElsewhere]);
      expect(await read(creator)).toEqual(now);
      // The same draft sent with the page as it is now (the editor's 'Keep my changes') is saved.
      const kept = await api.post('/bio/save_page', { ...draft, loaded: contentOf(now) }, creator.token);
      expect(kept.code).toBe(200);
      expect([
        kept.data.buttons.map((b: { title: string }) => b.title),
        kept.data.socialAccounts,
        kept.data.customize.displayName,
      ]).toEqual([['Shop'], [], 'Jane']);
    });

    it('refuses bad input whole with a sentence, and stores nothing', async () => {
      const { creator, before } = await pageWithButtons();
      const [shop, blog] = before.buttons;
      const base = { displayName: 'Changed', bio: 'Changed too', socialAccounts: [], loaded: contentOf(before) };
      const refusals: Array<[unknown[], number, string]> = [
        [[{ id: shop!.id }, { title: 'Evil', url: 'javascript:alert(1)' }], 400, BIO_BUTTON_MESSAGES.notHttp('Evil')],
        [
          [{ id: shop!.id }, { title: 'Page', url: 'data:text/html,<b>x</b>' }],
          400,
          BIO_BUTTON_MESSAGES.notHttp('Page'),
        ],
        [
          [{ id: blog!.id }, { title: 'blog ', url: 'https://blog.example.com/2' }],
          400,
          BIO_BUTTON_MESSAGES.duplicateTitle('blog'),
        ],
        [[{ title: '  ', url: 'https://x.example.com' }], 400, BIO_BUTTON_MESSAGES.noTitle],
        [[{ id: shop!.id }, { id: shop!.id }], 400, BIO_LINK_MESSAGES.buttonTwice(shop!.id)],
        [[{ id: 'nowhere' }], 404, BIO_LINK_MESSAGES.unknownButton('nowhere')],
      ];
      for (const [buttons, code, message] of refusals) {
        const refused = await api.post('/bio/save_page', { ...base, buttons }, creator.token);
        expect([refused.code, refused.message]).toEqual([code, message]);
      }
      const twice = await api.post(
        '/bio/save_page',
        {
          ...base,
          buttons: [],
          socialAccounts: [
            { platform: 'tiktok', url: 'https://www.tiktok.com/@a' },
            { platform: 'tiktok', url: 'https://www.tiktok.com/@b' },
          ],
        },
        creator.token,
      );
      expect([twice.code, twice.message]).toEqual([400, BIO_LINK_MESSAGES.socialTwice('tiktok')]);
      expect((await api.post('/bio/save_page', { ...base, buttons: [], loaded: undefined }, creator.token)).code).toBe(
        400,
      );
      expect(await read(creator)).toEqual(before);
    });

    it("refuses another shop's token and buttons", async () => {
      const { creator: alice, before } = await pageWithButtons();
      const bob = await creatorWithPage();
      const bobs = await read(bob);
      const draft = { displayName: 'Bob', bio: '', buttons: [{ id: before.buttons[0]!.id }], socialAccounts: [] };
      const claimed = await api.post(
        '/bio/save_page',
        { ...draft, shopDomain: alice.shopName, loaded: contentOf(before) },
        bob.token,
      );
      expect(claimed.code).toBe(403);
      const foreign = await api.post('/bio/save_page', { ...draft, loaded: contentOf(bobs) }, bob.token);
      expect([foreign.code, foreign.message]).toEqual([404, BIO_LINK_MESSAGES.unknownButton(before.buttons[0]!.id)]);
      expect((await api.post('/bio/save_page', { ...draft, loaded: contentOf(before) }, bob.token)).code).toBe(409);
      expect([await read(alice), await read(bob)]).toEqual([before, bobs]);
      expect((await api.post('/bio/save_page', { ...draft, loaded: contentOf(before) })).code).toBe(401);
    });
  });

  it('rebuilds the same tables from the log, and erases the page with the account', async () => {
    const creator = await creatorWithPage();
    const added = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Secret shop', url: 'https://secret.example.com' }] },
      creator.token,
    );
    await api.post('/bio/add_social_account', { platform: 'tiktok', url: 'https://tiktok.com/@secret' }, creator.token);
    await admin('bio', 'post', creator.handle, '--media-id', 'erase_me', '--caption', 'secret caption');
    const avatar = (await uploadAvatar(creator.token, await picture())).data.avatarUrl as string;
    expect((await fetch(avatar)).status).toBe(200);
    const names = ['bio-links', 'bio-posts'];
    const live = await projectionTables(server, names);
    await server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server, names)).toEqual(live);

    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code).toBe(200);
    const { rows } = await server.services.database.query<{ data: string }>(
      `select data::text as data from events where stream_id like 'bio-%'`,
    );
    const log = rows.map((r) => r.data).join('\n');
    expect(log).not.toContain('secret');
    expect((await page(creator.handle)).status).toBe(404);
    expect((await visit(added.data.list[0].shortUrl)).status).toBe(404);
    expect((await fetch(avatar)).status).toBe(404);
    const after = await projectionTables(server, names);
    await server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server, names)).toEqual(after);
  });
});

describe('bio page and short-link bases from the configuration', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await sharedTestServer({
      BIO_PAGE_BASE_URL: 'https://bio.example.com/',
      SHORT_LINK_BASE_URL: 'https://lnk.example.com',
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a base with a path, and writes page and tracked addresses on their bases', async () => {
    expect(() => loadConfig({ BIO_PAGE_BASE_URL: 'https://bio.example.com/pages' })).toThrow(
      /BIO_PAGE_BASE_URL="https:\/\/bio.example.com\/pages": must be an origin/,
    );
    const api = accountApi(server);
    const creator = await api.registerCreator();
    const created = await api.post('/bio/create_bio_link', { title: 'Jane' }, creator.token);
    expect(created.data.url).toBe(`https://bio.example.com/b/${creator.handle}`);
    const shared = await api.post('/bio/get_bio_url_new', {}, creator.token);
    expect(shared.data).toMatchObject({
      url: `https://bio.example.com/b/${creator.handle}`,
      shortUrl: expect.stringMatching(/^https:\/\/lnk\.example\.com\/s\/[0-9A-Za-z]{10}$/),
    });
    const buttons = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Shop', url: 'https://shop.example.com' }] },
      creator.token,
    );
    const html = await (await fetch(`${server.url}/b/${creator.handle}`)).text();
    expect(html).toContain(`<meta property="og:url" content="https://bio.example.com/b/${creator.handle}">`);
    expect(html).toContain(`href="${buttons.data.list[0].shortUrl}"`);
    expect(buttons.data.list[0].shortUrl).toMatch(/^https:\/\/lnk\.example\.com\/s\//);
  });
});
