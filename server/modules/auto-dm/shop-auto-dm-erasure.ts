import type { Queryable, Transaction } from '../../db/database';
import { COMMENT_EVENT_TYPES } from './comment-decider';
import { connectionStream } from './connection-decider';
import type { AccountErasure, Services } from '../../services';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): the shop's Facebook connection for Auto DM (its
 * states, Pages and sealed Page tokens) and the comments and DMs recorded for it. The events keep only
 * { redacted: true } (the projections and deciders skip them, so a rebuild agrees) and the rows go. The auto replies
 * themselves live on the posts and go with the bio link (shop-bio-link-erasure.ts).
 */
export async function eraseShopAutoDm(tx: Transaction, shopDomain: string): Promise<void> {
  await tx.query(
    `update events set data = jsonb_build_object('redacted', true)
     where (stream_id = $1 or (type = any($3::text[]) and data->>'shopDomain' = $2)) and not (data ? 'redacted')`,
    [connectionStream(shopDomain), shopDomain, [...COMMENT_EVENT_TYPES]],
  );
  for (const table of ['auto_dm_states', 'auto_dm_connections', 'auto_dm_messages', 'auto_dm_comments']) {
    await tx.query(`delete from ${table} where shop_domain = $1`, [shopDomain]);
  }
}

/** 1 when the shop ever connected Facebook for Auto DM (the account deletion's count of social connections). */
export async function autoDmConnectionCount(db: Queryable, shopDomain: string): Promise<number> {
  const { rows } = await db.query('select 1 from auto_dm_connections where shop_domain = $1', [shopDomain]);
  return rows.length;
}

/** Account erasure: the shop's Facebook connection (Pages, sealed Page tokens) and the comments and DMs recorded for it. */
export const autoDmErasure = (services: Services): AccountErasure => ({
  count: async ({ shopDomain }) => ({
    socialConnections: shopDomain ? await autoDmConnectionCount(services.database, shopDomain) : 0,
  }),
  erase: async (tx, { shopDomain }) => {
    if (shopDomain) await eraseShopAutoDm(tx, shopDomain);
  },
});
