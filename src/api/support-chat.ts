/** Typed calls tagged 'supportchat' in openapi.yaml: the built-in support conversation. */
import { operation } from './operation';

export const messagesList = /* @__PURE__ */ operation('/support/messages/list', { shop: true });
export const send = /* @__PURE__ */ operation('/support/messages/send', { shop: true });
export const supportUnread = /* @__PURE__ */ operation('/support/unread', { shop: true });
