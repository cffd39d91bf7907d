import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../../scripts/ensure-build';
import { startTestServer } from '../support/test-server';
import type { RunningServer } from '../../server/server';

describe('HTTP surface of the shell', () => {
  let server: RunningServer;
  beforeAll(async () => {
    await ensureAppBuilt(() => {});
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('redirects / to the app', async () => {
    const res = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/pc/');
  });

  it('serves index.html for /pc/ and /pc, revalidated on every visit', async () => {
    const res = await fetch(`${server.url}/pc/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root"></div>');
    const bare = await fetch(`${server.url}/pc`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/pc/');
  });

  it('serves hashed assets for a year, gzipped when asked', async () => {
    const html = await (await fetch(`${server.url}/pc/`)).text();
    const script = /src="(\/pc\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await fetch(`${server.url}/app/nothing_here`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'Not found: POST /app/nothing_here', data: null });
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await fetch(`${server.url}/pc/assets/missing-123.js`);
    expect(res.status).toBe(404);
  });
});
