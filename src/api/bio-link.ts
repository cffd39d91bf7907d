/** Typed calls tagged 'biolink' in openapi.yaml: the link-in-bio page: posts, linked content, buttons, social icons, look, and the public data behind it. */
import { operation, getOperation } from './operation';

export const getBloggerMediaList = /* @__PURE__ */ operation('/bio/get_blogger_media_list', { shop: true });
export const getBloggerMediaListV2 = /* @__PURE__ */ operation('/bio/get_blogger_media_list_v2', { shop: true });
export const getBloggerMediaListV3 = /* @__PURE__ */ operation('/bio/get_blogger_media_list_v3', { shop: true });
export const getBloggerFacebookMediaList = /* @__PURE__ */ operation('/bio/get_blogger_facebook_media_list', {
  shop: true,
});
export const bioGetButtonList = /* @__PURE__ */ operation('/bio/get_button_list', { shop: true });
export const getButtonRules = /* @__PURE__ */ operation('/bio/get_button_rules', { shop: true });
export const setButtonRules = /* @__PURE__ */ operation('/bio/set_button_rules', { shop: true });
export const getButtonSchedule = /* @__PURE__ */ operation('/bio/get_button_schedule', { shop: true });
export const setButtonSchedule = /* @__PURE__ */ operation('/bio/set_button_schedule', { shop: true });
export const bioGetSocialAccountList = /* @__PURE__ */ operation('/bio/get_social_account_list', { shop: true });
export const addSocialAccount = /* @__PURE__ */ operation('/bio/add_social_account', { shop: true });
export const addSocialAccountBatchV2 = /* @__PURE__ */ operation('/bio/add_social_account_batch_v2', { shop: true });
export const deleteSocialAccount = /* @__PURE__ */ operation('/bio/delete_social_account', { shop: true });
export const createBioLink = /* @__PURE__ */ operation('/bio/create_bio_link', { shop: true });
export const getBioLinkList = /* @__PURE__ */ operation('/bio/get_bio_link_list', { shop: true });
export const bindMedia = /* @__PURE__ */ operation('/bio/bind_media', { shop: true });
export const getBioLinkDetail = /* @__PURE__ */ operation('/bio/get_bio_link_detail', { shop: true });
export const hasBioLink = /* @__PURE__ */ getOperation('/bio/has_bioLink', { shop: true });
export const getBioUrl = /* @__PURE__ */ operation('/bio/get_bio_url', { shop: true });
export const getBioUrlNew = /* @__PURE__ */ operation('/bio/get_bio_url_new', { shop: true });
export const createButtonBatchV2 = /* @__PURE__ */ operation('/bio/create_button_batch_v2', { shop: true });
export const createButtonBatchV3 = /* @__PURE__ */ operation('/bio/create_button_batch_v3', { shop: true });
export const checkCreateButtonBatchV3 = /* @__PURE__ */ operation('/bio/check_create_button_batch_v3', { shop: true });
export const deleteButton = /* @__PURE__ */ operation('/bio/delete_button', { shop: true });
export const updateButtonBatchSort = /* @__PURE__ */ operation('/bio/update_button_batch_sort', { shop: true });
export const editLinkContent = /* @__PURE__ */ operation('/bio/edit_link_content', { shop: true });
export const editLinkContentV3 = /* @__PURE__ */ operation('/bio/edit_link_content_V3', { shop: true });
export const editLinkContentV4 = /* @__PURE__ */ operation('/bio/edit_link_content_V4', { shop: true });
export const checkEditLinkContentV4 = /* @__PURE__ */ operation('/bio/check_edit_link_content_V4', { shop: true });
export const editFacebookLinkContent = /* @__PURE__ */ operation('/bio/edit_facebook_link_content', { shop: true });
export const editFacebookLinkContentV2 = /* @__PURE__ */ operation('/bio/edit_facebook_link_content_v2', {
  shop: true,
});
export const checkEditFacebookLinkContentV2 = /* @__PURE__ */ operation('/bio/check_edit_facebook_link_content_v2', {
  shop: true,
});
export const bioGetMostPopular = /* @__PURE__ */ operation('/bio/get_most_popular', { shop: true });
export const bioGetTrending = /* @__PURE__ */ operation('/bio/get_trending', { shop: true });
export const getBiolinkSetting = /* @__PURE__ */ operation('/bio/get_biolink_setting', { shop: true });
export const updateBiolinkSetting = /* @__PURE__ */ operation('/bio/update_biolink_setting', { shop: true });
export const getBiolinkCustomize = /* @__PURE__ */ operation('/bio/get_biolink_customize', { shop: true });
export const checkSave = /* @__PURE__ */ operation('/bio/check_save', { shop: true });
export const save = /* @__PURE__ */ operation('/bio/save', { shop: true });
export const savePage = /* @__PURE__ */ operation('/bio/save_page', { shop: true });
export const previewPage = /* @__PURE__ */ operation('/bio/preview_page', { shop: true });
export const uploadBioAvatar = /* @__PURE__ */ operation('/bio/upload_bio_avatar', { bodyAs: 'multipart', shop: true });
export const getUserMediaList = /* @__PURE__ */ operation('/bio_web/get_user_media_list');
export const bioWebGetButtonList = /* @__PURE__ */ operation('/bio_web/get_button_list');
export const bioWebGetSocialAccountList = /* @__PURE__ */ operation('/bio_web/get_social_account_list');
export const bioWebGetMostPopular = /* @__PURE__ */ operation('/bio_web/get_most_popular');
export const bioWebGetTrending = /* @__PURE__ */ operation('/bio_web/get_trending');
export const getAmazonBoardCoverImage = /* @__PURE__ */ operation('/spider/getAmazonBoardCoverImage', { shop: true });
export const checkHasAuth = /* @__PURE__ */ operation('/instagram/checkHasAuth', { shop: true });
export const unlink = /* @__PURE__ */ operation('/instagram/unlink', { shop: true });
export const count = /* @__PURE__ */ operation('/app/deeplink/count', { shop: true });
