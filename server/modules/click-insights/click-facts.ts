import {
  CLICK_DIMENSIONS,
  clickSourceOf,
  normalHost,
  OWN_DESTINATION,
  UNKNOWN_COUNTRY,
  type BrowserFamily,
  type ClickSource,
  type ClickDimension,
} from '../../../src/domain/click-dimensions';
import { storeForCountry, type AmazonStore } from '../../../src/domain/amazon-marketplaces';
import { pacificDate, pacificHour } from '../../../src/domain/pacific-time';
import type { ClickData } from '../short-links';

/** A stored click as the breakdowns count it: every dimension's value, its Pacific day. */
export interface ClickFacts {
  shopDomain: string;
  linkType: string;
  linkId: string;
  at: string;
  day: string;
  bot: boolean;
  referrerHost: string | null;
  /** Every dimension's value; the partial ones (PARTIAL_DIMENSIONS) only where the click has one. */
  values: Record<Exclude<ClickDimension, PartialDimension>, string> & Partial<Record<PartialDimension, string>>;
  /**
   * The Amazon store of the visitor's country when an Amazon link sent them to another store: a sale there would
   * have earned the creator with an id of that store (the Account tab's missed-stores report).
   */
  missedStore?: AmazonStore;
}

type PartialDimension = 'store' | 'rule';

/** The shop-wide roll-up dimension of clicks sent to another country's Amazon store, valued by the visitor's store. */
export const MISSED_STORE = 'missed-store';

/** Erased clicks (data `{ redacted: true }`) and malformed ones carry nothing to count. */
export const isCountable = (data: Partial<ClickData> | null | undefined): data is ClickData =>
  !!data && typeof data.linkId === 'string' && typeof data.shopDomain === 'string' && typeof data.at === 'string';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
/**
 * The source of a click's referrer host, given the hosts of Linkmint's own public pages (a click from one of them
 * came from the creator's bio page, gallery, landing page…). A few hosts bring most clicks, so the sources of the
 * hosts seen lately are kept (cleared when the set grows large).
 */
export function clickSourcer(
  ownHosts: Iterable<string>,
): (referrerHost: string | undefined, browser: BrowserFamily) => ClickSource {
  const own: ReadonlySet<string> = new Set([...ownHosts].map(normalHost).filter((host) => host !== ''));
  const sourceOfHost = new Map<string, ClickSource>();
  return (referrerHost, browser) => {
    if (!referrerHost) return clickSourceOf(referrerHost, browser);
    let source = sourceOfHost.get(referrerHost);
    if (source === undefined) {
      if (sourceOfHost.size >= 10_000) sourceOfHost.clear();
      sourceOfHost.set(referrerHost, (source = clickSourceOf(referrerHost, browser, own)));
    }
    return source;
  };
}

const withoutOwnHosts = clickSourcer([]);

export function clickFacts(click: ClickData, sourceOf = withoutOwnHosts): ClickFacts {
  const browser: BrowserFamily = click.browser ?? 'other';
  const visitorStore = storeForCountry(click.country);
  const sentTo = click.amazonStore;
  return {
    shopDomain: click.shopDomain,
    linkType: click.linkType,
    linkId: click.linkId,
    at: click.at,
    day: pacificDate(click.at),
    bot: click.bot,
    referrerHost: click.referrerHost ?? null,
    values: {
      source: sourceOf(click.referrerHost, browser),
      device: click.device,
      os: click.os,
      browser,
      country: click.country ?? UNKNOWN_COUNTRY,
      hour: HOURS[pacificHour(click.at)]!,
      ...(sentTo ? { store: sentTo } : {}),
      ...(typeof click.rule === 'number' ? { rule: click.rule > 0 ? String(click.rule) : OWN_DESTINATION } : {}),
    },
    ...(sentTo && visitorStore && visitorStore !== sentTo ? { missedStore: visitorStore } : {}),
  };
}

/** One counter of click_rollups. */
export interface RollupCount {
  shopDomain: string;
  linkType: string;
  linkId: string;
  day: string;
  dimension: 'total' | ClickDimension | typeof MISSED_STORE;
  value: string;
  clicks: number;
}

/** The shop's own rows have no link. */
export const WHOLE_SHOP = '';

/** A link's (or the shop's) counters of one day: the totals, and per dimension the clicks of each value. */
interface DayCounters {
  shopDomain: string;
  linkType: string;
  linkId: string;
  day: string;
  counts: Map<RollupCount['dimension'], Map<string, number>>;
}

function bump(counters: DayCounters, dimension: RollupCount['dimension'], value: string) {
  let values = counters.counts.get(dimension);
  if (!values) counters.counts.set(dimension, (values = new Map()));
  values.set(value, (values.get(value) ?? 0) + 1);
}

/**
 * Counts clicks into the roll-up's keys: for the click's link and for its whole shop, the total (human or bot)
 * and, for a human click, one counter per dimension. A batch becomes one row per key, however many clicks. The
 * values are a few short strings, so they key small maps under one entry per link and day.
 */
export function rollUp(clicks: readonly ClickFacts[]): RollupCount[] {
  const days = new Map<string, DayCounters>();
  const countersOf = (click: ClickFacts, linkType: string, linkId: string) => {
    const key = `${click.shopDomain}\u0000${linkType}\u0000${linkId}\u0000${click.day}`;
    let counters = days.get(key);
    if (!counters) {
      counters = { shopDomain: click.shopDomain, linkType, linkId, day: click.day, counts: new Map() };
      days.set(key, counters);
    }
    return counters;
  };
  for (const click of clicks) {
    for (const counters of [
      countersOf(click, click.linkType, click.linkId),
      countersOf(click, WHOLE_SHOP, WHOLE_SHOP),
    ]) {
      bump(counters, 'total', click.bot ? 'bot' : 'human');
      if (click.bot) continue;
      for (const dimension of CLICK_DIMENSIONS) {
        const value = click.values[dimension];
        if (value !== undefined) bump(counters, dimension, value);
      }
    }
    if (click.missedStore && !click.bot)
      bump(countersOf(click, WHOLE_SHOP, WHOLE_SHOP), MISSED_STORE, click.missedStore);
  }
  const rows: RollupCount[] = [];
  for (const { counts, ...where } of days.values()) {
    for (const [dimension, values] of counts)
      for (const [value, clicks] of values) rows.push({ ...where, dimension, value, clicks });
  }
  return rows;
}
