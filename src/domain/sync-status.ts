/**
 * The 'As of {date}, ...' status banner of spec §2 for a source synced from a retailer storefront (boards,
 * curations, collections…, spec §3): when its last sync is older than a day, what the page lists may no longer be
 * what the retailer shows, and the banner says since when. Pure: the caller passes the time it is now.
 */
import { pacificUsDate } from './pacific-time';
import { sourceTitle, type ShopSource } from './shop-sources';

/** A sync older than this is stale (issue 18: a catalog source last updated more than a day ago). */
export const STALE_SYNC_MS = 24 * 60 * 60 * 1000;

/** What the status banner shows: its date, the sentence after 'As of {date}, ', and its theme. */
export interface StatusNotice {
  date: string;
  text: string;
  theme: 'warn' | 'error';
}

/** A source's last sync as the lastUpdateTime calls answer it (absent before the first sync). */
export interface SourceSync {
  lastUpdateTime?: string;
  syncing: boolean;
}

/**
 * The banner for a source whose last sync is older than a day; none while a sync runs, before the first one,
 * for a fresh one, or for a source that is not synced from a retailer.
 */
export function staleSyncNotice(
  sync: SourceSync | null,
  source: ShopSource | undefined,
  now: number,
): StatusNotice | null {
  if (!sync || !source?.showLastUpdateTime || sync.syncing || !sync.lastUpdateTime) return null;
  const syncedAt = Date.parse(sync.lastUpdateTime);
  if (!Number.isFinite(syncedAt) || now - syncedAt <= STALE_SYNC_MS) return null;
  return {
    date: pacificUsDate(syncedAt),
    text: `your ${sourceTitle(source)} are as they were at their last sync; changes made at the retailer since then do not show here yet.`,
    theme: 'warn',
  };
}
