/** Typed calls tagged 'collections' in openapi.yaml: product collections. */
import { operation } from './operation';

export const getCollections = /* @__PURE__ */ operation('/app/get_collections', { shop: true });
export const getCollectionsWithTiktok = /* @__PURE__ */ operation('/app/get_collections_with_tiktok', { shop: true });
export const change = /* @__PURE__ */ operation('/app/collection/change', { shop: true });
export const collectionDelete = /* @__PURE__ */ operation('/app/collection/delete', { shop: true });
export const updateCollection = /* @__PURE__ */ operation('/app/update_collection', {
  bodyAs: 'multipart',
  shop: true,
});
export const getProductCollectionids = /* @__PURE__ */ operation('/app/get_product_collectionids', { shop: true });
export const getCollectionProducts = /* @__PURE__ */ operation('/app/get_collection_products', { shop: true });
