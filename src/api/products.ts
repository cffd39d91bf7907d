/** Typed calls tagged 'products' in openapi.yaml: products of the shop and catalog products. */
import { operation } from './operation';

export const getProducts = /* @__PURE__ */ operation('/app/product/get_products', { shop: true });
export const getOnShelfProducts = /* @__PURE__ */ operation('/app/product/get_on_shelf_products', { shop: true });
export const getProductInfo = /* @__PURE__ */ operation('/app/product/get_product_info', { shop: true });
export const deleteProduct = /* @__PURE__ */ operation('/app/product/delete_product', { shop: true });
export const addProduct = /* @__PURE__ */ operation('/app/product/add_product', { shop: true });
export const addProductStatus = /* @__PURE__ */ operation('/app/product/add_product_status', { shop: true });
export const updateProductPrice = /* @__PURE__ */ operation('/app/product/update_product_price', { shop: true });
export const getRatio = /* @__PURE__ */ operation('/app/product/get_ratio', { shop: true });
export const checkProduct = /* @__PURE__ */ operation('/app/product/check_product', { shop: true });
export const getProductDetailInfo = /* @__PURE__ */ operation('/app/product/getProductDetailInfo', { shop: true });
export const productDetail = /* @__PURE__ */ operation('/app/product/detail', { shop: true });
export const updateProductShelf = /* @__PURE__ */ operation('/app/product/update_product_shelf', { shop: true });
