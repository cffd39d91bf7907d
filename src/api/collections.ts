/** Typed calls tagged 'collections' in openapi.yaml: product collections. */
import { operation } from './operation';

export const getCollections = operation('/app/get_collections', { shop: true });
export const getCollectionsWithTiktok = operation('/app/get_collections_with_tiktok', { shop: true });
export const change = operation('/app/collection/change', { shop: true });
export const collectionDelete = operation('/app/collection/delete', { shop: true });
export const updateCollection = operation('/app/update_collection', { bodyAs: 'multipart', shop: true });
export const getProductCollectionids = operation('/app/get_product_collectionids', { shop: true });
export const getCollectionProducts = operation('/app/get_collection_products', { shop: true });
