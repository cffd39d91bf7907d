/** Typed calls tagged 'links' in openapi.yaml: deals, deep-link lists, most clicked links, search suggestions and free days. */
import { operation } from './operation';

export const hotdealList = operation('/hotdeal/list');
export const deeplinkList = operation('/app/deeplink/list', { shop: true });
export const listByPage = operation('/app/deeplink/listByPage', { shop: true });
export const getClickTop = operation('/app/get_click_top', { shop: true });
export const getProductsKeywords = operation('/app/get_products_keywords', { shop: true });
export const remain = operation('/usage/freeday/remain', { shop: true });
