/** Typed calls tagged 'account' in openapi.yaml: verification codes, passwords, the creator record and Account info form, referral codes, storefronts, honor level, collage preference and app version prompts. */
import { operation } from './operation';

export const getCode = /* @__PURE__ */ operation('/user/get_code');
export const verifyCode = /* @__PURE__ */ operation('/user/verify_code');
export const getCodeV2 = /* @__PURE__ */ operation('/user/get_code_v2');
export const updatePassword = /* @__PURE__ */ operation('/user/update_password');
export const updatePasswordV2 = /* @__PURE__ */ operation('/user/update_password_v2');
export const updatePasswordV3 = /* @__PURE__ */ operation('/user/update_password_v3');
export const getAppForceUpdateInfo = /* @__PURE__ */ operation('/user/getAppForceUpdateInfo');
export const industryListV2 = /* @__PURE__ */ operation('/setting/industry/list/v2');
export const getInfo = /* @__PURE__ */ operation('/setting/getInfo', { shop: true });
export const saveInfo = /* @__PURE__ */ operation('/setting/saveInfo', { shop: true });
export const getInfoV2 = /* @__PURE__ */ operation('/setting/v2/getInfo', { shop: true });
export const saveInfoV2 = /* @__PURE__ */ operation('/setting/v2/saveInfo', { shop: true });
export const getInfoV3 = /* @__PURE__ */ operation('/setting/v3/getInfo', { shop: true });
export const saveInfoV3 = /* @__PURE__ */ operation('/setting/v3/saveInfo', { shop: true });
export const saveInfoV4 = /* @__PURE__ */ operation('/setting/v4/saveInfo', { shop: true });
export const saveReferCode = /* @__PURE__ */ operation('/setting/saveReferCode', { shop: true });
export const saveStorefrontUrl = /* @__PURE__ */ operation('/setting/saveStorefrontUrl', { shop: true });
export const getInsUserInfo = /* @__PURE__ */ operation('/setting/getInsUserInfo', { shop: true });
export const getShopMaiCode = /* @__PURE__ */ operation('/code/getShopMaiCode', { shop: true });
export const myhonor = /* @__PURE__ */ operation('/shophonor/myhonor', { shop: true });
export const getGallerySetting = /* @__PURE__ */ operation('/gallery/get_gallery_setting', { shop: true });
export const addGallerySetting = /* @__PURE__ */ operation('/gallery/add_gallery_setting', { shop: true });
