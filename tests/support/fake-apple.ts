import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { serveFake } from './fake-provider-support';

/**
 * A fake of Sign in with Apple's key endpoint on loopback: a JSON Web Key Set holding one RS256 public key
 * made by jose, and a signer that issues identity tokens the way Apple does (iss, aud, sub, iat, exp, email,
 * email_verified). It can also sign with a key Apple does not publish, to play a forger.
 */

export const FAKE_APPLE_ISSUER = 'https://appleid.apple.com';
export const FAKE_APPLE_KID = 'fake-apple-key-1';

export interface FakeAppleToken {
  sub: string;
  aud: string;
  iss?: string;
  email?: string;
  /** Apple has sent this both as a boolean and as a string. */
  email_verified?: boolean | 'true' | 'false';
  /** Seconds since the epoch; default: now. */
  iat?: number;
  /** Seconds since the epoch; default: ten minutes after iat, as Apple does. */
  exp?: number;
  /** Sign with a key the endpoint does not publish (under the published kid unless `kid` says otherwise). */
  forged?: boolean;
  kid?: string;
}

export interface FakeApple {
  /** For APPLE_KEYS_URL. */
  readonly keysUrl: string;
  sign(token: FakeAppleToken): Promise<string>;
  /** The key endpoint answers with this status from now on, or null for normal service. */
  failWith(status: ContentfulStatusCode | null): void;
  /** How many times the key set was fetched. */
  readonly keyFetches: () => number;
  close(): Promise<void>;
}

export async function startFakeApple(): Promise<FakeApple> {
  const apple = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(apple.publicKey)), kid: FAKE_APPLE_KID, use: 'sig', alg: 'RS256' };
  let failure: ContentfulStatusCode | null = null;
  let fetches = 0;

  const app = new Hono();
  app.get('/auth/keys', (c) => {
    fetches += 1;
    if (failure !== null) return c.json({ error: 'server_error' }, failure);
    return c.json({ keys: [publicJwk] });
  });
  const server = await serveFake(app);

  return {
    keysUrl: `${server.url}/auth/keys`,
    async sign(token) {
      const iat = token.iat ?? Math.floor(Date.now() / 1000);
      const claims: JWTPayload = { auth_time: iat };
      if (token.email !== undefined) claims.email = token.email;
      if (token.email_verified !== undefined) claims.email_verified = token.email_verified;
      const key: CryptoKey = token.forged ? forger.privateKey : apple.privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: token.kid ?? FAKE_APPLE_KID })
        .setIssuer(token.iss ?? FAKE_APPLE_ISSUER)
        .setAudience(token.aud)
        .setSubject(token.sub)
        .setIssuedAt(iat)
        .setExpirationTime(token.exp ?? iat + 600)
        .sign(key);
    },
    failWith: (status) => {
      failure = status;
    },
    keyFetches: () => fetches,
    close: server.close,
  };
}
