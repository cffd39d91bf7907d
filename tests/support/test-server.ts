import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { openTestDatabase, type TestDatabaseKind } from './db';

/**
 * A test server's settings: a free loopback port. Every test request comes from 127.0.0.1, so the server trusts
 * X-Forwarded-For here, as it would behind a proxy, and tests pick the client address a request counts against.
 * Passwords hash at the lowest scrypt cost (tests/unit/auth-crypto.test.ts covers the production one): thousands
 * of sign-ups would spend minutes otherwise. `env` adds to them or overrides them.
 */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    PASSWORD_HASH_COST: '10',
    ...env,
  });

/** Starts the real server with testConfig, on a migrated database of its own (closed with the server). */
export async function startTestServer(
  env: Record<string, string> = {},
  database: TestDatabaseKind = 'pglite',
): Promise<RunningServer> {
  return startServer(testConfig(env), { database: await openTestDatabase(database) });
}

const shared = new Map<string, Promise<RunningServer>>();

/**
 * A server shared by the test files a worker runs (vitest's `isolate: false`), one per database kind and settings:
 * opening a database and starting a server costs a second or two, paid once per worker instead of once per file.
 * Only for files whose tests make their own creators and look at nothing of other accounts (tenants are isolated,
 * and files in one worker run one after another). Its `close` does nothing: it ends with the worker.
 */
export function sharedTestServer(
  env: Record<string, string> = {},
  database: TestDatabaseKind = 'pglite',
): Promise<RunningServer> {
  const key = JSON.stringify([database, Object.entries(env).sort()]);
  let server = shared.get(key);
  if (!server) {
    server = startTestServer(env, database).then((running) => ({ ...running, close: async () => {} }));
    shared.set(key, server);
    server.catch(() => shared.delete(key));
  }
  return server;
}

/**
 * Whose server a file's tests run on: the worker's shared one, or one of the file's own for tests that read or
 * change what every account shares (closing a month for all shops, rebuilding every read table, operator lists).
 */
export type ServerScope = 'shared' | 'own';

export const testServerFor = (
  scope: ServerScope,
  env: Record<string, string> = {},
  database: TestDatabaseKind = 'pglite',
): Promise<RunningServer> => (scope === 'own' ? startTestServer(env, database) : sharedTestServer(env, database));
