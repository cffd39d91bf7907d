import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { HEALTH_MESSAGES } from '../../server/modules/health';
import { startServer, type RunningServer } from '../../server/server';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { startTestServer } from '../support/test-server';

/** What a load balancer sees of /healthz and /readyz: no token, the envelope, 200 or 503. */
async function check(server: RunningServer, path: '/healthz' | '/readyz') {
  const res = await fetch(`${server.url}${path}`);
  const body = (await res.json()) as { code: number; message: string; data: Record<string, unknown> | null };
  return { status: res.status, ...body };
}

describe('health checks on the embedded database', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({}, 'pglite');
  });
  afterAll(() => server?.close());

  it('answers /healthz and /readyz without a token', async () => {
    expect(await check(server, '/healthz')).toEqual({
      status: 200,
      code: 200,
      message: 'success',
      data: { status: 'up' },
    });
    const ready = await check(server, '/readyz');
    expect([ready.status, ready.data?.status, ready.data?.database]).toEqual([200, 'ready', 'pglite']);
    expect(ready.data?.migrations).toBeGreaterThan(10);
  });

  it('answers 503 naming the migration a database lacks', async () => {
    const { rows } = await server.services.database.query<{ scope: string; name: string; checksum: string }>(
      `delete from schema_migrations where (scope, name) = (select scope, name from schema_migrations order by scope desc, name desc limit 1) returning scope, name, checksum`,
    );
    const removed = rows[0]!;
    try {
      const ready = await check(server, '/readyz');
      expect([ready.status, ready.code, ready.message]).toEqual([
        503,
        503,
        HEALTH_MESSAGES.migrationsMissing([`${removed.scope}/${removed.name}`]),
      ]);
      expect((await check(server, '/healthz')).status).toBe(200);
    } finally {
      await server.services.database.query(
        'insert into schema_migrations (scope, name, checksum) values ($1, $2, $3)',
        [removed.scope, removed.name, removed.checksum],
      );
    }
    expect((await check(server, '/readyz')).status).toBe(200);
  });
});

describe('health checks on PostgreSQL', () => {
  let postgres: PostgresServer;
  let server: RunningServer;

  beforeAll(async () => {
    // A PostgreSQL server of its own: this test stops it, which the shared one must never be.
    postgres = await startPostgres();
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), {
      database: await openPostgresDatabase({ url: postgres.databaseUrl, onIdleError: () => {} }),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('answers /readyz 503 while the database server is down, 200 once it is back; /healthz 200 throughout', async () => {
    expect((await check(server, '/readyz')).status).toBe(200);
    await postgres.halt();
    const down = await check(server, '/readyz');
    expect([down.status, down.code, down.message]).toEqual([503, 503, HEALTH_MESSAGES.databaseDown]);
    expect((await check(server, '/healthz')).status).toBe(200);
    await postgres.resume();
    const back = await check(server, '/readyz');
    expect([back.status, back.data?.status, back.data?.database]).toEqual([200, 'ready', 'postgres']);
  });
});
