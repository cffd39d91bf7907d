import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { IN_MEMORY, openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** The PGlite cluster lives in a subfolder so DATA_DIR can hold other files of the server next to it. */
export function pgliteDataDir(dataDir: string): string {
  return dataDir === IN_MEMORY ? IN_MEMORY : join(dataDir, 'pglite');
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR (`memory://` keeps it in memory). */
export function openDatabase(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_POOL_MAX'>,
): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgresDatabase({ url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_MAX });
  }
  return openPgliteDatabase({ dataDir: pgliteDataDir(config.DATA_DIR) });
}
