import { z } from 'zod';
import { readIntegrationSettings } from '../identity/integration-settings';
import { createOutboxMailer, type SqlQueryable } from './mail-outbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'Linkmint <no-reply@linkmint.local>';

/** "Name <address>" or a bare address; a From header without an address is refused by most relays. */
const FROM_HEADER = /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The mail settings. With SMTP_URL, codes go out through that relay; without it they land in the outbox
 * table. server/config.ts can take this schema in alongside its own.
 */
export const MailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .refine(
      isSmtpUrl,
      'must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com:465',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(FROM_HEADER, 'must be an address, optionally with a name: Linkmint <no-reply@example.com>')
    .default(DEFAULT_MAIL_FROM),
});

export type MailEnv = z.output<typeof MailEnvSchema>;

/**
 * The mailer for this process: SMTP when SMTP_URL is set, the outbox in `db` otherwise.
 * A bad setting throws IntegrationConfigError at start-up, naming the variable (never its value:
 * SMTP_URL usually holds a password).
 */
export function createMailer(env: Record<string, string | undefined>, deps: { db: SqlQueryable }): Mailer {
  return mailerFrom(readIntegrationSettings(MailEnvSchema, env, 'mail'), deps);
}

/** The same from settings already validated, e.g. by server/config.ts. */
export function mailerFrom(settings: MailEnv, deps: { db: SqlQueryable }): Mailer {
  return settings.SMTP_URL
    ? createSmtpMailer({ url: settings.SMTP_URL, from: settings.MAIL_FROM })
    : createOutboxMailer(deps.db);
}
