/** Typed calls tagged 'galleries' in openapi.yaml: link galleries. */
import { operation } from './operation';

export const galleryList = /* @__PURE__ */ operation('/gallery/list', { shop: true });
export const galleryCreate = /* @__PURE__ */ operation('/gallery/create', { shop: true });
export const galleryUpdate = /* @__PURE__ */ operation('/gallery/update', { shop: true });
export const galleryDelete = /* @__PURE__ */ operation('/gallery/delete', { shop: true });
export const galleryDetail = /* @__PURE__ */ operation('/gallery/detail', { shop: true });
export const uploadMedia = /* @__PURE__ */ operation('/gallery/upload_media', { bodyAs: 'multipart', shop: true });
export const mediaList = /* @__PURE__ */ operation('/gallery/media_list', { shop: true });
