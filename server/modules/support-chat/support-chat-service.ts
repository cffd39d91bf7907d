import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import type { Page, PageRequest } from '../../paging';
import { conversationDecider, conversationStream, type Author } from './support-conversation-decider';

type SupportMessage = components['schemas']['SupportMessage'];

interface MessageRow {
  message_id: string;
  author: Author;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toMessage = (row: MessageRow): SupportMessage => ({
  id: row.message_id,
  author: row.author,
  body: row.body,
  createdAt: new Date(row.created_at).toISOString(),
  ...(row.read_at !== null ? { readAt: new Date(row.read_at).toISOString() } : {}),
});

export interface ConversationSummary {
  shopDomain: string;
  messages: number;
  /** Creator messages no operator has read (answered) yet. */
  waiting: number;
  lastAt: string;
  lastAuthor: Author;
  lastBody: string;
}

/** The built-in messenger's commands and queries, for the app's calls and the operators' `chat` commands. */
export function createSupportChat(db: Database, store: EventStore) {
  const conversations = createCommandHandler(store, conversationDecider);

  async function page(shopDomain: string, { limit, offset }: PageRequest): Promise<Page<SupportMessage>> {
    const [{ rows }, count] = await Promise.all([
      db.query<MessageRow>(
        'select message_id, author, body, created_at, read_at from support_messages where shop_domain = $1 order by position desc limit $2 offset $3',
        [shopDomain, limit, offset],
      ),
      db.query<{ n: number }>('select count(*)::int as n from support_messages where shop_domain = $1', [shopDomain]),
    ]);
    return { list: rows.map(toMessage), total: count.rows[0]?.n ?? 0 };
  }

  return {
    async write(shopDomain: string, author: Author, body: string, now?: Date): Promise<SupportMessage> {
      const result = await conversations(
        conversationStream(shopDomain),
        { type: 'WriteMessage', shopDomain, author, body },
        { now },
      );
      const written = result.events[0]!.data as { messageId: string; body: string; at: string };
      return { id: written.messageId, author, body: written.body, createdAt: written.at };
    },

    /** A page, newest first, after marking read what the other side wrote (reading is what the list call means). */
    async read(shopDomain: string, reader: Author, request: PageRequest, now?: Date): Promise<Page<SupportMessage>> {
      await conversations(conversationStream(shopDomain), { type: 'ReadMessages', shopDomain, reader }, { now });
      return page(shopDomain, request);
    },

    /** Operator and system messages the creator has not read: the badge on the floating button. */
    async unreadByCreator(shopDomain: string): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from support_messages where shop_domain = $1 and author <> 'creator' and read_at is null",
        [shopDomain],
      );
      return rows[0]?.n ?? 0;
    },

    /** Every conversation, those waiting for an answer first, then the most recent. */
    async conversations(): Promise<ConversationSummary[]> {
      const { rows } = await db.query<{
        shop_domain: string;
        messages: number;
        waiting: number;
        last_at: Date | string;
        last_author: Author;
        last_body: string;
      }>(
        `select m.shop_domain, count(*)::int as messages,
                (count(*) filter (where m.author = 'creator' and m.read_at is null))::int as waiting,
                last.created_at as last_at, last.author as last_author, last.body as last_body
         from support_messages m
         join lateral (select created_at, author, body from support_messages l where l.shop_domain = m.shop_domain
                       order by position desc limit 1) last on true
         group by m.shop_domain, last.created_at, last.author, last.body
         order by count(*) filter (where m.author = 'creator' and m.read_at is null) > 0 desc, last.created_at desc`,
      );
      return rows.map((r) => ({
        shopDomain: r.shop_domain,
        messages: r.messages,
        waiting: r.waiting,
        lastAt: new Date(r.last_at).toISOString(),
        lastAuthor: r.last_author,
        lastBody: r.last_body,
      }));
    },

    page,
  };
}

export type SupportChat = ReturnType<typeof createSupportChat>;
