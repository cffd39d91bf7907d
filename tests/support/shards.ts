/**
 * A long browser check split over several test files (shards) that vitest runs side by side, each with its own
 * server and browser: shard `n` of `of` (counted from 1) takes every of-th item, starting at the n-th.
 */
export interface Shard {
  n: number;
  of: number;
}

export function shardItems<T>(items: readonly T[], shard: Shard): T[] {
  return items.filter((_, i) => i % shard.of === shard.n - 1);
}

/** The pages of both route tables as routes to open (the viewer's pages under one route, '/statecharts'). */
export function tableRoutes(pageRoutes: ReadonlyArray<{ path: string }>, lazyPaths: readonly string[]): string[] {
  return [...pageRoutes.map((r) => r.path).filter((p) => p !== '*'), ...lazyPaths].map((p) => p.replace(/\/\*$/, ''));
}
