/**
 * Group commit for high-volume events (clicks): callers add items one at a time and wait; the items are written
 * in batches, one `write` per batch, and each caller's promise settles when the batch holding its item has been
 * written (or has failed). A batch is written when `maxBatch` items wait or the oldest has waited `maxWaitMs`;
 * while the writes run the next batch gathers, and a backlog is written back to back without waiting again.
 *
 * Up to `concurrency` writes run at once (pipelining): on PostgreSQL a batch's commit waits for its flush to disk,
 * and the next batch need not wait for that flush before it starts. Each caller still waits for its own batch.
 *
 * Invariants (tests/property/group-commit.property.test.ts): every added item is handed to `write` exactly once,
 * in the order added, in batches of at most `maxBatch`; at most `concurrency` writes at a time; an item's promise
 * resolves only after the write of its batch resolved, and rejects with that write's error otherwise.
 */

export interface GroupCommitTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface GroupCommitOptions<T> {
  /** Stores one batch, all or nothing. */
  write(batch: readonly T[]): Promise<void>;
  maxBatch: number;
  maxWaitMs: number;
  /** Items waiting beyond which `add` refuses at once: back-pressure when the database falls behind. */
  maxPending?: number;
  /** Batches written at once (1 by default: one write at a time). */
  concurrency?: number;
  /** The clock's timers; tests drive their own. */
  timers?: GroupCommitTimers;
}

export interface GroupCommit<T> {
  /** Resolves once the item is written; rejects when its batch failed, the queue is full or closed. */
  add(item: T): Promise<void>;
  /** Writes everything waiting now, and resolves when nothing is waiting or being written. */
  flush(): Promise<void>;
  /** Refuses new items, then flushes. Idempotent. */
  close(): Promise<void>;
  /** Items added and not yet written (including the batch being written). */
  readonly pending: number;
}

export class GroupCommitClosedError extends Error {
  override name = 'GroupCommitClosedError';
}

export class GroupCommitFullError extends Error {
  override name = 'GroupCommitFullError';
}

interface Waiting<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * A wait of 0 ms ends right after the event loop's current round of I/O, so what arrived together is written
 * together; under load the batch gathers while the previous one is being written.
 */
const REAL_TIMERS: GroupCommitTimers = {
  set: (run, ms) => {
    if (ms > 0) {
      const timeout = setTimeout(run, ms);
      return () => clearTimeout(timeout);
    }
    const immediate = setImmediate(run);
    return () => clearImmediate(immediate);
  },
  clear: (cancel) => (cancel as () => void)(),
};

export function createGroupCommit<T>(options: GroupCommitOptions<T>): GroupCommit<T> {
  const {
    write,
    maxBatch,
    maxWaitMs,
    maxPending = Number.POSITIVE_INFINITY,
    concurrency = 1,
    timers = REAL_TIMERS,
  } = options;
  if (!Number.isInteger(maxBatch) || maxBatch < 1)
    throw new TypeError(`maxBatch must be a positive integer, not ${maxBatch}`);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new TypeError(`concurrency must be a positive integer, not ${concurrency}`);
  const queue: Waiting<T>[] = [];
  /** Writes running, and the items they hold. */
  let writes = 0;
  let inFlight = 0;
  let timer: unknown;
  /** The oldest waiting item has waited long enough (or a flush asked): write until the queue is empty. */
  let due = false;
  /** Flushes waiting for nothing to be waiting or written. */
  let idle: Array<() => void> = [];
  let closing: Promise<void> | undefined;

  const stopTimer = () => {
    if (timer === undefined) return;
    timers.clear(timer);
    timer = undefined;
  };

  const startTimer = () => {
    if (timer !== undefined) return;
    timer = timers.set(() => {
      timer = undefined;
      due = true;
      dispatch();
    }, maxWaitMs);
  };

  async function writeBatch(batch: Waiting<T>[]) {
    try {
      await write(batch.map((waiting) => waiting.item));
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      writes -= 1;
      inFlight -= batch.length;
      // Items that gathered while every write was busy go now, if due or a batch full.
      dispatch();
    }
  }

  /** Starts the writes that are due and have a free slot; otherwise lets the oldest waiting item's timer decide. */
  function dispatch() {
    while (writes < concurrency && queue.length > 0 && (due || queue.length >= maxBatch)) {
      const batch = queue.splice(0, maxBatch);
      writes += 1;
      inFlight += batch.length;
      void writeBatch(batch);
    }
    if (queue.length === 0) {
      due = false;
      stopTimer();
    } else if (!due) startTimer();
    if (queue.length === 0 && writes === 0 && idle.length > 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  function flush(): Promise<void> {
    return new Promise<void>((resolve) => {
      idle.push(resolve);
      due = true;
      dispatch();
    });
  }

  return {
    add(item) {
      if (closing) return Promise.reject(new GroupCommitClosedError('No more items are taken: the queue is closing.'));
      if (queue.length + inFlight >= maxPending) {
        return Promise.reject(
          new GroupCommitFullError(`${queue.length + inFlight} items are already waiting to be written.`),
        );
      }
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        dispatch();
      });
    },
    flush,
    close: () => (closing ??= flush()),
    get pending() {
      return queue.length + inFlight;
    },
  };
}
