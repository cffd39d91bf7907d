import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFacebookGraphIdentity } from '../../server/integrations/identity/facebook-graph-identity';
import { IdentityRejectedError, IdentityUnavailableError } from '../../server/integrations/identity/identity-errors';
import type { FacebookSignIn } from '../../server/integrations/identity/identity-port';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { closedLoopbackUrl, everythingAbout } from '../support/fake-provider-support';

const DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
const REJECTED_TEXT = 'This Facebook sign-in could not be verified. Please try again.';

describe('Facebook sign-in through the Graph API (against a fake Graph on loopback)', () => {
  let fake: FakeFacebook;
  let facebook: FacebookSignIn;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const adapter = (overrides: { graphUrl?: string; appSecret?: string; timeoutMs?: number } = {}) =>
    createFacebookGraphIdentity(
      {
        appId: fake.appId,
        appSecret: overrides.appSecret ?? fake.appSecret,
        graphUrl: overrides.graphUrl ?? fake.graphUrl,
        dialogUrl: DIALOG_URL,
      },
      { timeoutMs: overrides.timeoutMs ?? 2_000 },
    );

  /** The error a call fails with, after checking it reveals neither the app secret nor the token. */
  async function failure(call: Promise<unknown>, ...secrets: string[]): Promise<unknown> {
    const error = await call.then(
      () => expect.fail('expected the call to fail'),
      (e: unknown) => e,
    );
    const revealed = everythingAbout(error);
    for (const secret of [fake.appSecret, ...secrets]) expect(revealed).not.toContain(secret);
    return error;
  }

  beforeAll(async () => {
    fake = await startFakeFacebook();
    fake.addUser({
      id: '10001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: 'https://cdn.example/ada.jpg',
    });
    fake.addUser({ id: '10002', name: 'Grace Hopper', silhouette: true });
    fake.addToken('EAAB-ada', { userId: '10001' });
    fake.addToken('EAAB-grace', { userId: '10002', expiresAt: 0 });
    fake.addToken('EAAB-other-app', { userId: '10001', appId: '999999' });
    fake.addToken('EAAB-expired', { userId: '10001', expiresAt: nowSeconds() - 10 });
    fake.addToken('EAAB-revoked', { userId: '10001', isValid: false });
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.failWith(null);
    fake.delay(0);
    facebook = adapter();
  });

  it('returns the profile of a valid token, checked with debug_token and read from /me', async () => {
    const callsBefore = fake.calls.length;
    await expect(facebook.verify({ accessToken: 'EAAB-ada', userId: '10001' })).resolves.toEqual({
      providerUserId: '10001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: 'https://cdn.example/ada.jpg',
    });
    expect(fake.calls.slice(callsBefore)).toEqual(['/v19.0/debug_token', '/v19.0/me']);
    // /me carried a correct appsecret_proof (the fake refuses a wrong one), and never the secret itself.
    const me = fake.queries.at(-1);
    expect(me?.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    expect([...(me?.values() ?? [])]).not.toContain(fake.appSecret);
  });

  it('leaves out what the person did not share, and the placeholder picture; a token with expires_at 0 never expires', async () => {
    await expect(facebook.verify({ accessToken: 'EAAB-grace', userId: '10002' })).resolves.toEqual({
      providerUserId: '10002',
      name: 'Grace Hopper',
    });
  });

  it.each([
    ['a token of another app', 'EAAB-other-app', '10001', 'wrong-app'],
    ['a token of another user', 'EAAB-ada', '10002', 'wrong-user'],
    ['an expired token', 'EAAB-expired', '10001', 'token-expired'],
    ['a revoked token', 'EAAB-revoked', '10001', 'token-invalid'],
    ['a token Facebook never issued', 'made-up-token', '10001', 'token-invalid'],
    ['an empty token', '', '10001', 'token-invalid'],
  ])('rejects %s', async (_, accessToken, userId, reason) => {
    const error = await failure(facebook.verify({ accessToken, userId }), ...(accessToken ? [accessToken] : []));
    expect(error).toBeInstanceOf(IdentityRejectedError);
    expect(error).toMatchObject({ provider: 'facebook', reason, message: REJECTED_TEXT });
  });

  it('says Facebook is unavailable when nothing listens at the Graph URL', async () => {
    const down = adapter({ graphUrl: `${await closedLoopbackUrl()}/v19.0` });
    const error = await failure(down.verify({ accessToken: 'EAAB-ada', userId: '10001' }), 'EAAB-ada');
    expect(error).toBeInstanceOf(IdentityUnavailableError);
    expect(error).toMatchObject({
      message: 'Facebook sign-in is not available right now. Please try again in a few minutes.',
    });
    expect(String((error as Error).cause)).toContain('ECONNREFUSED');
  });

  it('says Facebook is unavailable when Graph answers 500', async () => {
    fake.failWith(500);
    const error = await failure(facebook.verify({ accessToken: 'EAAB-ada', userId: '10001' }), 'EAAB-ada');
    expect(error).toBeInstanceOf(IdentityUnavailableError);
    expect(String((error as Error).cause)).toContain('HTTP 500');
  });

  it('treats throttling as unavailable, not as a refused sign-in', async () => {
    fake.failWith(400, 4);
    const error = await failure(facebook.verify({ accessToken: 'EAAB-ada', userId: '10001' }));
    expect(error).toBeInstanceOf(IdentityUnavailableError);
  });

  it('gives up after the time-out', async () => {
    fake.delay(1_000);
    const slow = adapter({ timeoutMs: 100 });
    const started = Date.now();
    const error = await failure(slow.verify({ accessToken: 'EAAB-ada', userId: '10001' }));
    expect(error).toBeInstanceOf(IdentityUnavailableError);
    expect(String((error as Error).cause)).toContain('no answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('blames the configuration, not the person, when Graph refuses our app secret, and never repeats the secret', async () => {
    const misconfigured = adapter({ appSecret: 'the-wrong-secret-0000' });
    const error = await failure(
      misconfigured.verify({ accessToken: 'EAAB-ada', userId: '10001' }),
      'the-wrong-secret-0000',
    );
    expect(error).toBeInstanceOf(IdentityUnavailableError);
    expect(String((error as Error).cause)).toContain('FACEBOOK_APP_SECRET');
  });

  it('builds the login dialog URL for the code flow', () => {
    const url = new URL(facebook.loginUrl({ state: 'st-123', redirectUri: 'https://linkmint.test/blogger/fb/oauth' }));
    expect(`${url.origin}${url.pathname}`).toBe(DIALOG_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.appId,
      redirect_uri: 'https://linkmint.test/blogger/fb/oauth',
      state: 'st-123',
      response_type: 'code',
      scope: 'public_profile,email',
    });
  });

  it('exchanges a code once, for a token whose owner it reports', async () => {
    const redirectUri = 'https://linkmint.test/blogger/fb/oauth';
    fake.addCode('code-1', { accessToken: 'EAAB-ada', redirectUri });
    await expect(facebook.exchangeCode({ code: 'code-1', redirectUri })).resolves.toEqual({
      accessToken: 'EAAB-ada',
      userId: '10001',
    });
    const reused = await failure(facebook.exchangeCode({ code: 'code-1', redirectUri }), 'code-1');
    expect(reused).toMatchObject({ name: 'IdentityRejectedError', reason: 'code-invalid' });
  });

  it('refuses a code sent back to another redirect URI', async () => {
    fake.addCode('code-2', { accessToken: 'EAAB-ada', redirectUri: 'https://linkmint.test/blogger/fb/oauth' });
    const error = await failure(facebook.exchangeCode({ code: 'code-2', redirectUri: 'https://evil.test/cb' }));
    expect(error).toMatchObject({ name: 'IdentityRejectedError', reason: 'code-invalid' });
  });

  it('says Facebook is unavailable when the code exchange meets an outage', async () => {
    fake.failWith(503);
    const error = await failure(facebook.exchangeCode({ code: 'code-3', redirectUri: 'https://linkmint.test/cb' }));
    expect(error).toBeInstanceOf(IdentityUnavailableError);
  });
});
