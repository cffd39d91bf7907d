import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { DatabaseClosedError, TransactionMisuseError, type Database, type Transaction } from '../../server/db/database';
import { CORE_MIGRATIONS, MigrationError, migrate } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open-database';
import { createCommandHandler, type Decider } from '../../server/events/command-handler';
import { createEventStore, type EventStore } from '../../server/events/event-store';
import { ConcurrencyError, NO_STREAM } from '../../server/events/events';
import { ProjectionError, type Projection } from '../../server/events/projections';
import { startServer } from '../../server/server';
import { openTestDatabase, type TestDatabase } from '../support/db';

/** The core's own migrations: the event log and the followers' checkpoints. */
const CORE_MIGRATION_COUNT = readdirSync(CORE_MIGRATIONS.dir).filter((name) => name.endsWith('.sql')).length;

// ---- A small link aggregate, written the way modules write theirs. ----

type LinkEvent =
  | { type: 'LinkCreated'; data: { linkId: string; title: string; createdAt: string } }
  | { type: 'LinkRenamed'; data: { title: string } }
  | { type: 'LinkArchived'; data: { archivedAt: string } };
type ClickEvent = { type: 'LinkClicked'; data: { link: string } };
type LinkCommand = { type: 'Create'; title: string } | { type: 'Rename'; title: string } | { type: 'Archive' };
interface LinkState {
  status: 'none' | 'active' | 'archived';
  title: string | null;
}

const linkDecider: Decider<LinkCommand, LinkState, LinkEvent> = {
  initialState: { status: 'none', title: null },
  evolve(state, event) {
    switch (event.type) {
      case 'LinkCreated':
        return { status: 'active', title: event.data.title };
      case 'LinkRenamed':
        return { ...state, title: event.data.title };
      case 'LinkArchived':
        return { ...state, status: 'archived' };
    }
  },
  decide(command, state, { now, newId }) {
    if (command.type === 'Create') {
      if (state.status !== 'none') throw new Error('This link already exists.');
      return [{ type: 'LinkCreated', data: { linkId: newId(), title: command.title, createdAt: now.toISOString() } }];
    }
    if (state.status !== 'active') throw new Error('This link is not active.');
    if (command.type === 'Rename')
      return command.title === state.title ? [] : [{ type: 'LinkRenamed', data: { title: command.title } }];
    return [{ type: 'LinkArchived', data: { archivedAt: now.toISOString() } }];
  },
};

// ---- Read models of the link events, as modules would register them. ----

const READ_TABLES = `
  create table if not exists rb_links (stream_id text primary key, link_id text not null, title text not null,
    status text not null, created_at timestamptz not null, version int not null);
  create table if not exists rb_click_totals (link text primary key, clicks int not null);
  create table if not exists rb_feed (id bigint generated always as identity primary key, position bigint not null,
    stream_id text not null, type text not null, recorded_at timestamptz not null);
`;

const linksProjection: Projection<LinkEvent> = {
  name: 'rb-links',
  tables: ['rb_links'],
  handles: ['LinkCreated', 'LinkRenamed', 'LinkArchived'],
  async apply(tx, event) {
    switch (event.type) {
      case 'LinkCreated':
        await tx.query(
          `insert into rb_links (stream_id, link_id, title, status, created_at, version) values ($1, $2, $3, 'active', $4, $5)`,
          [event.streamId, event.data.linkId, event.data.title, event.data.createdAt, event.streamVersion],
        );
        return;
      case 'LinkRenamed':
        await tx.query('update rb_links set title = $2, version = $3 where stream_id = $1', [
          event.streamId,
          event.data.title,
          event.streamVersion,
        ]);
        return;
      case 'LinkArchived':
        await tx.query(`update rb_links set status = 'archived', version = $2 where stream_id = $1`, [
          event.streamId,
          event.streamVersion,
        ]);
    }
  },
};

