import { describe, expect, it } from 'vitest';
import { IMAGE_WORK_CONCURRENCY, withImageLibrary } from '../../server/image-library';

describe('the picture pool of a process (server/image-library.ts)', () => {
  it('runs at most IMAGE_WORK_CONCURRENCY picture jobs at once, the others in the order they came', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = Array.from({ length: IMAGE_WORK_CONCURRENCY + 3 }, (_, i) =>
      withImageLibrary(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Release one job at a time as each starts, until all have run.
    for (let released = 0; released < jobs.length; released += 1) {
      await expect.poll(() => releases.length).toBeGreaterThan(released);
      expect(running).toBeLessThanOrEqual(IMAGE_WORK_CONCURRENCY);
      releases[released]!();
    }
    expect(await Promise.all(jobs)).toEqual(jobs.map((_, i) => i));
    expect(most).toBe(IMAGE_WORK_CONCURRENCY);
    expect(started).toEqual(jobs.map((_, i) => i));
  });

  it('frees its turn when a job fails', async () => {
    const failures = Array.from({ length: IMAGE_WORK_CONCURRENCY + 1 }, () =>
      withImageLibrary(async () => Promise.reject(new Error('broken picture'))),
    );
    for (const failure of failures) await expect(failure).rejects.toThrow('broken picture');
    expect(await withImageLibrary(async () => 'still turning')).toBe('still turning');
  });
});
