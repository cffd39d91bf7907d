import pg from 'pg';
import { guardDatabase, type Database, type Queryable, type QueryResult } from './database';
import { SHARED_TYPE_PARSERS } from './type-parsers';

export interface PostgresDatabaseOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Pool size: transactions beyond it wait for a free connection. */
  maxConnections?: number;
  /** Errors of idle pooled connections (server restart, network); they do not belong to any caller. */
  onIdleError?: (error: Error) => void;
}

const sharedTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    SHARED_TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** host:port/database of a connection URL; the password never reaches logs. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

function normalise(result: pg.QueryResult<Record<string, unknown>>): QueryResult<Record<string, unknown>> {
  return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      normalise(await target.query<Record<string, unknown>>(sql, [...params])) as QueryResult<Row>,
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    exec: async (script) => {
      await target.query(script);
    },
  };
}

/** PostgreSQL through a node-postgres pool; each transaction holds one pooled connection from BEGIN to COMMIT. */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const description = describePostgresUrl(options.url);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types: sharedTypes,
    application_name: 'linkmint',
  });
  pool.on(
    'error',
    options.onIdleError ??
      ((error) =>
        console.error(JSON.stringify({ level: 'error', msg: 'idle database connection failed', err: error.message }))),
  );
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not connect to ${description}: ${(error as Error).message}`, { cause: error });
  }
  const plain = queryable(pool);
  return guardDatabase({
    kind: 'postgres',
    description,
    query: (sql, params) => plain.query(sql, params),
    exec: (script) => plain.exec(script),
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          // A connection that cannot even roll back is discarded rather than handed to the next caller.
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  });
}
