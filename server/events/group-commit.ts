/**
 * Group commit for high-volume events (clicks): callers add items one at a time and wait; the items are written
 * in batches, one `write` per batch, and each caller's promise settles when the batch holding its item has been
 * written (or has failed). A batch is written when `maxBatch` items wait or the oldest has waited `maxWaitMs`;
 * while one write runs the next batch gathers, and a backlog is written back to back without waiting again.
 *
 * Invariants (tests/property/group-commit.property.test.ts): every added item is handed to `write` exactly once,
 * in the order added, in batches of at most `maxBatch`; one write at a time; an item's promise resolves only
 * after the write of its batch resolved, and rejects with that write's error otherwise.
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
  const { write, maxBatch, maxWaitMs, maxPending = Number.POSITIVE_INFINITY, timers = REAL_TIMERS } = options;
  if (!Number.isInteger(maxBatch) || maxBatch < 1)
    throw new TypeError(`maxBatch must be a positive integer, not ${maxBatch}`);
  const queue: Waiting<T>[] = [];
  let inFlight = 0;
  let timer: unknown;
  /** The oldest waiting item has waited long enough (or a flush asked): write until the queue is empty. */
  let due = false;
  let writing: Promise<void> | undefined;
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
      run();
    }, maxWaitMs);
  };

  async function drain() {
    while (queue.length > 0 && (due || queue.length >= maxBatch)) {
      const batch = queue.splice(0, maxBatch);
      inFlight = batch.length;
      try {
        await write(batch.map((waiting) => waiting.item));
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      } finally {
        inFlight = 0;
      }
    }
  }

  function run() {
    writing ??= drain().finally(() => {
      writing = undefined;
      // Items added while the drain was ending found it still running and left their scheduling to it.
      schedule();
    });
  }

  /** Writes now what is due; otherwise lets the oldest waiting item's timer decide. */
  function schedule() {
    if (queue.length === 0) {
      due = false;
      stopTimer();
    } else if (due || queue.length >= maxBatch) run();
    else startTimer();
  }

  async function flush() {
    due = true;
    run();
    while (writing) await writing;
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
        // A running drain takes it, or schedules it when it ends.
        if (!writing) schedule();
      });
    },
    flush,
    close: () => (closing ??= flush()),
    get pending() {
      return queue.length + inFlight;
    },
  };
}
