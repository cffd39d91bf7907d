/**
 * Whether a stream of work (clicks made durable, events appended) is in a burst: more than `busyRate` a second over
 * the last second, or was within the last `busyHoldMs`. Background work that can wait (the click importer, the
 * log's followers) steps aside while it is, so the event loop and the database spend themselves on redirects.
 *
 * The hold matters: a background step holds the event loop, which lowers the rate it reads, so without it a dip
 * would start the step that keeps the rate low, and the background work would run through the burst.
 */
export interface BurstPolicy {
  /** Items a second above which the stream counts as in a burst. */
  busyRate: number;
  /** How long after the rate was last above `busyRate` the burst counts as going on. */
  busyHoldMs: number;
}

export const DEFAULT_BURST_POLICY: BurstPolicy = { busyRate: 2_000, busyHoldMs: 2_000 };

/**
 * How long background work that steps aside for a burst may wait at most: the click counters (the importer's) and
 * the roll-ups (the followers') are never further behind than this.
 */
export const BURST_MAX_LAG_MS = 60_000;

export interface BurstWatch {
  /** `count` items happened now. */
  add(count: number): void;
  busy(): boolean;
}

/** The rate is measured over this many of the last quarter seconds. */
const BUCKETS = 4;
const BUCKET_MS = 250;

export function createBurstWatch(policy: BurstPolicy = DEFAULT_BURST_POLICY, now: () => number = Date.now): BurstWatch {
  const buckets = new Array<number>(BUCKETS).fill(0);
  let bucketStart = now();
  let busyUntil = Number.NEGATIVE_INFINITY;

  function rotate(at: number) {
    while (at - bucketStart >= BUCKET_MS) {
      buckets.pop();
      buckets.unshift(0);
      bucketStart += BUCKET_MS;
      if (buckets.every((n) => n === 0)) bucketStart = at;
    }
  }

  return {
    add(count) {
      rotate(now());
      buckets[0] = (buckets[0] ?? 0) + count;
    },
    busy() {
      const at = now();
      rotate(at);
      const rate = (buckets.reduce((sum, n) => sum + n, 0) * 1000) / (BUCKETS * BUCKET_MS);
      if (rate > policy.busyRate) busyUntil = at + policy.busyHoldMs;
      return at < busyUntil;
    },
  };
}
