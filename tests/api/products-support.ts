import { expect } from 'vitest';
import type { RunningServer } from '../../server/server';
import { sharedTestServer } from '../support/test-server';
import { apiCaller, type Envelope } from '../support/api-caller';
import { expectContract, newIp, type Reply } from './account-support';

/**
 * Helpers of the catalog, product and link API tests: every encoding the contract uses (JSON, GET with a query,
 * URL-encoded and multipart forms), and the checks that a refused call changed nothing.
 */
export function productsApi(server: RunningServer) {
  const base = apiCaller(server.url);
  const db = server.services.database;

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string | undefined,
    init: { body?: BodyInit; type?: string } = {},
  ): Promise<Reply<T>> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': newIp(),
        ...(init.type ? { 'content-type': init.type } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: init.body,
    });
    return { ...((await res.json()) as Envelope<T>), status: res.status };
  }

  const api = {
    registerCreator: base.registerCreator,
    post: <T = any>(path: string, body: unknown, token?: string) =>
      send<T>('POST', path, token, { body: JSON.stringify(body), type: 'application/json' }),
    get: <T = any>(path: string, token?: string, query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return send<T>('GET', search ? `${path}?${search}` : path, token);
    },
    postForm: <T = any>(path: string, fields: Record<string, string>, token?: string) =>
      send<T>('POST', path, token, {
        body: new URLSearchParams(fields).toString(),
        type: 'application/x-www-form-urlencoded',
      }),
    postMultipart: <T = any>(path: string, form: FormData, token?: string) =>
      send<T>('POST', path, token, { body: form }),
    /** A public page or redirect as a browser gets it (no redirect following). */
    page: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { headers, redirect: 'manual' }),
    async eventCount(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from events');
      return Number(rows[0]?.n ?? 0);
    },
    /**
     * Asserts a refused call: the status, a message containing `text`, no event appended, and the reads given
     * answer as before.
     */
    async expectRefused(
      call: () => Promise<Reply>,
      status: number,
      text: string,
      reads: () => Promise<unknown> = async () => null,
    ) {
      const before = await reads();
      const events = await api.eventCount();
      const res = await call();
      expect([res.status, res.code], res.message).toEqual([status, status]);
      expect(res.message).toContain(text);
      expect(res.data).toBeNull();
      expect(await api.eventCount()).toBe(events);
      expect(await reads()).toEqual(before);
    },
  };
  return api;
}

export type ProductsApi = ReturnType<typeof productsApi>;
export type Creator = Awaited<ReturnType<ProductsApi['registerCreator']>>;
export { expectContract };

/**
 * A server on the given database with two creators of their own (registration fields as given, e.g. an Amazon
 * tracking id), for a test file's beforeAll; the file closes the server in afterAll.
 */
export async function startWithCreators(
  kind: 'pglite' | 'postgres',
  aliceFields: Record<string, unknown> = {},
  bobFields: Record<string, unknown> = {},
) {
  const server = await sharedTestServer({}, kind);
  const api = productsApi(server);
  const [alice, bob] = await Promise.all([api.registerCreator(aliceFields), api.registerCreator(bobFields)]);
  return { server, api, alice, bob };
}
