/** Typed calls tagged 'settlement' in openapi.yaml: earnings balance and settlement lines. */
import { operation } from './operation';

export const getTotal = /* @__PURE__ */ operation('/app/settlement/get_total', { shop: true });
export const getDetail = /* @__PURE__ */ operation('/app/settlement/get_detail', { shop: true });
