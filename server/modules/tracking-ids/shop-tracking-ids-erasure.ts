import type { AccountErasure, Services } from '../../services';
import { accountById } from '../accounts';
import { amazonLocalisationStream } from './amazon-localisation-switch';
import { impactSettingsStream } from './impact-settings';
import { marketplaceIdsStream, shopMarketplaceIds } from './marketplace-ids';
import { shopTrackingIds } from './shop-tracking-ids';
import { trackingIdsStream } from './tracking-ids';

/**
 * Account erasure: the shop's tracking-id lists (the registration's Amazon tag counted with them), Impact ids and
 * Amazon ids per store and the switch that sends visitors to their own store.
 */
export const trackingIdsErasure = ({ database, eventStore }: Services): AccountErasure => ({
  async count({ userId, shopDomain }) {
    const owner = shopDomain ? await accountById(database, userId) : undefined;
    if (!owner || !shopDomain) return { trackingIds: 0 };
    const { state } = await shopTrackingIds(eventStore, owner, shopDomain);
    const perStore = (await shopMarketplaceIds(database, shopDomain)).length;
    return { trackingIds: Object.values(state).reduce((sum, list) => sum + list.length, perStore) };
  },
  erase: async (tx, { shopDomain }) => {
    if (!shopDomain) return;
    await tx.query(
      `update events set data = jsonb_build_object('redacted', true) where stream_id = any($1::text[]) and not (data ? 'redacted')`,
      [
        [
          trackingIdsStream(shopDomain),
          impactSettingsStream(shopDomain),
          marketplaceIdsStream(shopDomain),
          amazonLocalisationStream(shopDomain),
        ],
      ],
    );
    await tx.query('delete from marketplace_tracking_ids where shop_domain = $1', [shopDomain]);
    await tx.query('delete from amazon_localisation_switches where shop_domain = $1', [shopDomain]);
  },
});
