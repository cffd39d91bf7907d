import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { linkClicksDailyProjection, shopClicksMonthlyProjection } from './click-projections';
import { redirectOperation, shortLinkFastRoute } from './short-link-redirect';
import { createShortLinkOperations } from './short-links-operations';
import { placementTrackedLinks } from './placements';
import { createPlacementOperations } from './placements-operations';
import { createDestinationRulesOperations } from './destination-rules-operations';
import { createLinkScheduleOperations } from './link-schedule-operations';
import { placementsProjection } from './placements-projections';
import { shortLinksProjection } from './short-links-projections';
import { closeShortLinksOf, shortLinksOf } from './short-links-service';
import { shortLinkClickScopes } from './short-link-queries';
import { shortLinksErasure } from './shop-clicks-erasure';

/**
 * Short links (the `shortlinks` tag), the /s/{code} redirect that records every click, the click counters
 * (per link and Pacific day, per shop and Pacific month) and the most clicked links (get_click_top).
 * Other modules make links and record clicks on their own pages through `shortLinksOf(services)`.
 */
export const shortLinksModule: ServerModule = {
  name: 'short-links',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [shortLinksProjection, linkClicksDailyProjection, shopClicksMonthlyProjection, placementsProjection],
  operations: (services) => ({
    ...createShortLinkOperations(shortLinksOf(services), services),
    ...createPlacementOperations(shortLinksOf(services), services),
    ...createDestinationRulesOperations(shortLinksOf(services)),
    ...createLinkScheduleOperations(shortLinksOf(services)),
    redirectShortLink: redirectOperation(shortLinksOf(services)),
  }),
  fastRoutes: (services) =>
    shortLinkFastRoute(shortLinksOf(services), {
      trustedProxies: services.config.TRUST_PROXY,
      log: services.log,
    }),
  clickScopes: (services) => shortLinkClickScopes(services.database),
  // A placement's code, asked after the short links' own (placements.ts).
  trackedLinks: (services) => placementTrackedLinks(services.database),
  stop: closeShortLinksOf,
  erasure: shortLinksErasure,
};

export {
  shortLinksOf,
  type NewShortLink,
  type ProductLinkRequest,
  type RedirectOutcome,
  type ShortLinks,
} from './short-links-service';
export {
  linkClick,
  SHORT_LINK_CLICK,
  type ClickData,
  type ClickRequest,
  type LinkClick,
  type LinkClickEvent,
} from './link-clicks';
export {
  clicksOfLinks,
  hasVisitorClicks,
  listShortLinks,
  liveLinksTo,
  monthlyClicks,
  shortLinkView,
  type ShortLinkListQuery,
  type ShortLinkRow,
  type ShortLinkView,
} from './short-link-queries';
export { checkAddress, destinationAsGiven, sourceFor, type Destination } from './short-link-addresses';
export { SHORT_LINK_CACHE_SYNC_MS } from './short-link-cache';
export { CLICK_TIME_ZONE } from './click-projections';
export { newShortCode } from './short-link-codes';
export {
  ownLiveLink,
  placementsOfLink,
  placementView,
  PLACEMENT_CLICK,
  type PlacementRow,
  type PlacementView,
} from './placements';
