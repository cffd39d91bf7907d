import type { Transaction } from '../../db/database';
import type { AccountErasure, Services } from '../../services';
import { liveShortLinkCount } from './short-link-queries';
import { shortLinksOf } from './short-links-service';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): the clicks on its shop's links, and its links'
 * placements (eraseShopPlacements). Each click
 * event's data becomes { redacted: true } (the counters' projections skip such events, so a rebuild agrees),
 * and the shop's rows of the click counters go. The links themselves are deleted by the shop's retirement.
 * Clicks are found by a scan of the click events: account deletions are rare, and an index on the shop would
 * cost every one of the many click inserts.
 */
export async function eraseShopClicks(tx: Transaction, shopDomain: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `with erased as (
       update events set data = jsonb_build_object('redacted', true)
       where type = 'LinkClicked' and data->>'shopDomain' = $1
       returning 1
     )
     select count(*)::int as n from erased`,
    [shopDomain],
  );
  await tx.query('delete from link_clicks_daily where shop_domain = $1', [shopDomain]);
  await eraseShopPlacements(tx, shopDomain);
  await tx.query('delete from shop_clicks_monthly where shop_domain = $1', [shopDomain]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The shop's placements, destination rules and schedules: names and addresses the creator wrote, so their events
 * keep nothing, the placements' rows go and the links keep no rules or schedule.
 */
async function eraseShopPlacements(tx: Transaction, shopDomain: string): Promise<void> {
  await tx.query(
    `update events set data = jsonb_build_object('redacted', true)
     where type in ('PlacementAdded', 'PlacementDeleted', 'ShortLinkRulesSet', 'ShortLinkScheduleSet')
       and data->>'shopDomain' = $1`,
    [shopDomain],
  );
  await tx.query('delete from short_link_placements where shop_domain = $1', [shopDomain]);
  await tx.query(`update short_links set rules = '[]'::jsonb, schedule = null where shop_domain = $1`, [shopDomain]);
}

/** Account erasure: the shop's live links counted, retired at once (no more clicks answered), their clicks erased. */
export const shortLinksErasure = (services: Services): AccountErasure => ({
  count: async ({ shopDomain }) => ({
    shortLinks: shopDomain ? await liveShortLinkCount(services.database, shopDomain) : 0,
  }),
  retire: async ({ shopDomain }) => {
    if (shopDomain) await shortLinksOf(services).retireShop(shopDomain);
  },
  erase: async (tx, { shopDomain }) => {
    if (shopDomain) await eraseShopClicks(tx, shopDomain);
  },
});
