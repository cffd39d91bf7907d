import type { Services } from '../../services';

/** How often a server brings the click roll-ups up to date when nobody reads them. */
export const CLICK_ROLLUP_EVERY_MS = 1_000;

const loops = new WeakMap<Services, { timer: NodeJS.Timeout; running?: Promise<unknown> }>();

/**
 * Keeps the followers of the log close behind it in the background, so a breakdown's own catch-up has at most a
 * second of clicks to project. A failed round is logged and tried again at the next tick.
 */
export function startFollowing(services: Services): void {
  if (loops.has(services) || services.eventStore.followers.length === 0) return;
  const loop: { timer: NodeJS.Timeout; running?: Promise<unknown> } = {
    timer: setInterval(() => {
      if (loop.running) return;
      loop.running = services.eventStore
        .catchUp()
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
