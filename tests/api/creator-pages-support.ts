import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../server/server';
import { testServerFor, type ServerScope } from '../support/test-server';
import { shortLinkApi, type ShortLinkApi } from './short-link-support';

/** Helpers of the landing page, gallery and collage API tests: a server with its own media folder, uploads, products. */

export interface CreatorPagesServer {
  server: RunningServer;
  api: ShortLinkApi & ReturnType<typeof extras>;
  mediaDir: string;
}

function extras(server: RunningServer) {
  const api = shortLinkApi(server);
  return {
    /** POST /gallery/upload_media with the given files (name, bytes). */
    async upload(token: string, files: Array<{ name: string; bytes: Uint8Array }>) {
      const form = new FormData();
      for (const file of files) form.append('files', new Blob([Buffer.from(file.bytes)]), file.name);
      const res = await fetch(`${server.url}/gallery/upload_media`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { ...((await res.json()) as { code: number; message: string; data: any }), status: res.status };
    },
    /** A product of the shop from an Amazon address; answers its id. */
    async shopProduct(token: string, asin: string): Promise<string> {
      const res = await api.post('/app/product/add_product', { url: `https://www.amazon.com/dp/${asin}` }, token);
      expect(res.code, res.message).toBe(200);
      return res.data.product.id as string;
    },
    /** A public page as the audience's browser gets it. */
    async page(path: string, headers: Record<string, string> = {}) {
      const res = await fetch(`${server.url}${path}`, {
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Safari/604.1', ...headers },
      });
      return { status: res.status, headers: res.headers, body: await res.text() };
    },
    /** The code of a /s/ address. */
    codeOf: (shortUrl: string) => shortUrl.slice(shortUrl.lastIndexOf('/s/') + 3),
  };
}

/** The media folder of the worker's shared server of each database and settings. */
const mediaDirs = new Map<string, string>();

/**
 * A describe block's server on the given database with MEDIA_DIR in a temporary folder; `env` adds settings. The
 * server and its folder are the worker's unless `scope` is 'own': a test counting the folder's files counts its own.
 */
export function creatorPagesServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  scope: ServerScope = 'shared',
): CreatorPagesServer {
  const context = {} as CreatorPagesServer;
  beforeAll(async () => {
    const key = JSON.stringify([kind, Object.entries(env).sort()]);
    const mediaDir = (scope === 'shared' && mediaDirs.get(key)) || mkdtempSync(join(tmpdir(), 'linkmint-media-test-'));
    if (scope === 'shared') mediaDirs.set(key, mediaDir);
    context.mediaDir = mediaDir;
    context.server = await testServerFor(scope, { MEDIA_DIR: mediaDir, ...env }, kind);
    context.api = { ...shortLinkApi(context.server), ...extras(context.server) };
  }, 60_000);
  afterAll(() => context.server?.close());
  return context;
}
