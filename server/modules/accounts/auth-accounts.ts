import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import { ConcurrencyError } from '../../events/events';
import { badRequest, conflict } from '../../errors';
import { isStrongPassword, PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES } from '../../../src/domain/validators';
import type { components } from '../../../src/generated/api';
import { hashVerificationCode } from './secrets';
import type { ShopActivity } from './account-ports';
import { userTypeOf } from './user-type';
import {
  decideAccount,
  evolveAccount,
  initialAccountState,
  type AccountCommand,
  type AccountEvent,
  type AccountState,
  type Profile,
  type SocialProvider,
} from './account-decider';
import { accountStream, verificationStream, type AccountsContext } from './accounts-context';
import type { LoginType } from './session-events';
import {
  assertVerdict,
  checkVerdict,
  CODE_MESSAGES,
  evolveVerification,
  initialVerificationState,
  type CodePurpose,
  type VerificationEvent,
} from './verification-decider';

/** Reads of the accounts table and the rules registration, sign-in and connect account share. */

export type Schemas = components['schemas'];
export type LoginResult = Schemas['LoginResult'];

export interface AccountRow {
  user_id: string;
  username: string;
  email: string | null;
  handle: string | null;
  shop_domain: string | null;
  password_hash: string | null;
  shop_code: string;
  source_refer_code: string | null;
  profile: Profile;
  storefronts: Record<string, string>;
  facebook_id: string | null;
  apple_id: string | null;
  registered_at: Date;
}

const ACCOUNT_COLUMNS = `user_id, username, email, handle, shop_domain, password_hash, shop_code, source_refer_code,
  profile, storefronts, facebook_id, apple_id, registered_at`;

/** The one answer to a failed sign-in: it must not tell which of the two was wrong (nor whether the account exists). */
export const WRONG_CREDENTIALS = 'The user name or password is incorrect.';

export const LOGIN_TYPE: Record<'password' | SocialProvider, LoginType> = { password: 1, facebook: 2, apple: 3 };
export const PROVIDER_LABEL: Record<SocialProvider, string> = { facebook: 'Facebook', apple: 'Apple' };
export const PROVIDER_COLUMN: Record<SocialProvider, 'facebook_id' | 'apple_id'> = {
  facebook: 'facebook_id',
  apple: 'apple_id',
};

/**
 * The sign-in answer the app stores (spec §3, login response). shopName is absent until a shop is connected;
 * userType follows the shop's activity (user-type.ts).
 */
export async function loginResult(
  activity: ShopActivity,
  db: Queryable,
  row: AccountRow,
  token: string,
  loginType: LoginType,
): Promise<LoginResult> {
  const result: LoginResult = {
    token,
    userId: row.user_id,
    username: row.username,
    userType: await userTypeOf(activity, db, row.shop_domain),
    loginType,
  };
  if (row.shop_domain) result.shopName = row.shop_domain;
  if (row.email) result.email = row.email;
  if (row.profile.maiNickName) result.maiNickName = row.profile.maiNickName;
  // insUserPicture, insNickName, insUserName: absent until Instagram is connected (not part of accounts yet).
  return result;
}

export async function accountById(db: Queryable, userId: string): Promise<AccountRow | undefined> {
  return (await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where user_id = $1`, [userId])).rows[0];
}

/** By user name or email, case-insensitively (a user name cannot hold '@', so at most one account matches). */
export async function accountByLogin(db: Queryable, login: string): Promise<AccountRow | undefined> {
  const value = login.trim();
  return (
    await db.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from accounts where lower(username) = lower($1) or lower(email) = lower($1) limit 1`,
      [value],
    )
  ).rows[0];
}

export async function accountBySocial(
  db: Queryable,
  provider: SocialProvider,
  providerUserId: string,
): Promise<AccountRow | undefined> {
  return (
    await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where ${PROVIDER_COLUMN[provider]} = $1`, [
      providerUserId,
    ])
  ).rows[0];
}

/** The account that owns a shop (modules that act on a shop without a session: public pages, links of other modules). */
export async function accountByShop(db: Queryable, shopDomain: string): Promise<AccountRow | undefined> {
  return (await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where shop_domain = $1`, [shopDomain]))
    .rows[0];
}

