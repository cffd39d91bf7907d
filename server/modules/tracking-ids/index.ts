import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { amazonLocalisationProjection } from './amazon-localisation-switch';
import { marketplaceIdsProjection } from './marketplace-ids';
import { createMarketplaceIdOperations } from './marketplace-ids-operations';
import { trackingIdsErasure } from './shop-tracking-ids-erasure';
import { createTrackingIdOperations } from './tracking-ids-operations';

/**
 * Affiliate tracking ids of each retailer and the Impact ids Target and Walmart links are built with (the
 * `tracking` tag). Event-sourced on streams per shop (tracking-ids.ts, which the accounts module's Account
 * info form also edits through its tracking-ids port, and impact-settings.ts), which account deletion erases
 * (shop-tracking-ids-erasure.ts); a shop's lists and settings are folds of its streams. The Amazon ids per store
 * (marketplace-ids.ts) also have a read table, so a visitor's store can be resolved for every shop at once.
 */
export const trackingIdsModule: ServerModule = {
  name: 'tracking-ids',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [marketplaceIdsProjection, amazonLocalisationProjection],
  operations: (services) => ({ ...createTrackingIdOperations(services), ...createMarketplaceIdOperations(services) }),
  erasure: trackingIdsErasure,
};

export { shopTrackingIds, trackingSeedOf, type ShopTrackingIds, type TrackingIdOwner } from './shop-tracking-ids';
export { changeTrackingIds, preselectedTrackingId, trackingIdsStream } from './tracking-ids';
export type { TrackingIdEvent, TrackingIdItem, TrackingIdsState } from './tracking-ids-decider';
export { marketplaceIdsStream, shopMarketplaceIds, type MarketplaceIdRow } from './marketplace-ids';
export { impactSettingsStream, readImpactSettings } from './impact-settings';
export type { ImpactSettingsState } from './impact-settings-decider';
export {
  checkEarned,
  earnedAddress,
  earnedRules,
  earnedSchedule,
  readEarnSettings,
  type EarnDeps,
  type EarnedAddress,
} from './earn-settings';
export { announceAmazonIdsChanged, onAmazonIdsChanged, AMAZON_IDS_STREAM_PREFIXES } from './amazon-ids-changes';
export {
  readAmazonLocalisation,
  shopsWithAmazonLocalisation,
  type AmazonLocalisation,
} from './amazon-localisation-settings';
