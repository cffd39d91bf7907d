import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MIGRATIONS, migrate } from '../../server/db/migrations';
import { createEventStore, type EventStore } from '../../server/events/event-store';
import type { Projection } from '../../server/events/projections';
import { openTestDatabase, type TestDatabase } from '../support/db';

/**
 * Followers of the log (server/events/followers.ts) on PostgreSQL, where appends commit out of position order: a
 * catch-up projects exactly the committed events, never passes one still being written, and a rebuild agrees.
 */

type Tick = { type: 'Ticked'; data: { n: number } };

const follower: Projection<Tick> = {
  name: 'tick-totals',
  tables: ['lf_tick_totals'],
  handles: ['Ticked'],
  apply: async (tx, event) => {
    await tx.query(
      `insert into lf_tick_totals (id, total, events) values (1, $1, 1)
       on conflict (id) do update set total = lf_tick_totals.total + excluded.total, events = lf_tick_totals.events + 1`,
      [event.data.n],
    );
  },
};

describe('followers of the log (postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    await migrate(db, [CORE_MIGRATIONS]);
    await db.query('create table lf_tick_totals (id int primary key, total int not null, events int not null)');
    store = createEventStore(db, { followers: [follower] });
  }, 60_000);
  afterAll(() => db?.close());

  const totals = async () =>
    (await db.query<{ total: number; events: number }>('select total, events from lf_tick_totals')).rows[0] ?? {
      total: 0,
      events: 0,
    };
  const lockRequestWaiting = async () =>
    (
      await db.query(
        `select 1 from pg_locks where not granted and mode = 'ShareLock' and relation = 'events'::regclass`,
      )
    ).rows.length > 0;
  const tick = (n: number) => store.append(`tick:${n}`, 0, [{ type: 'Ticked', data: { n } }]);

  it('leaves the appends alone and projects what they committed at the next catch-up', async () => {
    expect(store.followers.map((f) => f.name)).toEqual(['tick-totals']);
    await tick(1);
    await tick(2);
    expect(await totals()).toEqual({ total: 0, events: 0 });
    expect(await store.catchUp()).toBe(2);
    expect(await totals()).toEqual({ total: 3, events: 2 });
    expect(await store.catchUp()).toBe(0);
  });

  it('waits for an append still in flight with a lower position instead of passing it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const hasInserted = new Promise<void>((resolve) => (inserted = resolve));
    // A writer that draws its position first and commits last.
    const slow = db.transaction(async (tx) => {
      await tx.query(
        `insert into events (stream_id, stream_version, type, data) values ('tick:10', 1, 'Ticked', '{"n":10}')`,
      );
      inserted();
      await held;
    });
    await hasInserted;
    await tick(20);
    const catchingUp = store.catchUp();
    // The catch-up's horizon waits behind the open append (its lock request is seen waiting); once the append
    // commits, both are projected.
    while (!(await lockRequestWaiting())) await new Promise((resolve) => setImmediate(resolve));
    expect(await totals()).toEqual({ total: 3, events: 2 });
    release();
    await slow;
    await catchingUp;
    await store.catchUp();
    expect(await totals()).toEqual({ total: 33, events: 4 });
  });

  it('rebuilds to the same rows and catches up from there', async () => {
    const before = await totals();
    const report = await store.rebuild({ projections: ['tick-totals'] });
    expect(report.projections).toEqual([{ name: 'tick-totals', events: before.events, rows: { lf_tick_totals: 1 } }]);
    expect(await totals()).toEqual(before);
    await tick(100);
    await store.catchUp();
    expect(await totals()).toEqual({ total: before.total + 100, events: before.events + 1 });
  });

  it('runs the followers inline when asked (the embedded database’s default)', async () => {
    const inline = createEventStore(db, { followers: [follower], followInline: true });
    expect([inline.followers, inline.projections.map((p) => p.name)]).toEqual([[], ['tick-totals']]);
    const before = await totals();
    await inline.append('tick:200', 0, [{ type: 'Ticked', data: { n: 200 } }]);
    expect(await totals()).toEqual({ total: before.total + 200, events: before.events + 1 });
  });
});
