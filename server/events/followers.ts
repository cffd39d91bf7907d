import type { Database, Queryable, Transaction } from '../db/database';
import type { RecordedEvent } from './events';
import { project, type Projection } from './projections';

/**
 * Projections that follow the log instead of running in the append's transaction: the click roll-ups, which
 * would otherwise add their writes to every batch of clicks a redirect waits for. Each keeps a checkpoint (the
 * log position it has projected up to) in `projection_checkpoints`, and a catch-up projects what was committed
 * since, in one transaction with the checkpoint: a crash loses nothing and projects nothing twice.
 *
 * On PostgreSQL an append with a lower position can commit after one with a higher position, so a follower must
 * not pass an event that is still being written. The horizon it projects up to is read under a SHARE lock of the
 * events table, which waits for the appends in flight (they hold ROW EXCLUSIVE) and is let go at once: every
 * position at or below it is then committed or rolled back for good, and later appends draw higher ones.
 */

export interface Followers {
  readonly projections: readonly Projection[];
  /**
   * Projects what the log committed since each follower's checkpoint; resolves to the number of events projected.
   * Calls take turns (in this process and, through an advisory lock, across servers).
   */
  catchUp(): Promise<number>;
  /**
   * Inside a rebuild's transaction (their tables already emptied): replays the log into the chosen followers up to
   * `upTo`, a horizon read before that transaction began, and sets their checkpoints there.
   */
  rebuild(
    tx: Transaction,
    chosen: readonly Projection[],
    upTo: number,
    batchSize: number,
  ): Promise<Map<string, number>>;
  /** The position every append at or below has finished (see above). */
  horizon(): Promise<number>;
}

/** Advisory-lock class of the followers (two-key locks, beside the stream locks of the event store). */
const FOLLOWER_LOCK_CLASS = 1_801_677_174;
/** Events read and projected per round trip of a catch-up. */
const CATCH_UP_BATCH = 20_000;
/** How long a horizon waits behind appends in flight before the catch-up tries again later. */
const HORIZON_LOCK_TIMEOUT = '2s';
const LOCK_NOT_AVAILABLE = '55P03';

type EventRowReader = (
  tx: Transaction,
  after: number,
  upTo: number,
  types: string[],
  limit: number,
) => Promise<RecordedEvent[]>;

/** Waits for, then holds until the transaction ends, a follower's turn (its catch-ups and rebuilds take turns). */
export async function lockFollower(tx: Queryable, name: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [FOLLOWER_LOCK_CLASS, name]);
}

export function createFollowers(db: Database, projections: readonly Projection[], read: EventRowReader): Followers {
  let turn: Promise<unknown> = Promise.resolve();

  async function horizon(): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.query(`set local lock_timeout = '${HORIZON_LOCK_TIMEOUT}'`);
      await tx.query('lock table events in share mode');
      const { rows } = await tx.query<{ position: number | string | null }>(
        'select max(position) as position from events',
      );
      return Number(rows[0]?.position ?? 0);
    });
  }

  async function checkpoints(): Promise<Map<string, number>> {
    const { rows } = await db.query<{ projection: string; position: number | string }>(
      'select projection, position from projection_checkpoints',
    );
    return new Map(rows.map((row) => [row.projection, Number(row.position)]));
  }

  /** Replays events after `after` up to `upTo` into one follower; the caller's transaction holds its lock. */
  async function replay(tx: Transaction, follower: Projection, after: number, upTo: number, batchSize: number) {
    const types = [...follower.handles];
    let projected = 0;
    for (let from = after; from < upTo;) {
      const events = await read(tx, from, upTo, types, batchSize);
      const last = events.at(-1);
      if (!last) break;
      await project(tx, [follower], events);
      projected += events.length;
      from = last.position;
      if (events.length < batchSize) break;
    }
    await tx.query(
      `insert into projection_checkpoints (projection, position) values ($1, $2)
       on conflict (projection) do update set position = excluded.position`,
      [follower.name, upTo],
    );
    return projected;
  }

  async function catchUpOnce(): Promise<number> {
    if (projections.length === 0) return 0;
    const done = await checkpoints();
    const { rows } = await db.query<{ position: number | string | null }>(
      'select max(position) as position from events',
    );
    const newest = Number(rows[0]?.position ?? 0);
    // A checkpoint is always a horizon, so nothing at or below it can still be in flight: nothing to do.
    if (projections.every((p) => (done.get(p.name) ?? 0) >= newest)) return 0;
    let upTo: number;
    try {
      upTo = await horizon();
    } catch (error) {
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return 0;
      throw error;
    }
    let projected = 0;
    for (const follower of projections) {
      projected += await db.transaction(async (tx) => {
        await lockFollower(tx, follower.name);
        const { rows: current } = await tx.query<{ position: number | string }>(
          'select position from projection_checkpoints where projection = $1',
          [follower.name],
        );
        const after = Number(current[0]?.position ?? 0);
        return after >= upTo ? 0 : replay(tx, follower, after, upTo, CATCH_UP_BATCH);
      });
    }
    return projected;
  }

  return {
    projections,
    catchUp() {
      const run = turn.then(catchUpOnce, catchUpOnce);
      turn = run.catch(() => undefined);
      return run;
    },
    horizon,
    async rebuild(tx, chosen, upTo, batchSize) {
      const counts = new Map<string, number>();
      for (const follower of chosen) {
        await lockFollower(tx, follower.name);
        counts.set(follower.name, await replay(tx, follower, 0, upTo, batchSize));
      }
      return counts;
    },
  };
}
