import type { Projection } from '../../events/projections';
import type { BoostingWhitelistEvent } from './boosting-whitelist-decider';

/** boosting_whitelist: one row per shop currently allowed to boost. */
export const boostingWhitelistProjection: Projection<BoostingWhitelistEvent> = {
  name: 'boosting-whitelist',
  tables: ['boosting_whitelist'],
  handles: ['ShopWhitelisted', 'ShopUnwhitelisted'],
  async apply(tx, event) {
    // A deleted account's whitelisting keeps only { redacted: true } (shop-whitelist-erasure.ts).
    if (!event.data?.shopDomain) return;
    if (event.type === 'ShopWhitelisted') {
      await tx.query(
        `insert into boosting_whitelist (shop_domain, whitelisted_at) values ($1, $2)
         on conflict (shop_domain) do update set whitelisted_at = excluded.whitelisted_at`,
        [event.data.shopDomain, event.data.whitelistedAt],
      );
      return;
    }
    await tx.query('delete from boosting_whitelist where shop_domain = $1', [event.data.shopDomain]);
  },
};
