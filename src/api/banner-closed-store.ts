/** boostingBannerColseStatus (spec §3, spelled as stored): the shops that closed the Rising Stars banner. */
import { BANNER_CLOSED_KEY } from '../domain/spec-constants';
import { readFlagMap, writeFlag, type KeyValueStorage } from './ad-closed-store';

export interface BannerClosedStore {
  isClosed(shopName: string): boolean;
  markClosed(shopName: string): void;
}

export function createBannerClosedStore(storage: KeyValueStorage | undefined): BannerClosedStore {
  return {
    isClosed: (shopName) => readFlagMap(storage, BANNER_CLOSED_KEY)[shopName] === true,
    markClosed: (shopName) => writeFlag(storage, BANNER_CLOSED_KEY, shopName),
  };
}

export function browserBannerClosedStore(): BannerClosedStore {
  return createBannerClosedStore(typeof localStorage === 'undefined' ? undefined : localStorage);
}
