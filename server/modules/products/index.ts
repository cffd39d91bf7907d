import { fileURLToPath } from 'node:url';
import type { ServerModule, Services } from '../../services';
import { bundledCatalog } from '../catalog';
import { convertStoredCovers, mountCoverImages } from './collection-covers';
import { createCollectionOperations, createCollectionsService } from './collection-operations';
import { createProductOperations } from './product-operations';
import { productShortLinkOperation } from './product-short-link';
import { collectionsProjection, shopProductsProjection } from './products-projections';

/**
 * The shop's products (the contract's products tag: added by address, priced, removed, detailed with their
 * links) and its collections (collections tag, with cover pictures), which group links publish. Products the
 * bundled catalog knows take its details; others get what their address says.
 */
export const productsModule: ServerModule = {
  name: 'products',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [shopProductsProjection, collectionsProjection],
  operations(services) {
    const catalog = bundledCatalog();
    const collections = createCollectionsService(services);
    return {
      ...createProductOperations(services, catalog, collections),
      ...createCollectionOperations(services.database, catalog, collections, services.pictureBudget),
      createProductShortlinkV2: productShortLinkOperation(services),
    };
  },
  routes: (services) => (app) => mountCoverImages(app, services.database),
  start(services) {
    const work = convertStoredCovers(services.database, services.log).then(
      (changed) => void (changed > 0 && services.log.info('stored covers converted', { changed })),
      (error: unknown) => services.log.error('stored covers were not converted', { err: error }),
    );
    legacyCovers.set(services, work);
  },
  stop: async (services) => {
    await legacyCovers.get(services);
  },
};

/** The conversion of legacy covers each server started, awaited before its database closes. */
const legacyCovers = new WeakMap<Services, Promise<void>>();

export { COLLECTION_SELECT, collectionView, type CollectionRow } from './collection-operations';
export { SHOP_PRODUCT_COLUMNS, shopProductView, type ShopProductRow } from './product-details';
export { coverUrl } from './collection-covers';
export { shopProductById } from './product-queries';
