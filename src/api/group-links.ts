/** Typed calls tagged 'grouplinks' in openapi.yaml: pages that list the products of a collection. */
import { operation } from './operation';

export const grouplinkList = /* @__PURE__ */ operation('/app/grouplink/list', { shop: true });
export const grouplinkDetail = /* @__PURE__ */ operation('/app/grouplink/detail', { shop: true });
export const grouplinkListV2 = /* @__PURE__ */ operation('/app/grouplink/v2/list', { shop: true });
