import { PACIFIC_TIME_ZONE, pacificDate } from '../../../src/domain/pacific-time';
import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection, Statement } from '../../events/projections';
import type { ClickData, LinkClickEvent } from './link-clicks';

/**
 * Click counters. A batch of clicks (group commit hands hundreds at once) is first counted here by key, so the
 * statement that adds the counts to the table carries a row per link and day (or shop and month), not per click.
 * Days and months are Pacific (America/Los_Angeles), as the app's time windows and plan months are.
 */

/** The time zone of the counters' days and months. */
export const CLICK_TIME_ZONE = PACIFIC_TIME_ZONE;

interface Count {
  clicks: number;
  botClicks: number;
}

/** Erased or malformed events carry no click; the counters skip them. */
const clicksOf = (events: readonly LinkClickEvent[]) =>
  events.map((e) => e.data).filter((c) => c && typeof c.linkId === 'string');

/** Counts clicks by key, keeping the key's columns for the statement. */
function countBy(
  clicks: readonly ClickData[],
  keyOf: (click: ClickData) => string[],
): Array<{ parts: string[] } & Count> {
  const counts = new Map<string, { parts: string[] } & Count>();
  for (const click of clicks) {
    const parts = keyOf(click);
    const key = parts.join('\u0000');
    let count = counts.get(key);
    if (!count) counts.set(key, (count = { parts, clicks: 0, botClicks: 0 }));
    if (click.bot) count.botClicks += 1;
    else count.clicks += 1;
  }
  return [...counts.values()];
}

const column = (rows: ReadonlyArray<{ parts: string[] }>, index: number) => rows.map((row) => row.parts[index]);

function dailyStatement(events: readonly LinkClickEvent[]): Statement | undefined {
  const rows = countBy(clicksOf(events), (c) => [c.linkType, c.linkId, c.shopDomain, pacificDate(c.at)]);
  if (rows.length === 0) return undefined;
  return {
    sql: `insert into link_clicks_daily (link_type, link_id, shop_domain, day, clicks, bot_clicks)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::int[], $6::int[])
     on conflict (link_type, link_id, day) do update
       set clicks = link_clicks_daily.clicks + excluded.clicks, bot_clicks = link_clicks_daily.bot_clicks + excluded.bot_clicks`,
    params: [
      column(rows, 0),
      column(rows, 1),
      column(rows, 2),
      column(rows, 3),
      rows.map((r) => r.clicks),
      rows.map((r) => r.botClicks),
    ],
  };
}

function monthlyStatement(events: readonly LinkClickEvent[]): Statement | undefined {
  const rows = countBy(clicksOf(events), (c) => [c.shopDomain, pacificDate(c.at).slice(0, 7)]);
  if (rows.length === 0) return undefined;
  return {
    sql: `insert into shop_clicks_monthly (shop_domain, month, clicks, bot_clicks)
     select * from unnest($1::text[], $2::text[], $3::int[], $4::int[])
     on conflict (shop_domain, month) do update
       set clicks = shop_clicks_monthly.clicks + excluded.clicks, bot_clicks = shop_clicks_monthly.bot_clicks + excluded.bot_clicks`,
    params: [column(rows, 0), column(rows, 1), rows.map((r) => r.clicks), rows.map((r) => r.botClicks)],
  };
}

/** Runs a counter's statement in the transaction (apply, applyMany and rebuilds). */
const running =
  (statementFor: (events: readonly LinkClickEvent[]) => Statement | undefined) =>
  async (tx: Transaction, events: readonly RecordedEvent<LinkClickEvent>[]) => {
    const statement = statementFor(events);
    if (statement) await tx.query(statement.sql, statement.params);
  };

const countDaily = running(dailyStatement);
const countMonthly = running(monthlyStatement);

/** link_clicks_daily: clicks per link and Pacific day (ShortLink.clicks, get_click_top). */
export const linkClicksDailyProjection: Projection<LinkClickEvent> = {
  name: 'link-clicks-daily',
  tables: ['link_clicks_daily'],
  handles: ['LinkClicked'],
  apply: (tx, event) => countDaily(tx, [event]),
  applyMany: countDaily,
  statementFor: dailyStatement,
};

/** shop_clicks_monthly: clicks per shop and Pacific calendar month (plan usage, monthlyClicks). */
export const shopClicksMonthlyProjection: Projection<LinkClickEvent> = {
  name: 'shop-clicks-monthly',
  tables: ['shop_clicks_monthly'],
  handles: ['LinkClicked'],
  apply: (tx, event) => countMonthly(tx, [event]),
  applyMany: countMonthly,
  statementFor: monthlyStatement,
};
