/** Typed calls tagged 'links' in openapi.yaml: deals, deep-link lists, most clicked links, search suggestions and free days. */
import { operation } from './operation';

export const hotdealList = /* @__PURE__ */ operation('/hotdeal/list');
export const deeplinkList = /* @__PURE__ */ operation('/app/deeplink/list', { shop: true });
export const listByPage = /* @__PURE__ */ operation('/app/deeplink/listByPage', { shop: true });
export const getClickTop = /* @__PURE__ */ operation('/app/get_click_top', { shop: true });
export const getProductsKeywords = /* @__PURE__ */ operation('/app/get_products_keywords', { shop: true });
export const remain = /* @__PURE__ */ operation('/usage/freeday/remain', { shop: true });