export async function accountByHandle(db: Queryable, handle: string): Promise<AccountRow | undefined> {
  return (
    await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where lower(handle) = lower($1)`, [handle])
  ).rows[0];
}

export type Identity = 'username' | 'email' | 'phone' | 'handle';

export const TAKEN_MESSAGES: Record<Identity, string> = {
  username: 'This user name is already taken.',
  email: 'This email address is already registered.',
  phone: 'This phone number is already registered.',
  handle: 'This handle is already taken.',
};

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Which of the given values another account uses, in the contract's order. Case-insensitive for user name,
 * email and handle; phones compare by their digits, so "+1 415 555 0100" and "+14155550100" are one number.
 */
export async function takenIdentities(
  db: Queryable,
  values: Partial<Record<Identity, string | undefined>>,
  exceptUserId: string | null = null,
): Promise<Identity[]> {
  const phone = values.phone === undefined ? null : digitsOf(values.phone);
  const { rows } = await db.query<Record<Identity, boolean>>(
    `select
       exists(select 1 from accounts where lower(username) = lower($1::text) and user_id is distinct from $5) as username,
       exists(select 1 from accounts where lower(email) = lower($2::text) and user_id is distinct from $5) as email,
       exists(select 1 from accounts where $3::text <> '' and regexp_replace(profile ->> 'phone', '[^0-9]', '', 'g') = $3::text
              and user_id is distinct from $5) as phone,
       exists(select 1 from accounts where lower(handle) = lower($4::text) and user_id is distinct from $5) as handle`,
    [values.username ?? null, values.email ?? null, phone, values.handle ?? null, exceptUserId],
  );
  const row = rows[0];
  return (['username', 'email', 'phone', 'handle'] as const).filter((identity) => row?.[identity] === true);
}

/** A 409 naming every value that is taken, or nothing when all are free. */
export async function assertIdentitiesFree(
  db: Queryable,
  values: Partial<Record<Identity, string | undefined>>,
  exceptUserId: string | null = null,
): Promise<void> {
  const taken = await takenIdentities(db, values, exceptUserId);
  if (taken.length > 0) throw conflict(taken.map((identity) => TAKEN_MESSAGES[identity]).join(' '));
}

export const REFER_CODE_UNKNOWN = 'This referral code does not exist.';

/** The referral code as the inviting shop holds it; a 400 when no account has it. */
export async function resolveReferCode(db: Queryable, referCode: string): Promise<string> {
  const { rows } = await db.query<{ shop_code: string }>(
    'select shop_code from accounts where upper(shop_code) = upper($1)',
    [referCode],
  );
  const found = rows[0];
  if (!found) throw badRequest(REFER_CODE_UNKNOWN);
  return found.shop_code;
}

/**
 * The contract's password rule for a new password (RegistrationPayload: 8 to 64 characters once decrypted, a
 * letter and a digit), the app's validator. The length is checked first: an over-long password is told so, not
 * that it is weak.
 */
export function assertNewPassword(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH)
    throw badRequest(`Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`);
  if (!isStrongPassword(password)) throw badRequest(VALIDATION_MESSAGES.password);
}

const SHOP_DOMAIN_MAX = 60;

/**
 * A deleted account's shop domain is never given out again: other features keep data in streams named after
 * the shop (tracking ids, preferences), and a new shop of the same name must not inherit them. Only a hash of
 * the name is kept.
 */
export const retiredShopStream = (shopDomain: string) =>
  `shop-retired:${createHash('sha256').update(shopDomain.toLowerCase()).digest('hex').slice(0, 40)}`;

/**
 * A free shop domain made from a user name or handle: lower-cased, starting with a letter or digit (the
 * ShopDomain pattern), then -2, -3… when taken or retired. The unique index still decides a race (409 from
 * asHttpError).
 */
export async function freeShopDomain(
  db: Queryable,
  store: Pick<EventStore, 'streamVersion'>,
  base: string,
): Promise<string> {
  const root =
    base
      .toLowerCase()
      .replace(/^[^a-z0-9]+/, '')
      .slice(0, SHOP_DOMAIN_MAX) || 'shop';
  for (let n = 1; n <= 100; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    const { rows } = await db.query('select 1 from accounts where shop_domain = $1', [candidate]);
    if (rows.length === 0 && (await store.streamVersion(retiredShopStream(candidate))) === 0) return candidate;
  }
  return `${root}-${Date.now().toString(36)}`;
}

/**
 * Decides several commands on one account and appends their events together (all or nothing), retrying on a
 * concurrent change like the command handler does.
 */
export async function decideAccountCommands(
  store: Pick<EventStore, 'readStream' | 'append'>,
  userId: string,
  commands: readonly AccountCommand[],
  now: Date,
): Promise<AccountState> {
  const streamId = accountStream(userId);
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream<AccountEvent>(streamId);
    let state = history.reduce(evolveAccount, initialAccountState);
    const events: AccountEvent[] = [];
    for (const command of commands) {
      for (const event of decideAccount(command, state, { now })) {
        state = evolveAccount(state, event);
        events.push(event);
      }
    }
    if (events.length === 0) return state;
    try {
      await store.append(streamId, history.length, events);
      return state;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 2) throw error;
    }
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks an emailed code for `purpose` and uses it up, through the verification decider: a wrong guess is
 * stored (it counts towards burning the code) before the caller hears why the code was refused.
 */
export async function useVerificationCode(
  context: Pick<AccountsContext, 'store' | 'verifications'>,
  purpose: CodePurpose,
  email: string,
  code: string,
  now: Date,
): Promise<void> {
  const streamId = verificationStream(purpose, email);
  const history = await context.store.readStream<VerificationEvent>(streamId);
  const state = history.reduce(evolveVerification, initialVerificationState);
  const current = state.current;
  const matches = current !== undefined && sameHash(hashVerificationCode(code, current.salt), current.codeHash);
  const result = await context.verifications(
    streamId,
    { type: 'CheckCode', data: { matches, consume: true } },
    { now },
  );
  if (result.events.some((event) => event.type === 'VerificationCodeUsed')) return;
  const verdict = checkVerdict(state, matches, now);
  // The code was good when read but another request used it first.
  if (verdict.ok) throw badRequest(CODE_MESSAGES.used);
  assertVerdict(verdict);
}
