/** Typed calls tagged 'shortlinks' in openapi.yaml: short links and deep links, and the checks run before creating them. */
import { operation } from './operation';

export const deleteShortlink = operation('/app/delete_shortlink', { shop: true });
export const checkLinkHasShortlink = operation('/app/check_link_has_shortlink', { shop: true });
export const getNewShortlink = operation('/app/get_new_shortlink', { shop: true });
export const getShortlinkV2 = operation('/app/get_shortlink/v2', { shop: true });
export const getShortlinkV3 = operation('/app/get_shortlink/v3', { shop: true });
export const getShortlinkWithTrackingidV2 = operation('/app/get_shortlink_with_trackingid/v2', { shop: true });
export const getShortlinkWithTrackingidV3 = operation('/app/get_shortlink_with_trackingid/v3', { shop: true });
export const getShortlinkAlreadyHasTrackingid = operation('/app/get_shortlink_already_has_trackingid', { shop: true });
export const createProductShortlinkV2 = operation('/app/create_product_shortlink/v2', { shop: true });
export const checkOriginalLinkV3 = operation('/app/check_original_link/v3', { shop: true });
export const checkOriginalLink4viralProductV3 = operation('/app/check_original_link4viral_product/v3', { shop: true });
export const checkShortlinkV3 = operation('/app/check_shortlink/v3', { shop: true });
export const getShortlinkList = operation('/app/get_shortlink_list', { shop: true });
export const getShortlinkDetail = operation('/app/get_shortlink_detail', { shop: true });
