import { tooManyRequests } from '../../errors';

/**
 * A per-client limit for the availability checks (the contract says they are rate-limited per client), so
 * they cannot be used to list accounts quickly. Kept in memory: each server process counts its own callers,
 * which bounds a scan without a table write per keystroke.
 */
export function createRateLimit({ limit, windowMs, message }: { limit: number; windowMs: number; message: string }) {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    take(key: string, now: Date): void {
      const at = now.getTime();
      if (at - lastSweep > windowMs) {
        lastSweep = at;
        for (const [k, times] of hits) if (times.every((t) => at - t >= windowMs)) hits.delete(k);
      }
      const recent = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        throw tooManyRequests(message);
      }
      recent.push(at);
      hits.set(key, recent);
    },
  };
}

export const CHECKS_PER_MINUTE = 60;
export const CHECKS_LIMITED = 'Too many checks in a short time. Please wait a minute and try again.';
