import type { Queryable } from '../../server/db/database';

/** The 6-digit code of the newest mail to an address: the outbox stands in for SMTP in tests. */
export async function lastMailedCode(db: Queryable, to: string): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    'select body from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1',
    [to],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}
