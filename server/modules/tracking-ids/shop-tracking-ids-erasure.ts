import type { AccountErasure, Services } from '../../services';
import { accountById } from '../accounts';
import { impactSettingsStream } from './impact-settings';
import { shopTrackingIds } from './shop-tracking-ids';
import { trackingIdsStream } from './tracking-ids';

/** Account erasure: the shop's tracking-id lists (the registration's Amazon tag counted with them) and Impact ids. */
export const trackingIdsErasure = ({ database, eventStore }: Services): AccountErasure => ({
  async count({ userId, shopDomain }) {
    const owner = shopDomain ? await accountById(database, userId) : undefined;
    if (!owner || !shopDomain) return { trackingIds: 0 };
    const { state } = await shopTrackingIds(eventStore, owner, shopDomain);
    return { trackingIds: Object.values(state).reduce((sum, list) => sum + list.length, 0) };
  },
  erase: async (tx, { shopDomain }) => {
    if (!shopDomain) return;
    await tx.query(
      `update events set data = jsonb_build_object('redacted', true) where stream_id = any($1::text[]) and not (data ? 'redacted')`,
      [[trackingIdsStream(shopDomain), impactSettingsStream(shopDomain)]],
    );
  },
});
