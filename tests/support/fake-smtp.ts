import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A fake SMTP relay (a sink) on loopback: accepts mail, keeps it, delivers nothing. No TLS, so STARTTLS is
 * not offered; with credentials it allows AUTH in clear text, which is only acceptable on loopback.
 */

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The message as sent: headers, a blank line, the body (MIME parts for text + html). */
  raw: string;
}

export interface FakeSmtp {
  /** smtp://[user:pass@]127.0.0.1:port, for SMTP_URL. */
  url(credentials?: { user: string; pass: string }): string;
  readonly received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(
  options: { credentials?: { user: string; pass: string }; refuseRecipient?: string } = {},
): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const { credentials, refuseRecipient } = options;
  const settings: SMTPServerOptions = {
    logger: false,
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address === refuseRecipient) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: (auth) =>
      auth
        ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One header of a raw message, unfolded and with RFC 2047 words left as they are. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded body of the part with this content type (the whole body for a single-part message). */
export function mailPart(raw: string, contentType: 'text/plain' | 'text/html'): string | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${contentType}`, 'i').test(head)) continue;
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  return undefined;
}
