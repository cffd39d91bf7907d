import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { listMigrations, migrate } from '../../server/db/migrations';
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

const CACHE_DIR = new URL('../../node_modules/.cache/linkmint-test-db/', import.meta.url).pathname;

/**
 * The PGlite template as a file, rebuilt only when a migration or the PGlite version changed: building it
 * costs ~4 s and ~1 GB of memory, loading it ~0.3 s. Returns the tarball's path.
 */
export async function cachedPgliteTemplate(): Promise<string> {
  const pgliteVersion = (
    JSON.parse(
      readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    }
  ).version;
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(
      listMigrations(migrationSources(SERVER_MODULES))
        .map((m) => `${m.scope}/${m.name}:${m.checksum}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  const path = join(CACHE_DIR, `pglite-${key}.tar`);
  if (existsSync(path)) return path;
  const template = new Uint8Array(await (await buildPgliteTemplate()).arrayBuffer());
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a concurrent run never loads half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, template);
  renameSync(partial, path);
  // Older templates go once no run can still be loading them (runs in parallel may use another migration set).
  for (const name of readdirSync(CACHE_DIR)) {
    const stale = join(CACHE_DIR, name);
    if (name.startsWith('pglite-') && stale !== path && Date.now() - statSync(stale).mtimeMs > 3_600_000) {
      rmSync(stale, { force: true });
    }
  }
  return path;
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
