import {
  clickSourceOf,
  UNKNOWN_COUNTRY,
  type BrowserFamily,
  type ClickDimension,
} from '../../../src/domain/click-dimensions';
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
  values: Record<ClickDimension, string>;
}

/** Erased clicks (data `{ redacted: true }`) and malformed ones carry nothing to count. */
export const isCountable = (data: Partial<ClickData> | null | undefined): data is ClickData =>
  !!data && typeof data.linkId === 'string' && typeof data.shopDomain === 'string' && typeof data.at === 'string';

export function clickFacts(click: ClickData): ClickFacts {
  const browser: BrowserFamily = click.browser ?? 'other';
  return {
    shopDomain: click.shopDomain,
    linkType: click.linkType,
    linkId: click.linkId,
    at: click.at,
    day: pacificDate(click.at),
    bot: click.bot,
    referrerHost: click.referrerHost ?? null,
    values: {
      source: clickSourceOf(click.referrerHost, browser),
      device: click.device,
      os: click.os,
      browser,
      country: click.country ?? UNKNOWN_COUNTRY,
      hour: String(pacificHour(click.at)).padStart(2, '0'),
    },
  };
}

/** One counter of click_rollups. */
export interface RollupCount {
  shopDomain: string;
  linkType: string;
  linkId: string;
  day: string;
  dimension: 'total' | ClickDimension;
  value: string;
  clicks: number;
}

/** The shop's own rows have no link. */
export const WHOLE_SHOP = '';

/**
 * Counts clicks into the roll-up's keys: for the click's link and for its whole shop, the total (human or bot)
 * and, for a human click, one counter per dimension. A batch becomes one row per key, however many clicks.
 */
export function rollUp(clicks: readonly ClickFacts[]): RollupCount[] {
  const counts = new Map<string, RollupCount>();
  const add = (
    click: ClickFacts,
    linkType: string,
    linkId: string,
    dimension: RollupCount['dimension'],
    value: string,
  ) => {
    const key = `${click.shopDomain}\u0000${linkType}\u0000${linkId}\u0000${click.day}\u0000${dimension}\u0000${value}`;
    const count = counts.get(key);
    if (count) count.clicks += 1;
    else
      counts.set(key, { shopDomain: click.shopDomain, linkType, linkId, day: click.day, dimension, value, clicks: 1 });
  };
  for (const click of clicks) {
    for (const [linkType, linkId] of [
      [click.linkType, click.linkId],
      [WHOLE_SHOP, WHOLE_SHOP],
    ] as const) {
      add(click, linkType, linkId, 'total', click.bot ? 'bot' : 'human');
      if (click.bot) continue;
      for (const [dimension, value] of Object.entries(click.values))
        add(click, linkType, linkId, dimension as ClickDimension, value);
    }
  }
  return [...counts.values()];
}
