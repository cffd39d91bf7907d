import pg from 'pg';
import {
  guardDatabase,
  type Database,
  type Queryable,
  type QueryResult,
  type StatementOptions,
  type TransactionOptions,
} from './database';
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

/**
 * A late flush (TransactionOptions.lateFlush): the transaction commits with synchronous_commit off, which releases
 * its locks as soon as the commit record is written, and then a transactional WAL message commits synchronously.
 * Its commit record comes after the first one in the log, so its flush to disk covers both: when it answers, the
 * transaction is on disk. Any role may emit the message; it changes no table. In a transaction both go as one
 * simple-protocol string, so this costs no round trip more than a plain commit.
 */
const FLUSH = "select pg_logical_emit_message(true, 'linkmint', 'flush')";
const BEGIN = { plain: 'begin', lateFlush: 'begin; set local synchronous_commit = off' };
const COMMIT = { plain: 'commit', lateFlush: `commit; ${FLUSH}` };

/** node-postgres's own encoding of a parameter (arrays as array literals, dates as timestamps); untyped in @types/pg. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils;

/** A parameter as an SQL literal, encoded as node-postgres would send it and quoted by its escapeLiteral. */
function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return 'null';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'::bytea`;
  return pg.escapeLiteral(prepared);
}

/**
 * A statement alone with a late flush, in one round trip: a simple-protocol string of its transaction with
 * commits asynchronous, its commit, and the flush. The statement's locks go the moment its commit is written,
 * without waiting for this process to answer anything. The simple protocol takes no parameters, so they are
 * written into the statement as literals (the statements are the event store's own: no $n inside their quotes).
 */
async function statementWithLateFlush(
  pool: pg.Pool,
  sql: string,
  params: readonly unknown[],
): Promise<QueryResult<Record<string, unknown>>> {
  const inlined = sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const results = (await client.query(`${BEGIN.lateFlush}; ${inlined}; ${COMMIT.lateFlush}`)) as unknown as Array<
      pg.QueryResult<Record<string, unknown>>
    >;
    // begin, set, the statement, commit, the flush.
    return normalise(results[2]!);
  } catch (error) {
    // The statement failed (nothing after it ran): its transaction block waits for a rollback.
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
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
    query: (sql, params, options?: StatementOptions) =>
      options?.lateFlush ? statementWithLateFlush(pool, sql, params) : plain.query(sql, params),
    exec: (script) => plain.exec(script),
    transaction: async (work, options?: TransactionOptions) => {
      const client = await pool.connect();
      const mode = options?.lateFlush ? 'lateFlush' : 'plain';
      let broken: Error | undefined;
      try {
        await client.query(BEGIN[mode]);
        const result = await work(queryable(client));
        await client.query(COMMIT[mode]);
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
