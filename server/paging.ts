/**
 * Paged calls of the contract take `{ pageNum, pageSize }` (1-based, 20 by default, at most 100) and answer
 * `{ list, total }`. The router has validated the bounds; handlers apply the defaults here.
 */

export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

export interface Page<T> {
  list: T[];
  total: number;
}

/**
 * Reads pageNum and pageSize from a body or a query (query values arrive as text, or already coerced by the
 * validator), defaulting absent ones.
 */
export function pageRequest(source: { pageNum?: unknown; pageSize?: unknown } | undefined): PageRequest {
  const pageNum = Number(source?.pageNum ?? 1);
  const pageSize = Number(source?.pageSize ?? DEFAULT_PAGE_SIZE);
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/** A page of an in-memory list (reference data). */
export function pageOf<T>(items: readonly T[], { limit, offset }: PageRequest): Page<T> {
  return { list: items.slice(offset, offset + limit), total: items.length };
}

/** The keyword filter of a searched list: a LIKE pattern matching `keyword` anywhere, its own % and _ taken literally. */
export function containsPattern(keyword: string | undefined): string | null {
  const trimmed = keyword?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
