import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import { ConcurrencyError, NO_STREAM } from '../../events/events';
import { badRequest } from '../../errors';
import { isEmail } from '../../../src/domain/validators';
import type { Profile, SocialProvider } from './account-decider';
import type { ShopActivity } from './account-ports';
import { appendRegistration } from './account-registration';
import type { AccountsContext } from './accounts-context';
import {
  accountBySocial,
  LOGIN_TYPE,
  loginResult,
  takenIdentities,
  type AccountRow,
  type LoginResult,
} from './auth-accounts';

/** Who a provider says signed in, with what it chose to share. */
export interface SocialIdentity {
  provider: SocialProvider;
  providerUserId: string;
  email?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
}

const USERNAME_MAX = 32;
const NICKNAME_MAX = 50;
const URL_MAX = 2048;

/**
 * The user name of an account made by a social sign-in: `fb_<Facebook id>` (ids are digits), or
 * `apple_<12 hex digits of the SHA-256 of Apple's subject>` (the subject is long and carries dots).
 * The creator never types it: they sign in with the provider, or link the identity to a password account.
 */
export function socialUsernameBase(provider: SocialProvider, providerUserId: string): string {
  const hash = createHash('sha256').update(providerUserId).digest('hex').slice(0, 12);
  if (provider === 'facebook') {
    const name = `fb_${providerUserId}`;
    return /^[A-Za-z0-9._-]+$/.test(name) && name.length <= USERNAME_MAX ? name : `fb_${hash}`;
  }
  return `apple_${hash}`;
}

