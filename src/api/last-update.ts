/** Typed calls tagged 'lastupdate' in openapi.yaml: when each retailer source was last synced. */
import { getOperation } from './operation';

export const boardLastUpdateTime = /* @__PURE__ */ getOperation('/amazon/board/lastUpdateTime', { shop: true });
export const idealistLastUpdateTime = /* @__PURE__ */ getOperation('/amazon/idealist/lastUpdateTime', { shop: true });
export const curationsLastUpdateTime = /* @__PURE__ */ getOperation('/amazon/curations/lastUpdateTime', { shop: true });
export const videoLastUpdateTime = /* @__PURE__ */ getOperation('/amazon/video/lastUpdateTime', { shop: true });
export const targetCollectionLastUpdateTime = /* @__PURE__ */ getOperation('/target/collection/lastUpdateTime', {
  shop: true,
});
export const topPicksLastUpdateTime = /* @__PURE__ */ getOperation('/walmart/topPicks/lastUpdateTime', { shop: true });
export const walmartCollectionLastUpdateTime = /* @__PURE__ */ getOperation('/walmart/collection/lastUpdateTime', {
  shop: true,
});
export const postsLastUpdateTime = /* @__PURE__ */ getOperation('/walmart/posts/lastUpdateTime', { shop: true });
