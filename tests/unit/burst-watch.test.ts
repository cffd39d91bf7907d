import { afterEach, describe, expect, it, vi } from 'vitest';
import { BURST_MAX_LAG_MS, createBurstWatch } from '../../server/events/burst-watch';
import {
  CLICK_ROLLUP_EVERY_MS,
  startFollowing,
  stopFollowing,
} from '../../server/modules/click-insights/click-follower-loop';
import type { Services } from '../../server/services';

describe('a burst of appends', () => {
  it('starts above the rate over the last second and lasts the hold after the rate drops', () => {
    let at = 10_000;
    const watch = createBurstWatch({ busyRate: 100, busyHoldMs: 2_000 }, () => at);
    watch.add(100);
    expect(watch.busy()).toBe(false);
    at += 300;
    watch.add(1);
    expect(watch.busy()).toBe(true);
    // A second later the last second holds nothing, but the hold goes on for two seconds after the last busy look.
    at += 1_000;
    expect(watch.busy()).toBe(true);
    at += 2_000;
    expect(watch.busy()).toBe(false);
  });

  it('forgets clicks older than a second', () => {
    let at = 0;
    const watch = createBurstWatch({ busyRate: 100, busyHoldMs: 0 }, () => at);
    for (let i = 0; i < 10; i += 1) {
      watch.add(60);
      at += 600;
    }
    expect(watch.busy()).toBe(false);
  });
});

describe("the followers' background loop", () => {
  afterEach(() => vi.useRealTimers());

  const servicesWith = (inBurst: () => boolean) => {
    const catchUp = vi.fn(async () => 0);
    const services = {
      eventStore: { followers: [{ name: 'click-rollups' }], inBurst, catchUp },
      log: { error: vi.fn() },
    } as unknown as Services;
    return { services, catchUp };
  };

  it('catches up every tick while appends are calm', async () => {
    vi.useFakeTimers();
    const { services, catchUp } = servicesWith(() => false);
    startFollowing(services);
    await vi.advanceTimersByTimeAsync(3 * CLICK_ROLLUP_EVERY_MS);
    expect(catchUp).toHaveBeenCalledTimes(3);
    await stopFollowing(services);
  });

  it('waits during a burst, but never falls further behind than the longest lag', async () => {
    vi.useFakeTimers();
    const { services, catchUp } = servicesWith(() => true);
    startFollowing(services);
    await vi.advanceTimersByTimeAsync(BURST_MAX_LAG_MS - CLICK_ROLLUP_EVERY_MS);
    expect(catchUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CLICK_ROLLUP_EVERY_MS);
    expect(catchUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BURST_MAX_LAG_MS - CLICK_ROLLUP_EVERY_MS);
    expect(catchUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLICK_ROLLUP_EVERY_MS);
    expect(catchUp).toHaveBeenCalledTimes(2);
    await stopFollowing(services);
  });
});
