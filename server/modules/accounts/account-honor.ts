import type { components } from '../../../src/generated/api';
import { APP_BASE_PATH } from '../../../src/domain/spec-constants';
import { PACIFIC_TIME_ZONE } from '../../../src/domain/pacific-time';

/**
 * Creator honor levels (the settings panel badge and the honor modal).
 *
 * The rule: a creator earns points each period (a calendar month, Los Angeles time) from three measures,
 * and the level is the highest whose threshold the points reach.
 * - Profile (up to 30): 5 points for each of handle, profile picture, display name, industry, audience size,
 *   and a storefront address or Amazon tracking id.
 * - Time with Linkmint (up to 20): one point per 9 days since registration, full after 180 days.
 * - Audience clicks on the creator's links in the period (up to 50): 10 from 100 clicks, 20 from 1,000,
 *   35 from 10,000, 50 from 50,000. Clicks are passed in by the caller; until clicks are counted they are
 *   absent and add nothing, so today the reachable top is Pro, and Star and Legend need an audience.
 * Points never go down when any measure grows, so neither does the level (tested as a property).
 */

export type HonorLevel = components['schemas']['HonorLevel'];

export const HONOR_LEVELS = [
  {
    level: 0,
    key: 'rookie',
    name: 'Rookie',
    minPoints: 0,
    blurb: 'Welcome aboard! You have your Linkmint account and your first links are on their way.',
  },
  {
    level: 1,
    key: 'rising',
    name: 'Rising',
    minPoints: 20,
    blurb: 'Your profile is taking shape, so brands and your audience can see who you are and what you love.',
  },
  {
    level: 2,
    key: 'pro',
    name: 'Pro',
    minPoints: 40,
    blurb: 'A complete profile and a steady presence: you run your links like a pro.',
  },
  {
    level: 3,
    key: 'star',
    name: 'Star',
    minPoints: 60,
    blurb: 'Your audience is clicking. Your recommendations are driving real traffic to the retailers.',
  },
  {
    level: 4,
    key: 'legend',
    name: 'Legend',
    minPoints: 85,
    blurb: 'One of the most influential creators on Linkmint, with a large and loyal audience.',
  },
] as const;

export type HonorLevelKey = (typeof HONOR_LEVELS)[number]['key'];

export const PROFILE_ITEMS = [
  { key: 'handle', prompt: 'Choose your handle' },
  { key: 'avatar', prompt: 'Add a profile picture' },
  { key: 'displayName', prompt: 'Set your display name' },
  { key: 'industry', prompt: 'Choose your industry' },
  { key: 'audience', prompt: 'Tell us your audience size' },
  { key: 'storefront', prompt: 'Add a storefront address or an Amazon tracking id' },
] as const;

export type ProfileItem = (typeof PROFILE_ITEMS)[number]['key'];

export const POINTS_PER_PROFILE_ITEM = 5;
export const TENURE_DAYS_PER_POINT = 9;
export const TENURE_MAX_POINTS = 20;
export const CLICK_TIERS: ReadonlyArray<{ minClicks: number; points: number }> = [
  { minClicks: 50_000, points: 50 },
  { minClicks: 10_000, points: 35 },
  { minClicks: 1_000, points: 20 },
  { minClicks: 100, points: 10 },
];

export interface HonorMeasure {
  now: Date;
  registeredAt: Date;
  /** Which profile items are filled in. */
  profile: Readonly<Record<ProfileItem, boolean>>;
  /** Audience clicks (bots left out) in the current Pacific month. */
  periodClicks?: number;
}

export interface HonorStanding {
  level: (typeof HONOR_LEVELS)[number];
  next?: (typeof HONOR_LEVELS)[number];
  points: { profile: number; tenure: number; clicks: number; total: number };
  /** The profile items still missing, in the order the app asks for them. */
  missing: ReadonlyArray<(typeof PROFILE_ITEMS)[number]>;
  /** The period the points are for, as shown (e.g. "Jul 2025"). */
  period: string;
  clicksCounted: boolean;
}

export function clickPoints(clicks: number | undefined): number {
  if (clicks === undefined || !(clicks > 0)) return 0;
  return CLICK_TIERS.find((tier) => clicks >= tier.minClicks)?.points ?? 0;
}

