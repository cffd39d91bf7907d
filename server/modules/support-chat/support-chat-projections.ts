import type { Projection } from '../../events/projections';
import type { SupportChatEvent } from './support-conversation-decider';

/** support_messages: every message, with when the other side read it. */
export const supportChatProjection: Projection<SupportChatEvent> = {
  name: 'support-chat',
  tables: ['support_messages'],
  handles: ['SupportMessageWritten', 'SupportMessagesRead'],
  async apply(tx, event) {
    if (event.type === 'SupportMessageWritten') {
      const d = event.data;
      await tx.query(
        'insert into support_messages (message_id, shop_domain, author, body, created_at, position) values ($1, $2, $3, $4, $5, $6)',
        [d.messageId, d.shopDomain, d.author, d.body, d.at, event.position],
      );
      return;
    }
    // A read covers what the other side had written before it, not what arrives later.
    await tx.query(
      `update support_messages set read_at = $3
       where shop_domain = $1 and author <> $2 and read_at is null and position < $4`,
      [event.data.shopDomain, event.data.reader, event.data.readAt, event.position],
    );
  },
};
