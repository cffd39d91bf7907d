import pg from 'pg';
import { migrate } from '../../server/db/migrations';
import { IN_MEMORY, openPgliteDatabase } from '../../server/db/pglite-database';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { SERVER_MODULES } from '../../server/server-modules';
import { migrationSources } from '../../server/services';
import type { PostgresServer } from './postgres';

/* Migrated templates test databases are copied from. No vitest import: the global setup runs it outside workers. */

declare module 'vitest' {
  interface ProvidedContext {
    /** A tarball of an in-memory PGlite with every migration applied (database-global-setup.ts). */
    linkmintPgliteTemplate?: string;
    /** A PostgreSQL server for the run and the migrated database new test databases are copied from. */
    linkmintPostgres?: { adminUrl: string; templateDatabase: string };
  }
}

export const POSTGRES_TEMPLATE = 'linkmint_template';

/** An in-memory PGlite with the server's migrations applied, dumped for `loadDataDir` (the slow part, done once). */
export async function buildPgliteTemplate(): Promise<Blob> {
  const db = await openPgliteDatabase({ dataDir: IN_MEMORY });
  try {
    await migrate(db, migrationSources(SERVER_MODULES));
    return await db.dumpDataDir();
  } finally {
    await db.close();
  }
}

/** Creates the migrated template database on a server; CREATE DATABASE … TEMPLATE copies it in milliseconds. */
export async function preparePostgresTemplate(server: PostgresServer): Promise<string> {
  await withAdmin(server.adminUrl, (admin) => admin.query(`create database "${POSTGRES_TEMPLATE}"`));
  const db = await openPostgresDatabase({ url: server.urlOf(POSTGRES_TEMPLATE), maxConnections: 1 });
  try {
    await migrate(db, migrationSources(SERVER_MODULES));
  } finally {
    // No session may stay connected to a template while it is copied.
    await db.close();
  }
  return POSTGRES_TEMPLATE;
}

export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

