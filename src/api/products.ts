/** Typed calls tagged 'products' in openapi.yaml: products of the shop and catalog products. */
import { operation } from './operation';

export const getProducts = operation('/app/product/get_products', { shop: true });
export const getOnShelfProducts = operation('/app/product/get_on_shelf_products', { shop: true });
export const getProductInfo = operation('/app/product/get_product_info', { shop: true });
export const deleteProduct = operation('/app/product/delete_product', { shop: true });
export const addProduct = operation('/app/product/add_product', { shop: true });
export const addProductStatus = operation('/app/product/add_product_status', { shop: true });
export const updateProductPrice = operation('/app/product/update_product_price', { shop: true });
export const getRatio = operation('/app/product/get_ratio', { shop: true });
export const checkProduct = operation('/app/product/check_product', { shop: true });
export const getProductDetailInfo = operation('/app/product/getProductDetailInfo', { shop: true });
export const productDetail = operation('/app/product/detail', { shop: true });
export const updateProductShelf = operation('/app/product/update_product_shelf', { shop: true });
