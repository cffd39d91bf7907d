import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../db/database';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { AccountCommand, Profile } from './account-decider';
import { accountStream, newShopCode, type AccountsContext } from './accounts-context';
import {
  accountById,
  assertIdentitiesFree,
  assertNewPassword,
  freeShopDomain,
  resolveReferCode,
  type AccountRow,
} from './auth-accounts';

export interface PasswordRegistration {
  username: string;
  email: string;
  /** Optional (the contract): a creator without one is sent to Additional Info to choose it after signing in. */
  handle?: string;
  /** The plain password (already decrypted). */
  password: string;
  phone?: string;
  referCode?: string;
  profile: Profile;
  storefronts: Partial<Record<Retailer, string>>;
}

/**
 * Creates a password account with its shop: the checks registration makes (password strength, free names,
 * a real referral code), then AccountRegistered. Used by sign-up and by `npm run admin -- demo seed`.
 */
export async function registerPasswordAccount(
  context: AccountsContext,
  input: PasswordRegistration,
  now: Date,
): Promise<AccountRow> {
  const { db, store } = context;
  assertNewPassword(input.password);
  await assertIdentitiesFree(db, {
    username: input.username,
    email: input.email,
    phone: input.phone,
    handle: input.handle,
  });
  const sourceReferCode = input.referCode ? await resolveReferCode(db, input.referCode) : null;
  const passwordHash = await context.passwords.hash(input.password);
  const userId = randomUUID();
  // The shop is named after the user name; -2, -3… only when a shop made from a handle already took it.
  const shopDomain = await freeShopDomain(db, store, input.username);
  await appendRegistration(context, userId, now, () => ({
    username: input.username,
    email: input.email,
    handle: input.handle ?? null,
    shopDomain,
    passwordHash,
    sourceReferCode,
    profile: input.profile,
    storefronts: input.storefronts,
    social: null,
  }));
  const row = await accountById(db, userId);
  if (!row) throw new Error('The account was not found right after registration');
  return row;
}

type Registration = Omit<Extract<AccountCommand, { type: 'Register' }>['data'], 'userId' | 'shopCode'>;

/**
 * Appends the account's registration (sign-up with a password or a first social sign-in) with a new referral code.
 * One new code in about 10^11 collides with an existing one: another is drawn, at most three more times.
 * `recover` may change what `registration` gives for another uniqueness conflict (a social sign-up goes on
 * without an address registered meanwhile) and answers whether to try again.
 */
export async function appendRegistration(
  context: AccountsContext,
  userId: string,
  now: Date,
  registration: () => Registration,
  recover: (cause: unknown) => boolean = () => false,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await context.accounts(
        accountStream(userId),
        { type: 'Register', data: { ...registration(), userId, shopCode: newShopCode() } },
        { now },
      );
      return;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      if (attempt < 3 && (isUniqueViolation(cause, 'accounts_shop_code_unique') || recover(cause))) continue;
      throw error;
    }
  }
}
