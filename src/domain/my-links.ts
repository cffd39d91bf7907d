/**
 * Rules of the My Links pages (index, create, detail): where they are, which tracking source a retailer picks
 * from, whether an answered link was made now or already existed, and the scale of a link's clicks chart.
 */
import type { Retailer } from './retailer-links';
import { RETAILER_NAMES, SKIP_TRACKING_ID, sameTrackingId } from './tracking-id-rules';
import type { TrackingSource } from './tracking-sort';

export const MY_LINKS_PATH = '/pages/myLinks/index';
export const LINK_CREATE_PATH = '/pages/myLinks/create';
export const LINK_DETAIL_PATH = '/pages/myLinks/detail';
/** The My Links list shows this many links a page. */
export const MY_LINKS_PAGE_SIZE = 20;

export const linkDetailPath = (code: string) => `${LINK_DETAIL_PATH}?code=${encodeURIComponent(code)}`;

export const RETAILERS: readonly Retailer[] = ['amazon', 'target', 'walmart'];

/** The tracking-id picker's source of each retailer (spec §4 tracking sources: 1 Amazon, 6 Target, 7 Walmart). */
export const TRACKING_SOURCE_OF: Readonly<Record<Retailer, TrackingSource>> = { amazon: 1, target: 6, walmart: 7 };

/** The picker's SKIP entry (Target and Walmart): shorten the address as it is, without a tracking id. */
export const isSkip = (trackingId: string | null): boolean => trackingId !== null && sameTrackingId(trackingId, SKIP_TRACKING_ID);

/** The id a retailer's field starts with: the oldest saved one, or none. */
export function defaultTrackingId(ids: readonly string[]): string | null {
  return ids[0] ?? null;
}

/** 'an Amazon', 'a Target'. */
export const withArticle = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** Why a checked address does not fit the retailer chosen above it, or null when it does. */
export function retailerMismatch(chosen: Retailer, found: Retailer): string | null {
  if (chosen === found) return null;
  return `This is ${withArticle(RETAILER_NAMES[found])} product URL. Choose ${RETAILER_NAMES[found]} above, or paste ${withArticle(RETAILER_NAMES[chosen])} product URL.`;
}

/**
 * Whether the link a get-or-create call answered was already there. `before` is the shop's newest live link to
 * the same product page, looked up just before the call (check_link_has_shortlink): a link that existed then is
 * no newer than it, while one made by the call is newer than every link that existed.
 */
export function wasAlreadyMade(before: { createdAt: string } | null, made: { createdAt: string }): boolean {
  if (!before) return false;
  return Date.parse(made.createdAt) <= Date.parse(before.createdAt);
}

/** The top of a clicks chart's scale: the most clicks of a day, rounded up to 1, 2 or 5 times a power of ten (at least 1). */
export function chartCeiling(max: number): number {
  if (!(max > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** 'Nov 21' for a Pacific date 'YYYY-MM-DD' (the date as written, whatever the viewer's time zone). */
export function shortDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

const COUNT = new Intl.NumberFormat('en-US');
const CREATED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** '1 click', '1,204 clicks'. */
export const clicksText = (clicks: number): string => `${COUNT.format(clicks)} ${clicks === 1 ? 'click' : 'clicks'}`;

/** 'Nov 21, 2026' (the viewer's calendar); '' for what is no instant. */
export function createdText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? CREATED.format(ms) : '';
}

/** A link's line in a list: its title, else where it leads without scheme and query. */
export function linkTitle(link: { title?: string; originalUrl: string }): string {
  const title = link.title?.trim();
  if (title) return title;
  try {
    const url = new URL(link.originalUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return link.originalUrl;
  }
}
