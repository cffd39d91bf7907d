/** Typed calls tagged 'collages' in openapi.yaml: aI collages of products. */
import { operation } from './operation';

export const collageList = /* @__PURE__ */ operation('/collage/list', { shop: true });
export const collageCreate = /* @__PURE__ */ operation('/collage/create', { shop: true });
export const collageDelete = /* @__PURE__ */ operation('/collage/delete', { shop: true });
export const collageUpdate = /* @__PURE__ */ operation('/collage/update', { shop: true });
export const collageDetail = /* @__PURE__ */ operation('/collage/detail', { shop: true });
