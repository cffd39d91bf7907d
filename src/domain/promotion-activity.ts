/**
 * The promotion modal's activity and the Rising Stars banner (spec §2, §3, §4 Promotion modal, §9): which activity
 * shows, and whether the banner may. Times are Temporal values; callers load @js-temporal/polyfill lazily and hand
 * its `Temporal` in, so the polyfill stays out of the initial bundle and tests can pass any instant.
 */
import type { Temporal as TemporalNamespace } from '@js-temporal/polyfill';
import { PACIFIC_TIME_ZONE, PROMOTION_BANNER_END_LOCAL } from './spec-constants';

export type TemporalApi = typeof TemporalNamespace;
export type Instant = TemporalNamespace.Instant;

export interface Activity {
  id: string;
  /**
   * ISO 8601. With an offset (what the server answers) it is an instant; without one it is a Los Angeles wall time,
   * the way the promotion's own dates are written ("ends 2025-07-31 23:59:59 Los Angeles time").
   */
  startTime: string;
  endTime: string;
}

const HAS_OFFSET = /(?:Z|[+-]\d\d:?\d\d)$/i;

/**
 * The instant a start or end time names. A Los Angeles wall time that a daylight-saving change skips or repeats
 * resolves as Temporal's 'compatible' choice: a skipped time moves forward by the gap, a repeated one is the
 * earlier (daylight) instant.
 */
export function activityInstant(Temporal: TemporalApi, text: string): Instant {
  const iso = text.trim().replace(' ', 'T');
  if (HAS_OFFSET.test(iso)) return Temporal.Instant.from(iso);
  return Temporal.PlainDateTime.from(iso)
    .toZonedDateTime(PACIFIC_TIME_ZONE, { disambiguation: 'compatible' })
    .toInstant();
}

/** Spec §4: the current Los Angeles time lies within start and end, both inclusive. */
export function isRunning(Temporal: TemporalApi, activity: Activity, now: Instant): boolean {
  return (
    Temporal.Instant.compare(activityInstant(Temporal, activity.startTime), now) <= 0 &&
    Temporal.Instant.compare(now, activityInstant(Temporal, activity.endTime)) <= 0
  );
}

/** The first activity, in list order, that is running at `now` and that the creator has not closed. */
export function activeActivity<A extends Activity>(
  Temporal: TemporalApi,
  list: readonly A[],
  now: Instant,
  isClosed: (id: string) => boolean,
): A | undefined {
  return list.find((a) => !isClosed(a.id) && isRunning(Temporal, a, now));
}

/**
 * Spec §2, §9: the banner shows until the end of 2025-07-31 23:59:59 Los Angeles time, then never: through the
 * last millisecond of that second, not from the next second on.
 */
export function isBannerPeriod(Temporal: TemporalApi, now: Instant): boolean {
  const firstInstantAfter = activityInstant(Temporal, PROMOTION_BANNER_END_LOCAL).add({ seconds: 1 });
  return Temporal.Instant.compare(now, firstInstantAfter) < 0;
}

/**
 * The key a closed activity is remembered under in boostingModalColseStatus (spec §3): the shop name alone for
 * activity 1 (the first promotion, stored before there were others), the shop name plus the id otherwise.
 */
export function closedActivityKey(shopName: string, activityId: string): string {
  return activityId === '1' ? shopName : `${shopName}${activityId}`;
}

/** What a selection found, as the promotion machine keeps it. */
export interface PromotionSelection<A extends Activity = Activity> {
  /** The activity for the modal, or null: no session, the list failed or was empty, or nothing runs unclosed. */
  ad: A | null;
  shopName: string | null;
  /** Whether the Rising Stars promotion still runs (isBannerPeriod at the selection's instant). */
  bannerPeriod: boolean;
  /** Whether this shop closed the banner before (boostingBannerColseStatus). */
  bannerClosed: boolean;
}

/**
 * What shows after a selection (spec §4): the modal with the activity, or else the banner flag
 * (handleBoostingBanner) on; the banner itself also needs its period and no earlier close by the shop. So the
 * modal and the banner are never both visible.
 */
export function promotionView<A extends Activity>(
  selection: PromotionSelection<A>,
): { modal: A | null; banner: boolean } {
  if (selection.ad) return { modal: selection.ad, banner: false };
  return { modal: null, banner: selection.bannerPeriod && !selection.bannerClosed };
}
