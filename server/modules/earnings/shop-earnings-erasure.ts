import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/database';
import { SETTLEMENT_LEDGER_STREAM } from './settlement-ledger-decider';
import type { AccountErasure } from '../../services';

/** What names a deleted account's shop in the earnings records; a ShopDomain never holds ':', so no shop can have it. */
export const DELETED_SHOP_PREFIX = 'deleted-shop:';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): its shop's orders and settlement lines are
 * financial records (what a network paid for an order, what Linkmint owed and paid the creator), so they stay,
 * amounts, statuses, dates, networks and order ids included, and a month's lines still add up to its close.
 * What named the creator goes: the shop becomes a random pseudonym (the same one for all of the shop's records,
 * so they still belong together), and an order's tracking id, short link code, sub-id and placement are dropped, in the events as in
 * the read tables, so a rebuild agrees. Later deliveries of those orders still apply, and a later close settles
 * them under the pseudonym; a deleted account's links and tracking ids attribute no new order (conversions.ts).
 */
export async function pseudonymizeShopEarnings(tx: Transaction, shopDomain: string): Promise<void> {
  const pseudonym = `${DELETED_SHOP_PREFIX}${randomUUID()}`;
  await tx.query(
    `update events set data = data || jsonb_build_object('shopDomain', $2::text, 'trackingId', null, 'shortCode', null, 'subId', null, 'placementCode', null)
     where type = 'ConversionRecorded' and data->>'shopDomain' = $1`,
    [shopDomain, pseudonym],
  );
  await tx.query(
    `update conversions set shop_domain = $2, tracking_id = null, short_code = null, sub_id = null, placement_code = null
     where shop_domain = $1`,
    [shopDomain, pseudonym],
  );
  await tx.query(
    `update events set data = jsonb_set(data, '{shopDomain}', to_jsonb($2::text))
     where stream_id = $3 and type = 'SettlementLineIssued' and data->>'shopDomain' = $1`,
    [shopDomain, pseudonym, SETTLEMENT_LEDGER_STREAM],
  );
  await tx.query('update settlement_lines set shop_domain = $2 where shop_domain = $1', [shopDomain, pseudonym]);
}

/** Account erasure: the shop's orders and settlements stay as financial records, under a pseudonym and without its ids. */
export const earningsErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => {
    if (shopDomain) await pseudonymizeShopEarnings(tx, shopDomain);
  },
});
