import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { bundledCatalog } from '../catalog';
import { documentClickScope, pageCacheOf, publicPageRoute, trackedLinkSource } from '../creator-pages';
import { shortLinksOf } from '../short-links';
import { createLandingPageOperations, LANDING_LINK_CLICK, landingPageSpec } from './landing-pages-operations';
import { landingPagesProjection } from './landing-pages-projections';
import { landingPagesErasure } from './shop-landing-erasure';

/**
 * Landing pages (the landingpages tag): a creator's page of blocks (headings, text, pictures, product cards,
 * buttons, link lists) published at /l/{slug}; each clickable part is a tracked code the short-links redirect
 * answers and counts per block, and each visit counts as a view for the statistics.
 */

export const landingPagesModule: ServerModule = {
  name: 'landing-pages',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [landingPagesProjection],
  trackedLinks: (services) => trackedLinkSource(services.database, 'landing_links', LANDING_LINK_CLICK),
  clickScopes: (services) => ({
    'landing-page': documentClickScope(services.database, 'landing_pages', 'landing_links', LANDING_LINK_CLICK),
  }),
  operations(services) {
    return createLandingPageOperations(services, bundledCatalog());
  },
  fastRoutes: (services) =>
    publicPageRoute({ pages: pageCacheOf(services, 'l'), links: shortLinksOf(services) }, landingPageSpec(services), {
      log: services.log,
      trustedProxies: services.config.TRUST_PROXY,
    }),
  erasure: landingPagesErasure,
};
