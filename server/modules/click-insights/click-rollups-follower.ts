import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';
import type { LinkClickEvent } from '../short-links';
import { clickFacts, clickSourcer, isCountable, rollUp, type ClickFacts } from './click-facts';

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);

async function addCounts(tx: Transaction, clicks: readonly ClickFacts[]) {
  const counts = rollUp(clicks);
  if (counts.length === 0) return;
  await tx.query(
    `insert into click_rollups (shop_domain, link_type, link_id, day, dimension, value, clicks)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[], $7::int[])
     on conflict (shop_domain, link_type, link_id, day, dimension, value)
       do update set clicks = click_rollups.clicks + excluded.clicks`,
    [
      column(counts, 'shopDomain'),
      column(counts, 'linkType'),
      column(counts, 'linkId'),
      column(counts, 'day'),
      column(counts, 'dimension'),
      column(counts, 'value'),
      column(counts, 'clicks'),
    ],
  );
}

async function addRecords(tx: Transaction, positions: readonly number[], clicks: readonly ClickFacts[]) {
  if (clicks.length === 0) return;
  await tx.query(
    `insert into click_records
       (position, shop_domain, at, link_type, link_id, device, os, browser, source, referrer_host, country, bot,
        amazon_store, rule)
     select * from unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::boolean[], $13::text[], $14::text[])`,
    [
      positions,
      column(clicks, 'shopDomain'),
      column(clicks, 'at'),
      column(clicks, 'linkType'),
      column(clicks, 'linkId'),
      clicks.map((c) => c.values.device),
      clicks.map((c) => c.values.os),
      clicks.map((c) => c.values.browser),
      clicks.map((c) => c.values.source),
      column(clicks, 'referrerHost'),
      clicks.map((c) => c.values.country),
      column(clicks, 'bot'),
      clicks.map((c) => c.values.store ?? null),
      clicks.map((c) => c.values.rule ?? null),
    ],
  );
}

/** The follower's name, under which it records how far it has read the log. */
export const CLICK_ROLLUPS_FOLLOWER = 'click-rollups';

/**
 * click_rollups and click_records, kept by following the log: a redirect waits for its click's batch to be
 * stored, never for these writes. `ownHosts` are the hosts of Linkmint's own public pages (ownPublicHosts), whose
 * referrals count as their own source.
 */
export function clickRollupsFollower(ownHosts: Iterable<string> = []): Projection<LinkClickEvent> {
  const sourceOf = clickSourcer(ownHosts);
  async function project(tx: Transaction, events: readonly RecordedEvent<LinkClickEvent>[]) {
    const counted = events.filter((event) => isCountable(event.data));
    const clicks = counted.map((event) => clickFacts(event.data, sourceOf));
    await addCounts(tx, clicks);
    await addRecords(
      tx,
      counted.map((event) => event.position),
      clicks,
    );
  }
  return {
    name: CLICK_ROLLUPS_FOLLOWER,
    tables: ['click_rollups', 'click_records'],
    handles: ['LinkClicked'],
    apply: (tx, event) => project(tx, [event]),
    applyMany: project,
  };
}
