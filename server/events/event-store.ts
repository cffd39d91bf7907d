import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import {
  ConcurrencyError,
  NO_STREAM,
  type DomainEvent,
  type EventMetadata,
  type ExpectedVersion,
  type RecordedEvent,
} from './events';
import { createBurstWatch } from './burst-watch';
import { createFollowers } from './followers';
import { checkProjections, project, ProjectionError, shiftParameters, type Projection } from './projections';

export interface AppendOptions {
  metadata?: EventMetadata;
}

export interface AppendManyOptions extends AppendOptions {
  /**
   * The transaction lets go of its locks before its commit's flush to disk and resolves after it
   * (TransactionOptions.lateFlush): for batches whose projections all add to the same counter rows.
   */
  lateFlush?: boolean;
}

export interface AppendResult<E extends DomainEvent = DomainEvent> {
  /** The stream's version after the append: pass it as expectedVersion to append after these events. */
  readonly nextExpectedVersion: number;
  readonly events: RecordedEvent<E>[];
}

/** One event that starts a new stream (a click, a page view). */
export interface NewStream<E extends DomainEvent = DomainEvent> {
  readonly streamId: string;
  readonly event: E;
  /** Merged over the batch's metadata. */
  readonly metadata?: EventMetadata;
}

export interface RebuildOptions {
  /** Names of the projections to rebuild; all registered ones when absent. */
  projections?: readonly string[];
  /** Events read and projected per round trip. */
  batchSize?: number;
}

export interface RebuildReport {
  readonly durationMs: number;
  /** Events replayed (those of the types the rebuilt projections handle). */
  readonly eventsReplayed: number;
  readonly projections: ReadonlyArray<{
    readonly name: string;
    readonly events: number;
    /** Rows in each of its tables after the rebuild. */
    readonly rows: Readonly<Record<string, number>>;
  }>;
}

export interface EventStore {
  readonly projections: readonly Projection[];
  /** Projections that follow the log after the appends (followers.ts); none where they run inline. */
  readonly followers: readonly Projection[];
  /**
   * Brings the followers up to every append committed before the call; resolves to the number of events projected.
   * Their readers call it first, so what they read includes everything an earlier request wrote.
   */
  catchUp(): Promise<number>;
  /**
   * Whether events are being appended in a burst (burst-watch.ts), as under a flood of clicks: the followers' loop
   * lets them wait.
   */
  inBurst(): boolean;
  /**
   * Appends events to one stream if it is at `expectedVersion`, and runs the projections over them, all in one
   * transaction: either everything is stored and projected, or nothing is.
   * @throws ConcurrencyError when the stream is at another version.
   * @throws ProjectionError when a projection fails (nothing is stored).
   */
  append<E extends DomainEvent>(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly E[],
    options?: AppendOptions,
  ): Promise<AppendResult<E>>;
  /**
   * Starts many streams with one event each, in one transaction and one insert statement: the path for
   * high-volume events. All or nothing.
   * @throws ConcurrencyError naming a stream that already exists.
   */
  appendMany<E extends DomainEvent>(
    streams: readonly NewStream<E>[],
    options?: AppendManyOptions,
  ): Promise<RecordedEvent<E>[]>;
  /** A stream's events in version order, optionally only those after `afterVersion`. */
  readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
    options?: { afterVersion?: number },
  ): Promise<RecordedEvent<E>[]>;
  /** The number of events in a stream (`NO_STREAM`, 0, when it has none). */
  streamVersion(streamId: string): Promise<number>;
  /**
   * Up to `limit` events of the whole log with a position above `afterPosition` (0: from the start), in order.
   * On PostgreSQL an append with a lower position can commit after one with a higher position, so a follower
   * of the log must allow for late arrivals below its cursor.
   */
  readAll(afterPosition?: number, limit?: number): Promise<RecordedEvent[]>;
  /**
   * Empties the projections' tables and replays the log into them, in one transaction: readers see the old rows
   * until it commits, and appends that write those tables wait for it.
   */
  rebuild(options?: RebuildOptions): Promise<RebuildReport>;
}

export interface EventStoreOptions {
  /** Inline projections, registered at composition. */
  projections?: readonly Projection[];
  /** Projections kept after the appends by catching up with the log (followers.ts). */
  followers?: readonly Projection[];
  /**
   * Runs the followers inside the appends, as inline projections. The default on the embedded database: its clicks
   * reach the log through the journal importer, off the redirect's path, and reading them back from PGlite costs
   * more than projecting them where they are written (about 40% of the import's CPU against 10%, measured).
   */
  followInline?: boolean;
}

