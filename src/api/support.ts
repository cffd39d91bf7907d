/** Typed calls tagged 'support' in openapi.yaml: support messenger token (chat host) and system messages (gateway host). */
import { operation } from './operation';

// No error toast: spec §8: a failed chat token shows 'Intercom Load Faild' instead.
export const token = /* @__PURE__ */ operation('/app/intercom/token', { host: 'chat', shop: true, ignoreErrors: true });
export const systemMsgUnread = /* @__PURE__ */ operation('/api/system-msg/unread', { host: 'gateway', shop: true });
export const markRead = /* @__PURE__ */ operation('/api/system-msg/mark-read', { host: 'gateway', shop: true });
