import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { IN_MEMORY, openPgliteDatabase } from '../../server/db/pglite-database';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { buildPgliteTemplate, preparePostgresTemplate, withAdmin } from './database-templates';
import { startPostgres } from './postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  /** The connection URL of a PostgreSQL test database (for child processes such as the admin CLI). */
  readonly url?: string;
}

let pgliteTemplate: Promise<Blob> | undefined;
function loadPgliteTemplate(): Promise<Blob> {
  const provided = inject('linkmintPgliteTemplate');
  // Outside the api project (no global setup) the template is built in this worker instead.
  return (pgliteTemplate ??= provided ? readFile(provided).then((bytes) => new Blob([bytes])) : buildPgliteTemplate());
}

function withClose(database: Database, extra: { url?: string; afterClose?: () => Promise<void> }): TestDatabase {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    url: extra.url,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await extra.afterClose?.();
      })()),
  };
}

async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const provided = inject('linkmintPostgres');
  // Without the api project's global setup: a server of its own, stopped when this database closes.
  const ownServer = provided ? undefined : await startPostgres();
  try {
    const adminUrl = provided?.adminUrl ?? ownServer!.adminUrl;
    const template = provided?.templateDatabase ?? (await preparePostgresTemplate(ownServer!));
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const database = await openPostgresDatabase({ url });
    return withClose(database, {
      url,
      afterClose: async () => {
        if (ownServer) return ownServer.stop();
        await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
      },
    });
  } catch (error) {
    await ownServer?.stop();
    throw error;
  }
}

/**
 * A migrated database of its own for one test file: PGlite loaded from the run's template (~0.3 s instead of
 * several seconds for a new cluster), or a PostgreSQL database copied from the template database. Close it in
 * afterAll; a PostgreSQL one is dropped then.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') return openPostgresTestDatabase();
  const database = await openPgliteDatabase({ dataDir: IN_MEMORY, loadDataDir: await loadPgliteTemplate() });
  return withClose(database, {});
}
