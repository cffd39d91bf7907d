/** boostingModalColseStatus (spec §3, spelled as stored): the advertising activities each shop has closed. */
import { closedActivityKey } from '../domain/promotion-activity';

export const AD_CLOSED_KEY = 'boostingModalColseStatus';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AdClosedStore {
  isClosed(shopName: string, activityId: string): boolean;
  markClosed(shopName: string, activityId: string): void;
}

function readMap(storage: KeyValueStorage | undefined): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(AD_CLOSED_KEY) ?? '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, boolean>) : {};
  } catch {
    // Unreadable or refused storage: every activity counts as not closed, so the worst case is seeing it again.
    return {};
  }
}

export function createAdClosedStore(storage: KeyValueStorage | undefined): AdClosedStore {
  return {
    isClosed: (shopName, activityId) => readMap(storage)[closedActivityKey(shopName, activityId)] === true,
    markClosed(shopName, activityId) {
      const map = { ...readMap(storage), [closedActivityKey(shopName, activityId)]: true };
      try {
        storage?.setItem(AD_CLOSED_KEY, JSON.stringify(map));
      } catch {
        // As above.
      }
    },
  };
}

export function browserAdClosedStore(): AdClosedStore {
  return createAdClosedStore(typeof localStorage === 'undefined' ? undefined : localStorage);
}
