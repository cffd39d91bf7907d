/** Typed calls tagged 'autoreply' in openapi.yaml: automatic DMs on Instagram and Facebook posts, the Facebook connection and the scheduler. */
import { operation } from './operation';

export const addAutoReply = operation('/chat/add_auto_reply', { shop: true });
export const getAutoReply = operation('/chat/get_auto_reply', { shop: true });
export const addAutoReplyV3 = operation('/chat/add_auto_reply_v3', { shop: true });
export const getAutoReplyV2 = operation('/chat/get_auto_reply_v2', { shop: true });
export const checkAddAutoReplyV4 = operation('/chat/check_add_auto_reply_v4', { shop: true });
export const addAutoReplyV4 = operation('/chat/add_auto_reply_v4', { shop: true });
export const checkHasAuthV3 = operation('/chat/checkHasAuth/V3', { shop: true });
export const fbConnectStatus = operation('/chat/fbConnectStatus', { shop: true });
export const unlinkFacebook = operation('/chat/unlink_facebook', { shop: true });
export const publicPageList = operation('/chat/public_page_list', { shop: true });
// No error toast: spec §7: its errors are ignored.
export const saveSelectPublicPage = operation('/chat/save_select_public_page', { shop: true, ignoreErrors: true });
export const cancelSelectPublicPage = operation('/chat/cancel_select_public_page', { shop: true });
export const checkUnPublishPost = operation('/bio/checkUnPublishPost', { shop: true });
export const deleteSchedule = operation('/bio/deleteSchedule', { shop: true });
