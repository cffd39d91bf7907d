import type { ServerModule } from '../../services';
import { createTrackingIdOperations } from './tracking-ids-operations';

/**
 * Affiliate tracking ids of each retailer (the `tracking` tag). Event-sourced on one stream per shop, which
 * the accounts module's Account info form also edits and its account deletion erases; no read table: a shop's
 * lists are a fold of its stream.
 */
export const trackingIdsModule: ServerModule = {
  name: 'tracking-ids',
  operations: (services) => createTrackingIdOperations(services),
};

export { shopTrackingIds, trackingSeedOf, type ShopTrackingIds, type TrackingIdOwner } from './shop-tracking-ids';
export { preselectedTrackingId, RETAILERS, trackingIdsStream, type TrackingIdItem, type TrackingIdsState } from './tracking-ids';
