/**
 * Typed calls tagged 'tracking' in openapi.yaml: affiliate tracking ids of each retailer, the Amazon ids per store
 * and the Impact settings.
 */
import { operation } from './operation';

export const getTrackingIdList = /* @__PURE__ */ operation('/setting/getTrackingIdList', { shop: true });
export const getTargetTrackingIdList = /* @__PURE__ */ operation('/setting/getTargetTrackingIdList', { shop: true });
export const getWalmartTrackingIdList = /* @__PURE__ */ operation('/setting/getWalmartTrackingIdList', { shop: true });
export const addTrackingId = /* @__PURE__ */ operation('/setting/addTrackingId', { shop: true });
export const addTargetTrackingId = /* @__PURE__ */ operation('/setting/addTargetTrackingId', { shop: true });
export const addWalmartTrackingId = /* @__PURE__ */ operation('/setting/addWalmartTrackingId', { shop: true });
export const removeTrackingId = /* @__PURE__ */ operation('/setting/removeTrackingId', { shop: true });
export const removeTargetTrackingId = /* @__PURE__ */ operation('/setting/removeTargetTrackingId', { shop: true });
export const removeWalmartTrackingId = /* @__PURE__ */ operation('/setting/removeWalmartTrackingId', { shop: true });
export const getTrackingIdsV2 = /* @__PURE__ */ operation('/setting/v2/getTrackingIdsV2', { shop: true });
export const getImpactSettings = /* @__PURE__ */ operation('/setting/getImpactSettings', { shop: true });
export const saveImpactSettings = /* @__PURE__ */ operation('/setting/saveImpactSettings', { shop: true });
export const clearImpactSettings = /* @__PURE__ */ operation('/setting/clearImpactSettings', { shop: true });
export const getMarketplaceTrackingIds = /* @__PURE__ */ operation('/setting/getMarketplaceTrackingIds', {
  shop: true,
});
export const saveMarketplaceTrackingId = /* @__PURE__ */ operation('/setting/saveMarketplaceTrackingId', {
  shop: true,
});
export const removeMarketplaceTrackingId = /* @__PURE__ */ operation('/setting/removeMarketplaceTrackingId', {
  shop: true,
});
export const getAmazonLocalisation = /* @__PURE__ */ operation('/setting/getAmazonLocalisation', { shop: true });
export const saveAmazonLocalisation = /* @__PURE__ */ operation('/setting/saveAmazonLocalisation', { shop: true });
