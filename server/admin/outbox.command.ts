import { listOutbox } from '../integrations/mail/mail-outbox';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { readLimit } from './admin-format';

export const outboxCommand: AdminCommand = {
  name: 'outbox',
  args: '[--to ADDRESS] [--limit N]',
  summary: 'show the mail the server stored instead of sending (no SMTP_URL), newest first, with verification codes',
  async run(args, { database, mailer }, { out }) {
    const toAt = args.indexOf('--to');
    const to = toAt >= 0 ? args[toAt + 1] : undefined;
    if (toAt >= 0 && !to) throw new AdminUsageError('--to needs an address');
    const messages = await listOutbox(database, { limit: readLimit(args, 10), to });
    if (mailer.transport === 'smtp')
      out('Note: SMTP_URL is set, so new mail goes to the relay and not to this outbox.');
    if (messages.length === 0) {
      out(to ? `No mail to ${to} in the outbox.` : 'The outbox is empty.');
      return;
    }
    for (const m of messages) {
      out(`#${m.id}  ${m.createdAt}  to ${m.to}`);
      out(`Subject: ${m.subject}`);
      out(m.body.trimEnd().replace(/^/gm, '  '));
      out('');
    }
  },
};