let clickBatches = 0;
const clickTotalsProjection: Projection<ClickEvent> = {
  name: 'rb-click-totals',
  tables: ['rb_click_totals'],
  handles: ['LinkClicked'],
  apply(tx, event) {
    return this.applyMany!(tx, [event]);
  },
  async applyMany(tx, events) {
    clickBatches += 1;
    await tx.query(
      `insert into rb_click_totals (link, clicks)
       select link, count(*) from unnest($1::text[]) as u(link) group by link
       on conflict (link) do update set clicks = rb_click_totals.clicks + excluded.clicks`,
      [events.map((event) => event.data.link)],
    );
  },
};

/** The same totals, written within appendMany's insert statement (Projection.statementFor). */
const clickTotalsStatement = (events: readonly ClickEvent[]) => ({
  sql: `insert into rb_click_totals (link, clicks)
        select link, count(*) from unnest($1::text[]) as u(link) group by link
        on conflict (link) do update set clicks = rb_click_totals.clicks + excluded.clicks`,
  params: [events.map((event) => event.data.link)],
});
const clickTotalsAlongside: Projection<ClickEvent> = {
  ...clickTotalsProjection,
  async applyMany(tx, events) {
    const { sql, params } = clickTotalsStatement(events);
    await tx.query(sql, params);
  },
  statementFor: clickTotalsStatement,
};

const feedProjection: Projection = {
  name: 'rb-feed',
  tables: ['rb_feed'],
  handles: ['LinkCreated', 'LinkRenamed', 'LinkArchived', 'LinkClicked'],
  async apply(tx, event) {
    await tx.query('insert into rb_feed (position, stream_id, type, recorded_at) values ($1, $2, $3, $4)', [
      event.position,
      event.streamId,
      event.type,
      event.recordedAt,
    ]);
  },
};

const linkProjections = [linksProjection, clickTotalsProjection, feedProjection] as Projection[];

/** Every row of a table, as text, in a stable order: what "identical tables" means. */
async function dump(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(`select to_jsonb(t)::text as row from ${table} t order by 1`);
  return rows.map((r) => r.row);
}

async function dumpReadTables(db: Database) {
  return {
    links: await dump(db, 'rb_links'),
    clicks: await dump(db, 'rb_click_totals'),
    feed: await dump(db, 'rb_feed'),
  };
}

/** Deterministic pseudo-random numbers, so a failing history can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The database with every statement of its transactions recorded. */
function recordingStatements(db: Database) {
  const statements: string[] = [];
  const record = (tx: Transaction): Transaction => ({
    query: (sql, params) => {
      statements.push(sql);
      return tx.query(sql, params);
    },
    exec: (script) => {
      statements.push(script);
      return tx.exec(script);
    },
  });
  const recorded: Database = {
    ...db,
    // A statement run alone (appendMany's, when every projection writes within it) is its own transaction.
    query: (sql, params, options) => {
      statements.push(sql);
      return db.query(sql, params, options);
    },
    transaction: (work, options) => db.transaction((tx) => work(record(tx)), options),
  };
  return { recorded, statements };
}

