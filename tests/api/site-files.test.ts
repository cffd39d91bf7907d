import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { sharedTestServer } from '../support/test-server';
import { creatorWithShortLink, post } from '../support/server-process';

describe('the files a site answers at its root, and what the audience pages say about themselves', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await sharedTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  it('answers robots.txt: the public pages open to crawlers, the creator app and the short links closed', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await res.text()).split('\n').filter(Boolean);
    expect(rules).toEqual(['User-agent: *', 'Disallow: /pc/', 'Disallow: /s/', 'Allow: /']);
  });

  it('answers the icon the pages name, the same picture as the app’s', async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(readFileSync('public/favicon.svg'));
  });

  it('gives a bio page its icon, and a page without script may fetch from its own origin only', async () => {
    const creator = await creatorWithShortLink(server.url);
    await post(server.url, '/bio/create_bio_link', { title: 'Finds' }, creator.token);
    const page = await fetch(`${server.url}/b/${creator.handle}`);
    expect(await page.text()).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
  });
});
