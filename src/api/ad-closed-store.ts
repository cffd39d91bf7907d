/** boostingModalColseStatus (spec §3, spelled as stored): the advertising activities each shop has closed. */
import { closedActivityKey } from '../domain/promotion-activity';

export const AD_CLOSED_KEY = 'boostingModalColseStatus';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AdClosedStore {
  isClosed(shopName: string, activityId: string): boolean;
  markClosed(shopName: string, activityId: string): void;
}

/** A stored map of key -> true (both close flags of spec §3 are such maps). */
export function readFlagMap(storage: KeyValueStorage | undefined, key: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, boolean>)
      : {};
  } catch {
    // Unreadable or refused storage: nothing counts as closed, so the worst case is seeing it again.
    return {};
  }
}

export function writeFlag(storage: KeyValueStorage | undefined, key: string, flag: string): void {
  const map = { ...readFlagMap(storage, key), [flag]: true };
  try {
    storage?.setItem(key, JSON.stringify(map));
  } catch {
    // As above.
  }
}

export function createAdClosedStore(storage: KeyValueStorage | undefined): AdClosedStore {
  return {
    isClosed: (shopName, activityId) =>
      readFlagMap(storage, AD_CLOSED_KEY)[closedActivityKey(shopName, activityId)] === true,
    markClosed: (shopName, activityId) => writeFlag(storage, AD_CLOSED_KEY, closedActivityKey(shopName, activityId)),
  };
}

export function browserAdClosedStore(): AdClosedStore {
  return createAdClosedStore(typeof localStorage === 'undefined' ? undefined : localStorage);
}
