import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../server/server';
import { sharedTestServer } from '../support/test-server';
import { accountApi, type Reply } from './account-support';

/** Helpers of the short-link API tests: a creator with Amazon tracking ids, links, redirects and the click rows. */

export const AMAZON_PRODUCT = 'https://www.amazon.com/Echo-Dot-5th-Gen/dp/B09B8V1LZ3';
export const AMAZON_CANONICAL = 'https://www.amazon.com/dp/B09B8V1LZ3';
export const OTHER_AMAZON_PRODUCT = 'https://www.amazon.com/dp/B0BSHF7WHW?th=1';
export const TARGET_PRODUCT = 'https://www.target.com/p/stanley-quencher-40oz/-/A-87654321';
export const WALMART_PRODUCT = 'https://www.walmart.com/ip/Ninja-Air-Fryer/123456789';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
export const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const FACEBOOK_PREVIEW = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

export function shortLinkApi(server: RunningServer) {
  const api = accountApi(server);
  const db = server.services.database;
  return {
    ...api,
    /** A creator whose registration tag is `tag` (the Amazon list's first entry). */
    creator: (tag = 'jane-20') => api.registerCreator({ amazonTrackingId: tag }),
    /** Follows /s/{code} once, without following the redirect. */
    async visit(code: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
      const res = await fetch(`${server.url}/s/${code}`, {
        method,
        redirect: 'manual',
        headers: { 'user-agent': IPHONE_SAFARI, ...headers },
      });
      return {
        status: res.status,
        location: res.headers.get('location'),
        headers: res.headers,
        body: await res.text(),
      };
    },
    /** The stored clicks of a link, oldest first, with their click id. */
    async clicksOf(code: string) {
      const { rows } = await db.query<{ stream_id: string; data: Record<string, unknown> }>(
        `select stream_id, data from events where type = 'LinkClicked' and data->>'linkId' = $1 order by position`,
        [code],
      );
      return rows.map(
        (row) =>
          ({ clickId: row.stream_id.slice('click:'.length), ...row.data }) as { clickId: string } & Record<
            string,
            unknown
          >,
      );
    },
    async shortLinkRow(code: string) {
      return (await db.query<Record<string, unknown>>('select * from short_links where code = $1', [code])).rows[0];
    },
  };
}

export type ShortLinkApi = ReturnType<typeof shortLinkApi>;

export interface ShortLinkServer {
  server: RunningServer;
  api: ShortLinkApi;
}

/**
 * A describe block's real server on the given database (default settings) and its short-link API, started before
 * its tests and closed after them. The fields are filled in beforeAll: read them inside tests, not at collection time.
 */
export function shortLinkServer(kind: 'pglite' | 'postgres', settings: Record<string, string> = {}): ShortLinkServer {
  const context = {} as ShortLinkServer;
  beforeAll(async () => {
    context.server = await sharedTestServer(settings, kind);
    context.api = shortLinkApi(context.server);
  }, 60_000);
  afterAll(() => context.server?.close());
  return context;
}

/** Asserts a refused call: status and sentence, and the log as it was. */
export async function expectRefused(
  api: ShortLinkApi,
  call: () => Promise<Reply>,
  status: number,
  message: string | RegExp,
) {
  const before = await api.eventCount();
  const res = await call();
  expect(res.status, res.message).toBe(status);
  if (typeof message === 'string') expect(res.message).toBe(message);
  else expect(res.message).toMatch(message);
  expect(await api.eventCount()).toBe(before);
  return res;
}
