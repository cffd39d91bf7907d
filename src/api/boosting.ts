/** Typed calls tagged 'boosting' in openapi.yaml: paid boosting of creator posts: eligibility, applications, drafts, results and promotion activities. */
import { operation } from './operation';

// No error toast: spec §8: a failed whitelist check is only logged (the boosting button hides).
export const checkBoostingWhitelist = operation('/user/checkBoostingWhitelist', { shop: true, ignoreErrors: true });
export const submitBoosting = operation('/user/submitBoosting', { shop: true });
export const selectBoosting = operation('/app/select_boosting', { shop: true });
export const applyBoosting = operation('/app/apply_boosting', { shop: true });
export const boostingList = operation('/user/boosting/list', { shop: true });
export const contentNeed = operation('/boostingData/contentNeed', { shop: true });
export const total = operation('/boostingData/total', { shop: true });
export const listByDate = operation('/boostingData/listByDate', { shop: true });
export const maxRoiData = operation('/boostingData/maxRoiData', { shop: true });
export const maxEarnings = operation('/boostingData/maxEarnings', { shop: true });
export const maxConversion = operation('/boostingData/maxConversion', { shop: true });
export const listByContentId = operation('/boostingData/listByContentId', { shop: true });
export const sumByContentId = operation('/boostingData/sumByContentId', { shop: true });
export const detailByContentId = operation('/boostingData/detailByContentId', { shop: true });
export const getActiveTrackingIdList = operation('/boosting/getActiveTrackingIdList', { shop: true });
export const saveDraft = operation('/boosting/saveDraft', { shop: true });
export const draftList = operation('/boosting/draftList', { shop: true });
export const delDraft = operation('/boosting/delDraft', { shop: true });
export const countUnread = operation('/boosting/countUnread', { shop: true });
// No error toast: spec §8: a failed ad list is only logged.
export const advertisingList = operation('/advertising/list', { shop: true, ignoreErrors: true });
