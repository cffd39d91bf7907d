import { createAccountsModule } from './modules/accounts';
import { advertisingModule } from './modules/advertising';
import { analyticsModule } from './modules/analytics';
import { apiKeysModule } from './modules/api-keys';
import { autoDmModule } from './modules/auto-dm';
import { boostingModule } from './modules/boosting';
import { billingModule } from './modules/billing';
import { bioLinkModule, publishedBioPageAddress } from './modules/bio-link';
import { boostingWhitelistModule } from './modules/boosting-whitelist';
import { catalogModule } from './modules/catalog';
import { clickInsightsModule } from './modules/click-insights';
import { earningsModule, hasOrders } from './modules/earnings';
import { galleriesModule } from './modules/galleries';
import { healthModule } from './modules/health';
import { idempotencyModule } from './modules/idempotency';
import { landingPagesModule } from './modules/landing-pages';
import { collagesModule } from './modules/collages';
import { linkImportModule } from './modules/link-import';
import { linkPagesModule } from './modules/link-pages';
import { planUsageModule } from './modules/plan-usage';
import { productsModule } from './modules/products';
import { hasVisitorClicks, monthlyClicks, shortLinksModule } from './modules/short-links';
import { supportChatModule } from './modules/support-chat';
import { systemMessagesModule } from './modules/system-messages';
import {
  announceAmazonIdsChanged,
  changeTrackingIds,
  preselectedTrackingId,
  shopTrackingIds,
  trackingIdsModule,
} from './modules/tracking-ids';
import { webhooksModule } from './modules/webhooks';
import type { ServerModule } from './services';

/**
 * The accounts module with what it needs of the modules that build on it (they read accounts; accounts reads them
 * only through these ports, so no two modules import each other).
 */
const accountsModule = createAccountsModule({
  trackingIds: {
    read: shopTrackingIds,
    change: changeTrackingIds,
    preselected: preselectedTrackingId,
    announceChange: announceAmazonIdsChanged,
  },
  activity: { hasVisitorClicks, monthlyClicks, hasOrders },
  bioLink: { publishedAddress: publishedBioPageAddress },
});

/**
 * The modules the server and the admin CLI run with, in the order their migrations apply
 * (list a module after the ones whose tables it refers to).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  accountsModule,
  systemMessagesModule,
  trackingIdsModule,
  catalogModule,
  shortLinksModule,
  planUsageModule,
  boostingWhitelistModule,
  advertisingModule,
  supportChatModule,
  productsModule,
  linkPagesModule,
  bioLinkModule,
  autoDmModule,
  galleriesModule,
  landingPagesModule,
  collagesModule,
  analyticsModule,
  clickInsightsModule,
  boostingModule,
  earningsModule,
  billingModule,
  apiKeysModule,
  linkImportModule,
  webhooksModule,
  idempotencyModule,
  healthModule,
];
