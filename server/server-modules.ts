import { accountsModule } from './modules/accounts';
import { advertisingModule } from './modules/advertising';
import { analyticsModule } from './modules/analytics';
import { autoDmModule } from './modules/auto-dm';
import { boostingModule } from './modules/boosting';
import { billingModule } from './modules/billing';
import { bioLinkModule } from './modules/bio-link';
import { boostingWhitelistModule } from './modules/boosting-whitelist';
import { catalogModule } from './modules/catalog';
import { earningsModule } from './modules/earnings';
import { galleriesModule } from './modules/galleries';
import { healthModule } from './modules/health';
import { idempotencyModule } from './modules/idempotency';
import { landingPagesModule } from './modules/landing-pages';
import { collagesModule } from './modules/collages';
import { linkPagesModule } from './modules/link-pages';
import { planUsageModule } from './modules/plan-usage';
import { productsModule } from './modules/products';
import { shortLinksModule } from './modules/short-links';
import { supportChatModule } from './modules/support-chat';
import { systemMessagesModule } from './modules/system-messages';
import { trackingIdsModule } from './modules/tracking-ids';
import type { ServerModule } from './services';

/**
 * The modules the server and the admin CLI run with, in the order their migrations apply
 * (list a module after the ones whose tables it refers to).
 */
export const SERVER_MODULES: readonly ServerModule[] = [accountsModule, systemMessagesModule, trackingIdsModule, catalogModule, shortLinksModule, planUsageModule, boostingWhitelistModule, advertisingModule, supportChatModule, productsModule, linkPagesModule, bioLinkModule, autoDmModule, galleriesModule, landingPagesModule, collagesModule, analyticsModule, boostingModule, earningsModule, billingModule, idempotencyModule, healthModule];
