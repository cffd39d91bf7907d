import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../db/database';
import { hashPassword } from './password-hashes';
import type { Profile, Retailer } from './account-decider';
import { newShopCode, type AccountsContext } from './accounts-context';
import { accountById, assertIdentitiesFree, assertNewPassword, freeShopDomain, resolveReferCode, type AccountRow } from './auth-accounts';

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
export async function registerPasswordAccount(context: AccountsContext, input: PasswordRegistration, now: Date): Promise<AccountRow> {
  const { db, store } = context;
  assertNewPassword(input.password);
  await assertIdentitiesFree(db, { username: input.username, email: input.email, phone: input.phone, handle: input.handle });
  const sourceReferCode = input.referCode ? await resolveReferCode(db, input.referCode) : null;
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  // The shop is named after the user name; -2, -3… only when a shop made from a handle already took it.
  const shopDomain = await freeShopDomain(db, store, input.username);
  for (let attempt = 0; ; attempt++) {
    try {
      await context.accounts(
        `account:${userId}`,
        {
          type: 'Register',
          data: {
            userId,
            username: input.username,
            email: input.email,
            handle: input.handle ?? null,
            shopDomain,
            passwordHash,
            shopCode: newShopCode(),
            sourceReferCode,
            profile: input.profile,
            storefronts: input.storefronts,
            social: null,
          },
        },
        { now },
      );
      break;
    } catch (error) {
      // One new referral code in about 10^11 collides with an existing one: draw another.
      const cause = (error as { cause?: unknown }).cause ?? error;
      if (attempt < 3 && isUniqueViolation(cause, 'accounts_shop_code_unique')) continue;
      throw error;
    }
  }
  const row = await accountById(db, userId);
  if (!row) throw new Error('The account was not found right after registration');
  return row;
}
