import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../server/modules/catalog';
import { COMBINED_LINK_MESSAGES } from '../../server/modules/link-pages/combined-link-decider';
import { FREE_TRIAL_DAYS } from '../../server/modules/link-pages/free-days';
import { GROUP_LINK_MESSAGES } from '../../server/modules/link-pages/group-links';
import type { RunningServer } from '../../server/server';
import { expectContract, startWithCreators, type Creator, type ProductsApi } from './products-support';

const catalog = bundledCatalog();
const amazon = catalog.products.filter((p) => p.retailer === 'amazon' && p.inStock !== false);
const walmart = catalog.products.find((p) => p.retailer === 'walmart')!;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PREVIEW_BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const HOSTILE = `<script>alert("x")</script> & 'quotes'`;

describe.each(['pglite', 'postgres'] as const)(
  'link pages: group links, combined links, deep links, free days (%s)',
  (kind) => {
    let server: RunningServer;
    let api: ProductsApi;
    let alice: Creator;
    let bob: Creator;

    /** A short link of the creator to a catalog product (kind short unless asked), as the short-links calls make it. */
    async function shortLink(creator: Creator, url: string, extra: Record<string, unknown> = {}) {
      const res = await api.post('/app/get_shortlink/v3', { url, ...extra }, creator.token);
      expect(res.code, res.message).toBe(200);
      return res.data as { id: string; code: string; kind: string };
    }

    beforeAll(
      async () =>
        ({ server, api, alice, bob } = await startWithCreators(
          kind,
          { amazonTrackingId: 'alice-20' },
          { amazonTrackingId: 'bob-20' },
        )),
      60_000,
    );
    afterAll(() => server?.close());

    describe('group links (a collection published at /gl/{code})', () => {
      let collection: { id: string };
      let code: string;
      const productIds: string[] = [];

      beforeAll(async () => {
        const form = new FormData();
        form.set('name', HOSTILE);
        form.set('description', 'Things I use every day');
        collection = (await api.postMultipart('/app/update_collection', form, alice.token)).data;
        for (const product of [amazon[0]!, amazon[1]!, walmart]) {
          productIds.push(
            (await api.post('/app/product/add_product', { url: product.url }, alice.token)).data.product.id,
          );
        }
        const changed = await api.post(
          '/app/collection/change',
          { collectionId: collection.id, addProductIds: productIds },
          alice.token,
        );
        expect(changed.code, changed.message).toBe(200);
        code = (await api.post('/app/grouplink/list', {}, alice.token)).data.list[0].code;
      });

      it('every collection is a group link; its Amazon products got tracked short links, the others lead to the product page', async () => {
        const res = await api.post('/app/grouplink/list', {}, alice.token);
        expectContract('grouplinkList', res);
        expect(res.data.total).toBe(1);
        const [link] = res.data.list;
        expect(link).toEqual({
          id: code,
          code,
          url: `${server.url}/gl/${code}`,
          title: HOSTILE,
          description: 'Things I use every day',
          collectionId: collection.id,
          links: [
            { title: walmart.title, url: walmart.url },
            { title: amazon[1]!.title, url: expect.stringMatching(new RegExp(`^${server.url}/s/[0-9A-Za-z]{8}$`)) },
            { title: amazon[0]!.title, url: expect.stringMatching(new RegExp(`^${server.url}/s/[0-9A-Za-z]{8}$`)) },
          ],
          clicks: 0,
          createdAt: expect.any(String),
        });
        const redirect = await api.page(new URL(link.links[1].url).pathname, { 'user-agent': DESKTOP });
        expect(redirect.status).toBe(302);
        expect(redirect.headers.get('location')).toContain('tag=alice-20');
      });

      it('v2 filters on the title; detail answers one, 404 for another shop', async () => {
        const hit = await api.post('/app/grouplink/v2/list', { keyword: 'script' }, alice.token);
        expectContract('grouplinkListV2', hit);
        expect(hit.data.list.map((l: { code: string }) => l.code)).toEqual([code]);
        expect((await api.post('/app/grouplink/v2/list', { keyword: 'nothing like it' }, alice.token)).data).toEqual({
          list: [],
          total: 0,
        });
        const detail = await api.post('/app/grouplink/detail', { id: code }, alice.token);
        expectContract('grouplinkDetail', detail);
        expect(detail.data.links).toHaveLength(3);
        const other = await api.post('/app/grouplink/detail', { id: code }, bob.token);
        expect([other.status, other.message]).toEqual([404, GROUP_LINK_MESSAGES.unknown(code)]);
      });

      it('the page is small escaped HTML for phones, cacheable by revalidation, and each visit counts', async () => {
        const res = await api.page(`/gl/${code}`, { 'user-agent': IPHONE });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('public, no-cache');
        expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
        const html = await res.text();
        expect(html.length).toBeLessThan(8_000);
        expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
        expect(html).not.toContain('<script>alert');
        expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
        expect(html).toContain(`by @${alice.handle}`);
        expect(html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/s\/[0-9A-Za-z]{8}" rel="sponsored nofollow noopener"/);
        expect(html).toContain('may earn a commission');
        const again = await api.page(`/gl/${code}`, {
          'user-agent': IPHONE,
          'if-none-match': res.headers.get('etag')!,
        });
        expect(again.status).toBe(304);
        await api.page(`/gl/${code}`, { 'user-agent': PREVIEW_BOT });
        const detail = await api.post('/app/grouplink/detail', { id: code }, alice.token);
        // Two visits by a person (the 304 too); the link preview is a bot and not counted.
        expect(detail.data.clicks).toBe(2);
      });

      it('answers 404 pages for unknown codes and for deleted collections', async () => {
        const unknown = await api.page('/gl/NoSuchCode');
        expect(unknown.status).toBe(404);
        expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const form = new FormData();
        form.set('name', 'Short lived');
        const made = (await api.postMultipart('/app/update_collection', form, bob.token)).data;
        const bobCode = (await api.post('/app/grouplink/list', {}, bob.token)).data.list[0].code;
        expect((await api.page(`/gl/${bobCode}`)).status).toBe(200);
        await api.post('/app/collection/delete', { collectionId: made.id }, bob.token);
        expect((await api.page(`/gl/${bobCode}`)).status).toBe(404);
        expect((await api.post('/app/grouplink/list', {}, bob.token)).data.total).toBe(0);
      });
    });

    describe('combined links (several short links at /c/{code})', () => {
      let links: Array<{ id: string; code: string }>;
      const create = (creator: Creator, fields: Record<string, string>) =>
        api.postForm('/app/combinelink/create', fields, creator.token);
      const combined = (creator: Creator) => api.post('/app/combinelink/list', { pageSize: 100 }, creator.token);

      beforeAll(async () => {
        links = [
          await shortLink(alice, amazon[2]!.url, { title: 'My favourite <serum>' }),
          await shortLink(alice, amazon[3]!.url),
        ];
      });

      it('creates one from a URL-encoded form with the short-link ids in order', async () => {
        const res = await create(alice, { title: 'Morning routine', shortLinkIds: `${links[1]!.id},${links[0]!.id}` });
        expectContract('combinelinkCreate', res);
        expect(res.data).toEqual({
          id: expect.stringMatching(/^[0-9A-Za-z]{8}$/),
          code: res.data.id,
          url: `${server.url}/c/${res.data.id}`,
          title: 'Morning routine',
          shortLinks: [
            expect.objectContaining({ code: links[1]!.code }),
            expect.objectContaining({ code: links[0]!.code, title: 'My favourite <serum>' }),
          ],
          clicks: 0,
          createdAt: expect.any(String),
        });
        const list = await combined(alice);
        expectContract('combinelinkList', list);
        expect(list.data.list[0]).toEqual(res.data);
        const detail = await api.post('/app/combinelink/detail', { id: res.data.id }, alice.token);
        expectContract('combinelinkDetail', detail);
        expect(detail.data).toEqual(res.data);
      });

      it('the page lists each short link through its own tracked redirect, escaped, and counts visits', async () => {
        const made = (await create(alice, { title: 'Page test', shortLinkIds: `${links[0]!.id},${links[1]!.id}` }))
          .data;
        const res = await api.page(`/c/${made.code}`, { 'user-agent': IPHONE });
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`/s/${links[0]!.code}"`);
        expect(html).toContain(`/s/${links[1]!.code}"`);
        expect(html.indexOf(links[0]!.code)).toBeLessThan(html.indexOf(links[1]!.code));
        expect(html).toContain('My favourite &lt;serum&gt;');
        expect(html).toContain(amazon[3]!.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
        const detail = await api.post('/app/combinelink/detail', { id: made.id }, alice.token);
        expect(detail.data.clicks).toBe(1);
        // A short link deleted since is left off the page (its address answers 404).
        await api.post('/app/delete_shortlink', { id: links[1]!.id }, alice.token);
        const after = await (await api.page(`/c/${made.code}`)).text();
        expect(after).not.toContain(`/s/${links[1]!.code}"`);
        links[1] = await shortLink(alice, amazon[4]!.url);
      });

      it('refuses repeated, unknown and foreign short links and blank titles, changing nothing', async () => {
        const reads = () => combined(alice);
        const [a, b] = [links[0]!, links[1]!];
        const foreign = await shortLink(bob, amazon[5]!.url);
        await api.expectRefused(
          () => create(alice, { title: 'x', shortLinkIds: `${a.id},${b.id},${a.id}` }),
          400,
          COMBINED_LINK_MESSAGES.repeated(a.id),
          reads,
        );
        await api.expectRefused(
          () => create(alice, { title: 'x', shortLinkIds: `${a.id},${foreign.id}` }),
          404,
          COMBINED_LINK_MESSAGES.notYours([foreign.id]),
          reads,
        );
        await api.expectRefused(
          () => create(alice, { title: 'x', shortLinkIds: 'Nope1234' }),
          404,
          COMBINED_LINK_MESSAGES.notYours(['Nope1234']),
          reads,
        );
        await api.expectRefused(
          () => create(alice, { title: '   ', shortLinkIds: a.id }),
          400,
          COMBINED_LINK_MESSAGES.blankTitle,
          reads,
        );
        await api.expectRefused(() => create(alice, { shortLinkIds: a.id }), 400, 'title is required', reads);
        await api.expectRefused(
          () => create(alice, { title: 'x', shortLinkIds: `${a.id},,${b.id}` }),
          400,
          'shortLinkIds has an invalid format',
          reads,
        );
        await api.expectRefused(
          () => create(alice, { title: 'x', shortLinkIds: Array.from({ length: 51 }, (_, i) => `id${i}`).join(',') }),
          400,
          'shortLinkIds',
          reads,
        );
      });

      it('deletes one: its page and detail answer 404, its short links keep working; a second delete is a 404', async () => {
        const made = (await create(alice, { title: 'Temporary', shortLinkIds: links[0]!.id })).data;
        await api.expectRefused(
          () => api.post('/app/combinelink/delete', { id: made.id }, bob.token),
          404,
          COMBINED_LINK_MESSAGES.unknown(made.id),
        );
        const res = await api.post('/app/combinelink/delete', { id: made.id }, alice.token);
        expectContract('combinelinkDelete', res);
        expect(res.data).toEqual({ id: made.id, deletedAt: expect.any(String) });
        expect((await api.page(`/c/${made.code}`)).status).toBe(404);
        expect((await api.post('/app/combinelink/detail', { id: made.id }, alice.token)).status).toBe(404);
        expect((await api.page(`/s/${links[0]!.code}`, { 'user-agent': DESKTOP })).status).toBe(302);
        await api.expectRefused(
          () => api.post('/app/combinelink/delete', { id: made.id }, alice.token),
          404,
          COMBINED_LINK_MESSAGES.unknown(made.id),
        );
      });

      it('pages the list newest first', async () => {
        const creator = await api.registerCreator({ amazonTrackingId: 'carol-20' });
        const link = await shortLink(creator, amazon[6]!.url);
        const ids: string[] = [];
        for (const title of ['one', 'two', 'three'])
          ids.push((await create(creator, { title, shortLinkIds: link.id })).data.id);
        const page = await api.post('/app/combinelink/list', { pageSize: 2, pageNum: 2 }, creator.token);
        expect(page.data.total).toBe(3);
        expect(page.data.list.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
      });
    });

    describe('deep links', () => {
      it('lists the shop deep links (not its short links), newest first, paged and searchable, and counts them', async () => {
        const creator = await api.registerCreator({ amazonTrackingId: 'dana-20' });
        const first = await shortLink(creator, amazon[7]!.url, { kind: 'deep', title: 'Blender deal' });
        await shortLink(creator, amazon[8]!.url);
        const second = await shortLink(creator, amazon[9]!.url, { kind: 'deep' });
        const list = await api.post('/app/deeplink/list', {}, creator.token);
        expectContract('deeplinkList', list);
        expect(list.data.list.map((l: { code: string; kind: string }) => [l.code, l.kind])).toEqual([
          [second.code, 'deep'],
          [first.code, 'deep'],
        ]);
        const page = await api.post('/app/deeplink/listByPage', { pageSize: 1, pageNum: 2 }, creator.token);
        expectContract('listByPage', page);
        expect(page.data).toEqual({ list: [expect.objectContaining({ code: first.code })], total: 2 });
        const search = await api.post('/app/deeplink/listByPage', { keyword: 'BLENDER' }, creator.token);
        expect(search.data.list.map((l: { code: string }) => l.code)).toEqual([first.code]);
        const count = await api.post('/app/deeplink/count', {}, creator.token);
        expectContract('count', count);
        expect(count.data).toEqual({ count: 2 });
        expect((await api.post('/app/deeplink/count', {}, bob.token)).data).toEqual({ count: 0 });
      });
    });

    describe('free days', () => {
      it(`a new shop has ${FREE_TRIAL_DAYS} days of free use from its registration`, async () => {
        const res = await api.post('/usage/freeday/remain', {}, alice.token);
        expectContract('remain', res);
        expect(res.data.remainingDays).toBe(FREE_TRIAL_DAYS);
        const { rows } = await server.services.database.query<{ registered_at: Date }>(
          'select registered_at from accounts where shop_domain = $1',
          [alice.shopName],
        );
        expect(Date.parse(res.data.trialEndsAt)).toBe(rows[0]!.registered_at.getTime() + FREE_TRIAL_DAYS * 86_400_000);
      });
    });
  },
);
