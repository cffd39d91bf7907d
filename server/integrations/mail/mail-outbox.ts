import { fileURLToPath } from 'node:url';
import type { Mailer } from './mailer';

/**
 * What the outbox needs from a database: the `query` of server/db's Database (PGlite or PostgreSQL).
 * Kept this small so the mail port does not depend on the db layer.
 */
export interface SqlQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>;
}

/** The outbox table's migrations, applied by server/db under the scope `mail`. */
export const MAIL_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export const OUTBOX_LIST_DEFAULT = 20;
export const OUTBOX_LIST_MAX = 500;

/**
 * The default mailer when no SMTP relay is configured: messages are stored, not sent, and operators read
 * them (with the verification codes in them) from the admin CLI. Nothing leaves the machine.
 */
export function createOutboxMailer(db: SqlQueryable): Mailer {
  return {
    transport: 'outbox',
    async send({ to, subject, text }) {
      await db.query('insert into mail_outbox (to_address, subject, body) values ($1, $2, $3)', [to, subject, text]);
    },
  };
}

/** The newest messages first, optionally only those to one address (compared without regard to case). */
export async function listOutbox(
  db: SqlQueryable,
  options: { limit?: number; to?: string } = {},
): Promise<OutboxEntry[]> {
  const requested = options.limit ?? OUTBOX_LIST_DEFAULT;
  const limit = Number.isFinite(requested)
    ? Math.min(Math.max(Math.trunc(requested), 1), OUTBOX_LIST_MAX)
    : OUTBOX_LIST_DEFAULT;
  const to = options.to?.trim();
  const { rows } = to
    ? await db.query(
        'select id, to_address, subject, body, created_at from mail_outbox where lower(to_address) = lower($1) order by id desc limit $2',
        [to, limit],
      )
    : await db.query('select id, to_address, subject, body, created_at from mail_outbox order by id desc limit $1', [
        limit,
      ]);
  return rows.map((row) => ({
    // bigint comes back as a string from pg and as a bigint or number from PGlite; ids stay far below 2^53.
    id: Number(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    body: String(row.body),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
