import { fileURLToPath } from 'node:url';
import { shopOf } from '../../operations';
import type { ServerModule, Services } from '../../services';
import type { Platform } from './system-message-decider';
import { systemMessagesProjection } from './system-messages-projections';
import { createSystemMessages } from './system-messages-service';

const platformOf = (body: { platform?: Platform } | undefined): Platform | null => body?.platform ?? null;

/** The system messages the support tag serves on the gateway host (spec §4, §7): popup 10001 and its unread flag. */
export const systemMessagesModule: ServerModule = {
  name: 'system-messages',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [systemMessagesProjection],
  operations(services: Services) {
    const messages = createSystemMessages(services.database, services.eventStore);
    return {
      systemMsgUnread: async (ctx) => messages.unread(shopOf(ctx), platformOf(ctx.body)),
      markRead: async (ctx) =>
        messages.markRead(shopOf(ctx), ctx.body.ids as string[], platformOf(ctx.body), { now: ctx.now }),
    };
  },
};

export { createSystemMessages, type SystemMessages, type SendSystemMessageInput } from './system-messages-service';
export {
  checkContent,
  MSG_TYPES,
  PLATFORMS,
  URL_TYPES,
  type MsgType,
  type Platform,
  type UrlType,
} from './system-message-decider';
