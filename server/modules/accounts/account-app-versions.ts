import { APP_VERSION_CODE } from '../../../src/domain/app-version';
import type { EventStore } from '../../events/event-store';

/**
 * The version codes behind the update prompts (getAppForceUpdateInfo, spec §4 Update check): builds whose
 * code is below forceUpdateVersion get the forced-update popup (114); the build whose code equals
 * freshNewsVersion shows the what's-new popup (115) once.
 *
 * Version code scheme: MAJOR * 1_000_000 + MINOR * 1_000 + PATCH, each part 0-999, so codes order like the
 * versions they encode ('6.3.67' is 6_003_067, '6.10.0' is 6_010_000) and stay readable in logs.
 *
 * Operators set the values per platform; they are events on the stream `app-versions:<platform>`, read back
 * from the stream (a handful of events a year, no read table needed). A platform never set answers the
 * app's own version for both, so nothing is forced on builds that are current.
 */

export const APP_PLATFORMS = ['ios', 'android', 'web'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export interface AppVersions {
  forceUpdateVersion: number;
  freshNewsVersion: number;
}

export type AppVersionsEvent = { type: 'AppVersionsSet'; data: AppVersions & { setAt: string } };

// The scheme is shared with the app, which compares its own build against these codes.
export { versionCode, versionName } from '../../../src/domain/app-version';

export const DEFAULT_APP_VERSIONS: AppVersions = {
  forceUpdateVersion: APP_VERSION_CODE,
  freshNewsVersion: APP_VERSION_CODE,
};

export const appVersionsStream = (platform: AppPlatform) => `app-versions:${platform}`;

/** The values in force for a platform: the latest set, or the defaults. */
export async function readAppVersions(
  store: Pick<EventStore, 'readStream'>,
  platform: AppPlatform,
): Promise<AppVersions> {
  const events = await store.readStream<AppVersionsEvent>(appVersionsStream(platform));
  const last = events.at(-1);
  return last
    ? { forceUpdateVersion: last.data.forceUpdateVersion, freshNewsVersion: last.data.freshNewsVersion }
    : { ...DEFAULT_APP_VERSIONS };
}

/** For the operators' command: records new values (unchanged values record nothing) and answers what is in force. */
export async function setAppVersions(
  store: Pick<EventStore, 'readStream' | 'append'>,
  platform: AppPlatform,
  values: Partial<AppVersions>,
  now: Date,
): Promise<AppVersions> {
  const events = await store.readStream<AppVersionsEvent>(appVersionsStream(platform));
  const last = events.at(-1);
  const current = last
    ? { forceUpdateVersion: last.data.forceUpdateVersion, freshNewsVersion: last.data.freshNewsVersion }
    : DEFAULT_APP_VERSIONS;
  const next = { ...current, ...values };
  for (const [name, value] of Object.entries(next)) {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`${name} must be a version code (a whole number, at least 0)`);
  }
  if (
    last &&
    next.forceUpdateVersion === current.forceUpdateVersion &&
    next.freshNewsVersion === current.freshNewsVersion
  )
    return next;
  await store.append<AppVersionsEvent>(appVersionsStream(platform), events.length, [
    { type: 'AppVersionsSet', data: { ...next, setAt: now.toISOString() } },
  ]);
  return next;
}
