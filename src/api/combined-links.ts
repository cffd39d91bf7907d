/** Typed calls tagged 'combinelinks' in openapi.yaml: pages that bundle several short links. */
import { operation } from './operation';

export const combinelinkList = /* @__PURE__ */ operation('/app/combinelink/list', { shop: true });
export const combinelinkDetail = /* @__PURE__ */ operation('/app/combinelink/detail', { shop: true });
export const combinelinkDelete = /* @__PURE__ */ operation('/app/combinelink/delete', { shop: true });
export const combinelinkCreate = /* @__PURE__ */ operation('/app/combinelink/create', { bodyAs: 'form', shop: true });