const STREAM_VERSION_CONSTRAINT = 'events_stream_version_unique';
/** The advisory-lock class of per-stream append locks (two-key locks, apart from the migrations' one-key lock). */
const STREAM_LOCK_CLASS = 1_801_677_173;
const STREAM_ID = /^[^:\s]+:\S+$/;
const COLUMNS = 'position, stream_id, stream_version, type, data, metadata, recorded_at';

interface EventRow {
  position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

interface PendingEvent {
  streamId: string;
  version: number;
  type: string;
  dataJson: string;
  metadataJson: string;
}

function fromRow<E extends DomainEvent>(row: EventRow): RecordedEvent<E> {
  return {
    position: row.position,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  } as RecordedEvent<E>;
}

function checkStreamId(streamId: string) {
  if (!STREAM_ID.test(streamId)) {
    throw new TypeError(`"${streamId}" is not a stream id: streams are named <aggregate>:<id>, e.g. short-link:3f2a`);
  }
}

function toJson(value: unknown, what: string): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError(`${what} is not JSON`);
  return json;
}

function pending(
  streamId: string,
  version: number,
  event: DomainEvent,
  metadata: EventMetadata | undefined,
): PendingEvent {
  if (typeof event.type !== 'string' || event.type === '') throw new TypeError(`An event of ${streamId} has no type`);
  return {
    streamId,
    version,
    type: event.type,
    dataJson: toJson(event.data, `The data of ${event.type}`),
    metadataJson: toJson(metadata ?? {}, `The metadata of ${event.type}`),
  };
}

/**
 * One insert for any number of events, whatever their streams; the projections then see them as stored.
 * The batch travels as one JSON parameter (the events' JSON is spliced in as it was serialised, never encoded
 * twice) and comes back as one row: the positions in order and the recording time. That costs a fifth to a
 * third less per event on PGlite than five array parameters and a returned row per event (measured with click
 * batches of 50 and 500; every short-link click takes this path). The identity is drawn row by row in the order
 * the select yields them (ordinality), so the ascending positions belong to the events in the order given, even
 * when other writers interleave.
 */
