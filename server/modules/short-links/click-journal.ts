import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { LinkClick } from './link-clicks';

/**
 * The click journal of a server on the embedded database: append-only files of one JSON click per line. A
 * redirect's click is durable once its batch is written to the file, so a visitor never waits for the database.
 * The importer (click-importer.ts) then moves the clicks into the event log in large batches and advances the
 * journal's cursor; segments it has passed are deleted.
 *
 * Durable here means what the embedded database's own commits give: PGlite never calls fsync (strace of its
 * commits shows none), so a commit survives a crash of the process (the kernel holds the written pages) but not
 * of the machine. A write(2) of the batch gives the journal exactly that, in microseconds; an fdatasync per batch
 * would cost a disk flush (0.3 ms on a quiet disk here, 5 ms on a busy one) for a guarantee the database behind
 * it does not keep. Deployments that need clicks to survive power loss use PostgreSQL (DATABASE_URL), where
 * clicks go straight into its fsync'd log.
 *
 * A process starts a new segment each time it opens the journal, so a line cut short by a crash (its batch was
 * never acknowledged) stays at the end of a segment nobody writes any more, and the reader drops it.
 */

/** Where the importer is: the segment and the byte offset after the last line it stored. */
export interface JournalCursor {
  segment: number;
  offset: number;
}

export interface JournalRead {
  clicks: LinkClick[];
  /**
   * The lines come from a segment an earlier process wrote: some may be in the log already (it stored them but
   * died before its cursor moved). Lines of this process's own segments were never imported before.
   */
  replayed: boolean;
  /** The cursor after these lines; hand it to `advance` once they are stored. */
  next: JournalCursor;
}

export interface ClickJournal {
  /** Appends the batch; resolves once the kernel has it. One call at a time (the group commit calls it so). */
  append(batch: readonly LinkClick[]): Promise<void>;
  /** Up to about `maxBytes` of durable lines after the cursor; empty when the importer has caught up. */
  read(maxBytes: number): Promise<JournalRead>;
  /** Records that everything before `cursor` (`count` more clicks) is stored, and deletes the segments wholly before it. */
  advance(cursor: JournalCursor, count: number): void;
  /** Lines appended by this process and not yet passed by the cursor (what lies in older segments not counted). */
  readonly backlog: number;
  close(): Promise<void>;
}

/** A new segment after this many bytes: the importer deletes whole segments, so the disk holds about one more than the backlog. */
export const SEGMENT_BYTES = 16 * 1024 * 1024;

const SEGMENT = /^(\d{12})\.ndjson$/;
const segmentName = (n: number) => `${String(n).padStart(12, '0')}.ndjson`;
const CURSOR_FILE = 'cursor.json';

function readCursor(dir: string): JournalCursor | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, CURSOR_FILE), 'utf8')) as Partial<JournalCursor>;
    if (Number.isInteger(parsed.segment) && Number.isInteger(parsed.offset))
      return { segment: parsed.segment!, offset: parsed.offset! };
  } catch {
    // No cursor yet (or a torn one): start at the oldest segment; the importer skips clicks already stored.
  }
  return undefined;
}

/** Written by rename: a crash leaves the old cursor or the new one, never half of one. Not synced: a lost update only replays stored lines. */
function writeCursor(dir: string, cursor: JournalCursor) {
  const temporary = join(dir, `${CURSOR_FILE}.tmp`);
  writeFileSync(temporary, JSON.stringify(cursor));
  renameSync(temporary, join(dir, CURSOR_FILE));
}

const segmentsIn = (dir: string) =>
  readdirSync(dir)
    .map((name) => SEGMENT.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

export function openClickJournal(
  dir: string,
  { segmentBytes = SEGMENT_BYTES }: { segmentBytes?: number } = {},
): ClickJournal {
  mkdirSync(dir, { recursive: true });
  const existing = segmentsIn(dir);
  let writing = (existing.at(-1) ?? 0) + 1;
  /** This process's first segment: the backlog counts the clicks from there on. */
  const firstOwn = writing;
  let oldestKept = existing[0] ?? writing;
  let cursor: JournalCursor = readCursor(dir) ?? { segment: existing[0] ?? writing, offset: 0 };
  if (cursor.segment < (existing[0] ?? writing)) cursor = { segment: existing[0] ?? writing, offset: 0 };
  /** Bytes of the segment being written that are on disk. */
  let durable = 0;
  let fd: number | undefined;
  let appended = 0;
  let passed = 0;
  let closed = false;

  function fileFor(): number {
    if (fd !== undefined && durable < segmentBytes) return fd;
    if (fd !== undefined) {
      closeSync(fd);
      writing += 1;
      durable = 0;
    }
    fd = openSync(join(dir, segmentName(writing)), 'a');
    return fd;
  }

  /** Deletes the segments before the cursor's. */
  function dropPassed() {
    for (const n of segmentsIn(dir)) if (n < cursor.segment) rmSync(join(dir, segmentName(n)), { force: true });
  }

  return {
    async append(batch) {
      if (closed) throw new Error('The click journal is closed.');
      if (batch.length === 0) return;
      const file = fileFor();
      const bytes = Buffer.from(batch.map((click) => `${JSON.stringify(click)}\n`).join(''));
      // A write(2) of a few kB, repeated if the kernel took less: the kernel has it all when this returns.
      for (let offset = 0; offset < bytes.length;) offset += writeSync(file, bytes, offset);
      durable += bytes.length;
      appended += batch.length;
    },

    async read(maxBytes) {
      for (let want = maxBytes; ;) {
        const current = cursor.segment === writing;
        const end = current ? durable : undefined;
        if (current && cursor.offset >= durable) return { clicks: [], replayed: false, next: cursor };
        let text: string;
        let more = false;
        try {
          const file = await open(join(dir, segmentName(cursor.segment)), 'r');
          try {
            const size = end ?? (await file.stat()).size;
            const length = Math.min(want, size - cursor.offset);
            more = cursor.offset + length < size;
            const buffer = Buffer.alloc(Math.max(0, length));
            const { bytesRead } = await file.read(buffer, 0, buffer.length, cursor.offset);
            text = buffer.subarray(0, bytesRead).toString('utf8');
          } finally {
            await file.close();
          }
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || current) throw error;
          text = '';
        }
        const complete = text.lastIndexOf('\n') + 1;
        if (complete === 0 && more) {
          // A line longer than what was asked for: read more of it.
          want *= 2;
          continue;
        }
        if (complete === 0) {
          // An older segment read to its end (a cut-off last line is dropped): go on with the next one.
          if (current) return { clicks: [], replayed: false, next: cursor };
          cursor = { segment: cursor.segment + 1, offset: 0 };
          want = maxBytes;
          continue;
        }
        const clicks = text
          .slice(0, complete)
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as LinkClick);
        return {
          clicks,
          replayed: cursor.segment < firstOwn,
          next: { segment: cursor.segment, offset: cursor.offset + Buffer.byteLength(text.slice(0, complete)) },
        };
      }
    },

    advance(next, count) {
      if (next.segment >= firstOwn) passed += count;
      cursor = next;
      writeCursor(dir, cursor);
      if (cursor.segment > oldestKept) {
        dropPassed();
        oldestKept = cursor.segment;
      }
    },

    get backlog() {
      return Math.max(0, appended - passed);
    },

    async close() {
      closed = true;
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
