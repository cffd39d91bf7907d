/** The catalog search page's recent searches, kept in this browser per shop (newest first). */
import { RECENT_SEARCHES_MAX } from '../domain/catalog-search';
import type { KeyValueStorage } from './ad-closed-store';
import { browserSessionStore } from './session-store';

export const RECENT_SEARCHES_KEY = 'linkmint_recent_catalog_searches';

export interface RecentSearchesStore {
  read(): string[];
  write(keywords: readonly string[]): void;
}

export function createRecentSearchesStore(storage: KeyValueStorage | undefined, shopName: string): RecentSearchesStore {
  const readAll = (): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '{}');
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      // Unreadable or refused storage: no recent searches, nothing worse.
      return {};
    }
  };
  return {
    read() {
      const mine = readAll()[shopName];
      return Array.isArray(mine)
        ? mine.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, RECENT_SEARCHES_MAX)
        : [];
    },
    write(keywords) {
      try {
        storage?.setItem(
          RECENT_SEARCHES_KEY,
          JSON.stringify({ ...readAll(), [shopName]: keywords.slice(0, RECENT_SEARCHES_MAX) }),
        );
      } catch {
        // As above.
      }
    },
  };
}

/** The signed-in shop's recent searches in this browser. */
export function browserRecentSearchesStore(): RecentSearchesStore {
  return createRecentSearchesStore(
    typeof localStorage === 'undefined' ? undefined : localStorage,
    browserSessionStore().shopDomain() ?? '',
  );
}
