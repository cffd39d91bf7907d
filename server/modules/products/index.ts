import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { bundledCatalog } from '../catalog';
import { mountCoverImages } from './collection-covers';
import { createCollectionOperations, createCollectionsService } from './collection-operations';
import { createProductOperations } from './product-operations';
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
      ...createCollectionOperations(services.database, catalog, collections),
    };
  },
  routes: (services) => (app) => mountCoverImages(app, services.database),
};

export { COLLECTION_SELECT, collectionView, type CollectionRow } from './collection-operations';
export { SHOP_PRODUCT_COLUMNS, shopProductView, type ShopProductRow } from './product-details';