async function insertEvents<E extends DomainEvent>(
  tx: Transaction,
  events: readonly PendingEvent[],
  alongside: readonly Projection[] = [],
): Promise<RecordedEvent<E>[]> {
  const batch = `[${events
    .map(
      (e) =>
        `{"s":${JSON.stringify(e.streamId)},"v":${e.version},"t":${JSON.stringify(e.type)},"d":${e.dataJson},"m":${e.metadataJson}}`,
    )
    .join(',')}]`;
  // Parsed back from the JSON being stored, so projections see what a rebuild will see.
  const parsed = events.map((event) => ({ type: event.type, data: JSON.parse(event.dataJson) as unknown }));
  // The projections that write from the events' data alone run inside this statement (Projection.statementFor).
  const params: unknown[] = [batch];
  const writes: string[] = [];
  for (const projection of alongside) {
    const handled = new Set<string>(projection.handles);
    const statement = projection.statementFor!(parsed.filter((event) => handled.has(event.type)));
    if (!statement) continue;
    writes.push(`, projected_${writes.length} as (${shiftParameters(statement, params.length).sql})`);
    params.push(...statement.params);
  }
  let rows: Array<{ positions: Array<number | string>; recorded_at: Date }>;
  try {
    ({ rows } = await tx.query<{ positions: Array<number | string>; recorded_at: Date }>(
      `with inserted as (
         insert into events (stream_id, stream_version, type, data, metadata)
         select e.s, e.v, e.t, e.d, e.m
         from rows from (json_to_recordset($1::json) as (s text, v int, t text, d jsonb, m jsonb)) with ordinality as e(s, v, t, d, m, ord)
         order by e.ord
         returning position, recorded_at
       )${writes.join('')}
       select array_agg(position order by position) as positions, min(recorded_at) as recorded_at from inserted`,
      params,
    ));
  } catch (error) {
    if (writes.length === 0 || isUniqueViolation(error, STREAM_VERSION_CONSTRAINT)) throw error;
    const names = alongside.map((projection) => projection.name).join(', ');
    throw new ProjectionError(`Projections ${names} failed on ${events.length} events: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const stored = rows[0];
  if (!stored || stored.positions.length !== events.length) {
    throw new Error(`The insert stored ${stored?.positions.length ?? 0} of ${events.length} events`);
  }
  return events.map((event, index) =>
    fromRow<E>({
      position: Number(stored.positions[index]),
      stream_id: event.streamId,
      stream_version: event.version,
      type: event.type,
      data: parsed[index]!.data,
      metadata: JSON.parse(event.metadataJson) as EventMetadata,
      recorded_at: stored.recorded_at,
    }),
  );
}

async function versionOf(db: Pick<Transaction, 'query'>, streamId: string): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    'select coalesce(max(stream_version), 0) as version from events where stream_id = $1',
    [streamId],
  );
  return rows[0]?.version ?? NO_STREAM;
}

function quoteTable(table: string): string {
  // Names were checked against lower_snake_case at registration; quoting keeps keywords usable.
  return `"${table}"`;
}

export function createEventStore(db: Database, options: EventStoreOptions = {}): EventStore {
  const followInline = options.followInline ?? db.kind === 'pglite';
  const projections = [...(options.projections ?? []), ...(followInline ? (options.followers ?? []) : [])];
  const followers = createFollowers(
    db,
    followInline ? [] : [...(options.followers ?? [])],
    async (tx, after, upTo, types, limit) => {
      // One JSON text for the whole batch: on the embedded database, reading rows field by field costs several
      // times more than parsing them at once, and a follower reads every click back.
      const { rows } = await tx.query<{ events: string | null }>(
        `select json_agg(json_build_array(position, stream_id, stream_version, type, data, metadata, recorded_at)
                       order by position)::text as events
       from (select * from events where position > $1 and position <= $2 and type = any($3::text[])
             order by position limit $4) batch`,
        [after, upTo, types, limit],
      );
      const batch = JSON.parse(rows[0]?.events ?? '[]') as Array<
        [number, string, number, string, unknown, EventMetadata, string]
      >;
      return batch.map(([position, streamId, streamVersion, type, data, metadata, recordedAt]) => ({
        position,
        streamId,
        streamVersion,
        type,
        data,
        metadata,
        recordedAt: new Date(recordedAt),
      }));
    },
  );
  const everyProjection = [...projections, ...followers.projections];
  checkProjections(everyProjection);
  // appendMany writes these within its insert statement, and projects the others after it.
  const alongside = projections.filter((projection) => projection.statementFor);
  const separately = projections.filter((projection) => !projection.statementFor);

  const burst = createBurstWatch();
  return {
    projections,
    followers: followers.projections,
    catchUp: () => followers.catchUp(),
    inBurst: () => burst.busy(),

    async append<E extends DomainEvent>(
      streamId: string,
      expectedVersion: ExpectedVersion,
      events: readonly E[],
      { metadata }: AppendOptions = {},
    ): Promise<AppendResult<E>> {
      checkStreamId(streamId);
      if (expectedVersion !== 'any' && !(Number.isInteger(expectedVersion) && expectedVersion >= 0)) {
        throw new TypeError(
          `expectedVersion must be a version (0 for a new stream) or 'any', not ${String(expectedVersion)}`,
        );
      }
      if (events.length === 0) throw new TypeError(`An append to ${streamId} needs at least one event`);
      // Serialised before the transaction: a value that is not JSON fails without holding a connection.
      const drafts = events.map((event) => pending(streamId, 0, event, metadata));
      burst.add(drafts.length);
      try {
        return await db.transaction(async (tx) => {
          // Appends to one stream take turns, so the version read below is the one the insert extends.
          await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [STREAM_LOCK_CLASS, streamId]);
          const current = await versionOf(tx, streamId);
          if (expectedVersion !== 'any' && current !== expectedVersion) {
            throw new ConcurrencyError(streamId, expectedVersion, current);
          }
          const recorded = await insertEvents<E>(
            tx,
            drafts.map((draft, index) => ({ ...draft, version: current + index + 1 })),
          );
          await project(tx, projections, recorded);
          return { nextExpectedVersion: current + events.length, events: recorded };
        });
      } catch (error) {
        // Only a writer that bypassed the lock can get here (the constraint is the last line of defence).
        if (isUniqueViolation(error, STREAM_VERSION_CONSTRAINT)) {
          throw new ConcurrencyError(streamId, expectedVersion, await versionOf(db, streamId));
        }
        throw error;
      }
    },

    async appendMany<E extends DomainEvent>(
      streams: readonly NewStream<E>[],
      { metadata, lateFlush = false }: AppendManyOptions = {},
    ) {
      if (streams.length === 0) return [];
      const seen = new Set<string>();
      const drafts = streams.map((stream) => {
        checkStreamId(stream.streamId);
        if (seen.has(stream.streamId)) throw new TypeError(`appendMany got the stream ${stream.streamId} twice`);
        seen.add(stream.streamId);
        return pending(stream.streamId, 1, stream.event, { ...metadata, ...stream.metadata });
      });
      burst.add(drafts.length);
      try {
        // When every projection of these events writes within the insert, the batch is that one statement, run
        // alone: no transaction to hold its counters' locks across round trips.
        const types = new Set(drafts.map((draft) => draft.type));
        if (!separately.some((projection) => projection.handles.some((type) => types.has(type)))) {
          const alone: Transaction = {
            query: (sql, params) => db.query(sql, params, { lateFlush }),
            exec: (script) => db.exec(script),
          };
          return await insertEvents<E>(alone, drafts, alongside);
        }
        return await db.transaction(
          async (tx) => {
            const recorded = await insertEvents<E>(tx, drafts, alongside);
            await project(tx, separately, recorded);
            return recorded;
          },
          { lateFlush },
        );
      } catch (error) {
        if (!isUniqueViolation(error, STREAM_VERSION_CONSTRAINT)) throw error;
        const { rows } = await db.query<{ stream_id: string; version: number }>(
          `select stream_id, max(stream_version) as version from events
           where stream_id = any($1::text[]) group by stream_id order by stream_id limit 1`,
          [[...seen]],
        );
        const existing = rows[0];
        if (!existing) throw error;
        throw new ConcurrencyError(existing.stream_id, NO_STREAM, existing.version);
      }
    },

    async readStream<E extends DomainEvent = DomainEvent>(streamId: string, { afterVersion = 0 } = {}) {
      const { rows } = await db.query<EventRow>(
        `select ${COLUMNS} from events where stream_id = $1 and stream_version > $2 order by stream_version`,
        [streamId, afterVersion],
      );
      return rows.map((row) => fromRow<E>(row));
    },

    streamVersion: (streamId) => versionOf(db, streamId),

    async readAll(afterPosition = 0, limit = 1000) {
      const { rows } = await db.query<EventRow>(
        `select ${COLUMNS} from events where position > $1 order by position limit $2`,
        [afterPosition, limit],
      );
      return rows.map((row) => fromRow(row));
    },

    async rebuild({ projections: names, batchSize = 1000 }: RebuildOptions = {}) {
      const unknown = (names ?? []).filter((name) => !everyProjection.some((p) => p.name === name));
      if (unknown.length > 0) {
        const known = everyProjection.map((p) => p.name).join(', ') || 'none';
        throw new ProjectionError(`No projection named ${unknown.join(', ')} (registered: ${known})`);
      }
      const isChosen = (p: Projection) => !names || names.includes(p.name);
      const chosen = projections.filter(isChosen);
      const chosenFollowers = followers.projections.filter(isChosen);
      const started = performance.now();
      const horizon = chosenFollowers.length > 0 ? await followers.horizon() : 0;
      const tables = [...chosen, ...chosenFollowers].flatMap((p) => p.tables);
      const rebuilt = await db.transaction(async (tx) => {
        if (tables.length > 0) await tx.query(`truncate table ${tables.map(quoteTable).join(', ')} restart identity`);
        const types = [...new Set(chosen.flatMap((p) => p.handles))];
        const counts = new Map<string, number>(chosen.map((p) => [p.name, 0]));
        let after = 0;
        let replayed = 0;
        while (types.length > 0) {
          const { rows } = await tx.query<EventRow>(
            `select ${COLUMNS} from events where position > $1 and type = any($2::text[]) order by position limit $3`,
            [after, types, batchSize],
          );
          const last = rows.at(-1);
          if (!last) break;
          const projected = await project(
            tx,
            chosen,
            rows.map((row) => fromRow(row)),
          );
          for (const [name, count] of projected) counts.set(name, (counts.get(name) ?? 0) + count);
          replayed += rows.length;
          after = last.position;
          if (rows.length < batchSize) break;
        }
        const followed = await followers.rebuild(tx, chosenFollowers, horizon, batchSize);
        for (const [name, count] of followed) {
          counts.set(name, count);
          replayed += count;
        }
        const report = [];
        for (const projection of [...chosen, ...chosenFollowers]) {
          const rows: Record<string, number> = {};
          for (const table of projection.tables) {
            const result = await tx.query<{ count: number }>(`select count(*) as count from ${quoteTable(table)}`);
            rows[table] = result.rows[0]?.count ?? 0;
          }
          report.push({ name: projection.name, events: counts.get(projection.name) ?? 0, rows });
        }
        return { eventsReplayed: replayed, projections: report };
      });
      // Rebuilt by upserts, the tables hold many dead row versions: PGlite has no autovacuum to clear them (see
      // db/embedded-upkeep.ts), and PostgreSQL's would come later, so queries would plan without statistics meanwhile.
      if (tables.length > 0) await db.query(`vacuum (analyze) ${tables.map(quoteTable).join(', ')}`);
      return { durationMs: Math.round(performance.now() - started), ...rebuilt };
    },
  };
}