export function tenurePoints(registeredAt: Date, now: Date): number {
  const days = Math.floor((now.getTime() - registeredAt.getTime()) / 86_400_000);
  return Math.max(0, Math.min(TENURE_MAX_POINTS, Math.floor(days / TENURE_DAYS_PER_POINT)));
}

export function honorPeriod(now: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: PACIFIC_TIME_ZONE }).format(now);
}

export function honorStanding(measure: HonorMeasure): HonorStanding {
  const missing = PROFILE_ITEMS.filter((item) => !measure.profile[item.key]);
  const profile = (PROFILE_ITEMS.length - missing.length) * POINTS_PER_PROFILE_ITEM;
  const tenure = tenurePoints(measure.registeredAt, measure.now);
  const clicks = clickPoints(measure.periodClicks);
  const total = profile + tenure + clicks;
  let index = 0;
  HONOR_LEVELS.forEach((candidate, i) => {
    if (total >= candidate.minPoints) index = i;
  });
  return {
    level: HONOR_LEVELS[index]!,
    next: HONOR_LEVELS[index + 1],
    points: { profile, tenure, clicks, total },
    missing,
    period: honorPeriod(measure.now),
    clicksCounted: measure.periodClicks !== undefined,
  };
}

/** The pictures of a level, shipped with the app under /pc/honor/ (public/honor/ in the repository). */
export function honorImages(key: HonorLevelKey, origin: string) {
  const base = `${origin}${APP_BASE_PATH}honor/`;
  return {
    levelImage: `${base}${key}.svg`,
    levelImagePc: `${base}${key}.svg`,
    levelImageBackground: `${base}${key}-background.svg`,
  };
}

const MAX_POINTS = PROFILE_ITEMS.length * POINTS_PER_PROFILE_ITEM + TENURE_MAX_POINTS + (CLICK_TIERS[0]?.points ?? 0);

/** The rich text of the honor modal: what the level means, the points behind it and the way up. Our own text only. */
export function honorDescription(standing: HonorStanding): string {
  const { level, next, points, missing, period } = standing;
  const parts = [
    `<p><strong>${level.name}</strong>: ${level.blurb}</p>`,
    `<p>Your points for ${period}: <strong>${points.total}</strong> of ${MAX_POINTS}.</p>`,
    '<ul>',
    `<li>Profile: ${points.profile} of ${PROFILE_ITEMS.length * POINTS_PER_PROFILE_ITEM}</li>`,
    `<li>Time with Linkmint: ${points.tenure} of ${TENURE_MAX_POINTS}</li>`,
    standing.clicksCounted
      ? `<li>Audience clicks this month: ${points.clicks} of ${CLICK_TIERS[0]?.points ?? 0}</li>`
      : `<li>Audience clicks: not counted yet; they will add up to ${CLICK_TIERS[0]?.points ?? 0} points</li>`,
    '</ul>',
  ];
  if (next) {
    parts.push(
      `<p>Next level: <strong>${next.name}</strong> at ${next.minPoints} points (${next.minPoints - points.total} to go).</p>`,
    );
    if (missing.length > 0) {
      parts.push(
        '<p>Quick wins:</p>',
        '<ul>',
        ...missing.map((item) => `<li>${item.prompt} (+${POINTS_PER_PROFILE_ITEM})</li>`),
        '</ul>',
      );
    }
    if (points.tenure < TENURE_MAX_POINTS)
      parts.push(`<p>Every ${TENURE_DAYS_PER_POINT} days with Linkmint add a point, up to ${TENURE_MAX_POINTS}.</p>`);
  } else {
    parts.push('<p>You have reached the top level. Keep sharing what you love!</p>');
  }
  parts.push(
    `<p>Levels: ${HONOR_LEVELS.map((l) => `${l.name} ${l.minPoints}+`).join(', ')}. Points are counted each month (Los Angeles time).</p>`,
  );
  return parts.join('');
}

export function honorLevelView(standing: HonorStanding, origin: string): HonorLevel {
  return {
    level: standing.level.level,
    name: standing.level.name,
    ...honorImages(standing.level.key, origin),
    timeRange: standing.period,
    descriptionPc: honorDescription(standing),
  };
}
