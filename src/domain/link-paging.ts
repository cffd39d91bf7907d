/**
 * Paging of a list the server answers a page at a time ({ list, total }, pages numbered from 1): how many pages
 * there are, which pages can be asked for, and where to stand after an item of the page is removed.
 */

/** Pages of `pageSize` needed for `total` items; an empty list still shows one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Whether `page` is one of the list's pages. */
export function isPageInRange(page: number, total: number, pageSize: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(total, pageSize);
}

/** The nearest page that exists: the last one when `page` is past it (items went away meanwhile), else `page`. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/**
 * The page to show after one item of `page` is removed from a list of `total` items: the same page, unless it
 * held that one item only and is not the first, then the one before.
 */
export function pageAfterRemoval(page: number, total: number, pageSize: number): number {
  return clampPage(page, Math.max(0, total - 1), pageSize);
}

/** "11–20 of 25": the items a page shows, for its caption; "0 of 0" for an empty list. */
export function pageRange(page: number, total: number, pageSize: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const current = clampPage(page, total, pageSize);
  return { first: (current - 1) * pageSize + 1, last: Math.min(total, current * pageSize) };
}
