import type { Transaction } from '../db/database';
import type { DomainEvent, RecordedEvent } from './events';

/**
 * A read model kept up to date inside the append's transaction. It reads and writes only its own tables
 * (the same events must give the same rows whether they arrive live or during a rebuild, and other
 * projections' tables are at a different point during a rebuild).
 *
 * Declared with method syntax on purpose: a `Projection<ShortLinkEvent>` can then be registered where a
 * `Projection` is expected; the store only hands it the event types listed in `handles`.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  /** Unique among registered projections; names it in errors and in `projections rebuild`. */
  readonly name: string;
  /** The read tables it owns and fills alone: a rebuild empties them (restarting their identities) first. */
  readonly tables: readonly string[];
  /** The event types it receives. */
  readonly handles: readonly E['type'][];
  apply(tx: Transaction, event: RecordedEvent<E>): Promise<void>;
  /**
   * Set-based alternative to `apply` for high-volume events (clicks): receives every matching event of one
   * append, appendMany or rebuild batch, in log order, so it can write them with one statement.
   */
  applyMany?(tx: Transaction, events: readonly RecordedEvent<E>[]): Promise<void>;
  /**
   * For a projection whose writes need only the events' data (counters): the one insert or update statement that
   * `applyMany` runs, or undefined when these events write nothing. An appendMany then runs it inside the
   * statement that inserts the events (a data-modifying WITH), so a batch of clicks and every counter it adds to
   * are one statement, one round trip, and the counters' rows are locked only while it runs.
   */
  statementFor?(events: readonly E[]): Statement | undefined;
}

/** One SQL statement with its $1, $2… parameters. */
export interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** `statement`'s parameters renumbered to follow `offset` others, for a place inside a larger statement. */
export function shiftParameters(statement: Statement, offset: number): Statement {
  return {
    // The statements are the store's and the projections' own SQL: no $n inside a literal or a dollar quote.
    sql: statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`),
    params: statement.params,
  };
}

export class ProjectionError extends Error {
  override name = 'ProjectionError';
}

/** Tables the store itself owns; a projection listing one would have a rebuild wipe the log. */
const RESERVED_TABLES = new Set(['events', 'schema_migrations', 'projection_checkpoints']);
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Checks a set of projections once, at composition, so a mistake stops the start instead of a rebuild. */
export function checkProjections(projections: readonly Projection[]): void {
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const projection of projections) {
    if (!projection.name) throw new ProjectionError('A projection needs a name');
    if (names.has(projection.name)) throw new ProjectionError(`Two projections are named ${projection.name}`);
    names.add(projection.name);
    if (projection.handles.length === 0)
      throw new ProjectionError(`Projection ${projection.name} handles no event type`);
    for (const table of projection.tables) {
      if (!TABLE_NAME.test(table)) {
        throw new ProjectionError(
          `Projection ${projection.name}: "${table}" is not a plain lower_snake_case table name`,
        );
      }
      if (RESERVED_TABLES.has(table)) {
        throw new ProjectionError(
          `Projection ${projection.name} may not own the table ${table}: the event store owns it`,
        );
      }
      const owner = owners.get(table);
      if (owner) throw new ProjectionError(`Projections ${owner} and ${projection.name} both own the table ${table}`);
      owners.set(table, projection.name);
    }
  }
}

/**
 * Runs each projection over the events it handles, in log order. Each projection touches only its own
 * tables, so running them one after another gives the same rows as interleaving them event by event.
 * Returns how many events each projection received.
 */
export async function project(
  tx: Transaction,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const projection of projections) {
    const handled = new Set<string>(projection.handles);
    const mine = events.filter((event) => handled.has(event.type));
    counts.set(projection.name, mine.length);
    if (mine.length === 0) continue;
    if (projection.applyMany) {
      await runProjection(projection, mine, () => projection.applyMany!(tx, mine));
    } else {
      for (const event of mine) await runProjection(projection, [event], () => projection.apply(tx, event));
    }
  }
  return counts;
}

async function runProjection(projection: Projection, events: readonly RecordedEvent[], run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    const first = events[0];
    const where =
      events.length === 1 && first
        ? `${first.type} (stream ${first.streamId} version ${first.streamVersion})`
        : `${events.length} events`;
    throw new ProjectionError(`Projection ${projection.name} failed on ${where}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
