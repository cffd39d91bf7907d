import { createTransport } from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  url: string;
  /** The From header, e.g. 'Linkmint <no-reply@linkmint.app>'. */
  from: string;
}

/**
 * nodemailer waits two minutes to connect and ten for a silent socket by default. A person waiting for
 * a code should hear "try again" well before that, so a stuck relay fails in seconds.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Delivers through an SMTP relay. One connection per message: codes are rare, and nothing idles open. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transporter = createTransport({ url: settings.url, ...SMTP_TIMEOUTS });
  return {
    transport: 'smtp',
    async send({ to, subject, text, html }) {
      try {
        await transporter.sendMail({ from: settings.from, to, subject, text, ...(html === undefined ? {} : { html }) });
      } catch (error) {
        throw new MailDeliveryError(describeSmtpFailure(error));
      }
    },
  };
}

/**
 * nodemailer's errors carry its code (ESOCKET, EAUTH, EENVELOPE, ...), the system's (ECONNREFUSED) as
 * originalCode, the SMTP reply code and the command. Its message is left out: it may quote the server's reply.
 */
function describeSmtpFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'SMTP: delivery failed';
  const field = (name: string) => {
    const value = (error as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  const parts = [
    field('code'),
    field('originalCode'),
    field('responseCode') && `reply ${field('responseCode')}`,
    field('command') && `after ${field('command')}`,
  ];
  return `SMTP: delivery failed (${parts.filter(Boolean).join(', ') || 'no detail'})`;
}