async function freeUsername(db: Queryable, base: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base.slice(0, USERNAME_MAX - 5)}_${randomBytes(2).toString('hex')}`;
    const taken = await takenIdentities(db, { username: candidate });
    if (taken.length === 0) return candidate;
  }
  return `${base.slice(0, 20)}_${randomBytes(5).toString('hex')}`;
}

function profileOf(identity: SocialIdentity): Profile {
  const profile: Profile = {};
  if (identity.name) profile.maiNickName = identity.name.slice(0, NICKNAME_MAX);
  if (identity.firstName) profile.firstName = identity.firstName;
  if (identity.lastName) profile.lastName = identity.lastName;
  if (identity.pictureUrl && /^https?:\/\//.test(identity.pictureUrl) && identity.pictureUrl.length <= URL_MAX) {
    profile.avatarUrl = identity.pictureUrl;
  }
  return profile;
}

/**
 * An account for a first social sign-in: no password, no shop, no handle (Connect Account adds them). The
 * provider's email is kept when it is free; when another account holds it the new account has none, so a
 * Facebook or Apple sign-in never takes over an existing account by its address.
 */
async function createSocialAccount(context: AccountsContext, identity: SocialIdentity, now: Date): Promise<void> {
  const { db } = context;
  let email = identity.email && isEmail(identity.email) && identity.email.length <= 254 ? identity.email : null;
  if (email && (await takenIdentities(db, { email })).length > 0) email = null;
  const username = await freeUsername(db, socialUsernameBase(identity.provider, identity.providerUserId));
  const userId = randomUUID();
  await appendRegistration(
    context,
    userId,
    now,
    () => ({
      username,
      email,
      handle: null,
      shopDomain: null,
      passwordHash: null,
      sourceReferCode: null,
      profile: profileOf(identity),
      storefronts: {},
      social: { provider: identity.provider, providerUserId: identity.providerUserId },
    }),
    (cause) => {
      // Someone registered that address meanwhile: go on without it.
      if (!email || !isUniqueViolation(cause, 'accounts_email_unique')) return false;
      email = null;
      return true;
    },
  );
}

/**
 * Signs in the account linked to a provider identity, creating one on first use. A first sign-in racing
 * another for the same identity loses on the unique index and signs in to the winner's account.
 */
export async function signInSocial(
  context: AccountsContext,
  activity: ShopActivity,
  identity: SocialIdentity,
  now: Date,
): Promise<LoginResult> {
  const { db } = context;
  let row: AccountRow | undefined = await accountBySocial(db, identity.provider, identity.providerUserId);
  if (!row) {
    try {
      await createSocialAccount(context, identity, now);
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      if (
        !isUniqueViolation(
          cause,
          identity.provider === 'facebook' ? 'accounts_facebook_unique' : 'accounts_apple_unique',
        )
      )
        throw error;
    }
    row = await accountBySocial(db, identity.provider, identity.providerUserId);
    if (!row) throw new Error(`The ${identity.provider} account was not found right after it was created`);
  }
  const loginType = LOGIN_TYPE[identity.provider];
  const { token } = await context.sessions.start(row.user_id, loginType, now);
  return loginResult(activity, context.db, row, token, loginType);
}

// ---------------------------------------------------------------------------------------------------------------
// The redirect (code) flow of Facebook sign-in: one-time states.

/** How long a state from getFacebookLoginUrl stays good. */
export const FACEBOOK_STATE_MINUTES = 10;
export const FACEBOOK_STATE_MESSAGE = 'This Facebook sign-in has expired or was already used. Please start again.';
export const REDIRECT_NOT_ALLOWED = 'This address is not allowed to receive a Facebook sign-in.';

type FacebookLoginEvent =
  | { type: 'FacebookLoginStarted'; data: { redirectUri: string; expiresAt: string } }
  | { type: 'FacebookLoginFinished'; data: { at: string } };

/** One stream per state, named by the state's hash: the log never holds a usable state. */
const stateStream = (state: string) =>
  `facebook-login:${createHash('sha256').update(state).digest('hex').slice(0, 40)}`;

/** A new random state bound to `redirectUri`, remembered for ten minutes. */
export async function issueFacebookState(store: EventStore, redirectUri: string, now: Date): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + FACEBOOK_STATE_MINUTES * 60_000).toISOString();
  await store.append<FacebookLoginEvent>(stateStream(state), NO_STREAM, [
    { type: 'FacebookLoginStarted', data: { redirectUri, expiresAt } },
  ]);
  return state;
}

/**
 * Uses up a state: it must have been issued here, for this redirect address, less than ten minutes ago, and not
 * used before. It is used up first and judged after, so a state is good for one try whatever the outcome; the
 * append expecting version 1 lets exactly one of two racing requests have it.
 */
export async function useFacebookState(
  store: EventStore,
  state: string,
  redirectUri: string,
  now: Date,
): Promise<void> {
  const streamId = stateStream(state);
  const [started] = await store.readStream<FacebookLoginEvent>(streamId);
  if (!started || started.type !== 'FacebookLoginStarted') throw badRequest(FACEBOOK_STATE_MESSAGE);
  try {
    await store.append<FacebookLoginEvent>(streamId, 1, [
      { type: 'FacebookLoginFinished', data: { at: now.toISOString() } },
    ]);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw badRequest(FACEBOOK_STATE_MESSAGE);
    throw error;
  }
  if (Date.parse(started.data.expiresAt) <= now.getTime() || started.data.redirectUri !== redirectUri) {
    throw badRequest(FACEBOOK_STATE_MESSAGE);
  }
}

/**
 * Whether the login dialog may send the browser back to `redirectUri`: one of FACEBOOK_REDIRECT_URIS when
 * configured, else any address on the host the request came to (the app's own pages). Facebook also checks it
 * against the app's registered addresses.
 */
export function isAllowedRedirect(
  redirectUri: string,
  configured: readonly string[] | undefined,
  requestHost: string | undefined,
): boolean {
  if (configured && configured.length > 0) return configured.includes(redirectUri);
  if (!requestHost) return false;
  try {
    return new URL(redirectUri).host.toLowerCase() === requestHost.toLowerCase();
  } catch {
    return false;
  }
}
