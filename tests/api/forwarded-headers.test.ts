import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { startTestServer } from '../support/test-server';

/**
 * X-Forwarded-Host and X-Forwarded-Proto count only under TRUST_PROXY: without it a client naming another host gets
 * the server's own addresses (it cannot make a CDN keep a page whose links and og:url lead to its host), and answers
 * that write the origin say with Vary which request headers it came from.
 */
const FORGED = { 'x-forwarded-host': 'evil.example.com', 'x-forwarded-proto': 'https' };

describe.each([
  { trust: 'false', believed: false, vary: 'Host' },
  { trust: '1', believed: true, vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto' },
])('forwarded headers with TRUST_PROXY=$trust', ({ trust, believed, vary }) => {
  let server: RunningServer;
  let api: ApiCaller;
  let creator: Awaited<ReturnType<ApiCaller['registerCreator']>>;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: trust }, 'pglite');
    api = apiCaller(server.url);
    creator = await api.registerCreator();
    expect((await api.post('/bio/create_bio_link', { title: 'Jane' }, creator.token)).status).toBe(200);
    await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Shop', url: 'https://shop.example.com' }] },
      creator.token,
    );
  });
  afterAll(() => server?.close());

  const origin = () => (believed ? 'https://evil.example.com' : server.url);

  it(`writes the public page's links and og:url on ${believed ? 'the forwarded host' : 'its own host'}, with Vary`, async () => {
    const res = await fetch(`${server.url}/b/${creator.handle}`, { headers: FORGED });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<meta property="og:url" content="${origin()}/b/${creator.handle}">`);
    // The tracked links are paths on the page's own origin, the one og:url names.
    expect(html).toContain('href="/s/');
    if (!believed) expect(html).not.toContain('evil.example.com');
    // The page also comes in the encoding the request accepts (fetch asks for br and gzip).
    expect(res.headers.get('vary')).toBe(`${vary}, Accept-Encoding`);
  });

  it(`writes addresses in JSON answers on ${believed ? 'the forwarded host' : 'its own host'}, with Vary`, async () => {
    const res = await fetch(`${server.url}/app/get_shortlink/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.token}`, ...FORGED },
      body: JSON.stringify({ url: 'https://www.amazon.com/dp/B08N5WRWNW' }),
    });
    const answer = (await res.json()) as { code: number; data: { shortUrl: string } };
    expect(answer.code).toBe(200);
    expect(answer.data.shortUrl.startsWith(`${origin()}/`)).toBe(true);
    expect(res.headers.get('vary')).toBe(vary);
  });

  it('adds no Vary to an answer that carries no address', async () => {
    const res = await fetch(`${server.url}/healthz`, { headers: FORGED });
    expect(res.headers.get('vary')).toBeNull();
  });
});
