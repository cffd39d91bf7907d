import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  createGroupCommit,
  GroupCommitClosedError,
  GroupCommitFullError,
  type GroupCommitTimers,
} from '../../server/events/group-commit';

/**
 * The group commit's invariants under every interleaving fast-check can think of: items added at any moment,
 * timers firing at any moment, writes finishing (or failing) at any moment, flushes in between.
 */

type Action =
  | { kind: 'add'; count: number }
  | { kind: 'timer' }
  | { kind: 'finish'; ok: boolean; which: number }
  | { kind: 'flush' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 7 }).map((count) => ({ kind: 'add' as const, count })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'timer' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .record({ ok: fc.boolean(), which: fc.nat(3) })
      .map((finish) => ({ kind: 'finish' as const, ...finish })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'flush' as const }) },
);

/** Lets every promise reaction that is ready run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function harness(maxBatch: number, maxPending?: number, concurrency?: number) {
  const timers: Array<{ run: () => void; live: boolean }> = [];
  const fakeTimers: GroupCommitTimers = {
    set(run) {
      const timer = { run, live: true };
      timers.push(timer);
      return timer;
    },
    clear(handle) {
      (handle as { live: boolean }).live = false;
    },
  };
  const writes: Array<{ batch: number[]; finish(ok: boolean): void; settled: boolean }> = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const queue = createGroupCommit<number>({
    maxBatch,
    maxWaitMs: 5,
    ...(maxPending !== undefined ? { maxPending } : {}),
    ...(concurrency !== undefined ? { concurrency } : {}),
    timers: fakeTimers,
    write: (batch) =>
      new Promise<void>((resolve, reject) => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        const write = {
          batch: [...batch],
          settled: false,
          finish(ok: boolean) {
            write.settled = true;
            concurrent -= 1;
            if (ok) resolve();
            else reject(new Error(`batch starting ${batch[0]} failed`));
          },
        };
        writes.push(write);
      }),
  });
  return {
    queue,
    writes,
    maxConcurrent: () => maxConcurrent,
    fireTimer() {
      const timer = timers.find((t) => t.live);
      if (!timer) return;
      timer.live = false;
      timer.run();
    },
    /** Finishes the `which`-th of the writes running (counted round), the oldest by default. */
    openWrite(which = 0) {
      const open = writes.filter((w) => !w.settled);
      return open[which % Math.max(1, open.length)];
    },
    finishWrite(ok: boolean, which = 0) {
      this.openWrite(which)?.finish(ok);
    },
  };
}

describe('group commit', () => {
  it.prop([fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.array(action, { maxLength: 80 })])(
    'writes every item exactly once, in order, at most `concurrency` batches at a time, and settles each caller with its batch',
    async (maxBatch, concurrency, actions) => {
      const h = harness(maxBatch, undefined, concurrency);
      const outcomes: Array<{ state: 'pending' | 'stored' | 'failed'; batchSettledFirst?: boolean }> = [];
      let next = 0;
      const add = () => {
        const item = next++;
        outcomes[item] = { state: 'pending' };
        h.queue.add(item).then(
          () => {
            const write = h.writes.find((w) => w.batch.includes(item));
            outcomes[item] = { state: 'stored', batchSettledFirst: write?.settled === true };
          },
          () => {
            const write = h.writes.find((w) => w.batch.includes(item));
            outcomes[item] = { state: 'failed', batchSettledFirst: write?.settled === true };
          },
        );
      };
      const okOf = new Map<number, boolean>();
      for (const a of actions) {
        if (a.kind === 'add') for (let i = 0; i < a.count; i += 1) add();
        else if (a.kind === 'timer') h.fireTimer();
        else if (a.kind === 'flush') void h.queue.flush();
        else {
          const open = h.openWrite(a.which);
          if (open) for (const item of open.batch) okOf.set(item, a.ok);
          h.finishWrite(a.ok, a.which);
        }
        await settle();
      }
      // Close and let everything still waiting be written.
      const closed = h.queue.close();
      for (let guard = 0; guard < 1000 && h.writes.some((w) => !w.settled); guard += 1) {
        for (const item of h.writes.find((w) => !w.settled)!.batch) okOf.set(item, true);
        h.finishWrite(true);
        await settle();
      }
      await closed;
      await settle();

      // Every item handed to write exactly once, in the order added, in batches of 1..maxBatch.
      expect(h.writes.flatMap((w) => w.batch)).toEqual(Array.from({ length: next }, (_, i) => i));
      for (const w of h.writes) expect(w.batch.length).toBeGreaterThanOrEqual(1);
      for (const w of h.writes) expect(w.batch.length).toBeLessThanOrEqual(maxBatch);
      expect(h.maxConcurrent()).toBeLessThanOrEqual(concurrency);
      // Each caller learns its batch's fate, and only after the write settled.
      for (let item = 0; item < next; item += 1) {
        expect(outcomes[item]).toEqual({ state: okOf.get(item) ? 'stored' : 'failed', batchSettledFirst: true });
      }
      expect(h.queue.pending).toBe(0);
      await expect(h.queue.add(next)).rejects.toBeInstanceOf(GroupCommitClosedError);
    },
  );

  it.prop([fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 12 })])(
    'writes a full batch at once, and a partial one only when its timer fires',
    async (maxBatch, count) => {
      const h = harness(maxBatch);
      for (let i = 0; i < count; i += 1) void h.queue.add(i).catch(() => {});
      await settle();
      // Without a timer, only a full batch may have gone.
      expect(h.writes.map((w) => w.batch.length)).toEqual(count >= maxBatch ? [maxBatch] : []);
      while (h.writes.some((w) => !w.settled)) {
        h.finishWrite(true);
        await settle();
      }
      // The full batches went back to back; the rest waits for its timer.
      expect(h.writes.map((w) => w.batch.length)).toEqual(Array(Math.floor(count / maxBatch)).fill(maxBatch));
      h.fireTimer();
      await settle();
      h.finishWrite(true);
      await settle();
      expect(h.writes.flatMap((w) => w.batch)).toEqual(Array.from({ length: count }, (_, i) => i));
    },
  );

  it.prop([fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 4 })])(
    'starts the next full batch while earlier ones are still being written, up to `concurrency`',
    async (maxBatch, concurrency) => {
      const h = harness(maxBatch, undefined, concurrency);
      for (let i = 0; i < maxBatch * (concurrency + 1); i += 1) void h.queue.add(i).catch(() => {});
      await settle();
      expect(h.writes.map((w) => w.batch.length)).toEqual(Array(concurrency).fill(maxBatch));
      // The last one finishing first frees a slot for the batch that waited.
      h.finishWrite(true, concurrency - 1);
      await settle();
      expect(h.writes.filter((w) => !w.settled)).toHaveLength(concurrency);
      expect(h.writes.at(-1)!.batch[0]).toBe(maxBatch * concurrency);
    },
  );

  it('refuses items beyond maxPending at once, without queuing them', async () => {
    const h = harness(2, 3);
    const accepted = [h.queue.add(1), h.queue.add(2), h.queue.add(3)];
    await expect(h.queue.add(4)).rejects.toBeInstanceOf(GroupCommitFullError);
    h.finishWrite(true);
    await settle();
    await accepted[0];
    await accepted[1];
    expect(h.queue.pending).toBe(1);
    h.fireTimer();
    await settle();
    h.finishWrite(true);
    await Promise.all(accepted);
    expect(h.writes.flatMap((w) => w.batch)).toEqual([1, 2, 3]);
  });
});
