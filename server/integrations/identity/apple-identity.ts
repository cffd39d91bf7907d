import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { IdentityRejectedError, IdentityUnavailableError, type IdentityRejection } from './identity-errors';
import type { AppleIdentity, AppleSignIn } from './identity-port';
import { describeFetchFailure, PROVIDER_TIMEOUT_MS, type ProviderCallOptions } from './provider-calls';

export interface AppleSettings {
  /** The Services ID (web) or bundle ID (app) the tokens are issued to: their audience. */
  clientId: string;
  /** Apple's public signing keys, a JSON Web Key Set. */
  keysUrl: string;
  issuer: string;
}

/** Apple signs identity tokens with RS256 only; accepting nothing else closes the algorithm-confusion door. */
const APPLE_ALGORITHMS = ['RS256'];

/**
 * Fetching the key set failed, as opposed to the token naming a key Apple does not have.
 * Non-jose errors are fetch's own (connection refused, DNS); the three jose codes are a time-out,
 * an answer other than 200 or not JSON, and a body that is not a key set.
 */
function isKeySetOutage(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === 'ERR_JOSE_GENERIC' || error.code === 'ERR_JWKS_TIMEOUT' || error.code === 'ERR_JWKS_INVALID';
}

/**
 * Sign in with Apple: the identity token is a JWT signed by one of Apple's keys. One remote key set per
 * adapter, so jose's cache holds (keys kept 10 minutes, refetched early when a token names an unknown key,
 * at most every 30 s) and sign-ins do not fetch Apple's keys each time.
 */
export function createAppleIdentity(settings: AppleSettings, options: ProviderCallOptions = {}): AppleSignIn {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const appleKeys = createRemoteJWKSet(new URL(settings.keysUrl), { timeoutDuration: timeoutMs });

  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await appleKeys(header, token);
    } catch (error) {
      if (!isKeySetOutage(error)) throw error;
      const cause =
        error instanceof errors.JOSEError && error.code !== 'ERR_JWKS_TIMEOUT'
          ? `Apple keys: ${error.message}`
          : describeFetchFailure('Apple keys', error, timeoutMs);
      throw new IdentityUnavailableError('apple', cause);
    }
  };

  const rejected = (reason: IdentityRejection) => new IdentityRejectedError('apple', reason);

  return {
    enabled: true,
    async verify({ identityToken, userId }) {
      if (!identityToken || !userId) throw rejected('token-invalid');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(identityToken, getKey, {
          issuer: settings.issuer,
          audience: settings.clientId,
          algorithms: APPLE_ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        if (error instanceof IdentityUnavailableError) throw error;
        if (error instanceof errors.JWTExpired) throw rejected('token-expired');
        if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') throw rejected('wrong-app');
        throw rejected('token-invalid');
      }
      if (payload.sub !== userId) throw rejected('wrong-user');
      const identity: AppleIdentity = { providerUserId: payload.sub };
      if (typeof payload.email === 'string' && payload.email) identity.email = payload.email;
      const verified = readAppleBoolean(payload.email_verified);
      if (verified !== undefined) identity.emailVerified = verified;
      return identity;
    },
  };
}

/** Apple has sent email_verified both as a JSON boolean and as the strings "true" / "false". */
function readAppleBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
