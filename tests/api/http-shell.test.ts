import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../../scripts/ensure-build';
import { sharedTestServer } from '../support/test-server';
import type { RunningServer } from '../../server/server';

describe('HTTP surface of the shell', () => {
  let server: RunningServer;
  beforeAll(async () => {
    await ensureAppBuilt(() => {});
    server = await sharedTestServer();
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

  it('locks the app shell and its assets down: only its own scripts, no framing, no sniffing, no referrer abroad', async () => {
    const html = await (await fetch(`${server.url}/pc/`)).text();
    const script = /src="(\/pc\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    // No inline script for the policy to allow: every script of the page is a file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const path of ['/pc/', '/pc/index.html', script, '/pc/assets/missing-123.js']) {
      const res = await fetch(`${server.url}${path}`);
      const policy = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );
      expect(directives.get('script-src'), path).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('base-uri'), path).toEqual(["'none'"]);
      expect(directives.get('connect-src'), path).toEqual(["'self'"]);
      expect(directives.get('style-src'), path).not.toContain("'unsafe-inline'");
      expect(policy, path).not.toContain('unsafe-eval');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
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
