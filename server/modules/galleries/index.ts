import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { bundledCatalog } from '../catalog';
import { documentClickScope, pageCacheOf, publicPageRoute, trackedLinkSource } from '../creator-pages';
import { createGalleryOperations, GALLERY_TILE_CLICK, galleryPageSpec } from './galleries-operations';
import { shortLinksOf } from '../short-links';
import { galleriesProjection } from './galleries-projections';
import { mountMediaFiles } from './media-routes';
import { mediaDirectory, mediaItemsProjection } from './media-store';
import { galleriesErasure } from './shop-gallery-erasure';

/**
 * Link galleries and the shop media library (the galleries tag): uploads checked by their bytes and the limits of
 * spec §5, pictures re-encoded with thumbnails, kept under MEDIA_DIR; albums of up to 9 tiles shown 3 per row at
 * /g/{slug}, each tile a tracked code the short-links redirect answers and counts.
 */

export const galleriesModule: ServerModule = {
  name: 'galleries',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [mediaItemsProjection, galleriesProjection],
  trackedLinks: (services) => trackedLinkSource(services.database, 'gallery_links', GALLERY_TILE_CLICK),
  clickScopes: (services) => ({
    gallery: documentClickScope(services.database, 'galleries', 'gallery_links', GALLERY_TILE_CLICK),
  }),
  operations(services) {
    return createGalleryOperations(services, bundledCatalog());
  },
  fastRoutes: (services) =>
    publicPageRoute({ pages: pageCacheOf(services, 'g'), links: shortLinksOf(services) }, galleryPageSpec(services), {
      log: services.log,
      trustedProxies: services.config.TRUST_PROXY,
    }),
  routes: (services) => (app) => mountMediaFiles(app, mediaDirectory(services.config)),
  erasure: galleriesErasure,
};

export {
  MEDIA_PATH,
  THUMBNAIL_PATH,
  mediaDirectory,
  mediaFileUrl,
  mediaPath,
  newMediaId,
  shopMedia,
  storeUpload,
} from './media-store';
