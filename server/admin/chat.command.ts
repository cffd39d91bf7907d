import { DomainError } from '../events/domain-error';
import { createSupportChat } from '../modules/support-chat';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readLimit, readValuedFlags } from './admin-format';

/** Answers in the creator's built-in messenger; reading the conversation marks the creator's messages read. */
export const chatReplyCommand: AdminCommand = {
  name: 'chat reply',
  args: '--shop SHOP --text TEXT',
  summary: "answer a creator in the built-in support chat (raises the unread badge on the creator's chat button)",
  async run(args, services, { out }) {
    const values = readValuedFlags(args, ['--shop', '--text'] as const);
    const shopDomain = values['--shop'];
    if (shopDomain === undefined) throw new AdminUsageError('--shop is required');
    if (values['--text'] === undefined) throw new AdminUsageError('--text is required');
    const { rows } = await services.database.query('select 1 from accounts where shop_domain = $1', [shopDomain]);
    if (rows.length === 0) throw new AdminUsageError(`No creator has the shop ${shopDomain} (see \`users list\`)`);
    const chat = createSupportChat(services.database, services.eventStore);
    try {
      // The operator answers what the creator wrote, so it counts as read on the operator's side.
      await chat.read(shopDomain, 'agent', { limit: 1, offset: 0 });
      const message = await chat.write(shopDomain, 'agent', values['--text']);
      out(`Replied to ${shopDomain} (message ${message.id}).`);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'invalid') throw new AdminUsageError(error.message);
      throw error;
    }
  },
};

/** The conversations waiting for an answer first; with --shop, that conversation's latest messages. */
export const chatListCommand: AdminCommand = {
  name: 'chat list',
  args: '[--shop SHOP] [--limit N]',
  summary: 'list the support conversations (waiting ones first), or the messages of one shop',
  async run(args, services, { out }) {
    const limit = readLimit(args, 20);
    const rest = [...args];
    const at = rest.indexOf('--limit');
    if (at >= 0) rest.splice(at, 2);
    const shopDomain = readValuedFlags(rest, ['--shop'] as const)['--shop'];
    const chat = createSupportChat(services.database, services.eventStore);
    if (shopDomain === undefined) {
      const conversations = (await chat.conversations()).slice(0, limit);
      if (conversations.length === 0) return out('No support conversations yet.');
      out(
        formatTable(
          ['shop', 'messages', 'waiting', 'last', 'from', 'text'],
          conversations.map((c) => [
            c.shopDomain,
            String(c.messages),
            String(c.waiting),
            c.lastAt,
            c.lastAuthor,
            c.lastBody.slice(0, 60),
          ]),
        ),
      );
      return;
    }
    const { list } = await chat.page(shopDomain, { limit, offset: 0 });
    if (list.length === 0) return out(`No messages with ${shopDomain}.`);
    // Oldest first, as a conversation reads.
    out(
      formatTable(
        ['at', 'from', 'read', 'text'],
        list.reverse().map((m) => [m.createdAt, m.author, m.readAt ? 'yes' : 'no', m.body]),
      ),
    );
  },
};
