import type { OperationHandlers } from './operations';

/**
 * Public pages (bio, landing, gallery, collage) kept rendered for a moment per address, so a burst of visits costs
 * one database read and one render. A server forgets its pages after every creator call it answers for the module
 * (forgettingAfter), so an edit shows on the next visit there; other servers behind the same balancer within
 * `reuseMs`, which also bounds how stale the click-ranked parts of a page may be. The answer is still revalidated
 * by ETag on every visit.
 */

export const PAGE_REUSE_MS = 2_000;
/** The most pages a process keeps; the oldest goes first beyond it. */
const MAX_KEPT_PAGES = 2_000;

export function createPageCache<T>({
  reuseMs = PAGE_REUSE_MS,
  keepMisses = true,
  changesAt,
}: {
  reuseMs?: number;
  keepMisses?: boolean;
  /** When a page changes by the clock (a bio button's window opening or closing): it is not kept past that. */
  changesAt?: (value: T) => number | undefined;
} = {}) {
  const pages = new Map<string, { value: T | undefined; until: number }>();
  return {
    async get(key: string, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
      const kept = pages.get(key);
      if (kept && kept.until > now) return kept.value;
      const value = await load();
      pages.delete(key);
      if (value === undefined && !keepMisses) return undefined;
      const change = value === undefined ? undefined : changesAt?.(value);
      pages.set(key, { value, until: Math.min(now + reuseMs, change ?? Infinity) });
      if (pages.size > MAX_KEPT_PAGES) pages.delete(pages.keys().next().value!);
      return value;
    },
    forget: () => pages.clear(),
  };
}

/** The module's operations, each followed by forgetting the kept pages (the public page's own answer excepted). */
export function forgettingAfter(handlers: OperationHandlers, forget: () => void, except?: string): OperationHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([id, handler]) => [
      id,
      id === except
        ? handler
        : async (ctx) => {
            try {
              return await handler(ctx);
            } finally {
              forget();
            }
          },
    ]),
  );
}
