/** Typed calls tagged 'catalog' in openapi.yaml: dictionaries shared by every shop (categories, sources, brands), the catalog's products, brand program applications and samples. */
import { operation, getOperation } from './operation';

export const bigCategory = getOperation('/app/category/big_category');
export const getSourcePlatforms = getOperation('/app/get_source_platforms');
export const getBrandLogoList = getOperation('/app/get_brand_logo_list');
export const getBrandList = getOperation('/app/get_brand_list');
export const bigCategoryLogo = getOperation('/app/category/big_category_logo');
export const getSourcePlatformsLogo = getOperation('/app/get_source_platforms_logo');
export const applyGetApplyInShopRecords = operation('/app/apply/get_apply_in_shop_records', { shop: true });
export const webGetApplyInShopRecords = operation('/app/apply/web/get_apply_in_shop_records', { shop: true });
export const addSample = operation('/app/add_sample', { shop: true });
export const productList = operation('/app/catalog/product_list');
