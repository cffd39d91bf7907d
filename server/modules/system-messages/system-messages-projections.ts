import type { Projection } from '../../events/projections';
import type { SystemMessageEvent } from './system-message-decider';

/** system_messages: every message sent; system_message_reads: which shop read which message. */
export const systemMessagesProjection: Projection<SystemMessageEvent> = {
  name: 'system-messages',
  tables: ['system_messages', 'system_message_reads'],
  handles: ['SystemMessageSent', 'SystemMessageRead'],
  async apply(tx, event) {
    if (event.type === 'SystemMessageSent') {
      const d = event.data;
      await tx.query(
        `insert into system_messages (message_id, shop_domain, platform, title, sub_title, rich_text, msg_type, url_type,
           page_type, url, confirm_btn, cancel_btn, sent_at, position)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
        [
          d.messageId,
          d.shopDomain,
          d.platform,
          d.title,
          d.subTitle ?? null,
          d.richText,
          d.msgType,
          d.urlType ?? null,
          d.pageType ?? null,
          d.url ?? null,
          d.confirmBtn ?? null,
          d.cancelBtn ?? null,
          d.sentAt,
          event.position,
        ],
      );
      return;
    }
    await tx.query(
      `insert into system_message_reads (shop_domain, message_id, read_at) values ($1, $2, $3)
       on conflict (shop_domain, message_id) do nothing`,
      [event.data.shopDomain, event.data.messageId, event.data.readAt],
    );
  },
};
