import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { openTestDatabase, type TestDatabaseKind } from './db';

/**
 * Starts the real server on a free loopback port, on a migrated database of its own (closed with the server).
 * Every test request comes from 127.0.0.1, so the server trusts X-Forwarded-For here, as it would behind a
 * proxy, and tests pick the client address a request counts against.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  database: TestDatabaseKind = 'pglite',
): Promise<RunningServer> {
  return startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...env }), {
    database: await openTestDatabase(database),
  });
}
