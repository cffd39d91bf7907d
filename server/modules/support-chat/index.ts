import { fileURLToPath } from 'node:url';
import { supportMessengerFrom } from '../../integrations/support-chat/support-chat-config';
import { sessionOf, shopOf } from '../../operations';
import { pageRequest } from '../../paging';
import type { ServerModule } from '../../services';
import { supportChatProjection } from './support-chat-projections';
import { createSupportChat } from './support-chat-service';

/**
 * Support chat (spec §1, §4): the chat host's messenger token (`token`, the support tag) and the built-in
 * messenger's conversation (the supportchat tag), which operators answer with `npm run admin -- chat reply`.
 */
export const supportChatModule: ServerModule = {
  name: 'support-chat',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [supportChatProjection],
  operations(services) {
    const chat = createSupportChat(services.database, services.eventStore);
    const messenger = supportMessengerFrom(services.config);
    return {
      // The contract's token is per shop: a creator without a shop yet gets no chat (shopOf refuses with 403).
      token: async (ctx) => (shopOf(ctx), messenger.token(sessionOf(ctx).userId)),
      send: async (ctx) => chat.write(shopOf(ctx), 'creator', String(ctx.body.body), ctx.now),
      messagesList: async (ctx) => chat.read(shopOf(ctx), 'creator', pageRequest(ctx.body), ctx.now),
      supportUnread: async (ctx) => ({ unreadCount: await chat.unreadByCreator(shopOf(ctx)) }),
    };
  },
};

export { createSupportChat, type ConversationSummary, type SupportChat } from './support-chat-service';
