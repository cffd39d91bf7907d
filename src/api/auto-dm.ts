/** Typed calls tagged 'autoreply' in openapi.yaml: automatic DMs on Instagram and Facebook posts, the Facebook connection and the scheduler. */
import { operation } from './operation';

export const addAutoReply = /* @__PURE__ */ operation('/chat/add_auto_reply', { shop: true });
export const getAutoReply = /* @__PURE__ */ operation('/chat/get_auto_reply', { shop: true });
export const addAutoReplyV3 = /* @__PURE__ */ operation('/chat/add_auto_reply_v3', { shop: true });
export const getAutoReplyV2 = /* @__PURE__ */ operation('/chat/get_auto_reply_v2', { shop: true });
export const checkAddAutoReplyV4 = /* @__PURE__ */ operation('/chat/check_add_auto_reply_v4', { shop: true });
export const addAutoReplyV4 = /* @__PURE__ */ operation('/chat/add_auto_reply_v4', { shop: true });
export const checkHasAuthV3 = /* @__PURE__ */ operation('/chat/checkHasAuth/V3', { shop: true });
export const fbConnectStatus = /* @__PURE__ */ operation('/chat/fbConnectStatus', { shop: true });
export const unlinkFacebook = /* @__PURE__ */ operation('/chat/unlink_facebook', { shop: true });
export const publicPageList = /* @__PURE__ */ operation('/chat/public_page_list', { shop: true });
// No error toast: spec §7: its errors are ignored.
export const saveSelectPublicPage = /* @__PURE__ */ operation('/chat/save_select_public_page', {
  shop: true,
  ignoreErrors: true,
});
export const cancelSelectPublicPage = /* @__PURE__ */ operation('/chat/cancel_select_public_page', { shop: true });
export const checkUnPublishPost = /* @__PURE__ */ operation('/bio/checkUnPublishPost', { shop: true });
export const deleteSchedule = /* @__PURE__ */ operation('/bio/deleteSchedule', { shop: true });
export const getFacebookConnectUrl = /* @__PURE__ */ operation('/chat/get_facebook_connect_url', { shop: true });
export const getAutoReplyMessages = /* @__PURE__ */ operation('/chat/get_auto_reply_messages', { shop: true });
