import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config';
import type { RunningServer } from '../../server/server';
import { startTestServer } from '../support/test-server';
import { creatorPagesServer } from './creator-pages-support';
import { AMAZON_PRODUCT, shortLinkApi, type ShortLinkApi } from './short-link-support';

/**
 * The visitor's country without a CDN: the bundled IP-to-country database looks up the address a trusted proxy
 * forwarded (or the socket's), and the click keeps the two letters, never the address. The addresses below are
 * ones whose country the bundled database knows (tests/property/click-country.property.test.ts).
 */

/** A describe block's server with `env` (on PGlite) and one short link of a creator. */
function linkServer(env: Record<string, string>) {
  const ctx = {} as { server: RunningServer; api: ShortLinkApi; code: string };
  beforeAll(async () => {
    ctx.server = await startTestServer(env, 'pglite');
    ctx.api = shortLinkApi(ctx.server);
    const creator = await ctx.api.creator('jane-20');
    ctx.code = (await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token)).data.code;
  }, 60_000);
  afterAll(() => ctx.server?.close());
  return ctx;
}

describe('the country of a click from the embedded database', () => {
  describe('behind one trusted proxy (TRUST_PROXY=1), no CLICK_COUNTRY_HEADER', () => {
    const ctx = linkServer({ TRUST_PROXY: '1' });

    it("records the forwarded visitor's country, IPv4, IPv6 and IPv4-mapped, and never the address", async () => {
      const { api, code } = ctx;
      const forwarded = [
        ['81.2.69.142', 'GB'],
        ['2001:67c:2e8:22::c100:68b', 'NL'],
        ['::ffff:202.12.29.205', 'AU'],
        // What the client wrote stands left of what the proxy appended, and does not count.
        ['8.8.8.8, 200.160.2.3', 'BR'],
      ];
      for (const [address] of forwarded)
        expect((await api.visit(code, { 'x-forwarded-for': address! })).status).toBe(302);
      const clicks = await api.clicksOf(code);
      expect(clicks.map((click) => click.country)).toEqual(forwarded.map(([, country]) => country));
      const stored = JSON.stringify(clicks);
      for (const address of ['81.2.69.142', '2001:67c:2e8', '202.12.29.205', '200.160.2.3', '8.8.8.8'])
        expect(stored).not.toContain(address);
    });

    it('records no country for a private or loopback address, or a request that came without the header', async () => {
      const { api, code } = ctx;
      const requests: Array<Record<string, string>> = [
        { 'x-forwarded-for': '192.168.1.20' },
        { 'x-forwarded-for': '::1' },
        {},
      ];
      for (const headers of requests) expect((await api.visit(code, headers)).status).toBe(302);
      const clicks = (await api.clicksOf(code)).slice(-3);
      expect(clicks).toHaveLength(3);
      for (const click of clicks) expect(click).not.toHaveProperty('country');
    });
  });

  describe('without TRUST_PROXY', () => {
    const ctx = linkServer({ TRUST_PROXY: 'false' });

    it("ignores X-Forwarded-For: the socket's loopback address has no country", async () => {
      const { api, code } = ctx;
      expect((await api.visit(code, { 'x-forwarded-for': '81.2.69.142' })).status).toBe(302);
      const [click] = await api.clicksOf(code);
      expect(click).toBeDefined();
      expect(click).not.toHaveProperty('country');
    });
  });

  describe('with CLICK_COUNTRY_HEADER configured', () => {
    const ctx = linkServer({ TRUST_PROXY: '1', CLICK_COUNTRY_HEADER: 'CF-IPCountry' });

    it("takes the CDN's header over the database's answer for the forwarded address", async () => {
      const { api, code } = ctx;
      await api.visit(code, { 'x-forwarded-for': '81.2.69.142', 'cf-ipcountry': 'SE' });
      // Without the header the CDN said nothing, and the database is not asked in its place.
      await api.visit(code, { 'x-forwarded-for': '81.2.69.142' });
      const clicks = await api.clicksOf(code);
      expect(clicks[0]).toMatchObject({ country: 'SE' });
      expect(clicks[1]).not.toHaveProperty('country');
    });
  });

  describe('a page visit (landing page on the raw request, combined link through the router)', () => {
    const ctx = creatorPagesServer('pglite', { TRUST_PROXY: '1' });

    it("records the forwarded visitor's country", async () => {
      const { api } = ctx;
      const creator = await api.creator('jane-20');
      const landing = await api.post(
        '/landing/create',
        { title: 'Picks', blocks: [{ type: 'heading', text: 'Picks' }] },
        creator.token,
      );
      await api.post('/landing/publish', { id: landing.data.id }, creator.token);
      expect((await api.page(`/l/${landing.data.slug}`, { 'x-forwarded-for': '193.0.6.139' })).status).toBe(200);
      const link = await api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
      const made = await fetch(`${ctx.server.url}/app/combinelink/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${creator.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ title: 'Both', shortLinkIds: String(link.data.id) }).toString(),
      });
      const combined = (await made.json()) as { code: number; message: string; data: { code: string } };
      expect(combined.code, combined.message).toBe(200);
      expect((await api.page(`/c/${combined.data.code}`, { 'x-forwarded-for': '133.242.0.3' })).status).toBe(200);
      expect(await api.clicksOf(landing.data.id)).toEqual([
        expect.objectContaining({ linkType: 'landing-page', country: 'NL' }),
      ]);
      expect(await api.clicksOf(combined.data.code)).toEqual([
        expect.objectContaining({ linkType: 'combined-link', country: 'JP' }),
      ]);
    });
  });

  it('refuses to start on a CLICK_COUNTRY_DB that is no database, naming it', async () => {
    const starting = startTestServer({ CLICK_COUNTRY_DB: '/nonexistent/GeoLite2-Country.mmdb' });
    const refused = await starting.then(
      async (server) => {
        await server.close();
        return undefined;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toMatch(
      /CLICK_COUNTRY_DB="\/nonexistent\/GeoLite2-Country\.mmdb": not a readable MaxMind/,
    );
  });
});
