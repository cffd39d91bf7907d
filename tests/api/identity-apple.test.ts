import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppleIdentity } from '../../server/integrations/identity/apple-identity';
import { IdentityRejectedError, IdentityUnavailableError } from '../../server/integrations/identity/identity-errors';
import type { AppleSignIn } from '../../server/integrations/identity/identity-port';
import { FAKE_APPLE_ISSUER, FAKE_APPLE_KID, startFakeApple, type FakeApple } from '../support/fake-apple';
import { closedLoopbackUrl } from '../support/fake-provider-support';

const CLIENT_ID = 'app.linkmint.web';
const USER = '001234.5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f.1234';
const REJECTED_TEXT = 'This Apple sign-in could not be verified. Please try again.';

describe('Sign in with Apple: identity tokens against the keys of a fake Apple on loopback', () => {
  let fake: FakeApple;
  let apple: AppleSignIn;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const adapter = (keysUrl = fake.keysUrl) =>
    createAppleIdentity({ clientId: CLIENT_ID, keysUrl, issuer: FAKE_APPLE_ISSUER }, { timeoutMs: 2_000 });

  async function rejection(identityToken: string, userId = USER) {
    const error = await apple.verify({ identityToken, userId }).then(
      () => expect.fail('expected the token to be rejected'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IdentityRejectedError);
    expect((error as Error).message).toBe(REJECTED_TEXT);
    return (error as IdentityRejectedError).reason;
  }

  beforeAll(async () => {
    fake = await startFakeApple();
    apple = adapter();
  });
  afterAll(() => fake?.close());

  it('returns the subject and email of a valid token', async () => {
    const identityToken = await fake.sign({
      sub: USER,
      aud: CLIENT_ID,
      email: 'ada@privaterelay.appleid.com',
      email_verified: true,
    });
    await expect(apple.verify({ identityToken, userId: USER })).resolves.toEqual({
      providerUserId: USER,
      email: 'ada@privaterelay.appleid.com',
      emailVerified: true,
    });
  });

  it('reads email_verified sent as a string, and leaves out an email the person did not share', async () => {
    const withString = await fake.sign({
      sub: USER,
      aud: CLIENT_ID,
      email: 'ada@example.com',
      email_verified: 'false',
    });
    await expect(apple.verify({ identityToken: withString, userId: USER })).resolves.toEqual({
      providerUserId: USER,
      email: 'ada@example.com',
      emailVerified: false,
    });
    const withoutEmail = await fake.sign({ sub: USER, aud: CLIENT_ID });
    await expect(apple.verify({ identityToken: withoutEmail, userId: USER })).resolves.toEqual({
      providerUserId: USER,
    });
  });

  it("fetches Apple's keys once and keeps them", async () => {
    const cached = adapter();
    const before = fake.keyFetches();
    for (let i = 0; i < 3; i++) {
      await cached.verify({ identityToken: await fake.sign({ sub: USER, aud: CLIENT_ID }), userId: USER });
    }
    expect(fake.keyFetches() - before).toBe(1);
  });

  it('rejects a token for another app (audience)', async () => {
    expect(await rejection(await fake.sign({ sub: USER, aud: 'com.someone.else' }))).toBe('wrong-app');
  });

  it('rejects a token from another issuer', async () => {
    expect(await rejection(await fake.sign({ sub: USER, aud: CLIENT_ID, iss: 'https://appleid.example.net' }))).toBe(
      'token-invalid',
    );
  });

  it('rejects an expired token', async () => {
    const iat = nowSeconds() - 3_600;
    expect(await rejection(await fake.sign({ sub: USER, aud: CLIENT_ID, iat, exp: iat + 600 }))).toBe('token-expired');
  });

  it("rejects a token signed by another key, under Apple's key id or an unknown one", async () => {
    expect(await rejection(await fake.sign({ sub: USER, aud: CLIENT_ID, forged: true }))).toBe('token-invalid');
    expect(await rejection(await fake.sign({ sub: USER, aud: CLIENT_ID, forged: true, kid: 'not-apples' }))).toBe(
      'token-invalid',
    );
  });

  it('rejects a valid token of another person', async () => {
    expect(await rejection(await fake.sign({ sub: USER, aud: CLIENT_ID }), '000999.other.0001')).toBe('wrong-user');
  });

  it('rejects a token signed with a shared secret (HS256) and a token that is not a JWT', async () => {
    const hs256 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: FAKE_APPLE_KID })
      .setIssuer(FAKE_APPLE_ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject(USER)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a-secret-anyone-could-guess-1234'));
    expect(await rejection(hs256)).toBe('token-invalid');
    expect(await rejection('not.a.jwt')).toBe('token-invalid');
    expect(await rejection('')).toBe('token-invalid');
  });

  it('says Apple is unavailable when its keys cannot be fetched', async () => {
    const identityToken = await fake.sign({ sub: USER, aud: CLIENT_ID });
    const down = adapter(`${await closedLoopbackUrl()}/auth/keys`);
    const refused = await down.verify({ identityToken, userId: USER }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IdentityUnavailableError);
    expect(refused).toMatchObject({
      message: 'Apple sign-in is not available right now. Please try again in a few minutes.',
    });
    expect(String((refused as Error).cause)).toContain('ECONNREFUSED');

    fake.failWith(500);
    try {
      const failing = await adapter()
        .verify({ identityToken, userId: USER })
        .catch((e: unknown) => e);
      expect(failing).toBeInstanceOf(IdentityUnavailableError);
    } finally {
      fake.failWith(null);
    }
  });
});
