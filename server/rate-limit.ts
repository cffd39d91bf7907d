/**
 * A sliding-window allowance kept in memory, per key: at most `limit` units taken in any `windowMs`. Each server
 * process counts its own callers (no table write per call). A unit is whatever the caller counts: a request, or
 * the megapixels of pictures to convert.
 */
export interface SlidingWindow {
  /**
   * Takes `amount` units for `key` at `now` when the window has room, answering undefined; otherwise takes nothing
   * and answers how many milliseconds until it would have room (Infinity for an amount above the limit).
   */
  take(key: string, now: Date, amount?: number): number | undefined;
}

export function slidingWindow({ limit, windowMs }: { limit: number; windowMs: number }): SlidingWindow {
  const taken = new Map<string, Array<{ at: number; amount: number }>>();
  let lastSweep = 0;
  return {
    take(key, now, amount = 1) {
      if (amount > limit) return Infinity;
      const at = now.getTime();
      if (at - lastSweep > windowMs) {
        lastSweep = at;
        for (const [k, entries] of taken) if (entries.every((e) => at - e.at >= windowMs)) taken.delete(k);
      }
      const recent = (taken.get(key) ?? []).filter((e) => at - e.at < windowMs);
      taken.set(key, recent);
      let used = recent.reduce((sum, e) => sum + e.amount, 0);
      if (used + amount <= limit) {
        recent.push({ at, amount });
        return undefined;
      }
      // Room comes back as the oldest takings leave the window.
      for (const entry of recent) {
        used -= entry.amount;
        if (used + amount <= limit) return entry.at + windowMs - at;
      }
      return windowMs;
    },
  };
}
