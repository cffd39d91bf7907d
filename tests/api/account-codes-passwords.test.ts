import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/domain/validators';
import { verificationStream } from '../../server/modules/accounts/accounts-context';
import { PASSWORD_MESSAGES } from '../../server/modules/accounts/account-passwords';
import { CODE_MESSAGES } from '../../server/modules/accounts/verification-decider';
import type { RunningServer } from '../../server/server';
import { startTestServer } from '../support/test-server';
import { accountApi, expectContract, otherCode, unique, type AccountApi } from './account-support';

describe.each(['pglite', 'postgres'] as const)('account: verification codes and passwords (%s)', (kind) => {
  let server: RunningServer;
  let api: AccountApi;

  // A server start on a busy machine can take longer than the default hook time-out.
  beforeAll(async () => {
    server = await startTestServer({}, kind);
    api = accountApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const streamLength = async (purpose: string, email: string) =>
    (await server.services.eventStore.readStream(verificationStream(purpose, email))).length;

  describe('get_code and get_code_v2', () => {
    it('mails a 6-digit code for registration and says when it expires and when to ask again', async () => {
      const email = `new_${unique()}@example.com`;
      const before = Date.now();
      const res = await api.post('/user/get_code_v2', { email, type: 'register' });
      expectContract('getCodeV2', res);
      expect(res.data).toMatchObject({ email, type: 'register', resendAfterSeconds: 60 });
      const expiresIn = Date.parse(res.data.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(9.9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5_000);
      const code = await api.lastCode(email);
      expect(code).toMatch(/^\d{6}$/);
      // Only a salted hash is stored.
      const log = JSON.stringify(await server.services.eventStore.readStream(verificationStream('register', email)));
      expect(log).not.toContain(code);
      expect(log).not.toContain(email);
    });

    it('v1 answers no data and sends the same mail', async () => {
      const email = `v1_${unique()}@example.com`;
      const res = await api.post('/user/get_code', { email, type: 'register' });
      expectContract('getCode', res);
      expect(res.data).toBeNull();
      expect(await api.lastCode(email)).toMatch(/^\d{6}$/);
    });

    it('refuses a second code within 60 seconds with 429 and the seconds to wait, sending nothing', async () => {
      const email = `again_${unique()}@example.com`;
      expectContract('getCodeV2', await api.post('/user/get_code_v2', { email, type: 'register' }));
      const again = await api.post('/user/get_code', { email, type: 'register' });
      expect(again.status).toBe(429);
      expect(again.message).toMatch(/^Please wait (59|60) seconds before asking for another code\.$/);
      expect(await api.mailCount(email)).toBe(1);
      // Another purpose is another code.
      expectContract('getCodeV2', await api.post('/user/get_code_v2', { email, type: 'change' }));
    });

    it('refuses a registration code for an address already registered', async () => {
      const creator = await api.registerCreator();
      const res = await api.post('/user/get_code_v2', { email: creator.email.toUpperCase(), type: 'register' });
      expect(res.status).toBe(409);
      expect(res.message).toContain('This email address is already registered.');
      expect(await api.mailCount(creator.email)).toBe(0);
    });

    it('answers forgot the same with or without an account, and mails only the account', async () => {
      const creator = await api.registerCreator();
      const stranger = `nobody_${unique()}@example.com`;
      const a = await api.post('/user/get_code_v2', { email: creator.email, type: 'forgot' });
      const b = await api.post('/user/get_code_v2', { email: stranger, type: 'forgot' });
      expectContract('getCodeV2', a);
      expectContract('getCodeV2', b);
      expect(Object.keys(a.data).sort()).toEqual(Object.keys(b.data).sort());
      expect(a.data.resendAfterSeconds).toBe(b.data.resendAfterSeconds);
      expect(await api.mailCount(creator.email)).toBe(1);
      expect(await api.mailCount(stranger)).toBe(0);
      // Even the resend limit behaves alike.
      const [a2, b2] = [
        await api.post('/user/get_code_v2', { email: creator.email, type: 'forgot' }),
        await api.post('/user/get_code_v2', { email: stranger, type: 'forgot' }),
      ];
      expect([a2.status, b2.status]).toEqual([429, 429]);
      // And a guess at the stranger's (never sent) code is just a wrong code.
      const guess = await api.post('/user/verify_code', { email: stranger, type: 'forgot', code: '123456' });
      expect(guess.data.valid).toBe(false);
    });

    it('refuses a malformed request naming the field', async () => {
      const bad = await api.post('/user/get_code_v2', { email: 'not-an-address', type: 'register' });
      expect(bad.status).toBe(400);
      expect(bad.message).toContain('email');
      const badType = await api.post('/user/get_code_v2', { email: `x_${unique()}@example.com`, type: 'hello' });
      expect(badType.status).toBe(400);
      expect(badType.message).toContain('type');
    });
  });

  describe('verify_code', () => {
    it('confirms the right code without using it up, as often as asked', async () => {
      const email = `ok_${unique()}@example.com`;
      await api.post('/user/get_code_v2', { email, type: 'register' });
      const code = (await api.lastCode(email))!;
      for (let i = 0; i < 2; i++) {
        const res = await api.post('/user/verify_code', { email, type: 'register', code });
        expectContract('verifyCode', res);
        expect(res.data).toMatchObject({ valid: true, attemptsLeft: 5 });
        expect(res.data.expiresAt).toEqual(expect.any(String));
      }
      // The code is for its purpose only.
      const elsewhere = await api.post('/user/verify_code', { email, type: 'forgot', code });
      expect(elsewhere.data).toEqual({ valid: false, attemptsLeft: 0 });
      expect(elsewhere.message).toBe(CODE_MESSAGES.none);
    });

    it('counts wrong tries and burns the code after the fifth, even for the right code afterwards', async () => {
      const email = `burn_${unique()}@example.com`;
      await api.post('/user/get_code_v2', { email, type: 'register' });
      const code = (await api.lastCode(email))!;
      const wrong = otherCode(code);
      for (let left = 4; left >= 1; left--) {
        const res = await api.post('/user/verify_code', { email, type: 'register', code: wrong });
        expectContract('verifyCode', res);
        expect(res.data).toMatchObject({ valid: false, attemptsLeft: left });
        expect(res.message).toBe(CODE_MESSAGES.wrong(left));
      }
      const fifth = await api.post('/user/verify_code', { email, type: 'register', code: wrong });
      expect(fifth.data).toMatchObject({ valid: false, attemptsLeft: 0 });
      expect(fifth.message).toBe(CODE_MESSAGES.burnt);
      const right = await api.post('/user/verify_code', { email, type: 'register', code });
      expect(right.data).toMatchObject({ valid: false, attemptsLeft: 0 });
      expect(right.message).toBe(CODE_MESSAGES.burnt);
      // Five stored rejections; nothing stored for checks of a burnt code.
      const events = await server.services.eventStore.readStream(verificationStream('register', email));
      expect(events.map((e) => e.type)).toEqual([
        'VerificationCodeIssued',
        ...Array(5).fill('VerificationCodeRejected'),
      ]);
    });

    it('answers valid false with the reason when no code was asked for', async () => {
      const res = await api.post('/user/verify_code', {
        email: `none_${unique()}@example.com`,
        type: 'change',
        code: '000000',
      });
      expectContract('verifyCode', res);
      expect(res.data).toEqual({ valid: false, attemptsLeft: 0 });
      expect(res.message).toBe(CODE_MESSAGES.none);
    });

    it('refuses a code that is not 6 digits, naming the field, and counts nothing', async () => {
      const email = `short_${unique()}@example.com`;
      await api.post('/user/get_code_v2', { email, type: 'register' });
      const res = await api.post('/user/verify_code', { email, type: 'register', code: '12345' });
      expect(res.status).toBe(400);
      expect(res.message).toContain('code');
      expect(await streamLength('register', email)).toBe(1);
    });
  });

  describe('forgotten password (update_password_v2)', () => {
    it('resets the password with the mailed code, once, and signs out every session', async () => {
      const creator = await api.registerCreator();
      const second = await api.login(creator.username, creator.password);
      await api.post('/user/get_code_v2', { email: creator.email, type: 'forgot' });
      const code = (await api.lastCode(creator.email))!;
      const newPassword = `Fresh-${unique()}-9`;

      const res = await api.post('/user/update_password_v2', {
        email: creator.email.toUpperCase(),
        code,
        newPassword: await api.encrypt(newPassword),
      });
      expectContract('updatePasswordV2', res);
      expect(res.data.revokedSessions).toBe(2);
      expect(Date.parse(res.data.changedAt)).not.toBeNaN();

      for (const token of [creator.token, second.token]) {
        expect((await api.post('/setting/getInfo', {}, token)).status).toBe(401);
      }
      const oldLogin = await api.post('/blogger/v2/login', {
        username: creator.username,
        password: await api.encrypt(creator.password),
      });
      expect(oldLogin.status).not.toBe(200);
      await api.login(creator.username, newPassword);

      // The code is used up.
      const again = await api.post('/user/update_password_v2', {
        email: creator.email,
        code,
        newPassword: await api.encrypt(`Other-${unique()}-1`),
      });
      expect(again.status).toBe(400);
      expect(again.message).toBe(CODE_MESSAGES.used);
      await api.login(creator.username, newPassword);
    });

    it('refuses a wrong code (counted), a weak password (code kept) and an unreadable one, changing nothing', async () => {
      const creator = await api.registerCreator();
      await api.post('/user/get_code_v2', { email: creator.email, type: 'forgot' });
      const code = (await api.lastCode(creator.email))!;

      const weak = await api.post('/user/update_password_v2', {
        email: creator.email,
        code,
        newPassword: await api.encrypt('short1'),
      });
      expect(weak.status).toBe(400);
      expect(weak.message).toBe(VALIDATION_MESSAGES.password);
      const long = await api.post('/user/update_password_v2', {
        email: creator.email,
        code,
        newPassword: await api.encrypt(`a1${'x'.repeat(63)}`),
      });
      expect(long.status).toBe(400);
      expect(long.message).toContain('at most 64 characters');

      const wrong = await api.post('/user/update_password_v2', {
        email: creator.email,
        code: otherCode(code),
        newPassword: await api.encrypt(`Good-${unique()}-1`),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.message).toBe(CODE_MESSAGES.wrong(4));

      const garbled = await api.post('/user/update_password_v2', {
        email: creator.email,
        code,
        newPassword: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(garbled.status).toBe(400);
      expect(garbled.message).toContain('new password could not be read');

      // Nothing changed: the old password and the session still work, and the code still does (4 tries left).
      expect((await api.post('/setting/getInfo', {}, creator.token)).status).toBe(200);
      await api.login(creator.username, creator.password);
      const check = await api.post('/user/verify_code', { email: creator.email, type: 'forgot', code });
      expect(check.data).toMatchObject({ valid: true, attemptsLeft: 4 });
    });

    it('unlocks sign-in that failed sign-ins had locked', async () => {
      const creator = await api.registerCreator();
      const wrong = await api.encrypt(`Wrong-${unique()}-1`);
      for (let i = 0; i < 10; i++) await api.post('/blogger/v2/login', { username: creator.username, password: wrong });
      const locked = await api.post('/blogger/v2/login', {
        username: creator.username,
        password: await api.encrypt(creator.password),
      });
      expect(locked.status).toBe(429);
      await api.post('/user/get_code_v2', { email: creator.email, type: 'forgot' });
      const newPassword = `Fresh-${unique()}-7`;
      const res = await api.post('/user/update_password_v2', {
        email: creator.email,
        code: (await api.lastCode(creator.email))!,
        newPassword: await api.encrypt(newPassword),
      });
      expectContract('updatePasswordV2', res);
      await api.login(creator.username, newPassword);
    });

    it('answers an address without an account like a wrong code', async () => {
      const email = `ghost_${unique()}@example.com`;
      await api.post('/user/get_code_v2', { email, type: 'forgot' });
      const res = await api.post('/user/update_password_v2', {
        email,
        code: '000000',
        newPassword: await api.encrypt(`Good-${unique()}-1`),
      });
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/^The code is not correct\./);
    });
  });

  describe('signed-in password change (update_password and update_password_v3)', () => {
    it('v1 changes the password after checking the current one; other sessions stay', async () => {
      const creator = await api.registerCreator();
      const second = await api.login(creator.username, creator.password);
      const newPassword = `Next-${unique()}-2`;
      const res = await api.post(
        '/user/update_password',
        { oldPassword: await api.encrypt(creator.password), newPassword: await api.encrypt(newPassword) },
        creator.token,
      );
      expectContract('updatePassword', res);
      expect(res.data.revokedSessions).toBe(0);
      expect((await api.post('/setting/getInfo', {}, second.token)).status).toBe(200);
      expect((await api.post('/setting/getInfo', {}, creator.token)).status).toBe(200);
      await api.login(creator.username, newPassword);
    });

    it('v3 keeps the calling session and signs out the others', async () => {
      const creator = await api.registerCreator();
      const second = await api.login(creator.username, creator.password);
      const third = await api.login(creator.email, creator.password);
      const newPassword = `Next-${unique()}-3`;
      const res = await api.post(
        '/user/update_password_v3',
        { oldPassword: await api.encrypt(creator.password), newPassword: await api.encrypt(newPassword) },
        second.token,
      );
      expectContract('updatePasswordV3', res);
      expect(res.data.revokedSessions).toBe(2);
      expect((await api.post('/setting/getInfo', {}, second.token)).status).toBe(200);
      expect((await api.post('/setting/getInfo', {}, creator.token)).status).toBe(401);
      expect((await api.post('/setting/getInfo', {}, third.token)).status).toBe(401);
      await api.login(creator.username, newPassword);
    });

    it.each(['/user/update_password', '/user/update_password_v3'])(
      '%s refuses a wrong current password, a weak or unchanged new one, changing nothing',
      async (path) => {
        const creator = await api.registerCreator();
        const second = await api.login(creator.username, creator.password);
        const cases: Array<[string, string, string]> = [
          [`Wrong-${unique()}-1`, `Good-${unique()}-1`, PASSWORD_MESSAGES.wrongCurrent],
          [creator.password, 'abcdefgh', VALIDATION_MESSAGES.password],
          [creator.password, creator.password, PASSWORD_MESSAGES.sameAsCurrent],
        ];
        for (const [oldPassword, newPassword, message] of cases) {
          const res = await api.post(
            path,
            { oldPassword: await api.encrypt(oldPassword), newPassword: await api.encrypt(newPassword) },
            creator.token,
          );
          expect(res.status).toBe(400);
          expect(res.message).toBe(message);
        }
        expect((await api.post('/setting/getInfo', {}, second.token)).status).toBe(200);
        await api.login(creator.username, creator.password);
        expect((await api.account(creator.userId))?.password_hash).toMatch(/^scrypt\$/);
      },
    );

    it('counts wrong current passwords like failed sign-ins: the eleventh try is refused', async () => {
      const creator = await api.registerCreator();
      const body = {
        oldPassword: await api.encrypt(`Wrong-${unique()}-1`),
        newPassword: await api.encrypt(`Good-${unique()}-1`),
      };
      for (let i = 0; i < 10; i++)
        expect((await api.post('/user/update_password_v3', body, creator.token)).message).toBe(
          PASSWORD_MESSAGES.wrongCurrent,
        );
      const locked = await api.post(
        '/user/update_password_v3',
        { ...body, oldPassword: await api.encrypt(creator.password) },
        creator.token,
      );
      expect(locked.status).toBe(429);
      expect(locked.message).toMatch(/^Too many failed sign-in attempts/);
    });

    it('needs a session', async () => {
      const res = await api.post('/user/update_password_v3', {
        oldPassword: await api.encrypt('whatever-1'),
        newPassword: await api.encrypt('whatever-2'),
      });
      expect(res.status).toBe(401);
    });
  });
});
