import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { bundledCatalog } from '../catalog';
import { documentClickScope, pageCacheOf, publicPageRoute, trackedLinkSource } from '../creator-pages';
import { COLLAGE_TILE_CLICK, createCollageOperations, collagePageSpec } from './collages-operations';
import { shortLinksOf } from '../short-links';
import { collagesProjection } from './collages-projections';
import { collagesErasure } from './shop-collage-erasure';

/**
 * AI collages (the collages tag): products of the shop laid out automatically into one PNG from the number and
 * shapes of their pictures and the shop's preference, adjustable, with a public page at /k/{slug} where each tile
 * is a tracked code the short-links redirect answers and counts. No remote AI service is used.
 */

export const collagesModule: ServerModule = {
  name: 'collages',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [collagesProjection],
  trackedLinks: (services) => trackedLinkSource(services.database, 'collage_links', COLLAGE_TILE_CLICK),
  clickScopes: (services) => ({
    collage: documentClickScope(services.database, 'collages', 'collage_links', COLLAGE_TILE_CLICK),
  }),
  operations(services) {
    return createCollageOperations(services, bundledCatalog());
  },
  fastRoutes: (services) =>
    publicPageRoute({ pages: pageCacheOf(services, 'k'), links: shortLinksOf(services) }, collagePageSpec(services), {
      log: services.log,
      trustedProxies: services.config.TRUST_PROXY,
    }),
  erasure: collagesErasure,
};