const stream = (aggregate: string) => `${aggregate}:${randomUUID()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const KINDS = [
  {
    kind: 'pglite' as const,
    // PGlite runs one transaction at a time: a reader waits for the writer and then sees all of it.
    readerDuringWriteSees: 2,
  },
  {
    kind: 'postgres' as const,
    // PostgreSQL readers do not wait: they see the state before the writer's transaction.
    readerDuringWriteSees: 0,
  },
];

describe.each(KINDS)('event store on $kind', ({ kind, readerDuringWriteSees }) => {
  let db: TestDatabase;
  let store: EventStore;
  const folders: string[] = [];
  const tempFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'linkmint-event-store-test-'));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await db.exec(READ_TABLES);
    store = createEventStore(db);
  });
  afterAll(async () => {
    await db?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  describe('database', () => {
    it('returns the same value types as the other database', async () => {
      const { rows } = await db.query(
        `select 9007199254740991::int8 as big, count(*) as n, '2024-03-10'::date as day,
                timestamptz '2024-03-10T08:00:00Z' as at, '{"a":[1,"x"]}'::jsonb as doc, 12.50::numeric as amount`,
      );
      expect(rows).toEqual([
        {
          big: 9007199254740991,
          n: 1,
          day: '2024-03-10',
          at: new Date('2024-03-10T08:00:00Z'),
          doc: { a: [1, 'x'] },
          amount: '12.50',
        },
      ]);
    });

    it('commits a transaction that succeeds and rolls back one that throws', async () => {
      await db.exec('create table tx_commit (n int)');
      await db.transaction((tx) => tx.query('insert into tx_commit values (1)'));
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into tx_commit values (2)');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await db.query('select n from tx_commit')).rows).toEqual([{ n: 1 }]);
    });

    it('never shows one caller the uncommitted statements of another', async () => {
      await db.exec('create table tx_probe (n int)');
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      let readersDone!: () => void;
      const released = new Promise<void>((resolve) => (readersDone = resolve));
      const writer = db.transaction(async (tx) => {
        await tx.query('insert into tx_probe values (1)');
        inserted();
        // PostgreSQL runs the readers beside this transaction: hold it open until they have looked, so the test
        // does not depend on timing. PGlite queues them behind it, so waiting for them would never end.
        if (kind === 'postgres') await released;
        else await sleep(50);
        await tx.query('insert into tx_probe values (2)');
      });
      await firstInserted;
      const readers = Promise.all([
        db.transaction(async (tx) => (await tx.query<{ n: number }>('select count(*) as n from tx_probe')).rows[0]?.n),
        db.query<{ n: number }>('select count(*) as n from tx_probe').then((r) => r.rows[0]?.n),
      ]).finally(readersDone);
      const [[reader, plain]] = await Promise.all([readers, writer]);
      expect(reader).toBe(readerDuringWriteSees);
      expect(plain).toBe(readerDuringWriteSees);
      expect((await db.query('select count(*) as n from tx_probe')).rows).toEqual([{ n: 2 }]);
    });

    it('refuses a query on the database from inside its own transaction instead of hanging', async () => {
      await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(TransactionMisuseError);
      await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toThrow(TransactionMisuseError);
      let leaked: Transaction | undefined;
      await db.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked!.query('select 1')).rejects.toThrow('already ended');
    });
  });

  describe('append and read', () => {
    it('round-trips events, versions, metadata and positions', async () => {
      const id = stream('product');
      const first = await store.append(
        id,
        NO_STREAM,
        [
          {
            type: 'ProductSaved',
            data: { title: 'Tote bag', cents: 1299, tags: ['summer'], at: new Date('2024-03-10T08:00:00Z') },
          },
        ],
        { metadata: { requestId: 'req-1', actor: 'user:7' } },
      );
      expect(first.nextExpectedVersion).toBe(1);
      expect(first.events[0]).toMatchObject({
        streamId: id,
        streamVersion: 1,
        type: 'ProductSaved',
        // Stored as JSON, so the Date comes back as the string every later reader gets.
        data: { title: 'Tote bag', cents: 1299, tags: ['summer'], at: '2024-03-10T08:00:00.000Z' },
        metadata: { requestId: 'req-1', actor: 'user:7' },
      });
      expect(first.events[0]?.recordedAt).toBeInstanceOf(Date);

      const second = await store.append(id, 1, [
        { type: 'ProductRenamed', data: { title: 'Beach tote' } },
        { type: 'ProductArchived', data: {} },
      ]);
      expect(second.nextExpectedVersion).toBe(3);
      expect(second.events.map((e) => e.streamVersion)).toEqual([2, 3]);

      const all = [...first.events, ...second.events];
      expect(await store.readStream(id)).toEqual(all);
      expect((await store.readStream(id, { afterVersion: 1 })).map((e) => e.type)).toEqual([
        'ProductRenamed',
        'ProductArchived',
      ]);
      expect(await store.streamVersion(id)).toBe(3);
      const positions = all.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(await store.readAll(positions[0]! - 1, 3)).toEqual(all);
      expect(await store.readAll(positions[2]!, 10)).toEqual([]);
    });

    it('knows a stream that does not exist', async () => {
      const id = stream('link');
      expect(await store.readStream(id)).toEqual([]);
      expect(await store.streamVersion(id)).toBe(NO_STREAM);
    });

    it("appends with 'any' and refuses a wrong expected version, naming the stream and both versions", async () => {
      const id = stream('link');
      expect((await store.append(id, 'any', [{ type: 'Noted', data: { n: 1 } }])).nextExpectedVersion).toBe(1);
      expect((await store.append(id, 'any', [{ type: 'Noted', data: { n: 2 } }])).nextExpectedVersion).toBe(2);

      const stale = store.append(id, 5, [{ type: 'Noted', data: { n: 3 } }]);
      await expect(stale).rejects.toThrow(ConcurrencyError);
      await expect(stale).rejects.toMatchObject({
        streamId: id,
        expectedVersion: 5,
        actualVersion: 2,
        message: `Stream ${id} is at version 2, but the append expected version 5: someone else changed it first.`,
      });
      await expect(store.append(id, NO_STREAM, [{ type: 'Noted', data: {} }])).rejects.toThrow(
        `Stream ${id} is at version 2, but the append expected no stream yet (version 0)`,
      );
      expect(await store.streamVersion(id)).toBe(2);
    });

    it('refuses malformed appends before touching the database', async () => {
      await expect(store.append('no-colon', NO_STREAM, [{ type: 'X', data: {} }])).rejects.toThrow('<aggregate>:<id>');
      await expect(store.append(stream('link'), NO_STREAM, [])).rejects.toThrow('at least one event');
      await expect(store.append(stream('link'), -1, [{ type: 'X', data: {} }])).rejects.toThrow('expectedVersion');
      await expect(store.append(stream('link'), NO_STREAM, [{ type: 'X', data: undefined }])).rejects.toThrow(
        'not JSON',
      );
    });

    it('lets exactly one of 50 concurrent appends with the same expected version win', async () => {
      const id = stream('link');
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, contender) =>
          store.append(id, NO_STREAM, [
            { type: 'Claimed', data: { contender } },
            { type: 'Confirmed', data: { contender } },
          ]),
        ),
      );
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const error of lost) {
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ streamId: id, expectedVersion: 0, actualVersion: 2 });
      }
      const winner = (won[0]!.events[0]!.data as { contender: number }).contender;
      const stored = await store.readStream(id);
      expect(stored.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
        [1, 'Claimed', { contender: winner }],
        [2, 'Confirmed', { contender: winner }],
      ]);
    });

    it("keeps every one of 20 concurrent appends with 'any', in consecutive versions", async () => {
      const id = stream('link');
      await Promise.all(
        Array.from({ length: 20 }, (_, n) => store.append(id, 'any', [{ type: 'Noted', data: { n } }])),
      );
      const stored = await store.readStream<{ type: 'Noted'; data: { n: number } }>(id);
      expect(stored.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(stored.map((e) => e.data.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });
  });

  describe('projections', () => {
    const strictTitles: Projection<LinkEvent> = {
      name: 'strict-titles',
      tables: ['strict_title_log'],
      handles: ['LinkCreated', 'LinkRenamed'],
      async apply(tx, event) {
        if ('title' in event.data && event.data.title === '') throw new Error('a title cannot be empty');
        await tx.query('insert into strict_title_log (stream_id) values ($1)', [event.streamId]);
      },
    };

    it('updates read tables in the append transaction, and a failing projection stores nothing', async () => {
      await db.exec('create table strict_title_log (stream_id text not null)');
      const guarded = createEventStore(db, { projections: [linksProjection, strictTitles] as Projection[] });
      const id = stream('link');
      await guarded.append(id, NO_STREAM, [
        { type: 'LinkCreated', data: { linkId: 'l1', title: 'Lamp', createdAt: '2024-03-10T08:00:00Z' } },
      ]);
      expect((await db.query('select title, version from rb_links where stream_id = $1', [id])).rows).toEqual([
        { title: 'Lamp', version: 1 },
      ]);

      // rb-links applies both renames before strict-titles refuses the second: all of it must roll back.
      const refused = guarded.append(id, 1, [
        { type: 'LinkRenamed', data: { title: 'Desk lamp' } },
        { type: 'LinkRenamed', data: { title: '' } },
      ]);
      await expect(refused).rejects.toThrow(ProjectionError);
      await expect(refused).rejects.toThrow(
        `Projection strict-titles failed on LinkRenamed (stream ${id} version 3): a title cannot be empty`,
      );
      expect(await guarded.streamVersion(id)).toBe(1);
      expect((await db.query('select title, version from rb_links where stream_id = $1', [id])).rows).toEqual([
        { title: 'Lamp', version: 1 },
      ]);
      expect((await db.query('select count(*) as n from strict_title_log where stream_id = $1', [id])).rows).toEqual([
        { n: 1 },
      ]);

      const never = stream('link');
      await expect(
        guarded.append(never, NO_STREAM, [
          { type: 'LinkCreated', data: { linkId: 'l2', title: '', createdAt: '2024-03-10T08:00:00Z' } },
        ]),
      ).rejects.toThrow(ProjectionError);
      expect(await guarded.readStream(never)).toEqual([]);
      expect((await db.query('select count(*) as n from rb_links where stream_id = $1', [never])).rows).toEqual([
        { n: 0 },
      ]);
    });

    it('refuses projections that would clash, at composition', () => {
      expect(() =>
        createEventStore(db, { projections: [linksProjection, { ...linksProjection, name: 'other' }] as Projection[] }),
      ).toThrow('Projections rb-links and other both own the table rb_links');
      expect(() => createEventStore(db, { projections: [{ ...feedProjection, tables: ['events'] }] })).toThrow(
        'may not own the table events',
      );
    });
  });

  describe('appendMany', () => {
    const click = (link: string) => ({
      streamId: stream('click'),
      event: { type: 'LinkClicked' as const, data: { link } },
    });

    it('starts 500 streams with one insert statement', async () => {
      const { recorded, statements } = recordingStatements(db);
      const clicks = Array.from({ length: 500 }, (_, i) => click(`link:${i % 7}`));
      const stored = await createEventStore(recorded).appendMany(clicks, { metadata: { source: 'redirect' } });
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^\s*with inserted as \(\s*insert into events/);
      expect(stored.map((e) => e.streamId)).toEqual(clicks.map((c) => c.streamId));
      expect(stored.every((e) => e.streamVersion === 1 && e.metadata.source === 'redirect')).toBe(true);
      const positions = stored.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(await store.readStream(clicks[499]!.streamId)).toEqual([stored[499]]);
      // Each event got the position it was stored at, in the order given.
      expect((await store.readAll(positions[0]! - 1, 500)).map((e) => [e.position, e.streamId])).toEqual(
        stored.map((e) => [e.position, e.streamId]),
      );
    });

    it('hands a set-based projection the whole batch at once', async () => {
      const clicks = createEventStore(db, { projections: [clickTotalsProjection] as Projection[] });
      const link = stream('link');
      const before = clickBatches;
      await clicks.appendMany(Array.from({ length: 300 }, () => click(link)));
      expect(clickBatches - before).toBe(1);
      expect((await db.query('select clicks from rb_click_totals where link = $1', [link])).rows).toEqual([
        { clicks: 300 },
      ]);
    });

    it('writes a projection with statementFor within the one insert statement, late flush or not', async () => {
      const { recorded, statements } = recordingStatements(db);
      const store = createEventStore(recorded, { projections: [clickTotalsAlongside] as Projection[] });
      const link = stream('link');
      await store.appendMany(Array.from({ length: 40 }, () => click(link)));
      await store.appendMany(
        Array.from({ length: 2 }, () => click(link)),
        { lateFlush: true },
      );
      expect(statements).toHaveLength(2);
      expect(statements.every((sql) => sql.includes('insert into rb_click_totals'))).toBe(true);
      expect((await db.query('select clicks from rb_click_totals where link = $1', [link])).rows).toEqual([
        { clicks: 42 },
      ]);
      // A stream that exists already refuses the whole statement: no event and no count.
      const taken = click(link);
      await store.appendMany([taken], { lateFlush: true });
      await expect(store.appendMany([click(link), taken], { lateFlush: true })).rejects.toThrow(ConcurrencyError);
      expect((await db.query('select clicks from rb_click_totals where link = $1', [link])).rows).toEqual([
        { clicks: 43 },
      ]);
    });

    it('stores nothing when one of the streams already exists', async () => {
      const clicks = createEventStore(db, { projections: [clickTotalsProjection] as Projection[] });
      const link = stream('link');
      const taken = click(link);
      await clicks.appendMany([taken]);
      const batch = [
        click(link),
        click(link),
        { ...taken, event: { type: 'LinkClicked' as const, data: { link } } },
        click(link),
      ];
      const refused = clicks.appendMany(batch);
      await expect(refused).rejects.toThrow(ConcurrencyError);
      await expect(refused).rejects.toMatchObject({
        streamId: taken.streamId,
        expectedVersion: NO_STREAM,
        actualVersion: 1,
      });
      for (const { streamId } of batch)
        expect(await clicks.streamVersion(streamId)).toBe(streamId === taken.streamId ? 1 : 0);
      expect((await db.query('select clicks from rb_click_totals where link = $1', [link])).rows).toEqual([
        { clicks: 1 },
      ]);
      const twice = click(link);
      await expect(clicks.appendMany([twice, twice])).rejects.toThrow(`got the stream ${twice.streamId} twice`);
      expect(await clicks.streamVersion(twice.streamId)).toBe(0);
    });

    it('stores nothing when a projection fails on one event of the batch', async () => {
      const failing: Projection<ClickEvent> = {
        name: 'picky-clicks',
        tables: [],
        handles: ['LinkClicked'],
        async apply(_tx, event) {
          if (event.data.link === 'link:bad') throw new Error('unknown link');
        },
      };
      const clicks = createEventStore(db, { projections: [clickTotalsProjection, failing] as Projection[] });
      const batch = [click('link:good'), click('link:bad'), click('link:good')];
      await expect(clicks.appendMany(batch)).rejects.toThrow('Projection picky-clicks failed on LinkClicked');
      for (const { streamId } of batch) expect(await clicks.streamVersion(streamId)).toBe(0);
      expect((await db.query(`select count(*) as n from rb_click_totals where link = 'link:good'`)).rows).toEqual([
        { n: 0 },
      ]);
    });
  });

  describe('command handler', () => {
    it('loads, decides with the clock and ids it is given, and appends after the version it read', async () => {
      const ids = ['id-1', 'id-2'];
      const handle = createCommandHandler(store, linkDecider, { newId: () => ids.shift()! });
      const id = stream('link');
      const now = new Date('2024-03-10T08:00:00Z');
      const created = await handle(id, { type: 'Create', title: 'Lamp' }, { now, metadata: { requestId: 'r1' } });
      expect(created.state).toEqual({ status: 'active', title: 'Lamp' });
      expect(created.version).toBe(1);
      expect(created.events[0]).toMatchObject({
        type: 'LinkCreated',
        data: { linkId: 'id-1', title: 'Lamp', createdAt: '2024-03-10T08:00:00.000Z' },
        metadata: { requestId: 'r1' },
      });
      const unchanged = await handle(id, { type: 'Rename', title: 'Lamp' }, { now });
      expect(unchanged).toEqual({ state: { status: 'active', title: 'Lamp' }, version: 1, events: [] });
      await expect(handle(id, { type: 'Create', title: 'Again' }, { now })).rejects.toThrow(
        'This link already exists.',
      );
      expect(await store.streamVersion(id)).toBe(1);
    });

    it('decides again on the fresh state when another writer got in first', async () => {
      const id = stream('link');
      const handle = createCommandHandler(store, linkDecider);
      await handle(id, { type: 'Create', title: 'Lamp' });
      let interfered = false;
      const racing: EventStore = {
        ...store,
        append: async (...args) => {
          if (!interfered) {
            interfered = true;
            await store.append(id, 'any', [{ type: 'LinkRenamed', data: { title: 'Renamed meanwhile' } }]);
          }
          return store.append(...args);
        },
      };
      const renamed = await createCommandHandler(racing, linkDecider)(id, { type: 'Rename', title: 'Desk lamp' });
      expect(renamed.version).toBe(3);
      expect((await store.readStream<LinkEvent>(id)).map((e) => e.data)).toMatchObject([
        { title: 'Lamp' },
        { title: 'Renamed meanwhile' },
        { title: 'Desk lamp' },
      ]);

      interfered = false;
      const impatient = createCommandHandler(racing, linkDecider, { retries: 0 });
      await expect(impatient(id, { type: 'Rename', title: 'Floor lamp' })).rejects.toThrow(ConcurrencyError);
    });
  });

  describe('rebuild', () => {
    // A log of its own: every event in it went through these projections, as in a real server.
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openTestDatabase(kind);
      await db.exec(READ_TABLES);
    });
    afterAll(() => db?.close());

    it('gives read tables identical to the live ones after a scripted history', async () => {
      const live = createEventStore(db, { projections: linkProjections });
      const handle = createCommandHandler(live, linkDecider);
      const random = seededRandom(20240310);
      const links = Array.from({ length: 8 }, () => stream('link'));
      const states = new Map<string, LinkState['status']>();
      let clock = Date.parse('2024-03-10T08:00:00Z');
      let appended = 0;
      for (let step = 0; step < 250; step += 1) {
        const link = links[Math.floor(random() * links.length)]!;
        const now = new Date((clock += 60_000));
        const status = states.get(link) ?? 'none';
        const roll = random();
        if (status === 'none') {
          appended += (await handle(link, { type: 'Create', title: `Link ${step}` }, { now })).events.length;
          states.set(link, 'active');
        } else if (roll < 0.5) {
          const batch = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
            streamId: stream('click'),
            event: { type: 'LinkClicked', data: { link } },
          }));
          appended += (await live.appendMany(batch)).length;
        } else if (status === 'active' && roll < 0.9) {
          appended += (await handle(link, { type: 'Rename', title: `Link ${step % 5}` }, { now })).events.length;
        } else if (status === 'active') {
          appended += (await handle(link, { type: 'Archive' }, { now })).events.length;
          states.set(link, 'archived');
        }
      }
      expect(appended).toBeGreaterThan(300);
      const before = await dumpReadTables(db);
      expect(before.feed).toHaveLength(appended);
      const logBefore = await live.readAll(0, 100_000);

      const report = await live.rebuild({ batchSize: 64 });
      expect(await dumpReadTables(db)).toEqual(before);
      expect(await live.readAll(0, 100_000)).toEqual(logBefore);
      expect(report.eventsReplayed).toBe(appended);
      expect(report.projections).toEqual([
        { name: 'rb-links', events: expect.any(Number), rows: { rb_links: before.links.length } },
        { name: 'rb-click-totals', events: expect.any(Number), rows: { rb_click_totals: before.clicks.length } },
        { name: 'rb-feed', events: appended, rows: { rb_feed: appended } },
      ]);

      // One projection alone, in the default batch size, gives the same rows too.
      await live.rebuild({ projections: ['rb-feed'] });
      expect(await dumpReadTables(db)).toEqual(before);
      await expect(live.rebuild({ projections: ['nope'] })).rejects.toThrow('No projection named nope');
    });

    it('keeps the live read tables when a rebuild fails', async () => {
      const before = await dumpReadTables(db);
      expect(before.links.length).toBeGreaterThan(0);
      const breaking: Projection<LinkEvent> = {
        name: 'breaks-on-replay',
        tables: [],
        handles: ['LinkArchived'],
        async apply() {
          throw new Error('cannot replay');
        },
      };
      const store = createEventStore(db, { projections: [...linkProjections, breaking as Projection] });
      await expect(store.rebuild()).rejects.toThrow('Projection breaks-on-replay failed on LinkArchived');
      expect(await dumpReadTables(db)).toEqual(before);
    });
  });

  describe('migrations', () => {
    const migrationFolder = (files: Record<string, string>) => {
      const folder = tempFolder();
      for (const [name, sql] of Object.entries(files)) writeFileSync(join(folder, name), sql);
      return folder;
    };

    it('applies each migration once, however often it runs', async () => {
      const dir = migrationFolder({
        '001-notes.sql': 'create table notes (id int primary key, body text not null);',
        '002-note-tags.sql': 'alter table notes add column tags text[] not null default array[]::text[];',
      });
      const sources = [CORE_MIGRATIONS, { scope: 'notes', dir }];
      expect(await migrate(db, sources)).toEqual({
        applied: ['notes/001-notes.sql', 'notes/002-note-tags.sql'],
        alreadyApplied: CORE_MIGRATION_COUNT,
      });
      expect(await migrate(db, sources)).toEqual({ applied: [], alreadyApplied: CORE_MIGRATION_COUNT + 2 });
      await db.query(`insert into notes (id, body) values (1, 'kept')`);
      expect((await db.query('select body, tags from notes')).rows).toEqual([{ body: 'kept', tags: [] }]);
    });

    it('finds nothing to apply when the configured database is opened again', async () => {
      const config = loadConfig({ DATA_DIR: tempFolder(), ...(db.url ? { DATABASE_URL: db.url } : {}) });
      const first = await openDatabase(config);
      const id = stream('link');
      try {
        await migrate(first, [CORE_MIGRATIONS]);
        await createEventStore(first).append(id, NO_STREAM, [{ type: 'Noted', data: { kept: true } }]);
        if (first.kind === 'pglite') {
          // Two handles on one embedded database would corrupt it.
          await expect(openDatabase(config)).rejects.toThrow(DataDirLockedError);
        }
      } finally {
        await first.close();
      }
      const again = await openDatabase(config);
      try {
        expect(await migrate(again, [CORE_MIGRATIONS])).toEqual({ applied: [], alreadyApplied: CORE_MIGRATION_COUNT });
        expect((await createEventStore(again).readStream(id)).map((e) => e.data)).toEqual([{ kept: true }]);
      } finally {
        await again.close();
      }
      await expect(again.query('select 1')).rejects.toThrow(DatabaseClosedError);
    });

    it('stops at a failed migration, names its file, and keeps the ones before it', async () => {
      const dir = migrationFolder({
        '001-first.sql': 'create table mig_first (id int);',
        '002-broken.sql': 'create table mig_second (id int);\nselect * from no_such_table;',
        '003-after.sql': 'create table mig_third (id int);',
      });
      const sources = [CORE_MIGRATIONS, { scope: 'broken', dir }];
      const failed = migrate(db, sources);
      await expect(failed).rejects.toThrow(MigrationError);
      await expect(failed).rejects.toThrow(`Migration ${join(dir, '002-broken.sql')} failed: `);
      await expect(failed).rejects.toThrow('no_such_table');
      const tables = await db.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_name like 'mig_%' order by 1`,
      );
      expect(tables.rows).toEqual([{ name: 'mig_first' }]);
      const recorded = await db.query(`select name from schema_migrations where scope = 'broken'`);
      expect(recorded.rows).toEqual([{ name: '001-first.sql' }]);

      writeFileSync(join(dir, '001-first.sql'), 'create table mig_first (id bigint);');
      await expect(migrate(db, sources)).rejects.toThrow(/001-first\.sql was changed after it was applied/);
      writeFileSync(join(dir, 'notes.sql'), '');
      await expect(migrate(db, sources)).rejects.toThrow(/notes\.sql is not a migration name/);
    });

    it('keeps the server from starting when a module migration fails, and releases the database', async () => {
      const dir = migrationFolder({ '001-bad.sql': 'create table oops (' });
      const database = await openTestDatabase(kind);
      await expect(
        startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), {
          database,
          modules: [{ name: 'oops', migrationsDir: dir }],
        }),
      ).rejects.toThrow(/Migration .*001-bad\.sql failed/);
      await expect(database.query('select 1')).rejects.toThrow(DatabaseClosedError);
    });
  });
});
