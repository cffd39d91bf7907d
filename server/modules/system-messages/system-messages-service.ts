import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import { notFound } from '../../errors';
import {
  inboxDecider,
  inboxStream,
  messageDecider,
  messageStream,
  type Platform,
  type SystemMessageContent,
} from './system-message-decider';

type Notification = components['schemas']['Notification'];

/** The contract's cap on one answer (NotificationList maxItems). */
export const UNREAD_PAGE_SIZE = 50;

interface MessageRow {
  message_id: string;
  title: string;
  sub_title: string | null;
  rich_text: string;
  msg_type: Notification['msgType'];
  url_type: Notification['urlType'] | null;
  page_type: number | null;
  url: string | null;
  confirm_btn: string | null;
  cancel_btn: string | null;
  sent_at: Date | string;
}

function toNotification(row: MessageRow): Notification {
  return {
    id: row.message_id,
    title: row.title,
    ...(row.sub_title !== null ? { subTitle: row.sub_title } : {}),
    richText: row.rich_text,
    isRead: false,
    msgType: row.msg_type,
    ...(row.url_type !== null ? { urlType: row.url_type } : {}),
    ...(row.page_type !== null ? { pageType: row.page_type } : {}),
    ...(row.url !== null ? { url: row.url } : {}),
    ...(row.confirm_btn !== null ? { confirmBtn: row.confirm_btn } : {}),
    ...(row.cancel_btn !== null ? { cancelBtn: row.cancel_btn } : {}),
    createdAt: new Date(row.sent_at).toISOString(),
  };
}

// A message reaches a shop when it names the shop or no shop (a broadcast), and an app when it names that
// platform or none. A caller that does not say which app it is sees only messages meant for every app.
const UNREAD_WHERE = `(m.shop_domain = $1 or m.shop_domain is null)
  and (m.platform is null or m.platform = $2)
  and not exists (select 1 from system_message_reads r where r.shop_domain = $1 and r.message_id = m.message_id)`;

export interface SendSystemMessageInput {
  /** null sends to every shop. */
  shopDomain: string | null;
  platform?: Platform | null;
  content: SystemMessageContent;
}

/** The module's commands and queries, shared by its operations and the operators' command line. */
export function createSystemMessages(db: Database, store: EventStore, clock: () => Date = () => new Date()) {
  const messages = createCommandHandler(store, messageDecider, { clock });
  const inboxes = createCommandHandler(store, inboxDecider, { clock });

  async function unreadCount(shopDomain: string, platform: Platform | null): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from system_messages m where ${UNREAD_WHERE}`,
      [shopDomain, platform],
    );
    return rows[0]?.n ?? 0;
  }

  return {
    /** Sends a message; answers its id. Content is checked by the decider (a 400 names the field). */
    async send(
      input: SendSystemMessageInput,
      call: { now?: Date; metadata?: Record<string, unknown> } = {},
    ): Promise<string> {
      const messageId = randomUUID();
      await messages(
        messageStream(messageId),
        {
          type: 'SendSystemMessage',
          messageId,
          shopDomain: input.shopDomain,
          platform: input.platform ?? null,
          content: input.content,
        },
        call,
      );
      return messageId;
    },

    /** The shop's unread messages for that app, newest first. */
    async unread(shopDomain: string, platform: Platform | null): Promise<Notification[]> {
      const { rows } = await db.query<MessageRow>(
        `select m.message_id, m.title, m.sub_title, m.rich_text, m.msg_type, m.url_type, m.page_type, m.url,
                m.confirm_btn, m.cancel_btn, m.sent_at
         from system_messages m where ${UNREAD_WHERE}
         order by m.position desc limit ${UNREAD_PAGE_SIZE}`,
        [shopDomain, platform],
      );
      return rows.map(toNotification);
    },

    unreadCount,

    /**
     * Marks messages of the shop read and answers how many remain unread for that app. A message that does not
     * exist and one addressed to another shop get the same 404, so ids of other shops reveal nothing.
     */
    async markRead(shopDomain: string, ids: readonly string[], platform: Platform | null, call: { now?: Date } = {}) {
      const { rows } = await db.query<{ message_id: string }>(
        `select message_id from system_messages where message_id = any($1::text[]) and (shop_domain = $2 or shop_domain is null)`,
        [[...ids], shopDomain],
      );
      const known = new Set(rows.map((row) => row.message_id));
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length > 0) throw notFound(`No such message: ${missing.join(', ')}.`);
      await inboxes(inboxStream(shopDomain), { type: 'MarkSystemMessagesRead', shopDomain, messageIds: ids }, call);
      return { unreadCount: await unreadCount(shopDomain, platform) };
    },
  };
}

export type SystemMessages = ReturnType<typeof createSystemMessages>;
