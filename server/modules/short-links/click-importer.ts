import type { Queryable } from '../../db/database';
import { BURST_MAX_LAG_MS, createBurstWatch, DEFAULT_BURST_POLICY, type BurstPolicy } from '../../events/burst-watch';
import type { EventStore } from '../../events/event-store';
import type { Logger } from '../../logger';
import { appendClicks } from './click-recorder';
import type { ClickJournal } from './click-journal';
import { clickStream, type LinkClick } from './link-clicks';

/**
 * Moves durable clicks from the journal (click-journal.ts) into the event log, where the counters (clicks per day,
 * per month, top links) are projected. At ordinary traffic it follows the journal within milliseconds. During a
 * burst of clicks (burst-watch.ts) it waits, so the event loop spends itself on redirects and the journal absorbs
 * the burst (profiling the bench's server showed imports otherwise running through it). It imports anyway once the
 * backlog passes `maxBacklog` clicks or its oldest click has waited `maxLagMs`, so the counters are never further
 * behind than that. Each step is one appendMany of up to `chunkBytes` of journal. Replaying what an earlier process
 * wrote, clicks the log already holds (a step stored but its cursor not yet written, before a crash) are left out,
 * so none is counted twice.
 */

export interface ImportPolicy extends BurstPolicy {
  maxBacklog: number;
  maxLagMs: number;
  /** Journal bytes per import step. */
  chunkBytes: number;
}

export const DEFAULT_IMPORT_POLICY: ImportPolicy = {
  ...DEFAULT_BURST_POLICY,
  maxBacklog: 1_000_000,
  maxLagMs: BURST_MAX_LAG_MS,
  chunkBytes: 512 * 1024,
};

/** How often a waiting import looks again whether the burst is over. */
const RECHECK_MS = 100;

export interface ClickImporter {
  /** `count` clicks were just made durable in the journal. */
  appended(count: number): void;
  /** Imports everything the journal holds now, burst or not. */
  drain(): Promise<void>;
  /** Drains, then stops. */
  close(): Promise<void>;
}

export interface ClickImporterDeps {
  journal: ClickJournal;
  store: Pick<EventStore, 'appendMany'>;
  db: Queryable;
  log: Logger;
  policy?: ImportPolicy;
  now?: () => number;
}

/** The clicks of `batch` whose stream the log does not hold yet. */
async function notYetStored(db: Queryable, batch: readonly LinkClick[]): Promise<LinkClick[]> {
  if (batch.length === 0) return [];
  const { rows } = await db.query<{ stream_id: string }>(
    'select stream_id from events where stream_id = any($1::text[])',
    [batch.map((click) => clickStream(click.clickId))],
  );
  if (rows.length === 0) return [...batch];
  const stored = new Set(rows.map((row) => row.stream_id));
  return batch.filter((click) => !stored.has(clickStream(click.clickId)));
}

export function createClickImporter({
  journal,
  store,
  db,
  log,
  policy = DEFAULT_IMPORT_POLICY,
  now = Date.now,
}: ClickImporterDeps): ClickImporter {
  const burst = createBurstWatch(policy, now);
  /** When the oldest click not yet imported was appended (undefined when caught up). */
  let oldestWaiting: number | undefined;
  let running: Promise<void> | undefined;
  let forced = 0;
  let closed = false;
  let wake: (() => void) | undefined;
  /** Clicks were appended since the running loop last read the journal: it must read again before it ends. */
  let appendedSinceRead = false;

  function mayImport(at: number): boolean {
    if (forced > 0 || closed) return true;
    if (!burst.busy()) return true;
    return (
      journal.backlog >= policy.maxBacklog || (oldestWaiting !== undefined && at - oldestWaiting >= policy.maxLagMs)
    );
  }

  /** One step: false when the journal had nothing more. */
  async function step(): Promise<boolean> {
    appendedSinceRead = false;
    const { clicks, replayed, next } = await journal.read(policy.chunkBytes);
    if (clicks.length === 0) {
      oldestWaiting = undefined;
      return false;
    }
    await appendClicks(store, replayed ? await notYetStored(db, clicks) : clicks);
    journal.advance(next, clicks.length);
    return true;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, RECHECK_MS);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = undefined));

  async function importUntilCaughtUp() {
    for (;;) {
      if (!mayImport(now())) {
        await pause();
        continue;
      }
      if (!(await step()) && !appendedSinceRead) return;
    }
  }

  /** The import loop, started when there is something to import; it ends once the journal is read to its end. */
  function start(): Promise<void> {
    if (!running) {
      const run = importUntilCaughtUp().finally(() => {
        running = undefined;
      });
      // The clicks stay in the journal on a failure: the next append (or the next start) tries again.
      run.catch((error: unknown) =>
        log.error('clicks could not be moved from the journal into the log; they stay in the journal', { err: error }),
      );
      running = run;
    }
    return running;
  }

  start();
  return {
    appended(count) {
      burst.add(count);
      oldestWaiting ??= now();
      appendedSinceRead = true;
      start();
    },
    async drain() {
      forced += 1;
      try {
        wake?.();
        await start();
      } finally {
        forced -= 1;
      }
    },
    async close() {
      closed = true;
      wake?.();
      await this.drain();
    },
  };
}
