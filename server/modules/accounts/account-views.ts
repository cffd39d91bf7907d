import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import { notFound } from '../../errors';
import { ACCOUNT_MESSAGES } from './account-decider';
import { accountById, type AccountRow } from './auth-accounts';
import type { UserType } from './user-type';
import { STOREFRONT_FIELD } from './account-storefronts';
import type { TrackingIdLists } from './account-ports';

/** What the account operations read about an account (the `accounts` read model) and the views built from it. */

type Schemas = components['schemas'];
export type UserInfo = Schemas['UserInfo'];
export type SettingsForm = Schemas['SettingsForm'];
export type StorefrontUrls = Schemas['StorefrontUrls'];
export type MissingField = Schemas['ProfileCompletion']['missingFields'][number];

export type { AccountRow };

/** The account of a signed-in session; 404 if it was deleted in the meantime. */
export async function loadAccount(db: Queryable, userId: string): Promise<AccountRow> {
  const row = await accountById(db, userId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.missing);
  return row;
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const found = await db.query<{ user_id: string }>('select user_id from accounts where lower(email) = lower($1)', [
    email.trim(),
  ]);
  const id = found.rows[0]?.user_id;
  return id ? accountById(db, id) : undefined;
}

/** How the session signed in (spec §6 login types); 1 when the session row is somehow gone. */
export async function loginTypeOf(db: Queryable, sessionId: string): Promise<1 | 2 | 3> {
  const found = await db.query<{ login_type: number }>('select login_type from sessions where session_id = $1', [
    sessionId,
  ]);
  const type = found.rows[0]?.login_type;
  return type === 2 || type === 3 ? type : 1;
}

/** Empty strings count as absent: the form sends them for cleared fields. */
const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const optional = <K extends string>(key: K, value: string | null | undefined) =>
  (present(value) ? { [key]: value } : {}) as Partial<Record<K, string>>;

export function storefrontUrlsOf(row: Pick<AccountRow, 'storefronts'>): StorefrontUrls {
  return {
    ...optional(STOREFRONT_FIELD.amazon, row.storefronts.amazon),
    ...optional(STOREFRONT_FIELD.target, row.storefronts.target),
    ...optional(STOREFRONT_FIELD.walmart, row.storefronts.walmart),
  };
}

/**
 * The creator record of the session. Plans and Instagram belong to modules that do not exist yet: until they
 * do, every shop is on the free plan (0, not pro) and has no Instagram account connected. userType is the
 * sign-in answer's rule (user-type.ts), read by the caller, so the two never disagree.
 */
export function userInfoOf(
  row: AccountRow,
  session: { shopDomain: string; loginType: 1 | 2 | 3 },
  userType: UserType,
): UserInfo {
  return {
    userId: row.user_id,
    shopDomain: session.shopDomain,
    username: row.username,
    // A social sign-in without an address has none until the creator gives one.
    ...optional('email', row.email),
    ...optional('handle', row.handle),
    ...optional('maiNickName', row.profile.maiNickName),
    ...optional('maiUserPicture', row.profile.avatarUrl),
    referCode: row.shop_code,
    ...optional('sourceReferCode', row.source_refer_code),
    planId: 0,
    userType,
    loginType: session.loginType,
    isPro: false,
    createdAt: row.registered_at.toISOString(),
  };
}

/** The Account info form; `preselected` is the chosen Amazon id as the list spells it (absent once removed from it). */
export function settingsFormOf(
  row: AccountRow,
  trackingIds: TrackingIdLists,
  preselected: string | undefined,
): SettingsForm {
  const p = row.profile;
  return {
    ...optional('maiNickName', p.maiNickName),
    ...optional('maiUserPicture', p.avatarUrl),
    ...optional('firstName', p.firstName),
    ...optional('lastName', p.lastName),
    email: row.email ?? '',
    ...optional('phone', p.phone),
    ...optional('handle', row.handle),
    ...optional('industry', p.industry),
    ...(present(p.numbersOfFollowers)
      ? { numbersOfFollowers: p.numbersOfFollowers as SettingsForm['numbersOfFollowers'] }
      : {}),
    ...optional('referCode', row.source_refer_code),
    ...optional('amazonTrackingId', p.amazonTrackingId),
    ...storefrontUrlsOf(row),
    ...optional('trackingId', preselected),
    trackingIdList: trackingIds.amazon.map((item) => ({
      trackingId: item.trackingId,
      createdAt: new Date(item.createdAt).toISOString(),
    })),
  };
}

/** Profile fields still empty, handle first (without it the app forces Additional Info). */
export function missingFieldsOf(form: SettingsForm): MissingField[] {
  const order: MissingField[] = ['handle', 'industry', 'numbersOfFollowers', 'amazonTrackingId'];
  return order.filter((field) => !present(form[field]));
}
