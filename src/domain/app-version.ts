/**
 * Version codes and the update check of spec §4: a forced update (popup 114) when the server's minimum
 * exceeds the running build, otherwise the what's-new popup (115) once for the build the server names.
 */
import { APP_VERSION } from './spec-constants';

/**
 * '6.3.67' -> 6003067: MAJOR * 1_000_000 + MINOR * 1_000 + PATCH, each part 0-999, so codes order like the
 * versions they encode. The same scheme as the server's getAppForceUpdateInfo answers.
 */
export function versionCode(version: string): number {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(version.trim());
  if (!m) throw new RangeError(`A version is MAJOR.MINOR.PATCH with each part 0-999, not "${version}"`);
  return Number(m[1]) * 1_000_000 + Number(m[2]) * 1_000 + Number(m[3]);
}

/** 6003067 -> '6.3.67'. */
export function versionName(code: number): string {
  if (!Number.isInteger(code) || code < 0 || code > 999_999_999) throw new RangeError(`Not a version code: ${code}`);
  return `${Math.floor(code / 1_000_000)}.${Math.floor(code / 1_000) % 1_000}.${code % 1_000}`;
}

/** The running build's code. */
export const APP_VERSION_CODE = versionCode(APP_VERSION);

export interface VersionInfo {
  forceUpdateVersion: number;
  freshNewsVersion: number;
}

export type UpdatePrompt = 'forceUpdate' | 'whatsNew' | 'none';

/**
 * @param whatsNewShownFor the version code whose news this browser has seen; null in a browser that never ran the
 *   app. What's new is news for a creator who used an earlier version: on a first run everything is new, so the
 *   popup waits for the next version (the caller remembers this one as seen).
 */
export function updatePrompt(info: VersionInfo, installed: number, whatsNewShownFor: number | null): UpdatePrompt {
  if (info.forceUpdateVersion > installed) return 'forceUpdate';
  if (info.freshNewsVersion === installed && whatsNewShownFor !== null && whatsNewShownFor !== installed)
    return 'whatsNew';
  return 'none';
}
