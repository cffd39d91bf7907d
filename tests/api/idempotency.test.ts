import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { IDEMPOTENCY_MESSAGES } from '../../server/http/idempotent-operation';
import { startServer, type RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { openTestDatabase, type TestDatabase } from '../support/db';

/**
 * A write re-sent with its Idempotency-Key (the connection dropped before the answer came back) gets the first
 * answer again and stores nothing twice, on any process of the deployment; the same key with another request is
 * refused.
 */
async function send(server: RunningServer, path: string, body: unknown, token: string, key?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    ...((await res.json()) as { code: number; message: string; data: any }),
  };
}

describe.each(['pglite', 'postgres'] as const)('Idempotency-Key on create and payment calls (%s)', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let api: ApiCaller;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }), { database });
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  const page = { title: 'Spring picks', blocks: [{ type: 'heading', text: 'Hello' }] };

  it('answers a repeated create with its first answer and stores one page', async () => {
    const creator = await api.registerCreator();
    const first = await send(server, '/landing/create', page, creator.token, 'key-create-1');
    expect([first.status, first.code, first.replayed]).toEqual([200, 200, null]);
    const again = await send(server, '/landing/create', page, creator.token, 'key-create-1');
    expect([again.status, again.replayed]).toEqual([200, 'true']);
    expect(again.data).toEqual(first.data);
    expect((await api.post('/landing/list', {}, creator.token)).data.list).toHaveLength(1);
    // Without a key, or with a new one, a create is a new page.
    await send(server, '/landing/create', page, creator.token, 'key-create-2');
    await send(server, '/landing/create', page, creator.token);
    expect((await api.post('/landing/list', {}, creator.token)).data.list).toHaveLength(3);
  });

  it('refuses the same key with another request, with a sentence, and stores nothing', async () => {
    const creator = await api.registerCreator();
    expect((await send(server, '/landing/create', page, creator.token, 'key-other')).status).toBe(200);
    const other = await send(server, '/landing/create', { ...page, title: 'Summer picks' }, creator.token, 'key-other');
    expect([other.status, other.code, other.message]).toEqual([422, 422, IDEMPOTENCY_MESSAGES.otherRequest]);
    expect((await api.post('/landing/list', {}, creator.token)).data.list).toHaveLength(1);
  });

  it('keeps keys apart per shop, and refuses a malformed key', async () => {
    const [alice, bob] = [await api.registerCreator(), await api.registerCreator()];
    const a = await send(server, '/landing/create', page, alice.token, 'shared-key');
    const b = await send(server, '/landing/create', page, bob.token, 'shared-key');
    expect([a.status, b.status, b.replayed]).toEqual([200, 200, null]);
    expect(b.data.id).not.toBe(a.data.id);
    const bad = await send(server, '/landing/create', page, alice.token, 'ä'.repeat(3));
    expect([bad.status, bad.message]).toEqual([400, IDEMPOTENCY_MESSAGES.badKey]);
  });

  it('opens one checkout for a repeated payment call', async () => {
    const creator = await api.registerCreator();
    const first = await send(
      server,
      '/stripe/create-checkout-session-v2',
      { lookup_key: 'pro' },
      creator.token,
      'pay-1',
    );
    expect(first.code, first.message).toBe(200);
    const again = await send(
      server,
      '/stripe/create-checkout-session-v2',
      { lookup_key: 'pro' },
      creator.token,
      'pay-1',
    );
    expect([again.replayed, again.data]).toEqual(['true', first.data]);
    const { rows } = await server.services.database.query(
      'select count(*)::int as n from events where type = $1 and stream_id like $2',
      ['CheckoutOpened', `%${creator.shopName}`],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it.runIf(kind === 'postgres')(
    'answers a key from the first answer on another process of the same database',
    async () => {
      const other = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }), {
        database: await openPostgresDatabase({ url: database.url! }),
      });
      try {
        const creator = await api.registerCreator();
        const first = await send(server, '/landing/create', page, creator.token, 'across-processes');
        const elsewhere = await send(other, '/landing/create', page, creator.token, 'across-processes');
        expect([elsewhere.status, elsewhere.replayed, elsewhere.data]).toEqual([200, 'true', first.data]);
        expect((await api.post('/landing/list', {}, creator.token)).data.list).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});
