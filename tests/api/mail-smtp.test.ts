import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntegrationConfigError } from '../../server/integrations/identity/integration-settings';
import { createMailer } from '../../server/integrations/mail/mail-config';
import { MailDeliveryError } from '../../server/integrations/mail/mailer';
import { verificationCodeMessage } from '../../server/integrations/mail/verification-code-message';
import { closedLoopbackUrl, everythingAbout } from '../support/fake-provider-support';
import { mailHeader, mailPart, startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';

const noDatabase = {
  query: () => Promise.reject(new Error('the SMTP mailer must not touch the database')),
};

describe('verification mail through SMTP (a sink on loopback)', () => {
  let sink: FakeSmtp;
  let authSink: FakeSmtp;
  const relayLogin = { user: 'linkmint', pass: 'relay-pa55word' };

  beforeAll(async () => {
    sink = await startFakeSmtp({ refuseRecipient: 'gone@example.com' });
    authSink = await startFakeSmtp({ credentials: relayLogin });
  });
  afterAll(async () => {
    await sink?.close();
    await authSink?.close();
  });

  it('delivers a verification code to the recipient, from MAIL_FROM', async () => {
    const mailer = createMailer(
      { SMTP_URL: sink.url(), MAIL_FROM: 'Linkmint <codes@linkmint.test>' },
      { db: noDatabase },
    );
    expect(mailer.transport).toBe('smtp');
    const message = verificationCodeMessage({ code: '042917', purpose: 'register', minutesValid: 10 });
    await mailer.send({ to: 'ada@example.com', ...message });

    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.from).toBe('codes@linkmint.test');
    const raw = mail?.raw ?? '';
    expect(mailHeader(raw, 'Subject')).toBe('Your Linkmint verification code');
    expect(mailHeader(raw, 'To')).toBe('ada@example.com');
    expect(mailHeader(raw, 'From')).toBe('Linkmint <codes@linkmint.test>');
    const text = mailPart(raw, 'text/plain') ?? '';
    expect(text).toContain('042917');
    expect(text).toContain('expires in 10 minutes');
    expect(mailPart(raw, 'text/html')).toContain('042917');
  });

  it('sends from the default address when MAIL_FROM is not set', async () => {
    const mailer = createMailer({ SMTP_URL: sink.url() }, { db: noDatabase });
    await mailer.send({ to: 'grace@example.com', subject: 'Hello', text: 'Plain text only' });
    const raw = sink.received.at(-1)?.raw ?? '';
    expect(mailHeader(raw, 'From')).toBe('Linkmint <no-reply@linkmint.local>');
    expect(mailPart(raw, 'text/plain')?.trim()).toBe('Plain text only');
  });

  it('logs in to a relay with the credentials of SMTP_URL', async () => {
    const mailer = createMailer({ SMTP_URL: authSink.url(relayLogin) }, { db: noDatabase });
    await mailer.send({ to: 'ada@example.com', subject: 'Code', text: 'Your code is 111222' });
    expect(authSink.received.at(-1)?.to).toEqual(['ada@example.com']);
  });

  it('fails with a MailDeliveryError that keeps the password to itself', async () => {
    const wrongPassword = createMailer(
      { SMTP_URL: authSink.url({ user: 'linkmint', pass: 'not-the-pa55word' }) },
      { db: noDatabase },
    );
    const refusedLogin = await wrongPassword
      .send({ to: 'ada@example.com', subject: 'Code', text: '123456' })
      .catch((e: unknown) => e);
    expect(refusedLogin).toBeInstanceOf(MailDeliveryError);
    expect(refusedLogin).toMatchObject({ message: 'We could not send the email. Please try again in a few minutes.' });
    expect(String((refusedLogin as Error).cause)).toContain('EAUTH');
    expect(everythingAbout(refusedLogin)).not.toContain('not-the-pa55word');
    expect(everythingAbout(refusedLogin)).not.toContain('123456');

    const refusedRecipient = await createMailer({ SMTP_URL: sink.url() }, { db: noDatabase })
      .send({ to: 'gone@example.com', subject: 'Code', text: '123456' })
      .catch((e: unknown) => e);
    expect(refusedRecipient).toBeInstanceOf(MailDeliveryError);
    expect(String((refusedRecipient as Error).cause)).toContain('reply 550');

    const downUrl = (await closedLoopbackUrl()).replace('http:', 'smtp:');
    const down = await createMailer({ SMTP_URL: downUrl }, { db: noDatabase })
      .send({ to: 'ada@example.com', subject: 'Code', text: '123456' })
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(MailDeliveryError);
    expect(String((down as Error).cause)).toContain('ECONNREFUSED');
  });

  it('refuses a malformed SMTP_URL or MAIL_FROM at start-up, naming the variable and not its value', () => {
    const attempt = (env: Record<string, string>) => {
      try {
        createMailer(env, { db: noDatabase });
      } catch (error) {
        return error;
      }
      return expect.fail('expected a configuration error');
    };
    const badUrl = attempt({ SMTP_URL: 'https://user:s3cret-pass@mail.example.com' });
    expect(badUrl).toBeInstanceOf(IntegrationConfigError);
    expect((badUrl as Error).message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect((badUrl as Error).message).not.toContain('s3cret-pass');
    expect((attempt({ MAIL_FROM: 'Linkmint' }) as Error).message).toContain('MAIL_FROM:');
  });
});
