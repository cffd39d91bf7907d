import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { loadContract } from '../../server/http/contract';
import { createHttpApp } from '../../server/http/app';
import { RequestValidator } from '../../server/http/request-validator';
import { createLogger } from '../../server/logger';
import { monthlyClicks, shortLinksOf } from '../../server/modules/short-links';
import { NOT_FOUND_PAGE } from '../../server/modules/short-links/short-link-redirect';
import { startServer, type RunningServer } from '../../server/server';
import type { TestDatabase } from '../support/db';
import { projectionTables } from '../support/projection-tables';
import { startTestServer } from '../support/test-server';
import {
  AMAZON_CANONICAL,
  AMAZON_PRODUCT,
  FACEBOOK_PREVIEW,
  OTHER_AMAZON_PRODUCT,
  shortLinkApi,
  WINDOWS_CHROME,
  type ShortLinkApi,
} from './short-link-support';

const BASE = 'https://lnk.example.com';

describe.each(['pglite', 'postgres'] as const)('GET /s/{code} (%s)', (kind) => {
  let server: RunningServer;
  let api: ShortLinkApi;

  beforeAll(async () => {
    server = await startTestServer({ SHORT_LINK_BASE_URL: `${BASE}/`, CLICK_COUNTRY_HEADER: 'CF-IPCountry' }, kind);
    api = shortLinkApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const linkOf = async (url = AMAZON_PRODUCT) => {
    const creator = await api.creator('jane-20');
    const link = (await api.post('/app/get_shortlink/v3', { url }, creator.token)).data as {
      code: string;
      shortUrl: string;
      originalUrl: string;
    };
    return { creator, link };
  };

  it('answers a plain 302 to the destination once the click is stored, with what the statistics need', async () => {
    const { creator, link } = await linkOf();
    expect(link.shortUrl).toBe(`${BASE}/s/${link.code}`);
    const res = await api.visit(link.code, {
      referer: 'https://www.instagram.com/p/abc/?igsh=1',
      'cf-ipcountry': 'de',
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${AMAZON_CANONICAL}?tag=jane-20`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toBe('');
    const clicks = await api.clicksOf(link.code);
    expect(clicks).toEqual([
      {
        clickId: res.headers.get('x-request-id'),
        linkType: 'short-link',
        linkId: link.code,
        shopDomain: creator.shopName,
        at: expect.any(String),
        device: 'mobile',
        os: 'ios',
        browser: 'safari',
        bot: false,
        referrerHost: 'www.instagram.com',
        country: 'DE',
        // The Amazon store the visitor was sent to: the link's own (the creator has no store ids to localise with).
        amazonStore: 'amazon.com',
      },
    ]);
    // A query string or a trailing slash still reaches the link; nothing is recorded of unknown referrers or countries.
    expect(
      (await api.visit(`${link.code}/?utm_source=x`, { 'user-agent': WINDOWS_CHROME, 'cf-ipcountry': 'XX' })).status,
    ).toBe(302);
    const second = (await api.clicksOf(link.code))[1]!;
    expect(second).toMatchObject({ device: 'desktop', os: 'windows', bot: false });
    expect(second).not.toHaveProperty('country');
    expect(second).not.toHaveProperty('referrerHost');
  });

  it('hands deep links to the deep-link page on phones and answers the same 302 elsewhere, counting each click', async () => {
    const creator = await api.creator('jane-20');
    const deep = (
      await api.post(
        '/app/get_shortlink_with_trackingid/v3',
        { url: AMAZON_PRODUCT, trackingId: 'jane-20', kind: 'deep' },
        creator.token,
      )
    ).data;
    const phone = await api.visit(deep.code);
    expect([phone.status, phone.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(phone.headers.get('content-type')).toContain('text/html');
    expect(phone.body).toContain('Open in app');
    const desktop = await api.visit(deep.code, { 'user-agent': WINDOWS_CHROME });
    expect([desktop.status, desktop.location]).toEqual([302, deep.originalUrl]);
    const preview = await api.visit(deep.code, { 'user-agent': FACEBOOK_PREVIEW });
    expect([preview.status, preview.location]).toEqual([302, deep.originalUrl]);
    expect((await api.clicksOf(deep.code)).map((c) => [c.device, c.bot])).toEqual([
      ['mobile', false],
      ['desktop', false],
      ['other', true],
    ]);
  });

  it('answers unknown, deleted and malformed codes with a small 404 page and records nothing', async () => {
    const before = await api.eventCount();
    for (const code of ['Zz9Zz9Zz', 'no!such', '', 'a/b']) {
      const res = await api.visit(code);
      expect([res.status, res.headers.get('content-type'), res.body]).toEqual([
        404,
        'text/html; charset=utf-8',
        NOT_FOUND_PAGE,
      ]);
      expect([res.headers.get('cache-control'), res.headers.get('content-security-policy')]).toEqual([
        'no-store',
        expect.stringContaining("default-src 'none'"),
      ]);
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('answers HEAD (link checkers, previews) with the redirect but records no click', async () => {
    const { link } = await linkOf();
    const res = await api.visit(link.code, {}, 'HEAD');
    expect([res.status, res.location]).toEqual([302, `${AMAZON_CANONICAL}?tag=jane-20`]);
    expect(await api.clicksOf(link.code)).toEqual([]);
  });

  it('counts bots apart: stored with the flag, left out of link clicks and the monthly clicks', async () => {
    const { creator, link } = await linkOf();
    await api.visit(link.code, { 'user-agent': FACEBOOK_PREVIEW });
    await api.visit(link.code, { 'user-agent': '' });
    await api.visit(link.code);
    expect((await api.clicksOf(link.code)).map((c) => c.bot)).toEqual([true, true, false]);
    const checked = await api.post('/app/check_shortlink/v3', { code: link.code }, creator.token);
    expect(checked.data.shortLink.clicks).toBe(1);
    const month = (
      await server.services.database.query<{ month: string; clicks: number; bot_clicks: number }>(
        'select month, clicks, bot_clicks from shop_clicks_monthly where shop_domain = $1',
        [creator.shopName],
      )
    ).rows;
    expect(month).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), clicks: 1, bot_clicks: 2 }]);
    expect(await monthlyClicks(server.services.database, creator.shopName, month[0]!.month)).toBe(1);
  });

  it('dates clicks by Pacific days and months (monthlyClicks), whatever the UTC date', async () => {
    const { creator, link } = await linkOf(OTHER_AMAZON_PRODUCT);
    const links = shortLinksOf(server.services);
    const click = (clickId: string, at: string) =>
      links.recordClick({
        clickId,
        linkType: 'short-link',
        linkId: link.code,
        shopDomain: creator.shopName,
        at,
        device: 'mobile',
        os: 'ios',
        bot: false,
      });
    // 07:30 UTC on 1 March is 23:30 on 28 February in Los Angeles (PST); 06:59 UTC on 1 April is still 31 March (PDT).
    await Promise.all([
      click(`t1-${link.code}`, '2026-03-01T07:30:00.000Z'),
      click(`t2-${link.code}`, '2026-03-01T08:30:00.000Z'),
      click(`t3-${link.code}`, '2026-04-01T06:59:00.000Z'),
      click(`t4-${link.code}`, '2026-04-01T07:00:00.000Z'),
    ]);
    const db = server.services.database;
    expect([
      await monthlyClicks(db, creator.shopName, '2026-02'),
      await monthlyClicks(db, creator.shopName, '2026-03'),
      await monthlyClicks(db, creator.shopName, '2026-04'),
      await monthlyClicks(db, 'no-such-shop', '2026-03'),
    ]).toEqual([1, 2, 1, 0]);
    const days = (
      await db.query<{ day: string; clicks: number }>(
        'select day, clicks from link_clicks_daily where link_id = $1 order by day',
        [link.code],
      )
    ).rows;
    expect(days).toEqual([
      { day: '2026-02-28', clicks: 1 },
      { day: '2026-03-01', clicks: 1 },
      { day: '2026-03-31', clicks: 1 },
      { day: '2026-04-01', clicks: 1 },
    ]);
    // A click id stored before is a click already counted: recording it again changes nothing.
    await click(`t1-${link.code}`, '2026-03-01T07:30:00.000Z');
    expect(await monthlyClicks(db, creator.shopName, '2026-02')).toBe(1);
    await expect(monthlyClicks(db, creator.shopName, '2026-13')).rejects.toThrow('YYYY-MM');
  });

  it('answers the same through the contract operation (redirectShortLink) as through the fast route', async () => {
    const { link } = await linkOf();
    const contract = loadContract();
    const validator = new RequestValidator(contract);
    const app = createHttpApp({
      appDir: 'none',
      log: createLogger('silent'),
      operations: {
        contract,
        validator,
        handlers: server.services.operations,
        authenticator: server.services.authenticator,
      },
    });
    const res = await app.request(`/s/${link.code}`, { headers: { 'user-agent': WINDOWS_CHROME } });
    expect([res.status, res.headers.get('location'), res.headers.get('cache-control')]).toEqual([
      302,
      link.originalUrl,
      'no-store',
    ]);
    const clicks = await api.clicksOf(link.code);
    expect(clicks).toEqual([
      expect.objectContaining({ clickId: res.headers.get('x-request-id'), device: 'desktop', os: 'windows' }),
    ]);
    const missing = await app.request('/s/Zz9Zz9Zz');
    expect([missing.status, await missing.text()]).toEqual([404, NOT_FOUND_PAGE]);
  });

  it('rebuilds its read tables from the log to what they were', async () => {
    const { creator, link } = await linkOf();
    await api.visit(link.code);
    await api.visit(link.code, { 'user-agent': FACEBOOK_PREVIEW });
    await api.post('/app/get_new_shortlink', { url: AMAZON_PRODUCT }, creator.token);
    await api.post('/app/delete_shortlink', { id: link.code }, creator.token);
    const leaving = await linkOf(OTHER_AMAZON_PRODUCT);
    await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(leaving.creator.password) },
      leaving.creator.token,
    );
    expect((await api.shortLinkRow(leaving.link.code))?.deleted_at).toBeInstanceOf(Date);
    // An erased link's event keeps only { redacted: true }: there is nothing to apply, and nothing breaks.
    await server.services.eventStore.append(`short-link:erased${kind}`, 0, [
      { type: 'ShortLinkCreated', data: { redacted: true } },
    ]);
    const projections = ['short-links', 'link-clicks-daily', 'shop-clicks-monthly'];
    const dump = () => projectionTables(server, projections);
    const live = await dump();
    await server.services.eventStore.rebuild({ projections });
    expect(await dump()).toEqual(live);
    expect((await api.visit(link.code)).status).toBe(404);
  });

  it('stops serving the links of a deleted account, and erases the clicks on them', async () => {
    const { creator, link } = await linkOf();
    const other = await linkOf(OTHER_AMAZON_PRODUCT);
    expect((await api.visit(link.code)).status).toBe(302);
    expect((await api.visit(other.link.code)).status).toBe(302);
    expect(await api.clicksOf(link.code)).toHaveLength(1);
    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(creator.password) },
      creator.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    expect(destroyed.data.removed).toMatchObject({ shortLinks: 1, trackingIds: 1 });
    expect((await api.shortLinkRow(link.code))?.deleted_at).toBeInstanceOf(Date);
    // The redirect's memory learns it from the table within its sync interval.
    let status = 302;
    for (let waited = 0; status === 302 && waited < 10_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await api.visit(link.code)).status;
    }
    expect(status).toBe(404);
    expect((await api.visit(other.link.code)).status).toBe(302);
    // The click events keep nothing of the shop, and its counters are gone; the other shop's clicks are untouched.
    expect(await api.clicksOf(link.code)).toEqual([]);
    const counters = async (shop: string) =>
      (
        await server.services.database.query<{ n: number }>(
          'select (select count(*) from link_clicks_daily where shop_domain = $1) + (select count(*) from shop_clicks_monthly where shop_domain = $1) as n',
          [shop],
        )
      ).rows[0]?.n;
    expect(Number(await counters(creator.shopName))).toBe(0);
    expect(await api.clicksOf(other.link.code)).toHaveLength(2);
    expect(Number(await counters(other.creator.shopName))).toBe(2);
  });

  if (kind === 'postgres') {
    it('serves links made on another server of the same database, and stops serving them once deleted there', async () => {
      const url = (server.services.database as TestDatabase).url!;
      const other = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }), {
        database: await openPostgresDatabase({ url }),
      });
      try {
        const otherApi = shortLinkApi(other);
        // Loaded first, so the link below is not in its first read of the table.
        expect((await otherApi.visit('Zz9Zz9Zz')).status).toBe(404);
        const { creator, link } = await linkOf();
        expect((await otherApi.visit(link.code)).status).toBe(302);
        await api.post('/app/delete_shortlink', { id: link.code }, creator.token);
        let status = 302;
        for (let waited = 0; status === 302 && waited < 10_000; waited += 250) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          status = (await otherApi.visit(link.code)).status;
        }
        expect(status).toBe(404);
      } finally {
        await other.close();
      }
    });
  }
});
