import { createGroupCommit, type GroupCommit } from '../../events/group-commit';
import type { EventStore } from '../../events/event-store';
import { ConcurrencyError } from '../../events/events';
import type { ClickImporter } from './click-importer';
import type { ClickJournal } from './click-journal';
import { clickStream, LINK_TYPE, type LinkClick, type LinkClickEvent } from './link-clicks';

export interface ClickRecorderOptions {
  maxBatch: number;
  maxWaitMs: number;
  /** Clicks waiting beyond which new ones are refused (their redirect answers 503 instead of waiting). */
  maxPending?: number;
}

/** The direct recorder's options: it alone writes several batches at once. */
interface DirectRecorderOptions extends ClickRecorderOptions {
  /** Batches written at once (group-commit.ts); one when absent. */
  concurrency?: number;
}

export interface ClickRecorder {
  /**
   * Resolves once the click is stored with its batch (group commit); a caller answers its visitor only then,
   * so no click that was answered can be lost. Rejects when the batch could not be stored.
   */
  record(click: LinkClick): Promise<void>;
  /** Resolves once every click recorded before the call is in the log. */
  flush(): Promise<void>;
  /** Stores what waits and refuses new clicks. */
  close(): Promise<void>;
  readonly pending: number;
}

/**
 * One appendMany per batch. A click id stored before (a click recorded twice by a caller) is already a stored
 * click: it is taken out and the rest of the batch written again, so one duplicate cannot sink its neighbours.
 */
export async function appendClicks(
  store: Pick<EventStore, 'appendMany'>,
  batch: readonly LinkClick[],
  { lateFlush = false }: { lateFlush?: boolean } = {},
): Promise<void> {
  const unique = new Map(batch.map(({ clickId, ...data }) => [clickStream(clickId), data]));
  while (unique.size > 0) {
    try {
      await store.appendMany<LinkClickEvent>(
        [...unique].map(([streamId, data]) => ({ streamId, event: { type: 'LinkClicked', data } })),
        { lateFlush },
      );
      return;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || !unique.has(error.streamId)) throw error;
      unique.delete(error.streamId);
    }
  }
}

/**
 * Clicks written straight into the log, a group commit's batch per appendMany (PostgreSQL, an in-memory database),
 * up to `concurrency` batches at once: each in its own transaction, so a click's 302 still waits for the commit of
 * the batch that holds it, and none for the batches before it.
 */
export function createClickRecorder(
  store: Pick<EventStore, 'appendMany'>,
  options: DirectRecorderOptions,
): ClickRecorder {
  // Every batch adds to the same counter rows (a link's day, a shop's month): with a late flush they are free again
  // once a batch's commit is written, so the batches in flight do not queue behind each other's flush to disk, and
  // PostgreSQL flushes the commits waiting together.
  return batchedRecorder((batch) => appendClicks(store, batch, { lateFlush: true }), options, {
    afterFlush: async () => {},
    afterClose: async () => {},
  });
}

/**
 * Clicks made durable in the journal (click-journal.ts), a group commit's batch per fdatasync'd write, and moved
 * into the log by the importer: the embedded database's redirect answers without waiting for the database.
 */
export function createJournalClickRecorder(
  journal: ClickJournal,
  importer: ClickImporter,
  options: ClickRecorderOptions,
): ClickRecorder {
  return batchedRecorder(
    async (batch) => {
      // One append at a time (the journal's rule).
      await journal.append(batch);
      importer.appended(batch.length);
    },
    options,
    {
      afterFlush: () => importer.drain(),
      afterClose: async () => {
        try {
          await importer.close();
        } finally {
          await journal.close();
        }
      },
    },
  );
}

interface RecorderHooks {
  /** After the queue's flush: what else stands between a written batch and the log. */
  afterFlush(): Promise<void>;
  afterClose(): Promise<void>;
}

function batchedRecorder(
  write: (batch: readonly LinkClick[]) => Promise<void>,
  options: DirectRecorderOptions,
  hooks: RecorderHooks,
): ClickRecorder {
  const queue: GroupCommit<LinkClick> = createGroupCommit({
    write,
    maxBatch: options.maxBatch,
    maxWaitMs: options.maxWaitMs,
    maxPending: options.maxPending ?? 50_000,
    concurrency: options.concurrency ?? 1,
  });
  let closing: Promise<void> | undefined;
  return {
    record(click) {
      if (!LINK_TYPE.test(click.linkType))
        return Promise.reject(new TypeError(`"${click.linkType}" is not a link type (lower-case words with hyphens)`));
      return queue.add(click);
    },
    flush: () => queue.flush().then(hooks.afterFlush),
    close: () => (closing ??= queue.close().then(hooks.afterClose)),
    get pending() {
      return queue.pending;
    },
  };
}
