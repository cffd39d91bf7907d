import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedRedirect } from '../../server/modules/accounts/auth-social';
import type { RunningServer } from '../../server/server';
import { startFakeApple, type FakeApple } from '../support/fake-apple';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { apiCaller } from '../support/api-caller';
import { startTestServer } from '../support/test-server';
import { connectSimulated, redirectUriOf } from './auto-dm-support';
import { authApi, issueCode, newIp, query, unique } from './auth-support';

const APPLE_CLIENT_ID = 'app.linkmint.web';
const WRONG = 'The user name or password is incorrect.';
const STATE_MESSAGE = 'This Facebook sign-in has expired or was already used. Please start again.';

describe.each(['pglite', 'postgres'] as const)('auth: Facebook and Apple sign-in against local fakes (%s)', (kind) => {
  let server: RunningServer;
  let api: ReturnType<typeof authApi>;
  let facebook: FakeFacebook;
  let apple: FakeApple;

  beforeAll(async () => {
    [facebook, apple] = await Promise.all([startFakeFacebook(), startFakeApple()]);
    server = await startTestServer(
      {
        FACEBOOK_APP_ID: facebook.appId,
        FACEBOOK_APP_SECRET: facebook.appSecret,
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
        APPLE_CLIENT_ID,
        APPLE_KEYS_URL: apple.keysUrl,
      },
      kind,
    );
    api = authApi(server);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([facebook?.close(), apple?.close()]);
  });

  let nextId = Math.floor(Math.random() * 1e9);
  /** A Facebook user with a live token of our app; returns its id and token. */
  function facebookUser(details: { email?: string; name?: string } = {}) {
    nextId += 1;
    const id = `7${nextId}`;
    const token = `EAAB-${id}`;
    facebook.addUser({ id, ...details });
    facebook.addToken(token, { userId: id });
    return { id, token };
  }
  const fbSignIn = (user: { id: string; token: string }) =>
    api.post('/blogger/fbTokenCheck', { accessToken: user.token, userId: user.id });

  async function appleSignIn(
    sub: string,
    claims: { email?: string } = {},
    names: { firstName?: string; lastName?: string } = {},
  ) {
    const identifyToken = await apple.sign({ sub, aud: APPLE_CLIENT_ID, ...claims });
    return api.post('/blogger/appleTokenCheck', { identifyToken, userId: sub, ...names });
  }
  const appleSub = () => `00${unique()}.${createHash('sha256').update(unique()).digest('hex').slice(0, 32)}.1234`;
  const accountCount = async () =>
    Number((await query<{ n: number }>(server, 'select count(*)::int as n from accounts'))[0]?.n);

  it('tells the sign-in page, without a session, that Facebook and Apple sign-in are offered', async () => {
    const answer = await api.get('/auth/sign-in-providers');
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ facebook: true, apple: true });
  });

  describe('Facebook', () => {
    it('creates an account without a shop on first sign-in, and signs the same account in afterwards', async () => {
      const user = facebookUser({ email: `fb_${unique()}@example.com`, name: 'Grace Hopper' });
      const first = await fbSignIn(user);
      expect(first.status).toBe(200);
      expect(first.data).toEqual({
        token: expect.any(String),
        userId: expect.any(String),
        username: `fb_${user.id}`,
        email: expect.stringContaining('@example.com'),
        maiNickName: 'Grace Hopper',
        userType: 'new',
        loginType: 2,
      });
      expect(first.data.shopName).toBeUndefined();
      const me = await api.get(`/api/auth/auth/users/${first.data.userId}`, { token: first.data.token });
      expect(me.data).toMatchObject({ username: `fb_${user.id}`, loginTypes: [2] });
      expect(me.data.shopDomain).toBeUndefined();

      const again = await fbSignIn(user);
      expect(again.data).toMatchObject({ userId: first.data.userId, loginType: 2 });
      expect(again.data.token).not.toBe(first.data.token);
    });

    it('leaves out an email another account already uses', async () => {
      const creator = await api.registerCreator();
      const user = facebookUser({ email: creator.email });
      const res = await fbSignIn(user);
      expect(res.status).toBe(200);
      expect(res.data.email).toBeUndefined();
      expect((await api.login(creator.username, creator.password)).data.userId).toBe(creator.userId);
    });

    it('refuses a token Facebook does not vouch for, and creates nothing', async () => {
      const before = await accountCount();
      const user = facebookUser();
      const res = await api.post('/blogger/fbTokenCheck', { accessToken: 'EAAB-forged', userId: user.id });
      expect({ status: res.status, message: res.message }).toEqual({
        status: 401,
        message: 'This Facebook sign-in could not be verified. Please try again.',
      });
      const otherUser = await api.post('/blogger/fbTokenCheck', { accessToken: user.token, userId: '999' });
      expect(otherUser.status).toBe(401);
      expect(await accountCount()).toBe(before);
    });

    it('adds a new shop from the handle (lower-cased, made unique), with a referral code, and the session gets the shop', async () => {
      const inviter = await api.registerCreator();
      const [{ shop_code: code } = { shop_code: '' }] = await query<{ shop_code: string }>(
        server,
        'select shop_code from accounts where user_id = $1',
        [inviter.userId],
      );
      const signedIn = (await fbSignIn(facebookUser({ email: `fb_${unique()}@example.com` }))).data;

      const badCode = await api.post(
        '/facebook/addNewShop',
        { handle: `New_${unique()}`, referCode: 'NOPE2345' },
        { token: signedIn.token },
      );
      expect({ status: badCode.status, message: badCode.message }).toEqual({
        status: 400,
        message: 'This referral code does not exist.',
      });
      const takenHandle = await api.post(
        '/facebook/addNewShop',
        { handle: inviter.handle.toUpperCase() },
        { token: signedIn.token },
      );
      expect({ status: takenHandle.status, message: takenHandle.message }).toEqual({
        status: 409,
        message: 'This handle is already taken.',
      });
      const me = await api.get(`/api/auth/auth/users/${signedIn.userId}`, { token: signedIn.token });
      expect(me.data.shopDomain).toBeUndefined();

      // The inviter's shop is named after its user name; a handle spelling that name gets "-2".
      const handle = `_${inviter.shopName.toUpperCase()}`;
      const res = await api.post(
        '/facebook/addNewShop',
        { handle, referCode: code.toLowerCase(), firstName: 'Grace' },
        { token: signedIn.token },
      );
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        token: signedIn.token,
        userId: signedIn.userId,
        shopName: `${inviter.shopName}-2`,
        loginType: 2,
      });
      const after = await api.get(`/api/auth/auth/users/${signedIn.userId}`, { token: signedIn.token });
      expect(after.data).toMatchObject({ handle, shopDomain: `${inviter.shopName}-2` });
      const [row] = await query<{ source_refer_code: string; profile: { firstName?: string } }>(
        server,
        'select source_refer_code, profile from accounts where user_id = $1',
        [signedIn.userId],
      );
      expect(row).toMatchObject({ source_refer_code: code, profile: { firstName: 'Grace' } });

      const twice = await api.post('/facebook/addNewShop', { handle: `other_${unique()}` }, { token: signedIn.token });
      expect({ status: twice.status, message: twice.message }).toEqual({
        status: 409,
        message: 'This account is already connected to a shop.',
      });
    });

    it('refuses addNewShop and bindShop to a session that did not sign in with that provider', async () => {
      const creator = await api.registerCreator();
      const add = await api.post('/facebook/addNewShop', { handle: `h_${unique()}` }, { token: creator.token });
      expect({ status: add.status, message: add.message }).toEqual({
        status: 403,
        message: 'Sign in with Facebook first.',
      });
      const bind = await api.post(
        '/apple/bindShop/v2',
        { username: creator.username, password: await api.encrypt(creator.password) },
        { token: creator.token },
      );
      expect({ status: bind.status, message: bind.message }).toEqual({
        status: 403,
        message: 'Sign in with Apple first.',
      });
    });

    it('binds the Facebook identity to an existing account proven by its password (v2)', async () => {
      const creator = await api.registerCreator();
      const user = facebookUser();
      const placeholder = (await fbSignIn(user)).data;
      const ip = newIp();

      const wrong = await api.post(
        '/facebook/bindShop/v2',
        { username: creator.username, password: await api.encrypt('wrong-pass-1') },
        { token: placeholder.token, ip },
      );
      expect({ status: wrong.status, message: wrong.message }).toEqual({ status: 400, message: WRONG });
      const unknown = await api.post(
        '/facebook/bindShop/v2',
        { username: `nobody_${unique()}`, password: await api.encrypt(creator.password) },
        { token: placeholder.token, ip },
      );
      expect({ status: unknown.status, message: unknown.message }).toEqual({ status: 400, message: WRONG });

      const res = await api.post(
        '/facebook/bindShop/v2',
        { username: creator.email.toUpperCase(), password: await api.encrypt(creator.password) },
        { token: placeholder.token, ip },
      );
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        userId: creator.userId,
        username: creator.username,
        shopName: creator.shopName,
        loginType: 2,
      });
      // The placeholder made by the first sign-in is gone with its session; Facebook now signs in to the shop.
      expect((await api.get(`/api/auth/auth/users/${placeholder.userId}`, { token: placeholder.token })).status).toBe(
        401,
      );
      expect(await query(server, 'select 1 from accounts where user_id = $1', [placeholder.userId])).toEqual([]);
      const again = await fbSignIn(user);
      expect(again.data).toMatchObject({ userId: creator.userId, shopName: creator.shopName, loginType: 2 });
      const me = await api.get(`/api/auth/auth/users/${creator.userId}`, { token: again.data.token });
      expect(me.data.loginTypes).toEqual([1, 2]);
      expect((await api.login(creator.username, creator.password)).status).toBe(200);

      // A second Facebook identity cannot take the same account.
      const intruder = (await fbSignIn(facebookUser())).data;
      const taken = await api.post(
        '/facebook/bindShop/v2',
        { username: creator.username, password: await api.encrypt(creator.password) },
        { token: intruder.token, ip },
      );
      expect({ status: taken.status, message: taken.message }).toEqual({
        status: 409,
        message: 'This Linkmint account is already linked to another Facebook account.',
      });
      expect((await api.get(`/api/auth/auth/users/${intruder.userId}`, { token: intruder.token })).status).toBe(200);
    });

    it('signs in through the redirect flow with a one-time state bound to the redirect address', async () => {
      const redirectUri = `${server.url}/pc/facebook-callback`;
      const started = await api.post('/blogger/getFacebookLoginUrl', { redirectUri });
      expect(started.status).toBe(200);
      expect(started.data.state).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
      const dialog = new URL(started.data.url);
      expect(Object.fromEntries(dialog.searchParams)).toMatchObject({
        client_id: facebook.appId,
        redirect_uri: redirectUri,
        state: started.data.state,
        response_type: 'code',
      });

      const user = facebookUser({ name: 'Redirect Rita' });
      const code = `code-${unique()}`;
      facebook.addCode(code, { accessToken: user.token, redirectUri });
      const res = await api.post('/blogger/fb/oauth', { code, state: started.data.state, redirectUri });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ username: `fb_${user.id}`, maiNickName: 'Redirect Rita', loginType: 2 });

      const replay = await api.post('/blogger/fb/oauth', { code, state: started.data.state, redirectUri });
      expect({ status: replay.status, message: replay.message }).toEqual({ status: 400, message: STATE_MESSAGE });
      const unknown = await api.post('/blogger/fb/oauth', { code, state: 'x'.repeat(32), redirectUri });
      expect({ status: unknown.status, message: unknown.message }).toEqual({ status: 400, message: STATE_MESSAGE });
      // The state of the log is a hash: the state itself is stored nowhere.
      expect(
        JSON.stringify(
          await query(server, "select stream_id, data from events where stream_id like 'facebook-login:%'"),
        ),
      ).not.toContain(started.data.state);
    });

    it('refuses a redirect address elsewhere, and a state used with another address (which uses it up)', async () => {
      const elsewhere = await api.post('/blogger/getFacebookLoginUrl', { redirectUri: 'https://evil.example/cb' });
      expect({ status: elsewhere.status, message: elsewhere.message }).toEqual({
        status: 400,
        message: 'This address is not allowed to receive a Facebook sign-in.',
      });
      const redirectUri = `${server.url}/pc/facebook-callback`;
      const { state } = (await api.post('/blogger/getFacebookLoginUrl', { redirectUri })).data;
      const user = facebookUser();
      const code = `code-${unique()}`;
      facebook.addCode(code, { accessToken: user.token, redirectUri });
      const other = await api.post('/blogger/fb/oauth', { code, state, redirectUri: `${server.url}/pc/other` });
      expect({ status: other.status, message: other.message }).toEqual({ status: 400, message: STATE_MESSAGE });
      const after = await api.post('/blogger/fb/oauth', { code, state, redirectUri });
      expect(after.status).toBe(400);
    });

    it('checks redirect addresses against FACEBOOK_REDIRECT_URIS when it is set', () => {
      expect(
        isAllowedRedirect('https://app.linkmint.test/pc/', ['https://app.linkmint.test/pc/'], 'evil.example'),
      ).toBe(true);
      expect(
        isAllowedRedirect('https://app.linkmint.test/pc/x', ['https://app.linkmint.test/pc/'], 'app.linkmint.test'),
      ).toBe(false);
      expect(isAllowedRedirect('http://127.0.0.1:9/pc/', undefined, '127.0.0.1:9')).toBe(true);
      expect(isAllowedRedirect('http://127.0.0.1:9/pc/', undefined, undefined)).toBe(false);
    });

    it('connects Facebook for Auto DM through the simulator while sign-in uses the Facebook app; a sign-in without a shop is refused', async () => {
      const creator = await api.registerCreator();
      const connected = await connectSimulated(apiCaller(server.url), server, creator.token);
      expect(connected.data).toMatchObject({ hasAuth: true, missingScopes: [] });
      const events = await query<{ data: { shopDomain: string } }>(
        server,
        'select data from events where stream_id = $1 order by stream_version',
        [`auto-dm-connection:${creator.shopName}`],
      );
      expect(events.map((e) => e.data.shopDomain)).toEqual([creator.shopName, creator.shopName, creator.shopName]);

      const noShop = (await fbSignIn(facebookUser())).data;
      const redirectUri = redirectUriOf(server);
      const withoutShop = await api.post('/chat/get_facebook_connect_url', { redirectUri }, { token: noShop.token });
      expect({ status: withoutShop.status, message: withoutShop.message }).toEqual({
        status: 403,
        message: 'Connect your account to a shop first.',
      });
      const results = await api.post(
        '/chat/receive_auth_results',
        { code: 'sim.x', state: 'x'.repeat(32), redirectUri },
        { token: noShop.token },
      );
      expect({ status: results.status, message: results.message }).toEqual({
        status: 403,
        message: 'Connect your account to a shop first.',
      });
    });
  });

  describe('Apple', () => {
    it('creates an account without email or shop, asks for the email when adding the shop, then signs it in', async () => {
      const sub = appleSub();
      const first = await appleSignIn(sub, {}, { firstName: 'Tim', lastName: 'Apple' });
      expect(first.status).toBe(200);
      const expectedName = `apple_${createHash('sha256').update(sub).digest('hex').slice(0, 12)}`;
      expect(first.data).toEqual({
        token: expect.any(String),
        userId: expect.any(String),
        username: expectedName,
        userType: 'new',
        loginType: 3,
      });

      const handle = `tim_${unique()}`;
      const noEmail = await api.post('/apple/addNewShop', { handle }, { token: first.data.token });
      expect({ status: noEmail.status, message: noEmail.message }).toEqual({
        status: 400,
        message: 'Enter your email address: Apple did not share it.',
      });
      const creator = await api.registerCreator();
      const takenEmail = await api.post(
        '/apple/addNewShop',
        { handle, email: creator.email.toUpperCase() },
        { token: first.data.token },
      );
      expect({ status: takenEmail.status, message: takenEmail.message }).toEqual({
        status: 409,
        message: 'This email address is already registered.',
      });

      const email = `tim_${unique()}@example.com`;
      const added = await api.post('/apple/addNewShop', { handle, email }, { token: first.data.token });
      expect(added.data).toMatchObject({ shopName: handle, email, loginType: 3 });

      const again = await appleSignIn(sub);
      expect(again.data).toMatchObject({ userId: first.data.userId, shopName: handle, email, loginType: 3 });
      const [row] = await query<{ profile: Record<string, string> }>(
        server,
        'select profile from accounts where user_id = $1',
        [first.data.userId],
      );
      expect(row?.profile).toMatchObject({ firstName: 'Tim', lastName: 'Apple' });
    });

    it('refuses a token not signed by Apple or issued for another subject', async () => {
      const sub = appleSub();
      const forged = await apple.sign({ sub, aud: APPLE_CLIENT_ID, forged: true });
      const res = await api.post('/blogger/appleTokenCheck', { identifyToken: forged, userId: sub });
      expect({ status: res.status, message: res.message }).toEqual({
        status: 401,
        message: 'This Apple sign-in could not be verified. Please try again.',
      });
      const other = await api.post('/blogger/appleTokenCheck', {
        identifyToken: await apple.sign({ sub, aud: APPLE_CLIENT_ID }),
        userId: appleSub(),
      });
      expect(other.status).toBe(401);
    });

    it('binds the Apple identity to an existing account (v2)', async () => {
      const creator = await api.registerCreator();
      const sub = appleSub();
      const placeholder = (await appleSignIn(sub, { email: `relay_${unique()}@privaterelay.appleid.com` })).data;
      const res = await api.post(
        '/apple/bindShop/v2',
        { username: creator.username, password: await api.encrypt(creator.password) },
        { token: placeholder.token, ip: newIp() },
      );
      expect(res.data).toMatchObject({
        userId: creator.userId,
        shopName: creator.shopName,
        email: creator.email,
        loginType: 3,
      });
      expect((await appleSignIn(sub)).data).toMatchObject({ userId: creator.userId, shopName: creator.shopName });
    });
  });

  describe('deleting an account without a password', () => {
    it('takes an email code of purpose destroy instead, and erases the provider identity too', async () => {
      const email = `del_${unique()}@example.com`;
      const user = facebookUser({ email, name: 'Delete Me' });
      const signedIn = (await fbSignIn(user)).data;
      const handle = `del_${unique()}`;
      await api.post('/facebook/addNewShop', { handle }, { token: signedIn.token });
      expect((await connectSimulated(apiCaller(server.url), server, signedIn.token)).data.hasAuth).toBe(true);

      const withPassword = await api.post(
        '/blogger/destroy',
        { confirm: 'DELETE', password: await api.encrypt('whatever-1') },
        { token: signedIn.token },
      );
      expect({ status: withPassword.status, message: withPassword.message }).toEqual({
        status: 400,
        message: 'This account has no password: confirm with the code sent to your email.',
      });
      const noCode = await api.post('/blogger/destroy', { confirm: 'DELETE' }, { token: signedIn.token });
      expect(noCode).toMatchObject({
        status: 400,
        message: 'Enter the code sent to your email to delete your account.',
      });
      const wrongPurpose = await issueCode(server, 'forgot', email);
      const refused = await api.post(
        '/blogger/destroy',
        { confirm: 'DELETE', code: wrongPurpose },
        { token: signedIn.token },
      );
      expect(refused).toMatchObject({ status: 400, message: 'Ask for a verification code first.' });

      const code = await issueCode(server, 'destroy', email);
      const res = await api.post('/blogger/destroy', { confirm: 'DELETE', code }, { token: signedIn.token });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ shopDomain: handle, removed: { sessions: 1, socialConnections: 2 } });
      expect((await api.get(`/p/bloggerinfo?handle=${handle}`)).status).toBe(404);
      const log = JSON.stringify(
        await query(server, 'select data from events where stream_id = any($1::text[])', [
          [`account:${signedIn.userId}`, `auto-dm-connection:${handle}`],
        ]),
      );
      for (const personal of [email, user.id, 'Delete Me', handle]) expect(log).not.toContain(personal);

      // The same Facebook user starts afresh.
      const fresh = await fbSignIn(user);
      expect(fresh.data.userId).not.toBe(signedIn.userId);
      expect(fresh.data.shopName).toBeUndefined();
    });
  });
});
