/** The what's-new shown flag of spec §3 (local storage): the version code whose popup 115 this browser showed. */
import { WHATS_NEW_SHOWN_KEY } from '../domain/spec-constants';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface WhatsNewStore {
  shownFor(): number | null;
  markShown(versionCode: number): void;
}

export function createWhatsNewStore(storage: KeyValueStorage | undefined): WhatsNewStore {
  return {
    shownFor() {
      try {
        const value = Number(storage?.getItem(WHATS_NEW_SHOWN_KEY) ?? Number.NaN);
        return Number.isInteger(value) ? value : null;
      } catch {
        // Storage the browser refuses (privacy modes) means the popup may show again, nothing worse.
        return null;
      }
    },
    markShown(versionCode) {
      try {
        storage?.setItem(WHATS_NEW_SHOWN_KEY, String(versionCode));
      } catch {
        // As above: without storage the flag lives as long as the page.
      }
    },
  };
}

export function browserWhatsNewStore(): WhatsNewStore {
  return createWhatsNewStore(typeof localStorage === 'undefined' ? undefined : localStorage);
}
