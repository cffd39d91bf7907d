import type { IdentityProviderName } from './identity-port';

const LABEL: Record<IdentityProviderName, string> = { facebook: 'Facebook', apple: 'Apple' };

/**
 * Why a sign-in was refused, for logs and tests. Never shown to the person: they see the message,
 * which deliberately does not tell a token thief which check failed.
 */
export type IdentityRejection = 'token-invalid' | 'token-expired' | 'wrong-app' | 'wrong-user' | 'code-invalid';

/** Base of the identity port's errors; the auth module maps each kind to its answer. */
export abstract class IdentityError extends Error {
  constructor(
    readonly provider: IdentityProviderName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The provider is off: nothing configured for it (the default). */
export class IdentityNotConfiguredError extends IdentityError {
  override name = 'IdentityNotConfiguredError';
  constructor(provider: IdentityProviderName) {
    super(provider, `${LABEL[provider]} sign-in is not configured`);
  }
}

/** The provider answered, and the token or code does not prove who the caller claims to be. */
export class IdentityRejectedError extends IdentityError {
  override name = 'IdentityRejectedError';
  constructor(
    provider: IdentityProviderName,
    readonly reason: IdentityRejection,
  ) {
    super(provider, `This ${LABEL[provider]} sign-in could not be verified. Please try again.`);
  }
}

/**
 * The provider could not be asked: unreachable, too slow, a 5xx, throttling, or an answer we cannot read.
 * `cause` says which, for the logs; it is built by us and never holds a token, a code or the app secret.
 */
export class IdentityUnavailableError extends IdentityError {
  override name = 'IdentityUnavailableError';
  constructor(provider: IdentityProviderName, cause: string) {
    super(provider, `${LABEL[provider]} sign-in is not available right now. Please try again in a few minutes.`, {
      cause: new Error(cause),
    });
  }
}
