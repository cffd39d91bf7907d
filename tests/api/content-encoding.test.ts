import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../../scripts/ensure-build';
import type { RunningServer } from '../../server/server';
import { sharedTestServer, startTestServer } from '../support/test-server';
import { creatorWithShortLink, post } from '../support/server-process';

/** A GET or HEAD whose body arrives as sent (fetch would decompress it), with the headers as they came; one connection each. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

const decoded = (answer: { headers: Record<string, unknown>; body: Buffer }) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

const ASKED = [
  { accept: 'br', coding: 'br' },
  { accept: 'gzip', coding: 'gzip' },
  { accept: 'br;q=0, gzip', coding: 'gzip' },
  { accept: undefined, coding: undefined },
] as const;

/** Every check of the issue for one address: each Accept-Encoding, the bytes, Vary, length, ETag, 304 and HEAD. */
async function expectNegotiated(url: string, { revalidated }: { revalidated: boolean }) {
  const identity = await raw(url);
  expect(identity.status).toBe(200);
  expect(identity.headers['content-encoding']).toBeUndefined();
  const tags = new Set<unknown>();
  for (const { accept, coding } of ASKED) {
    const headers: Record<string, string> = accept === undefined ? {} : { 'accept-encoding': accept };
    const answer = await raw(url, headers);
    expect(answer.status, `${url} with ${accept}`).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(decoded(answer)).toEqual(identity.body);
    if (coding) expect(answer.body.byteLength).toBeLessThan(identity.body.byteLength);
    const head = await raw(url, headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe(coding);
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
    if (!revalidated) continue;
    const etag = String(answer.headers.etag);
    tags.add(etag);
    const again = await raw(url, { ...headers, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
  }
  if (!revalidated) return;
  // 'br, gzip' above and 'br;q=0, gzip' share a variant; identity, brotli and gzip each have their own tag.
  expect(tags.size).toBe(3);
  const brotliTag = String((await raw(url, { 'accept-encoding': 'br' })).headers.etag);
  const otherCoding = await raw(url, { 'accept-encoding': 'gzip', 'if-none-match': brotliTag });
  expect(otherCoding.status).toBe(200);
  expect(otherCoding.headers['content-encoding']).toBe('gzip');
}

describe('content encoding of the creator app files', () => {
  let server: RunningServer;
  beforeAll(async () => {
    await ensureAppBuilt(() => {});
    // A server of its own: one the worker started before this build would serve the app files it found then.
    server = await startTestServer();
  }, 300_000);
  afterAll(() => server?.close());

  it('serves index.html and the shell script as brotli, gzip or as they are, by Accept-Encoding', async () => {
    const html = (await raw(`${server.url}/pc/`)).body.toString();
    const script = /src="(\/pc\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    await expectNegotiated(`${server.url}/pc/`, { revalidated: true });
    await expectNegotiated(`${server.url}${script}`, { revalidated: true });
    const asset = await raw(`${server.url}${script}`, { 'accept-encoding': 'br' });
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file too small to be worth compressing as it is, without Vary', async () => {
    const icon = await raw(`${server.url}/pc/favicon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(icon.status).toBe(200);
    expect(icon.body.byteLength).toBeLessThan(512);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers.vary).toBeUndefined();
  });
});

describe.each(['pglite', 'postgres'] as const)('content encoding of the audience pages (%s)', (kind) => {
  let server: RunningServer;
  let bioPage: string;
  beforeAll(async () => {
    server = await sharedTestServer({}, kind);
    const creator = await creatorWithShortLink(server.url);
    await post(server.url, '/bio/create_bio_link', { title: 'Finds' }, creator.token);
    const buttons = Array.from({ length: 20 }, (_, i) => ({
      title: `Favourite find number ${i + 1}`,
      url: `https://shop.example.com/finds/${i + 1}`,
    }));
    await post(server.url, '/bio/create_button_batch_v2', { buttons }, creator.token);
    bioPage = `${server.url}/b/${creator.handle}`;
  }, 120_000);
  afterAll(() => server?.close());

  it('answers the bio page compressed by Accept-Encoding, each variant with its own ETag, 304 and HEAD', async () => {
    await expectNegotiated(bioPage, { revalidated: true });
    const page = await raw(bioPage, { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    // The page varies by the origin it was asked on too (under TRUST_PROXY, the forwarded headers).
    expect(page.headers.vary).toMatch(/^Host, .*Accept-Encoding$/i);
    expect(decoded(page).toString()).toContain('Favourite find number 20');
  });

  it('compresses the small not-found pages of the fast routes and of the router', async () => {
    for (const path of ['/s/nothere1', '/l/no-such-page', '/c/nothere1']) {
      const identity = await raw(`${server.url}${path}`);
      expect(identity.status, path).toBe(404);
      const answer = await raw(`${server.url}${path}`, { 'accept-encoding': 'gzip, br' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(decoded(answer)).toEqual(identity.body);
    }
  });

  it('leaves a redirect and the JSON calls alone', async () => {
    const redirect = await raw(`${server.url}/auth/public-key`, { 'accept-encoding': 'br' });
    expect(redirect.headers['content-encoding']).toBeUndefined();
    expect(redirect.headers['content-type']).toContain('application/json');
  });
});
