import { describe, expect, it } from 'vitest';
import { API_REQUESTS_PER_SECOND } from '../../src/domain/api-keys';
import { projectionTables } from '../support/projection-tables';
import { expectContract } from './account-support';
import { AMAZON_PRODUCT, OTHER_AMAZON_PRODUCT, shortLinkServer } from './short-link-support';

/**
 * API keys (issue 30): made, listed and revoked by the signed-in creator; a key works as a bearer credential on the
 * operations its scopes cover, is refused with 403 elsewhere and 401 once revoked, is limited per plan, reaches
 * only its own shop, and is never stored in clear.
 */
describe.each(['pglite', 'postgres'] as const)('API keys (%s)', (kind) => {
  const ctx = shortLinkServer(kind);

  const withKey = async (path: string, key: string, body: unknown = {}) => {
    const res = await fetch(`${ctx.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; message: string; data: any };
    return { ...json, status: res.status, retryAfter: res.headers.get('retry-after') };
  };

  const makeKey = async (token: string, name: string, scopes: string[]) => {
    const res = await ctx.api.post('/api-keys/create_api_key', { name, scopes }, token);
    expect(res.code, res.message).toBe(200);
    expectContract('createApiKey', res);
    return res.data as { key: string; apiKey: { keyId: string; name: string; scopes: string[] } };
  };

  it('a read key lists links and is refused a write with 403 in the envelope', async () => {
    const jane = await ctx.api.creator('jane-20');
    const link = await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, jane.token);
    expect(link.code, link.message).toBe(200);
    const { key } = await makeKey(jane.token, 'Reporting script', ['links:read']);
    expect(key).toMatch(/^lmk_[A-Za-z0-9_-]{43}$/);

    const list = await withKey('/app/get_shortlink_list', key);
    expect(list.status, list.message).toBe(200);
    expect(list.data.list.map((l: { code: string }) => l.code)).toEqual([link.data.code]);

    const before = await ctx.api.eventCount();
    const write = await withKey('/app/get_shortlink/v3', key, { url: OTHER_AMAZON_PRODUCT });
    expect(write.status).toBe(403);
    expect(write).toMatchObject({ code: 403, data: null });
    expect(write.message).toMatch(/links:write/);
    expect(await ctx.api.eventCount()).toBe(before);
  });

  it('a write key creates links; no key can manage keys or the account', async () => {
    const jane = await ctx.api.creator('jane-20');
    const { key } = await makeKey(jane.token, 'Link importer', ['links:write']);
    const made = await withKey('/app/get_shortlink/v3', key, { url: AMAZON_PRODUCT });
    expect(made.status, made.message).toBe(200);
    const mine = await ctx.api.post('/app/get_shortlink_list', {}, jane.token);
    expect(mine.data.list.map((l: { code: string }) => l.code)).toContain(made.data.code);

    const widen = await withKey('/api-keys/create_api_key', key, { name: 'more', scopes: ['earnings:read'] });
    expect(widen.status).toBe(403);
    expect((await withKey('/api-keys/list_api_keys', key)).status).toBe(403);
    expect((await withKey('/setting/v2/getInfo', key)).status).toBe(403);
  });

  it('a revoked key, and an unknown one, get 401', async () => {
    const jane = await ctx.api.creator('jane-20');
    const { key, apiKey } = await makeKey(jane.token, 'Old laptop', ['links:read', 'earnings:read']);
    expect((await withKey('/app/get_shortlink_list', key)).status).toBe(200);
    const revoked = await ctx.api.post('/api-keys/revoke_api_key', { keyId: apiKey.keyId }, jane.token);
    expect(revoked.code, revoked.message).toBe(200);
    expectContract('revokeApiKey', revoked);
    expect(revoked.data.name).toBe('Old laptop');

    const after = await withKey('/app/get_shortlink_list', key);
    expect(after).toMatchObject({ status: 401, code: 401, data: null });
    const unknown = await withKey('/app/get_shortlink_list', `lmk_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    const again = await ctx.api.post('/api-keys/revoke_api_key', { keyId: apiKey.keyId }, jane.token);
    expect(again.code).toBe(404);
    const listed = await ctx.api.post('/api-keys/list_api_keys', {}, jane.token);
    expect(listed.data.list).toEqual([]);
  });

  it('lists keys with name, scopes, creation and last day used, never the key', async () => {
    const jane = await ctx.api.creator('jane-20');
    const first = await makeKey(jane.token, 'Sheets sync', ['earnings:read']);
    const second = await makeKey(jane.token, 'Zapier', ['links:read', 'links:write']);
    expect((await withKey('/app/earning/get_dashboard', first.key)).status).not.toBe(401);

    const listed = await ctx.api.post('/api-keys/list_api_keys', {}, jane.token);
    expect(listed.code, listed.message).toBe(200);
    expectContract('listApiKeys', listed);
    expect(listed.data.list.map((k: { name: string }) => k.name)).toEqual(['Zapier', 'Sheets sync']);
    expect(listed.data.list[0]).toMatchObject({ keyId: second.apiKey.keyId, scopes: ['links:read', 'links:write'] });
    expect(listed.data.list[1].lastUsedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed.data.list[0].lastUsedOn).toBeNull();
    const text = JSON.stringify(listed);
    expect(text).not.toContain(first.key);
    expect(text).not.toContain(second.key);
  });

  it('refuses a nameless key, an unknown scope and no scope, with a clear sentence', async () => {
    const jane = await ctx.api.creator('jane-20');
    const post = (body: unknown) => ctx.api.post('/api-keys/create_api_key', body, jane.token);
    expect(await post({ name: '  ', scopes: ['links:read'] })).toMatchObject({ code: 400, message: /name/ });
    expect(await post({ name: 'x', scopes: ['admin'] })).toMatchObject({ code: 400, message: /"admin"/ });
    expect(await post({ name: 'x', scopes: [] })).toMatchObject({ code: 400, message: /at least one/ });
  });

  it("answers 429 with Retry-After past the plan's requests a second", async () => {
    const jane = await ctx.api.creator('jane-20');
    const { key } = await makeKey(jane.token, 'Busy script', ['links:read']);
    const limit = API_REQUESTS_PER_SECOND.free;
    const answers = await Promise.all(Array.from({ length: limit * 3 }, () => withKey('/app/get_shortlink_list', key)));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toMatchObject({ code: 429, data: null });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // Another key of the same shop has its own allowance.
    const other = await makeKey(jane.token, 'Second script', ['links:read']);
    expect((await withKey('/app/get_shortlink_list', other.key)).status).toBe(200);
  });

  it("never reaches another shop's data", async () => {
    const jane = await ctx.api.creator('jane-20');
    const bob = await ctx.api.creator('bob-20');
    const bobs = await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, bob.token);
    const bobKey = await makeKey(bob.token, "Bob's", ['links:read']);
    const { key } = await makeKey(jane.token, "Jane's", ['links:read', 'links:write']);

    const claimed = await withKey('/app/get_shortlink_list', key, { shopDomain: bob.shopName });
    expect(claimed.status).toBe(403);
    const own = await withKey('/app/get_shortlink_list', key);
    expect(own.data.list).toEqual([]);
    const detail = await withKey('/app/get_shortlink_detail', key, { code: bobs.data.code });
    expect(detail.status).toBe(404);
    const removed = await withKey('/app/delete_shortlink', key, { id: bobs.data.code });
    expect(removed.status).not.toBe(200);
    expect((await ctx.api.post('/app/get_shortlink_list', {}, bob.token)).data.list).toHaveLength(1);
    const revoke = await ctx.api.post('/api-keys/revoke_api_key', { keyId: bobKey.apiKey.keyId }, jane.token);
    expect(revoke.code).toBe(404);
    expect((await withKey('/app/get_shortlink_list', bobKey.key)).status).toBe(200);
  });

  it('stores only the hash of a key, in the table and in the log', async () => {
    const jane = await ctx.api.creator('jane-20');
    const { key, apiKey } = await makeKey(jane.token, 'Audit', ['links:read']);
    const db = ctx.server.services.database;
    const rows = (await db.query('select * from api_keys where key_id = $1', [apiKey.keyId])).rows;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(JSON.stringify(rows)).not.toContain(key.slice(4));
    const events = (await db.query(`select data from events where stream_id = $1`, [`api-key:${apiKey.keyId}`])).rows;
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(key.slice(4));
    expect(rows[0]).toMatchObject({ key_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('rebuilds the keys table from the log as it was', async () => {
    const jane = await ctx.api.creator('jane-20');
    await makeKey(jane.token, 'Kept', ['links:read']);
    const gone = await makeKey(jane.token, 'Gone', ['links:write']);
    await ctx.api.post('/api-keys/revoke_api_key', { keyId: gone.apiKey.keyId }, jane.token);
    const live = await projectionTables(ctx.server, ['api-keys']);
    await ctx.server.services.eventStore.rebuild({ projections: ['api-keys'] });
    expect(await projectionTables(ctx.server, ['api-keys'])).toEqual(live);
  });

  it('deleting the account ends its keys and keeps none of their rows', async () => {
    const jane = await ctx.api.creator('jane-20');
    const { key, apiKey } = await makeKey(jane.token, 'Leaving', ['links:read']);
    expect((await withKey('/app/get_shortlink_list', key)).status).toBe(200);
    const destroyed = await ctx.api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await ctx.api.encrypt(jane.password) },
      jane.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    expect((await withKey('/app/get_shortlink_list', key)).status).toBe(401);
    const db = ctx.server.services.database;
    expect((await db.query('select 1 from api_keys where key_id = $1', [apiKey.keyId])).rows).toEqual([]);
    expect((await db.query('select 1 from api_key_use where key_id = $1', [apiKey.keyId])).rows).toEqual([]);
    const events = (
      await db.query<{ data: unknown }>('select data from events where stream_id = $1', [`api-key:${apiKey.keyId}`])
    ).rows;
    expect(events.map((e) => e.data)).toEqual([{ redacted: true }]);
  });
});
