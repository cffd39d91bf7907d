/** Typed calls tagged 'catalog' in openapi.yaml: dictionaries shared by every shop (categories, sources, brands), the catalog's products, brand program applications and samples. */
import { operation, getOperation } from './operation';

export const bigCategory = /* @__PURE__ */ getOperation('/app/category/big_category');
export const getSourcePlatforms = /* @__PURE__ */ getOperation('/app/get_source_platforms');
export const getBrandLogoList = /* @__PURE__ */ getOperation('/app/get_brand_logo_list');
export const getBrandList = /* @__PURE__ */ getOperation('/app/get_brand_list');
export const bigCategoryLogo = /* @__PURE__ */ getOperation('/app/category/big_category_logo');
export const getSourcePlatformsLogo = /* @__PURE__ */ getOperation('/app/get_source_platforms_logo');
export const applyGetApplyInShopRecords = /* @__PURE__ */ operation('/app/apply/get_apply_in_shop_records', {
  shop: true,
});
export const webGetApplyInShopRecords = /* @__PURE__ */ operation('/app/apply/web/get_apply_in_shop_records', {
  shop: true,
});
export const addSample = /* @__PURE__ */ operation('/app/add_sample', { shop: true });
export const productList = /* @__PURE__ */ operation('/app/catalog/product_list');
