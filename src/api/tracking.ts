/** Typed calls tagged 'tracking' in openapi.yaml: affiliate tracking ids of each retailer and the Impact settings. */
import { operation } from './operation';

export const getTrackingIdList = operation('/setting/getTrackingIdList', { shop: true });
export const getTargetTrackingIdList = operation('/setting/getTargetTrackingIdList', { shop: true });
export const getWalmartTrackingIdList = operation('/setting/getWalmartTrackingIdList', { shop: true });
export const addTrackingId = operation('/setting/addTrackingId', { shop: true });
export const addTargetTrackingId = operation('/setting/addTargetTrackingId', { shop: true });
export const addWalmartTrackingId = operation('/setting/addWalmartTrackingId', { shop: true });
export const removeTrackingId = operation('/setting/removeTrackingId', { shop: true });
export const removeTargetTrackingId = operation('/setting/removeTargetTrackingId', { shop: true });
export const removeWalmartTrackingId = operation('/setting/removeWalmartTrackingId', { shop: true });
export const getTrackingIdsV2 = operation('/setting/v2/getTrackingIdsV2', { shop: true });
export const getImpactSettings = operation('/setting/getImpactSettings', { shop: true });
export const saveImpactSettings = operation('/setting/saveImpactSettings', { shop: true });
export const clearImpactSettings = operation('/setting/clearImpactSettings', { shop: true });
