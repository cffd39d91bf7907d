import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MIGRATIONS, migrate } from '../../server/db/migrations';
import { startEmbeddedUpkeep, type EmbeddedUpkeep } from '../../server/db/embedded-upkeep';
import { createEventStore, type EventStore } from '../../server/events/event-store';
import type { Projection } from '../../server/events/projections';
import { createLogger } from '../../server/logger';
import { openTestDatabase, type TestDatabase } from '../support/db';

/**
 * PGlite has no autovacuum: counters kept by upserts leave a dead row version per update. The embedded server's
 * upkeep (server/db/embedded-upkeep.ts) vacuums and analyzes when the log grew, and a rebuild leaves its tables
 * vacuumed and analyzed on both databases.
 */

type Tick = { type: 'Ticked'; data: { n: number } };

const counter: Projection<Tick> = {
  name: 'upkeep-counter',
  tables: ['eu_counter'],
  handles: ['Ticked'],
  apply: async (tx, event) => {
    await tx.query(
      `insert into eu_counter (id, total) values (1, $1)
       on conflict (id) do update set total = eu_counter.total + excluded.total`,
      [event.data.n],
    );
  },
};

/**
 * Table statistics reach pg_stat_user_tables when a backend flushes them, at most once a second since
 * PostgreSQL 15; forcing the flush makes the figures read here those of every statement before.
 */
const tableStats = async (db: TestDatabase) => {
  await db.query('select pg_stat_force_next_flush()');
  return (
    await db.query<{ dead: number; vacuumed: Date | null; analyzed: Date | null }>(
      `select n_dead_tup::int as dead, coalesce(last_vacuum, last_autovacuum) as vacuumed,
         coalesce(last_analyze, last_autoanalyze) as analyzed
       from pg_stat_user_tables where relname = 'eu_counter'`,
    )
  ).rows[0]!;
};

async function ticks(store: EventStore, from: number, count: number) {
  for (let n = from; n < from + count; n += 1) await store.append(`tick:${n}`, 0, [{ type: 'Ticked', data: { n } }]);
}

describe('embedded database upkeep (pglite)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let upkeep: EmbeddedUpkeep;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    await migrate(db, [CORE_MIGRATIONS]);
    await db.query('create table eu_counter (id int primary key, total int not null)');
    store = createEventStore(db, { projections: [counter] });
    // A timer that never fires within the test: the rounds are the test's own calls.
    upkeep = startEmbeddedUpkeep(db, createLogger('silent'), 3_600_000);
  });
  afterAll(async () => {
    await upkeep?.stop();
    await db?.close();
  });

  it('vacuums and analyzes when the log grew since its last round, and skips a round when it did not', async () => {
    await ticks(store, 1, 30);
    const before = await tableStats(db);
    expect(before.dead).toBeGreaterThan(0);
    expect(before.vacuumed).toBeNull();
    expect(await upkeep.tick()).toBe(true);
    const first = await tableStats(db);
    expect(first.vacuumed).toBeInstanceOf(Date);
    expect(first.analyzed).toBeInstanceOf(Date);
    // Nothing appended since: the round is skipped and the table left as it was.
    expect(await upkeep.tick()).toBe(false);
    expect((await tableStats(db)).vacuumed).toEqual(first.vacuumed);
    await ticks(store, 31, 5);
    expect(await upkeep.tick()).toBe(true);
    expect((await tableStats(db)).vacuumed!.getTime()).toBeGreaterThan(first.vacuumed!.getTime());
  });
});

describe.each(['pglite', 'postgres'] as const)('a rebuild leaves its tables vacuumed and analyzed (%s)', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db, [CORE_MIGRATIONS]);
    await db.query('create table eu_counter (id int primary key, total int not null)');
  }, 60_000);
  afterAll(() => db?.close());

  it('rebuilds the counter from the log, then vacuums and analyzes its table', async () => {
    const store = createEventStore(db, { projections: [counter] });
    await ticks(store, 1, 20);
    const rebuilt = await store.rebuild({ projections: [counter.name], batchSize: 1 });
    expect(rebuilt.projections).toEqual([{ name: counter.name, events: 20, rows: { eu_counter: 1 } }]);
    expect((await db.query<{ total: number }>('select total from eu_counter')).rows).toEqual([{ total: 210 }]);
    const stats = await tableStats(db);
    expect(stats.vacuumed).toBeInstanceOf(Date);
    expect(stats.analyzed).toBeInstanceOf(Date);
  });
});
