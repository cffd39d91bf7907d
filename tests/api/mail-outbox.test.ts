import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/integrations/mail/mail-config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOutbox, MAIL_MIGRATIONS_DIR, type SqlQueryable } from '../../server/integrations/mail/mail-outbox';
import { verificationCodeMessage } from '../../server/integrations/mail/verification-code-message';

describe('the mail outbox, the default when no SMTP relay is configured (PGlite in memory)', () => {
  let pglite: PGlite;
  let db: SqlQueryable;

  beforeAll(async () => {
    pglite = new PGlite();
    // The same narrow surface server/db's Database offers.
    db = { query: (sql, params) => pglite.query(sql, params) };
    await pglite.exec(readFileSync(join(MAIL_MIGRATIONS_DIR, '001-mail-outbox.sql'), 'utf8'));
  }, 60_000);
  afterAll(() => pglite?.close());

  it('stores each message and lists the newest first, filtered by address', async () => {
    const mailer = createMailer({}, { db });
    expect(mailer.transport).toBe('outbox');
    const register = verificationCodeMessage({ code: '381204', purpose: 'register', minutesValid: 10 });
    const forgot = verificationCodeMessage({ code: '550071', purpose: 'forgot', minutesValid: 15 });
    await mailer.send({ to: 'ada@example.com', ...register });
    await mailer.send({ to: 'grace@example.com', ...forgot });

    const all = await listOutbox(db, { limit: 10 });
    expect(all.map((m) => [m.to, m.subject])).toEqual([
      ['grace@example.com', 'Reset your Linkmint password'],
      ['ada@example.com', 'Your Linkmint verification code'],
    ]);
    expect(all[0]?.body).toBe(forgot.text);
    expect(all[0]?.body).toContain('550071');
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    expect(Date.parse(all[0]!.createdAt)).not.toBeNaN();

    const ada = await listOutbox(db, { limit: 10, to: 'Ada@Example.com' });
    expect(ada).toHaveLength(1);
    expect(ada[0]).toMatchObject({ to: 'ada@example.com', subject: 'Your Linkmint verification code' });
    expect(ada[0]?.body).toContain('381204');

    expect(await listOutbox(db, { limit: 10, to: 'nobody@example.com' })).toEqual([]);
  });

  it('keeps to the limit, and to a sane one when asked for none or nonsense', async () => {
    const mailer = createMailer({}, { db });
    for (let i = 0; i < 3; i++)
      await mailer.send({ to: 'batch@example.com', subject: `Batch ${i}`, text: `Message ${i}` });
    expect((await listOutbox(db, { limit: 2 })).map((m) => m.subject)).toEqual(['Batch 2', 'Batch 1']);
    expect(await listOutbox(db, { limit: 0 })).toHaveLength(1);
    expect((await listOutbox(db, { limit: Number.NaN })).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the verification code mail', () => {
  it.each(['register', 'forgot', 'change', 'destroy'] as const)(
    'for %s: names Linkmint, shows the code, says when it expires and what to do if unasked',
    (purpose) => {
      const message = verificationCodeMessage({ code: '004721', purpose, minutesValid: 1 });
      expect(message.subject).toContain('Linkmint');
      for (const body of [message.text, message.html]) {
        expect(body).toContain('004721');
        expect(body).toContain('expires in 1 minute.');
        expect(body).toMatch(
          /If you did not ask .*, you can ignore this email\.|If you did not try to create an account, you can ignore this email\./,
        );
      }
    },
  );

  it('refuses a malformed code or validity, which would otherwise put a wrong promise in front of the person', () => {
    expect(() => verificationCodeMessage({ code: '<b>1</b>', purpose: 'register', minutesValid: 10 })).toThrow(
      RangeError,
    );
    expect(() => verificationCodeMessage({ code: '123456', purpose: 'register', minutesValid: 0 })).toThrow(RangeError);
  });
});
