import { createHash, randomBytes } from 'node:crypto';
import { createCommandHandler } from '../../events/command-handler';
import { isUniqueViolation } from '../../db/database';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors';
import {
  IdentityError,
  IdentityNotConfiguredError,
  IdentityRejectedError,
} from '../../integrations/identity/identity-errors';
import { MailDeliveryError } from '../../integrations/mail/mailer';
import type { RequestContext } from '../../operations';
import type { Services } from '../../services';
import { decryptPassword, type PasswordKeyPair } from './password-keys';
import { decideAccount, evolveAccount, initialAccountState } from './account-decider';
import { createLoginGuard } from './login-guard';
import { passwordHasher } from './password-hashes';
import { loadPasswordKeys } from './password-keys';
import { createSessions } from './sessions';
import { decideVerification, evolveVerification, initialVerificationState } from './verification-decider';

/** Everything the accounts operations share, built once per server. */
export function createAccountsContext(services: Services) {
  const { database: db, eventStore: store } = services;
  let keys: Promise<PasswordKeyPair> | undefined;
  const passwordKeys = () => (keys ??= loadPasswordKeys(db));

  return {
    services,
    db,
    store,
    mailer: services.mailer,
    identity: services.identity,
    sessions: createSessions(db, store),
    loginGuard: createLoginGuard(db, store),
    passwordKeys,
    passwords: passwordHasher(services.config.PASSWORD_HASH_COST),
    accounts: createCommandHandler(store, {
      initialState: initialAccountState,
      evolve: evolveAccount,
      decide: decideAccount,
    }),
    verifications: createCommandHandler(store, {
      initialState: initialVerificationState,
      evolve: evolveVerification,
      decide: decideVerification,
    }),

    /** The plain password the browser encrypted with our public key; a clear 400 when it cannot be read. */
    async decrypt(ciphertext: string, field = 'password'): Promise<string> {
      const plain = decryptPassword((await passwordKeys()).privateKeyPem, ciphertext);
      if (plain === undefined) {
        throw badRequest(`The ${field} could not be read. Refresh the page and try again.`);
      }
      return plain;
    },
  };
}

export type AccountsContext = ReturnType<typeof createAccountsContext>;

/** The stream of an account's own events (registration, profile, password, deletion). */
export const accountStream = (userId: string) => `account:${userId}`;

/** Stream ids of verification codes carry a hash of the address, never the address. */
export function verificationStream(purpose: string, email: string): string {
  return `verification:${purpose}-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)}`;
}

/** A referral code of 8 unambiguous characters (no 0/O, 1/I/L). */
export function newShopCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const UNIQUE_MESSAGES: Record<string, string> = {
  accounts_username_unique: 'This user name is already taken.',
  accounts_email_unique: 'This email address is already registered.',
  accounts_handle_unique: 'This handle is already taken.',
  accounts_shop_domain_unique: 'This shop name is already taken.',
  accounts_facebook_unique: 'This Facebook account is already linked to another Linkmint account.',
  accounts_apple_unique: 'This Apple ID is already linked to another Linkmint account.',
};

/**
 * Turns what the stores and integrations throw into answers for the caller: a uniqueness race in the
 * accounts table becomes the same 409 the pre-check gives, identity and mail failures their own sentences.
 */
export function asHttpError(error: unknown): unknown {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  for (const [constraint, message] of Object.entries(UNIQUE_MESSAGES)) {
    if (isUniqueViolation(cause, constraint)) return conflict(message);
  }
  if (error instanceof IdentityNotConfiguredError) return new HttpError(503, error.message);
  if (error instanceof IdentityRejectedError) return unauthorized(error.message);
  if (error instanceof IdentityError) return new HttpError(503, error.message);
  if (error instanceof MailDeliveryError) return new HttpError(503, error.message);
  return error;
}

/** Wraps a handler so its failures reach the caller through asHttpError. */
export function withAccountErrors<T extends (ctx: RequestContext) => Promise<unknown>>(handler: T): T {
  return (async (ctx: RequestContext) => {
    try {
      return await handler(ctx);
    } catch (error) {
      throw asHttpError(error);
    }
  }) as T;
}
