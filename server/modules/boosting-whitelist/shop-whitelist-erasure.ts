import type { Transaction } from '../../db/database';
import { whitelistStream } from './boosting-whitelist-decider';
import type { AccountErasure } from '../../services';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): the shop leaves the boosting whitelist. The
 * events of its whitelist stream become { redacted: true } (the projection skips them, so a rebuild agrees) and
 * its row goes; the retired shop can never be whitelisted again, as `whitelist add` takes only existing shops.
 */
export async function eraseShopWhitelisting(tx: Transaction, shopDomain: string): Promise<void> {
  await tx.query(`update events set data = jsonb_build_object('redacted', true) where stream_id = $1`, [
    whitelistStream(shopDomain),
  ]);
  await tx.query('delete from boosting_whitelist where shop_domain = $1', [shopDomain]);
}

/** Account erasure: the shop's whitelisting. */
export const whitelistErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => {
    if (shopDomain) await eraseShopWhitelisting(tx, shopDomain);
  },
});
