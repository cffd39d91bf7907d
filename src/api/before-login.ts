import { BEFORE_LOGIN_DELAY_MS, BEFORE_LOGIN_THROTTLE_MS } from '../domain/spec-constants';

/** Leading-edge throttle: a run is allowed when none happened within the window before `now`. */
export function throttleAllows(lastRunAt: number | undefined, now: number, windowMs: number): boolean {
  return lastRunAt === undefined || now - lastRunAt >= windowMs;
}

export interface BeforeLoginScheduler {
  /** A call answered 401 outside the sign-in pages. */
  request(): void;
  /** Cancels runs still waiting (the environment is being replaced). */
  dispose(): void;
}

/**
 * Spec §8: after a 401, wait 1 s, then run the before-login routine, throttled to once per 1 s. A burst of
 * 401s (a page firing ten calls with an expired token) therefore relaunches to login once, not ten times.
 * The throttle has no trailing run: the runs it drops would only relaunch a login page already open.
 */
export function createBeforeLoginScheduler(
  run: () => void,
  timing: { delayMs: number; throttleMs: number } = {
    delayMs: BEFORE_LOGIN_DELAY_MS,
    throttleMs: BEFORE_LOGIN_THROTTLE_MS,
  },
): BeforeLoginScheduler {
  let lastRunAt: number | undefined;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    request() {
      const timer = setTimeout(() => {
        pending.delete(timer);
        const now = Date.now();
        if (!throttleAllows(lastRunAt, now, timing.throttleMs)) return;
        lastRunAt = now;
        run();
      }, timing.delayMs);
      pending.add(timer);
    },
    dispose() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
