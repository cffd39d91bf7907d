/** Typed calls tagged 'supportchat' in openapi.yaml: the built-in support conversation. */
import { operation } from './operation';

export const messagesList = operation('/support/messages/list', { shop: true });
export const send = operation('/support/messages/send', { shop: true });
export const supportUnread = operation('/support/unread', { shop: true });
