/** Typed calls tagged 'landingpages' in openapi.yaml: landing pages built from blocks. */
import { operation } from './operation';

export const landingList = /* @__PURE__ */ operation('/landing/list', { shop: true });
export const landingCreate = /* @__PURE__ */ operation('/landing/create', { shop: true });
export const landingUpdate = /* @__PURE__ */ operation('/landing/update', { shop: true });
export const landingDelete = /* @__PURE__ */ operation('/landing/delete', { shop: true });
export const landingDetail = /* @__PURE__ */ operation('/landing/detail', { shop: true });
export const publish = /* @__PURE__ */ operation('/landing/publish', { shop: true });
export const unpublish = /* @__PURE__ */ operation('/landing/unpublish', { shop: true });
export const stats = /* @__PURE__ */ operation('/landing/stats', { shop: true });
