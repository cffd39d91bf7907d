import { AsyncLocalStorage } from 'node:async_hooks';

export type DatabaseKind = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  readonly rows: Row[];
  /** Rows returned, or rows changed by an insert, update or delete without RETURNING. */
  readonly rowCount: number;
}

/** What a database and a transaction have in common: run SQL. */
export interface Queryable {
  /** One statement with $1, $2… parameters. Pass jsonb values as JSON text (`$1::jsonb`): the two drivers encode objects and arrays differently. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
  /** A script of one or more statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** The handle a transaction's work receives; it is only valid until the work's promise settles. */
export type Transaction = Queryable;

/** A statement run alone is its own transaction: these options are a transaction's. */
export type StatementOptions = TransactionOptions;

export interface TransactionOptions {
  /**
   * Lets go of the transaction's row locks before its commit reaches the disk, then waits for the disk: the
   * transaction is as durable as any when `transaction` resolves, but writers of the same rows (the click counters
   * every batch of clicks adds to) wait for its commit only, not for its flush as well, so several such
   * transactions can be in flight and their flushes shared. Others may read its rows before they are on disk
   * (a power cut in that moment loses them, and nobody waiting on them was told they were stored).
   * PostgreSQL only: the embedded database does not flush its commits at all.
   */
  lateFlush?: boolean;
}

/**
 * The one database interface every server module uses, whether PGlite or PostgreSQL runs underneath.
 * Values come back the same way from both: bigint as number, date as 'YYYY-MM-DD', timestamptz as Date,
 * json/jsonb parsed, numeric as string.
 */
export interface Database extends Queryable {
  /** One statement, its own transaction; with `lateFlush` (TransactionOptions), its locks go before its flush. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: StatementOptions,
  ): Promise<QueryResult<Row>>;
  readonly kind: DatabaseKind;
  /** Where the data lives, for logs and the admin CLI; never contains a password. */
  readonly description: string;
  /** The folder of an embedded database's files (absent in memory and on PostgreSQL); its owner keeps more beside it. */
  readonly filesDir?: string;
  /** Commits when `work` resolves, rolls back when it throws (and rethrows). */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Waits for work in flight, then releases the connection(s), files and locks. Idempotent. */
  close(): Promise<void>;
}

/** What an implementation provides; `guardDatabase` adds the rules both share. */
export interface DatabaseDriver {
  readonly kind: DatabaseKind;
  readonly description: string;
  readonly filesDir?: string;
  query(
    sql: string,
    params: readonly unknown[],
    options?: StatementOptions,
  ): Promise<QueryResult<Record<string, unknown>>>;
  exec(script: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export class DatabaseClosedError extends Error {
  override name = 'DatabaseClosedError';
}

export class TransactionMisuseError extends Error {
  override name = 'TransactionMisuseError';
}

/** Which database (if any) the current async context holds a transaction on. */
const openTransaction = new AsyncLocalStorage<DatabaseDriver>();

/**
 * Whether the nesting check below runs: under tests (vitest sets NODE_ENV=test) and `npm run dev`, not under
 * `npm start`. On Node 20 an AsyncLocalStorage in use turns on async hooks for the whole process: every promise and
 * every process.nextTick of every request then runs them, which cost the short-link redirect about a third of its
 * rate. The check finds a programming mistake, which the suites exercise; a server in production need not pay for it.
 */
export const CHECK_TRANSACTION_NESTING = process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

/**
 * Wraps a driver with the rules callers rely on:
 * - a query on the database itself from inside one of its transactions is refused: on PGlite it would wait for
 *   the transaction forever, on PostgreSQL it would silently run outside it (checked where
 *   CHECK_TRANSACTION_NESTING says);
 * - a transaction handle used after its transaction ended is refused (a pooled connection may serve someone else);
 * - close() refuses new work and waits for work in flight.
 */
export function guardDatabase(driver: DatabaseDriver): Database {
  const inFlight = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;

  function track<T>(operation: string, run: () => Promise<T>): Promise<T> {
    if (closing) return Promise.reject(new DatabaseClosedError(`${operation} on ${driver.description} after close()`));
    if (CHECK_TRANSACTION_NESTING && openTransaction.getStore() === driver) {
      return Promise.reject(
        new TransactionMisuseError(
          `${operation} on the database from inside one of its transactions: use the transaction handle (tx.query) instead`,
        ),
      );
    }
    const promise = run();
    inFlight.add(promise);
    const forget = () => inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  return {
    kind: driver.kind,
    description: driver.description,
    ...(driver.filesDir ? { filesDir: driver.filesDir } : {}),
    query: <Row extends object>(sql: string, params: readonly unknown[] = [], options?: StatementOptions) =>
      track('query', () => driver.query(sql, params, options) as Promise<QueryResult<Row>>),
    exec: (script) => track('exec', () => driver.exec(script)),
    transaction: (work, options) =>
      track('transaction', () =>
        driver.transaction((inner) => {
          let finished = false;
          const ensureOpen = (operation: string) => {
            if (finished) throw new TransactionMisuseError(`${operation} on a transaction that has already ended`);
          };
          const tx: Transaction = {
            query: async <Row extends object>(sql: string, params: readonly unknown[] = []) => {
              ensureOpen('query');
              return (await inner.query(sql, params)) as QueryResult<Row>;
            },
            exec: async (script) => {
              ensureOpen('exec');
              await inner.exec(script);
            },
          };
          return (CHECK_TRANSACTION_NESTING ? openTransaction.run(driver, () => work(tx)) : work(tx)).finally(() => {
            finished = true;
          });
        }, options),
      ),
    close: () =>
      (closing ??= (async () => {
        await Promise.allSettled([...inFlight]);
        await driver.close();
      })()),
  };
}

/** PostgreSQL's SQLSTATE for a unique violation; both drivers report `code` and `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}
