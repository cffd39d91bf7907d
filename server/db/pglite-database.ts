import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite, type Results } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { guardDatabase, type Database, type Queryable, type QueryResult } from './database';
import { SHARED_TYPE_PARSERS } from './type-parsers';

export const IN_MEMORY = 'memory://';

export interface PgliteDatabaseOptions {
  /** The PGlite data folder, or `memory://` for a database that disappears on close. */
  dataDir: string;
  /** Start from a dump (`dumpDataDir`) instead of an empty cluster: ~0.3 s instead of several seconds. */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** A tarball of the whole cluster, for `loadDataDir` (tests clone a migrated template with it). */
  dumpDataDir(): Promise<Blob>;
}

function normalise(result: Results<Record<string, unknown>>): QueryResult<Record<string, unknown>> {
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
}

function queryable(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      normalise(await target.query<Record<string, unknown>>(sql, [...params])) as QueryResult<Row>,
    exec: async (script) => {
      await target.exec(script);
    },
  };
}

/**
 * The embedded database. PGlite runs one statement at a time and its `transaction` holds a mutex that plain
 * queries wait on as well, so concurrent callers queue: a transaction never sees another caller's statements.
 */
export async function openPgliteDatabase(options: PgliteDatabaseOptions): Promise<PgliteDatabase> {
  const inMemory = options.dataDir === IN_MEMORY;
  const dataDir = inMemory ? IN_MEMORY : resolve(options.dataDir);
  const description = inMemory ? 'PGlite in memory' : `PGlite in ${dataDir}`;
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dirname(dataDir), { recursive: true });
    release = lockDataDir(`${dataDir}.lock`, `The embedded database in ${dataDir}`);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: SHARED_TYPE_PARSERS,
    });
  } catch (error) {
    release();
    throw new Error(`Could not open ${description}: ${(error as Error).message}`, { cause: error });
  }
  const plain = queryable(pglite);
  const database = guardDatabase({
    kind: 'pglite',
    description,
    ...(inMemory ? {} : { filesDir: dataDir }),
    query: (sql, params) => plain.query(sql, params),
    exec: (script) => plain.exec(script),
    // A late flush (the options of query and transaction) changes nothing here: PGlite never flushes its commits
    // (see click-journal.ts).
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  });
  return {
    ...database,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
