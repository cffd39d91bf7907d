import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/http/contract';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { sharedTestServer } from '../support/test-server';

/**
 * Generated from openapi.yaml, not from a list: every operation marked x-shop-scoped is called with shop B's
 * token and shop A's shopDomain. Each must be refused with 403 and leave the log (and so every read model) as it was.
 */
const contract = loadContract();
const shopScoped = contract.operations.filter((op) => op.shopScoped);

function hostPrefix(host: string) {
  return host === 'default' ? '' : `/hosts/${host}`;
}

function concretePath(path: string) {
  return path.replace(/\{[^}]+\}/g, 'x1');
}

describe(`tenant isolation over ${shopScoped.length} shop-scoped operations`, () => {
  let server: RunningServer;
  let api: ApiCaller;
  let shopA: { shopName: string; token: string; userId: string };
  let shopB: { shopName: string; token: string };

  beforeAll(async () => {
    server = await sharedTestServer();
    api = apiCaller(server.url);
    shopA = await api.registerCreator();
    shopB = await api.registerCreator();
  });
  afterAll(() => server?.close());

  const lastPosition = async () =>
    Number(
      (await server.services.database.query<{ p: number | null }>('select max(position) as p from events')).rows[0]
        ?.p ?? 0,
    );

  it('covers the operations the contract marks as acting on a shop', () => {
    expect(shopScoped.length).toBeGreaterThan(150);
  });

  it.each(shopScoped.map((op) => [op.operationId, op] as const))('%s refuses another shop', async (_id, op) => {
    const before = await lastPosition();
    const accountBefore = await server.services.database.query('select * from accounts where user_id = $1', [
      shopA.userId,
    ]);
    const url = `${server.url}${hostPrefix(op.host)}${concretePath(op.path)}`;
    const headers: Record<string, string> = { authorization: `Bearer ${shopB.token}` };
    let res: Response;
    if (op.method === 'GET') {
      res = await fetch(`${url}?shopDomain=${encodeURIComponent(shopA.shopName)}`, { headers });
    } else if (op.bodyType === 'multipart/form-data') {
      const form = new FormData();
      form.set('shopDomain', shopA.shopName);
      res = await fetch(url, { method: op.method, headers, body: form });
    } else if (op.bodyType === 'application/x-www-form-urlencoded') {
      res = await fetch(url, {
        method: op.method,
        headers: { ...headers, 'content-type': op.bodyType },
        body: new URLSearchParams({ shopDomain: shopA.shopName }).toString(),
      });
    } else {
      res = await fetch(url, {
        method: op.method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ shopDomain: shopA.shopName }),
      });
    }
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 403, message: 'This shop does not belong to your account.', data: null });
    expect(await lastPosition()).toBe(before);
    const accountAfter = await server.services.database.query('select * from accounts where user_id = $1', [
      shopA.userId,
    ]);
    expect(accountAfter.rows).toEqual(accountBefore.rows);
  });
});
