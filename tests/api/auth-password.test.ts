import { createHash, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/domain/validators';
import type { RunningServer } from '../../server/server';
import { startTestServer } from '../support/test-server';
import { authApi, issueCode, newIp, query, unique } from './auth-support';

const WRONG = 'The user name or password is incorrect.';
const UNREADABLE = 'The password could not be read. Refresh the page and try again.';

describe.each(['pglite', 'postgres'] as const)(
  'auth: registration, password sign-in, sessions and deletion (%s)',
  (kind) => {
    let server: RunningServer;
    let api: ReturnType<typeof authApi>;

    beforeAll(async () => {
      server = await startTestServer({}, kind);
      api = authApi(server);
    });
    afterAll(() => server?.close());

    const accountCount = async () =>
      Number((await query<{ n: number }>(server, 'select count(*)::int as n from accounts'))[0]?.n);

    describe('public key', () => {
      it('answers the PEM key, RSA-OAEP-256 and a keyId from the SHA-256 of its DER, the same on every call', async () => {
        const first = await api.get('/auth/public-key');
        expect(first.status).toBe(200);
        expect(first.data.algorithm).toBe('RSA-OAEP-256');
        expect(first.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
        const der = createPublicKey(first.data.publicKey).export({ type: 'spki', format: 'der' });
        expect(first.data.keyId).toBe(createHash('sha256').update(der).digest('hex').slice(0, 16));
        expect((await api.get('/auth/public-key')).data).toEqual(first.data);
      });
    });

    describe('sign-in providers', () => {
      it('answers, without a session, that neither Facebook nor Apple sign-in is offered when neither is configured', async () => {
        const answer = await api.get('/auth/sign-in-providers');
        expect(answer.status).toBe(200);
        expect(answer.data).toEqual({ facebook: false, apple: false });
      });
    });

    describe('registration (v3)', () => {
      it('creates the account, signs it in and stores only a slow hash of the password', async () => {
        const { body, plainPassword } = await api.registration({
          username: `Jane_${unique()}`,
          phone: '+1 415 555 0100',
          amazonTrackingId: 'jane-20',
        });
        const res = await api.post('/blogger/v3/register', body);
        expect(res).toMatchObject({ status: 200, code: 200 });
        expect(res.data).toEqual({
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          userId: expect.any(String),
          username: body.username,
          shopName: body.username.toLowerCase(),
          email: body.email,
          userType: 'new',
          loginType: 1,
        });
        const me = await api.get(`/api/auth/auth/users/${res.data.userId}`, { token: res.data.token });
        expect(me.data).toMatchObject({
          id: res.data.userId,
          username: body.username,
          email: body.email,
          handle: body.handle,
          loginTypes: [1],
        });
        const [row] = await query<{ password_hash: string; profile: Record<string, string> }>(
          server,
          'select password_hash, profile from accounts where user_id = $1',
          [res.data.userId],
        );
        expect(row?.password_hash).toMatch(/^scrypt\$/);
        expect(row?.profile).toMatchObject({
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+1 415 555 0100',
          amazonTrackingId: 'jane-20',
        });
        const log = JSON.stringify(
          await query(server, 'select data from events where stream_id = $1', [`account:${res.data.userId}`]),
        );
        expect(log).not.toContain(plainPassword);
      });

      it('refuses a user name, email, handle or phone another account uses, whatever the case, and creates nothing', async () => {
        const taken = await api.registerCreator({ phone: '+1 (415) 555-0199' });
        const before = await accountCount();
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ username: taken.username.toUpperCase() }, 'This user name is already taken.'],
          [{ email: taken.email.toUpperCase() }, 'This email address is already registered.'],
          [{ handle: taken.handle.toUpperCase() }, 'This handle is already taken.'],
          [{ phone: '+14155550199' }, 'This phone number is already registered.'],
          [
            { username: taken.username, handle: taken.handle },
            'This user name is already taken. This handle is already taken.',
          ],
        ];
        for (const [overrides, message] of cases) {
          const { body } = await api.registration(overrides);
          const res = await api.post('/blogger/v3/register', body);
          expect({ status: res.status, message: res.message }).toEqual({ status: 409, message });
        }
        expect(await accountCount()).toBe(before);
      });

      it('keeps a referral code as the source code, in the inviting shop spelling, and refuses an unknown one', async () => {
        const inviter = await api.registerCreator();
        const [{ shop_code: code } = { shop_code: '' }] = await query<{ shop_code: string }>(
          server,
          'select shop_code from accounts where user_id = $1',
          [inviter.userId],
        );
        const invited = await api.registration({ referCode: code.toLowerCase() });
        const ok = await api.post('/blogger/v3/register', invited.body);
        expect(ok.status).toBe(200);
        const [row] = await query<{ source_refer_code: string }>(
          server,
          'select source_refer_code from accounts where user_id = $1',
          [ok.data.userId],
        );
        expect(row?.source_refer_code).toBe(code);

        const unknown = await api.registration({ referCode: 'NOPE2345' });
        const refused = await api.post('/blogger/v3/register', unknown.body);
        expect({ status: refused.status, message: refused.message }).toEqual({
          status: 400,
          message: 'This referral code does not exist.',
        });
        expect((await api.post('/blogger/checkUserName', { username: unknown.body.username })).data).toEqual({
          available: true,
          taken: [],
        });
      });

      it('refuses a weak, an over-long and an unreadable password, and creates nothing', async () => {
        const before = await accountCount();
        for (const [plain, message] of [
          ['short1', VALIDATION_MESSAGES.password],
          ['no digits in here', VALIDATION_MESSAGES.password],
          ['12345678901', VALIDATION_MESSAGES.password],
          [`a1${'x'.repeat(63)}`, 'Use at most 64 characters for your password.'],
        ] as const) {
          const { body } = await api.registration({}, plain);
          const res = await api.post('/blogger/v3/register', body);
          expect({ status: res.status, message: res.message }).toEqual({ status: 400, message });
        }
        const { body } = await api.registration({ password: 'QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB' });
        const unreadable = await api.post('/blogger/v3/register', body);
        expect({ status: unreadable.status, message: unreadable.message }).toEqual({
          status: 400,
          message: UNREADABLE,
        });
        expect(await accountCount()).toBe(before);
      });

      it('refuses a body the contract refuses, naming the field', async () => {
        const { body } = await api.registration();
        delete body.email;
        const res = await api.post('/blogger/v3/register', body);
        expect(res.status).toBe(400);
        expect(res.message).toContain('email');
      });

      it('registers without a handle: the account has none (handle missing first) until Additional Info saves one', async () => {
        const { body } = await api.registration();
        delete body.handle;
        const res = await api.post('/blogger/v3/register', body);
        expect(res).toMatchObject({ status: 200, code: 200, data: { username: body.username, loginType: 1 } });
        const { token } = res.data as { token: string };
        const me = await api.get(`/api/auth/auth/users/${res.data.userId}`, { token });
        expect(me.data.handle).toBeUndefined();
        const info = await api.post('/setting/getInfo', {}, { token });
        expect(info.status).toBe(200);
        expect(info.data.handle).toBeUndefined();
        expect((await api.post('/setting/v3/getInfo', {}, { token })).data.missingFields[0]).toBe('handle');

        const handle = `h_${unique()}`;
        expect((await api.post('/setting/v3/saveInfo', { handle }, { token })).status).toBe(200);
        expect((await api.post('/setting/getInfo', {}, { token })).data.handle).toBe(handle);
        // A second creator without a handle is fine too: only chosen handles are unique.
        const other = await api.registration();
        delete other.body.handle;
        expect((await api.post('/blogger/v3/register', other.body)).status).toBe(200);
      });

      it('names the shop after the user name, starting with a letter or digit', async () => {
        const n = unique();
        const { body } = await api.registration({ username: `._Dot_${n}` });
        const res = await api.post('/blogger/v3/register', body);
        expect(res.data.shopName).toBe(`dot_${n}`);
      });
    });

    describe('registration with an email code (v4)', () => {
      it('needs the code sent to the address, and uses it up', async () => {
        const { body } = await api.registration();
        const none = await api.post('/blogger/v4/register', { ...body, code: '123456' });
        expect({ status: none.status, message: none.message }).toEqual({
          status: 400,
          message: 'Ask for a verification code first.',
        });

        const code = await issueCode(server, 'register', body.email);
        const wrong = await api.post('/blogger/v4/register', {
          ...body,
          code: code === '000000' ? '111111' : '000000',
        });
        expect({ status: wrong.status, message: wrong.message }).toEqual({
          status: 400,
          message: 'The code is not correct. 4 tries left.',
        });
        expect((await api.post('/blogger/checkUserName', { username: body.username })).data.available).toBe(true);

        const ok = await api.post('/blogger/v4/register', { ...body, code });
        expect(ok.status).toBe(200);
        expect(ok.data.shopName).toBe(body.username.toLowerCase());
        const types = (
          await query<{ type: string }>(
            server,
            "select type from events where stream_id like 'verification:register-%' order by position",
          )
        ).map((r) => r.type);
        expect(types).toContain('VerificationCodeUsed');
      });

      it('refuses a code sent for another purpose', async () => {
        const { body } = await api.registration();
        const code = await issueCode(server, 'forgot', body.email);
        const res = await api.post('/blogger/v4/register', { ...body, code });
        expect({ status: res.status, message: res.message }).toEqual({
          status: 400,
          message: 'Ask for a verification code first.',
        });
      });

      it('requires the code field', async () => {
        const { body } = await api.registration();
        const res = await api.post('/blogger/v4/register', body);
        expect(res.status).toBe(400);
        expect(res.message).toContain('code');
      });
    });

    describe('availability checks', () => {
      it('says which values are taken, case-insensitively', async () => {
        const taken = await api.registerCreator({ phone: '+1 212 555 0101' });
        expect((await api.post('/blogger/checkUserName', { username: taken.username.toUpperCase() })).data).toEqual({
          available: false,
          taken: ['username'],
        });
        expect((await api.post('/blogger/checkUserName', { username: `free_${unique()}` })).data).toEqual({
          available: true,
          taken: [],
        });
        const mixed = await api.post('/blogger/checkEmailPhoneHandle', {
          email: taken.email.toUpperCase(),
          phone: '+12125550101',
          handle: `free_${unique()}`,
        });
        expect(mixed.data).toEqual({ available: false, taken: ['email', 'phone'] });
        const handle = await api.post('/blogger/checkEmailPhoneHandle', { handle: taken.handle.toUpperCase() });
        expect(handle.data).toEqual({ available: false, taken: ['handle'] });
        const free = await api.post('/blogger/checkEmailPhoneHandle', { email: `free_${unique()}@example.com` });
        expect(free.data).toEqual({ available: true, taken: [] });
      });

      it('refuses an empty check and a malformed value', async () => {
        expect((await api.post('/blogger/checkEmailPhoneHandle', {})).status).toBe(400);
        expect((await api.post('/blogger/checkUserName', { username: 'a b' })).status).toBe(400);
      });

      it('limits one client to 60 checks a minute', async () => {
        const ip = newIp();
        for (let i = 0; i < 60; i++) {
          expect((await api.post('/blogger/checkUserName', { username: `probe_${i}` }, { ip })).status).toBe(200);
        }
        const limited = await api.post('/blogger/checkUserName', { username: 'probe_61' }, { ip });
        expect(limited).toMatchObject({
          status: 429,
          message: 'Too many checks in a short time. Please wait a minute and try again.',
        });
        expect((await api.post('/blogger/checkUserName', { username: 'probe_61' }, { ip: newIp() })).status).toBe(200);
      });
    });

    describe('sign-in (v2)', () => {
      it('signs in by user name or email in any case, with a working token', async () => {
        const creator = await api.registerCreator();
        for (const name of [creator.username.toUpperCase(), creator.email.toUpperCase()]) {
          const res = await api.login(name, creator.password);
          expect(res.status).toBe(200);
          expect(res.data).toMatchObject({
            userId: creator.userId,
            username: creator.username,
            shopName: creator.shopName,
            loginType: 1,
            userType: 'new',
          });
          expect((await api.get(`/api/auth/auth/users/${creator.userId}`, { token: res.data.token })).status).toBe(200);
        }
      });

      it('answers the same for a wrong password and an unknown account', async () => {
        const creator = await api.registerCreator();
        const wrong = await api.login(creator.username, `${creator.password}x`);
        const unknown = await api.login(`nobody_${unique()}`, creator.password);
        for (const res of [wrong, unknown])
          expect({ status: res.status, code: res.code, message: res.message, data: res.data }).toEqual({
            status: 400,
            code: 400,
            message: WRONG,
            data: null,
          });
      });

      it('refuses an unreadable password without counting it', async () => {
        const creator = await api.registerCreator();
        const res = await api.post(
          '/blogger/v2/login',
          { username: creator.username, password: 'QUFBQUFBQUFBQUFBQUFBQUFBQUFB' },
          { ip: newIp() },
        );
        expect({ status: res.status, message: res.message }).toEqual({ status: 400, message: UNREADABLE });
      });

      it('locks an account after 10 failures in 15 minutes; another address is locked only by its own failures', async () => {
        const a = await api.registerCreator();
        const b = await api.registerCreator();
        const attacker = newIp();
        for (let i = 0; i < 10; i++)
          expect((await api.login(a.username, `wrong-${i}-pass`, attacker)).message).toBe(WRONG);
        const locked = 'Too many failed sign-in attempts. Try again in 15 minutes.';
        // The account is locked, from anywhere and even with the right password.
        expect(await api.login(a.username, a.password, attacker)).toMatchObject({ status: 429, message: locked });
        expect(await api.login(a.email, a.password, newIp())).toMatchObject({ status: 429, message: locked });
        // The attacking address is locked for every account; a clean address signs in to the other account.
        expect(await api.login(b.username, b.password, attacker)).toMatchObject({ status: 429, message: locked });
        expect(await api.login(b.username, b.password, newIp())).toMatchObject({ status: 200 });
      });

      it('clears the account count on success', async () => {
        const a = await api.registerCreator();
        for (let i = 0; i < 9; i++) await api.login(a.username, `wrong-${i}-pass`);
        expect((await api.login(a.username, a.password)).status).toBe(200);
        for (let i = 0; i < 9; i++) await api.login(a.username, `wrong-${i}-again`);
        expect((await api.login(a.username, a.password)).status).toBe(200);
      });
    });

    describe('sign-out', () => {
      it('revokes the token of the call; other sessions go on', async () => {
        const creator = await api.registerCreator();
        const other = (await api.login(creator.username, creator.password)).data.token as string;
        const res = await api.post('/blogger/logout', {}, { token: creator.token });
        expect(res).toMatchObject({ status: 200, data: { revokedSessions: 1 } });
        const after = await api.get(`/api/auth/auth/users/${creator.userId}`, { token: creator.token });
        expect(after).toMatchObject({ status: 401, code: 401 });
        expect((await api.post('/blogger/logout', {}, { token: creator.token })).status).toBe(401);
        expect((await api.get(`/api/auth/auth/users/${creator.userId}`, { token: other })).status).toBe(200);
      });

      it('revokes every session with allSessions', async () => {
        const creator = await api.registerCreator();
        const second = (await api.login(creator.username, creator.password)).data.token as string;
        const third = (await api.login(creator.username, creator.password)).data.token as string;
        const res = await api.post('/blogger/logout', { allSessions: true }, { token: second });
        expect(res.data).toEqual({ revokedSessions: 3 });
        for (const token of [creator.token, second, third]) {
          expect((await api.get(`/api/auth/auth/users/${creator.userId}`, { token })).status).toBe(401);
        }
      });

      it('needs a token', async () => {
        expect((await api.post('/blogger/logout', {})).status).toBe(401);
      });
    });

    describe('account record', () => {
      it('reads only one own account: any other id, existing or not, is refused alike', async () => {
        const a = await api.registerCreator();
        const b = await api.registerCreator();
        const own = await api.get(`/api/auth/auth/users/${a.userId}`, { token: a.token });
        expect(own.data).toEqual({
          id: a.userId,
          username: a.username,
          email: a.email,
          handle: a.handle,
          shopDomain: a.shopName,
          loginTypes: [1],
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
        const other = await api.get(`/api/auth/auth/users/${b.userId}`, { token: a.token });
        const missing = await api.get('/api/auth/auth/users/no-such-user', { token: a.token });
        for (const res of [other, missing])
          expect({ status: res.status, message: res.message }).toEqual({
            status: 403,
            message: 'You can only read your own account.',
          });
      });
    });

    describe('public profile', () => {
      it('shows the handle and display name, nothing private', async () => {
        const creator = await api.registerCreator({ phone: '+1 303 555 0142' });
        const res = await api.get(`/p/bloggerinfo?handle=${creator.handle.toUpperCase()}`);
        expect(res.status).toBe(200);
        expect(res.data).toEqual({ handle: creator.handle, hasBioLink: false });
        const text = JSON.stringify(res);
        for (const secret of [creator.email, creator.userId, '555 0142', 'Lovelace', creator.username])
          expect(text).not.toContain(secret);
      });

      it('answers 404 for an unknown handle', async () => {
        const res = await api.get(`/p/bloggerinfo?handle=nobody_${unique()}`);
        expect({ status: res.status, message: res.message }).toEqual({
          status: 404,
          message: 'No creator with this handle.',
        });
      });
    });

    describe('account deletion', () => {
      it('needs DELETE and the right password; a wrong proof changes nothing', async () => {
        const creator = await api.registerCreator();
        const password = await api.encrypt(creator.password);
        const noConfirm = await api.post('/blogger/destroy', { password, confirm: 'delete' }, { token: creator.token });
        expect(noConfirm.status).toBe(400);
        const wrong = await api.post(
          '/blogger/destroy',
          { password: await api.encrypt('not-it-123'), confirm: 'DELETE' },
          { token: creator.token, ip: newIp() },
        );
        expect({ status: wrong.status, message: wrong.message }).toEqual({
          status: 400,
          message: 'The password is incorrect.',
        });
        const code = await api.post(
          '/blogger/destroy',
          { code: '123456', confirm: 'DELETE' },
          { token: creator.token },
        );
        expect({ status: code.status, message: code.message }).toEqual({
          status: 400,
          message: 'This account has a password: confirm with your password, not an email code.',
        });
        const missing = await api.post('/blogger/destroy', { confirm: 'DELETE' }, { token: creator.token });
        expect(missing).toMatchObject({ status: 400, message: 'Enter your password to delete your account.' });
        const otherShop = await api.post(
          '/blogger/destroy',
          { password, confirm: 'DELETE', shopDomain: 'someone-else' },
          { token: creator.token },
        );
        expect(otherShop.status).toBe(403);
        expect((await api.get(`/api/auth/auth/users/${creator.userId}`, { token: creator.token })).status).toBe(200);
        expect((await api.login(creator.username, creator.password)).status).toBe(200);
      });

      it('removes the account, its sessions and the personal data of its events; the shop name is not given out again', async () => {
        const creator = await api.registerCreator({ phone: '+1 303 555 0177', amazonTrackingId: 'gone-20' });
        const second = (await api.login(creator.username, creator.password)).data.token as string;
        const res = await api.post(
          '/blogger/destroy',
          { password: await api.encrypt(creator.password), confirm: 'DELETE', reason: 'Testing the deletion' },
          { token: creator.token },
        );
        expect(res.status).toBe(200);
        expect(res.data).toEqual({
          shopDomain: creator.shopName,
          deletedAt: expect.any(String),
          removed: {
            sessions: 2,
            trackingIds: 1,
            shortLinks: 0,
            bioLinks: 0,
            landingPages: 0,
            galleries: 0,
            collages: 0,
            socialConnections: 0,
            subscriptions: 0,
          },
        });
        for (const token of [creator.token, second])
          expect((await api.get(`/api/auth/auth/users/${creator.userId}`, { token })).status).toBe(401);
        expect(await api.login(creator.username, creator.password)).toMatchObject({ status: 400, message: WRONG });
        expect((await api.get(`/p/bloggerinfo?handle=${creator.handle}`)).status).toBe(404);
        expect(await query(server, 'select 1 from accounts where user_id = $1', [creator.userId])).toEqual([]);

        const events = await query<{ type: string; data: unknown }>(
          server,
          'select type, data from events where stream_id = $1 order by stream_version',
          [`account:${creator.userId}`],
        );
        expect(events.map((e) => e.type)).toEqual(['AccountRegistered', 'AccountDeleted']);
        expect(events[0]?.data).toEqual({ redacted: true });
        expect(JSON.stringify(events)).not.toContain('Lovelace');
        const log = JSON.stringify(await query(server, 'select stream_id, data, metadata from events'));
        for (const personal of [creator.email, creator.username, creator.handle, '555 0177', 'gone-20'])
          expect(log).not.toContain(personal);

        // A rebuild of the read model does not bring the account back.
        await server.services.eventStore.rebuild({ projections: ['accounts'] });
        expect(await query(server, 'select 1 from accounts where user_id = $1', [creator.userId])).toEqual([]);
        expect(
          Number((await query<{ n: number }>(server, 'select count(*)::int as n from accounts'))[0]?.n),
        ).toBeGreaterThan(0);

        // The names are free again, but the shop name is retired: a new shop never inherits the old one's data.
        const again = await api.registerCreator({
          username: creator.username,
          email: creator.email,
          handle: creator.handle,
        });
        expect(again.shopName).toBe(`${creator.shopName}-2`);
      });
    });

    describe('social sign-in while it is not configured', () => {
      it('answers the port message with 503', async () => {
        const fb = await api.post('/blogger/fbTokenCheck', { accessToken: 'EAAB-x', userId: '10001' });
        expect({ status: fb.status, message: fb.message }).toEqual({
          status: 503,
          message: 'Facebook sign-in is not configured',
        });
        const url = await api.post('/blogger/getFacebookLoginUrl', { redirectUri: `${server.url}/pc/` });
        expect({ status: url.status, message: url.message }).toEqual({
          status: 503,
          message: 'Facebook sign-in is not configured',
        });
        const oauth = await api.post('/blogger/fb/oauth', {
          code: 'c',
          state: 'a'.repeat(32),
          redirectUri: `${server.url}/pc/`,
        });
        expect({ status: oauth.status, message: oauth.message }).toEqual({
          status: 503,
          message: 'Facebook sign-in is not configured',
        });
        const apple = await api.post('/blogger/appleTokenCheck', { identifyToken: 'a.b.c', userId: '001.abc.1' });
        expect({ status: apple.status, message: apple.message }).toEqual({
          status: 503,
          message: 'Apple sign-in is not configured',
        });
        // The Facebook connection of Auto DM (receive_auth_results) does not depend on sign-in: without a Facebook app
        // it goes through the built-in simulator (tests/api/auto-dm.test.ts).
      });
    });
  },
);
