/** Typed calls tagged 'boosting' in openapi.yaml: paid boosting of creator posts: eligibility, applications, drafts, results and promotion activities. */
import { operation } from './operation';

// No error toast: spec §8: a failed whitelist check is only logged (the boosting button hides).
export const checkBoostingWhitelist = /* @__PURE__ */ operation('/user/checkBoostingWhitelist', {
  shop: true,
  ignoreErrors: true,
});
export const submitBoosting = /* @__PURE__ */ operation('/user/submitBoosting', { shop: true });
export const selectBoosting = /* @__PURE__ */ operation('/app/select_boosting', { shop: true });
export const applyBoosting = /* @__PURE__ */ operation('/app/apply_boosting', { shop: true });
export const boostingList = /* @__PURE__ */ operation('/user/boosting/list', { shop: true });
export const boostingDetail = /* @__PURE__ */ operation('/user/boosting/detail', { shop: true });
export const contentNeed = /* @__PURE__ */ operation('/boostingData/contentNeed', { shop: true });
export const total = /* @__PURE__ */ operation('/boostingData/total', { shop: true });
export const listByDate = /* @__PURE__ */ operation('/boostingData/listByDate', { shop: true });
export const maxRoiData = /* @__PURE__ */ operation('/boostingData/maxRoiData', { shop: true });
export const maxEarnings = /* @__PURE__ */ operation('/boostingData/maxEarnings', { shop: true });
export const maxConversion = /* @__PURE__ */ operation('/boostingData/maxConversion', { shop: true });
export const listByContentId = /* @__PURE__ */ operation('/boostingData/listByContentId', { shop: true });
export const sumByContentId = /* @__PURE__ */ operation('/boostingData/sumByContentId', { shop: true });
export const detailByContentId = /* @__PURE__ */ operation('/boostingData/detailByContentId', { shop: true });
export const getActiveTrackingIdList = /* @__PURE__ */ operation('/boosting/getActiveTrackingIdList', { shop: true });
export const saveDraft = /* @__PURE__ */ operation('/boosting/saveDraft', { shop: true });
export const draftList = /* @__PURE__ */ operation('/boosting/draftList', { shop: true });
export const delDraft = /* @__PURE__ */ operation('/boosting/delDraft', { shop: true });
export const countUnread = /* @__PURE__ */ operation('/boosting/countUnread', { shop: true });
// No error toast: spec §8: a failed ad list is only logged.
export const advertisingList = /* @__PURE__ */ operation('/advertising/list', { shop: true, ignoreErrors: true });
