/** The mail port: how the server sends verification codes (spec §7 /user/get_code and registration). */

export interface MailMessage {
  /** One address, e.g. 'ada@example.com'. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Which adapter this is, for the start-up log and the admin CLI. */
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the message is handed over (to the SMTP server, or stored in the outbox). */
  send(message: MailMessage): Promise<void>;
}

/**
 * The message could not be handed over. The message is for the person; `cause` is for the logs and
 * holds the SMTP reply code and command, never the SMTP credentials or the message body (it has the code).
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(cause: string) {
    super('We could not send the email. Please try again in a few minutes.', { cause: new Error(cause) });
  }
}
