/** Typed calls tagged 'account' in openapi.yaml: verification codes, passwords, the creator record and Account info form, referral codes, storefronts, honor level, collage preference and app version prompts. */
import { operation } from './operation';

export const getCode = operation('/user/get_code');
export const verifyCode = operation('/user/verify_code');
export const getCodeV2 = operation('/user/get_code_v2');
export const updatePassword = operation('/user/update_password');
export const updatePasswordV2 = operation('/user/update_password_v2');
export const updatePasswordV3 = operation('/user/update_password_v3');
export const getAppForceUpdateInfo = operation('/user/getAppForceUpdateInfo');
export const industryListV2 = operation('/setting/industry/list/v2');
export const getInfo = operation('/setting/getInfo', { shop: true });
export const saveInfo = operation('/setting/saveInfo', { shop: true });
export const getInfoV2 = operation('/setting/v2/getInfo', { shop: true });
export const saveInfoV2 = operation('/setting/v2/saveInfo', { shop: true });
export const getInfoV3 = operation('/setting/v3/getInfo', { shop: true });
export const saveInfoV3 = operation('/setting/v3/saveInfo', { shop: true });
export const saveInfoV4 = operation('/setting/v4/saveInfo', { shop: true });
export const saveReferCode = operation('/setting/saveReferCode', { shop: true });
export const saveStorefrontUrl = operation('/setting/saveStorefrontUrl', { shop: true });
export const getInsUserInfo = operation('/setting/getInsUserInfo', { shop: true });
export const getShopMaiCode = operation('/code/getShopMaiCode', { shop: true });
export const myhonor = operation('/shophonor/myhonor', { shop: true });
export const getGallerySetting = operation('/gallery/get_gallery_setting', { shop: true });
export const addGallerySetting = operation('/gallery/add_gallery_setting', { shop: true });
