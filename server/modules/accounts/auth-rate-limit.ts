import { tooManyRequests } from '../../errors';
import { slidingWindow } from '../../rate-limit';

/**
 * A per-client limit for the availability checks (the contract says they are rate-limited per client), so
 * they cannot be used to list accounts quickly. Kept in memory: each server process counts its own callers,
 * which bounds a scan without a table write per keystroke.
 */
export function createRateLimit({ limit, windowMs, message }: { limit: number; windowMs: number; message: string }) {
  const window = slidingWindow({ limit, windowMs });
  return {
    take(key: string, now: Date): void {
      if (window.take(key, now) !== undefined) throw tooManyRequests(message);
    },
  };
}

export const CHECKS_PER_MINUTE = 60;
export const CHECKS_LIMITED = 'Too many checks in a short time. Please wait a minute and try again.';
