/** Typed calls tagged 'shortlinks' in openapi.yaml: short links and deep links, and the checks run before creating them. */
import { operation } from './operation';

export const deleteShortlink = /* @__PURE__ */ operation('/app/delete_shortlink', { shop: true });
export const setShortlinkLocalisation = /* @__PURE__ */ operation('/app/set_shortlink_localisation', { shop: true });
export const checkLinkHasShortlink = /* @__PURE__ */ operation('/app/check_link_has_shortlink', { shop: true });
export const getNewShortlink = /* @__PURE__ */ operation('/app/get_new_shortlink', { shop: true });
export const getShortlinkV2 = /* @__PURE__ */ operation('/app/get_shortlink/v2', { shop: true });
export const getShortlinkV3 = /* @__PURE__ */ operation('/app/get_shortlink/v3', { shop: true });
export const getShortlinkWithTrackingidV2 = /* @__PURE__ */ operation('/app/get_shortlink_with_trackingid/v2', {
  shop: true,
});
export const getShortlinkWithTrackingidV3 = /* @__PURE__ */ operation('/app/get_shortlink_with_trackingid/v3', {
  shop: true,
});
export const getShortlinkAlreadyHasTrackingid = /* @__PURE__ */ operation('/app/get_shortlink_already_has_trackingid', {
  shop: true,
});
export const createProductShortlinkV2 = /* @__PURE__ */ operation('/app/create_product_shortlink/v2', { shop: true });
export const checkOriginalLinkV3 = /* @__PURE__ */ operation('/app/check_original_link/v3', { shop: true });
export const checkOriginalLink4viralProductV3 = /* @__PURE__ */ operation('/app/check_original_link4viral_product/v3', {
  shop: true,
});
export const checkShortlinkV3 = /* @__PURE__ */ operation('/app/check_shortlink/v3', { shop: true });
export const getShortlinkList = /* @__PURE__ */ operation('/app/get_shortlink_list', { shop: true });
export const getShortlinkDetail = /* @__PURE__ */ operation('/app/get_shortlink_detail', { shop: true });
export const createPlacement = /* @__PURE__ */ operation('/app/create_placement', { shop: true });
export const deletePlacement = /* @__PURE__ */ operation('/app/delete_placement', { shop: true });
export const getShortlinkRules = /* @__PURE__ */ operation('/app/get_shortlink_rules', { shop: true });
export const setShortlinkRules = /* @__PURE__ */ operation('/app/set_shortlink_rules', { shop: true });
export const getShortlinkSchedule = /* @__PURE__ */ operation('/app/get_shortlink_schedule', { shop: true });
export const setShortlinkSchedule = /* @__PURE__ */ operation('/app/set_shortlink_schedule', { shop: true });
export const getPlacementReport = /* @__PURE__ */ operation('/app/get_placement_report', { shop: true });
