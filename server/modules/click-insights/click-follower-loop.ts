import { BURST_MAX_LAG_MS } from '../../events/burst-watch';
import type { Services } from '../../services';

/** How often a server brings the click roll-ups up to date when nobody reads them. */
export const CLICK_ROLLUP_EVERY_MS = 1_000;

interface Loop {
  timer: NodeJS.Timeout;
  running?: Promise<unknown>;
  /** When the last catch-up that succeeded began. */
  caughtUpAt: number;
}

const loops = new WeakMap<Services, Loop>();

/**
 * Keeps the followers of the log close behind it in the background, so a breakdown's own catch-up has at most a
 * second of clicks to project. During a burst of appends (a flood of clicks) it waits, up to BURST_MAX_LAG_MS:
 * a catch-up takes a lock that holds back the appends in flight and reads back every click, which the redirects'
 * commits would wait for. Readers lose nothing by it: a breakdown catches up before it reads. A failed round is
 * logged and tried again at the next tick.
 */
export function startFollowing(services: Services): void {
  if (loops.has(services) || services.eventStore.followers.length === 0) return;
  const loop: Loop = {
    caughtUpAt: Date.now(),
    timer: setInterval(() => {
      if (loop.running) return;
      const at = Date.now();
      if (services.eventStore.inBurst() && at - loop.caughtUpAt < BURST_MAX_LAG_MS) return;
      loop.running = services.eventStore
        .catchUp()
        .then(() => (loop.caughtUpAt = at))
        .catch((error: unknown) => services.log.error('the click roll-ups could not catch up', { err: error }))
        .finally(() => (loop.running = undefined));
    }, CLICK_ROLLUP_EVERY_MS),
  };
  loop.timer.unref();
  loops.set(services, loop);
}

export async function stopFollowing(services: Services): Promise<void> {
  const loop = loops.get(services);
  if (!loop) return;
  clearInterval(loop.timer);
  loops.delete(services);
  await loop.running;
}
