import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import { IdentityNotConfiguredError } from '../../integrations/identity/identity-errors';
import { sessionOf, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Retailer } from '../../../src/domain/retailer-links';
import { ACCOUNT_MESSAGES, type AccountCommand, type Profile, type SocialProvider } from './account-decider';
import type { AccountsPorts } from './account-ports';
import { withAccountErrors, type AccountsContext } from './accounts-context';
import {
  accountById,
  accountByHandle,
  accountByLogin,
  assertIdentitiesFree,
  assertNewPassword,
  decideAccountCommands,
  freeShopDomain,
  LOGIN_TYPE,
  loginResult,
  PROVIDER_COLUMN,
  PROVIDER_LABEL,
  resolveReferCode,
  takenIdentities,
  useVerificationCode,
  WRONG_CREDENTIALS,
  type AccountRow,
  type LoginResult,
  type Schemas,
} from './auth-accounts';
import { eraseAccount } from './auth-erasure';
import { registerPasswordAccount } from './account-registration';
import { CHECKS_LIMITED, CHECKS_PER_MINUTE, createRateLimit } from './auth-rate-limit';
import {
  isAllowedRedirect,
  issueFacebookState,
  REDIRECT_NOT_ALLOWED,
  signInSocial,
  useFacebookState,
} from './auth-social';
import { guardKeys } from './login-guard';

/**
 * The `auth` tag of openapi.yaml (registration, sign-in with a password, Facebook or Apple, sign-out, connect
 * account, the public profile, account deletion), GET /auth/public-key and GET /auth/sign-in-providers. Requests reach these handlers already
 * validated against the contract; what is checked here is what the schemas cannot know.
 */
export function createAuthOperations(
  context: AccountsContext,
  { activity, bioLink }: AccountsPorts,
): OperationHandlers {
  const { db, store, sessions, loginGuard, identity } = context;
  const checks = createRateLimit({ limit: CHECKS_PER_MINUTE, windowMs: 60_000, message: CHECKS_LIMITED });
  let publicKeyAnswer: Promise<Schemas['PublicKey']> | undefined;

  /** The caller's account; a valid session always has one (authenticate joins the accounts table). */
  async function callerAccount(ctx: RequestContext): Promise<AccountRow> {
    const row = await accountById(db, sessionOf(ctx).userId);
    if (!row) throw unauthorized();
    return row;
  }

  /**
   * Proves a password account's credentials (login, bind shop). The login guard comes first; an unknown account
   * still costs a password check, and every failure answers the same sentence.
   */
  async function checkCredentials(ctx: RequestContext, login: string, encryptedPassword: string): Promise<AccountRow> {
    const row = await accountByLogin(db, login);
    // Keyed by the account's own user name when it exists, so alternating user name and email does not double the tries.
    const keys = guardKeys(row?.username ?? login, ctx.ip);
    await loginGuard.assertOpen(keys, ctx.now);
    const password = await context.decrypt(encryptedPassword);
    let ok = false;
    if (row?.password_hash) ok = await context.passwords.verify(password, row.password_hash);
    else await context.passwords.burn(password);
    if (!row || !ok) {
      await loginGuard.recordFailure(keys, ctx.now);
      ctx.log.info('sign-in refused', { known: row !== undefined });
      throw badRequest(WRONG_CREDENTIALS);
    }
    await loginGuard.recordSuccess(keys, ctx.now);
    return row;
  }

  async function register(ctx: RequestContext, withCode: boolean): Promise<LoginResult> {
    const body = ctx.body as Schemas['RegisterV4Request'];
    const { now } = ctx;
    const password = await context.decrypt(body.password);
    if (withCode) {
      // The cheap checks first, so a wrong name does not use up the code.
      assertNewPassword(password);
      await assertIdentitiesFree(db, {
        username: body.username,
        email: body.email,
        phone: body.phone,
        handle: body.handle,
      });
      if (body.referCode) await resolveReferCode(db, body.referCode);
      await useVerificationCode(context, 'register', body.email, body.code, now);
    }
    const profile: Profile = {};
    for (const key of [
      'firstName',
      'lastName',
      'phone',
      'industry',
      'amazonTrackingId',
      'perferredContact',
      'numbersOfFollowers',
      'primaryPlatform',
      'primaryPlatformHandle',
    ] as const) {
      const value = body[key];
      if (value !== undefined) profile[key] = value;
    }
    const storefronts: Partial<Record<Retailer, string>> = {};
    if (body.amazonStoreFrontUrl) storefronts.amazon = body.amazonStoreFrontUrl;
    if (body.targetStoreFrontUrl) storefronts.target = body.targetStoreFrontUrl;
    if (body.walmartStoreFrontUrl) storefronts.walmart = body.walmartStoreFrontUrl;

    const row = await registerPasswordAccount(
      context,
      {
        username: body.username,
        email: body.email,
        handle: body.handle,
        password,
        phone: body.phone,
        referCode: body.referCode,
        profile,
        storefronts,
      },
      now,
    );
    const { token } = await sessions.start(row.user_id, LOGIN_TYPE.password, now);
    ctx.log.info('account registered', { userId: row.user_id });
    return loginResult(activity, db, row, token, LOGIN_TYPE.password);
  }

  async function bindShop(ctx: RequestContext, provider: SocialProvider): Promise<LoginResult> {
    const body = ctx.body as Schemas['BindShopRequest'];
    const { now } = ctx;
    const caller = await callerAccount(ctx);
    const providerUserId = caller[PROVIDER_COLUMN[provider]];
    if (!providerUserId) throw forbidden(`Sign in with ${PROVIDER_LABEL[provider]} first.`);
    const target = await checkCredentials(ctx, body.username, body.password);
    const loginType = LOGIN_TYPE[provider];
    if (target.user_id !== caller.user_id) {
      const linked = target[PROVIDER_COLUMN[provider]];
      if (linked && linked !== providerUserId) {
        throw conflict(`This Linkmint account is already linked to another ${PROVIDER_LABEL[provider]} account.`);
      }
      // The identity belongs to the account its first sign-in made. That account is only a placeholder while it
      // has no shop and no password: it is deleted, which frees the identity for the account just proven.
      if (caller.shop_domain || caller.password_hash) {
        throw conflict(`This ${PROVIDER_LABEL[provider]} account is already linked to another Linkmint account.`);
      }
      await eraseAccount(context, caller, now);
      await decideAccountCommands(
        store,
        target.user_id,
        [{ type: 'LinkSocialIdentity', data: { provider, providerUserId } }],
        now,
      );
      ctx.log.info('social identity linked', { userId: target.user_id, provider, placeholder: caller.user_id });
    }
    const { token } = await sessions.start(target.user_id, loginType, now);
    const row = (await accountById(db, target.user_id)) ?? target;
    return loginResult(activity, db, row, token, loginType);
  }

  async function addNewShop(ctx: RequestContext, provider: SocialProvider): Promise<LoginResult> {
    const body = ctx.body as Schemas['AddNewShopRequest'];
    const { now } = ctx;
    const caller = await callerAccount(ctx);
    if (!caller[PROVIDER_COLUMN[provider]]) throw forbidden(`Sign in with ${PROVIDER_LABEL[provider]} first.`);
    if (caller.shop_domain) throw conflict(ACCOUNT_MESSAGES.shopConnected);
    // The provider's address is kept; one typed here is only taken when the provider shared none.
    const email = caller.email ? undefined : body.email;
    if (!caller.email && !email)
      throw badRequest(`Enter your email address: ${PROVIDER_LABEL[provider]} did not share it.`);
    await assertIdentitiesFree(db, { handle: body.handle, email }, caller.user_id);
    const referCode = body.referCode ? await resolveReferCode(db, body.referCode) : undefined;
    const shopDomain = await freeShopDomain(db, store, body.handle);

    const commands: AccountCommand[] = [{ type: 'ConnectShop', data: { shopDomain, handle: body.handle } }];
    const profile: Profile = {};
    if (body.firstName) profile.firstName = body.firstName;
    if (body.lastName) profile.lastName = body.lastName;
    if (email || Object.keys(profile).length > 0)
      commands.push({ type: 'SaveProfile', data: email ? { profile, email } : { profile } });
    if (referCode) commands.push({ type: 'SaveSourceReferCode', data: { referCode } });
    await decideAccountCommands(store, caller.user_id, commands, now);

    const row = await accountById(db, caller.user_id);
    if (!row) throw unauthorized();
    ctx.log.info('shop connected', { userId: row.user_id, shopDomain });
    // The session of the call now has the shop (sessions read it from the account), so its token stays.
    return loginResult(activity, db, row, ctx.token ?? '', LOGIN_TYPE[provider]);
  }

  const facebookIdentity = async (accessToken: string, userId: string) => {
    const profile = await identity.facebook.verify({ accessToken, userId });
    return { provider: 'facebook' as const, ...profile };
  };

  const handlers: OperationHandlers = {
    async publicKey() {
      publicKeyAnswer ??= context.passwordKeys().then(({ publicKeyPem }) => {
        const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
        return {
          publicKey: publicKeyPem,
          algorithm: 'RSA-OAEP-256' as const,
          keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
        };
      });
      try {
        return await publicKeyAnswer;
      } catch (error) {
        publicKeyAnswer = undefined;
        throw error;
      }
    },

    registerV3: (ctx) => register(ctx, false),
    registerV4: (ctx) => register(ctx, true),

    async checkUserName(ctx): Promise<Schemas['AvailabilityResult']> {
      checks.take(ctx.ip, ctx.now);
      const body = ctx.body as Schemas['UsernameCheckRequest'];
      const taken = await takenIdentities(db, { username: body.username });
      return { available: taken.length === 0, taken };
    },

    async checkEmailPhoneHandle(ctx): Promise<Schemas['AvailabilityResult']> {
      checks.take(ctx.ip, ctx.now);
      const body = (ctx.body ?? {}) as Schemas['IdentityCheckRequest'];
      if (body.email === undefined && body.phone === undefined && body.handle === undefined) {
        throw badRequest('Give an email address, a phone number or a handle to check.');
      }
      const taken = await takenIdentities(db, { email: body.email, phone: body.phone, handle: body.handle });
      return { available: taken.length === 0, taken };
    },

    async loginV2(ctx): Promise<LoginResult> {
      const body = ctx.body as Schemas['LoginRequest'];
      const row = await checkCredentials(ctx, body.username, body.password);
      const { token } = await sessions.start(row.user_id, LOGIN_TYPE.password, ctx.now);
      return loginResult(activity, db, row, token, LOGIN_TYPE.password);
    },

    async logout(ctx): Promise<Schemas['LogoutResult']> {
      const session = sessionOf(ctx);
      const body = (ctx.body ?? {}) as Schemas['LogoutRequest'];
      if (body.allSessions) {
        return { revokedSessions: await sessions.endAllOf(session.userId, 'logout', ctx.now) };
      }
      await sessions.end(session.sessionId, 'logout', ctx.now);
      return { revokedSessions: 1 };
    },

    async users(ctx): Promise<Schemas['UserAccount']> {
      const session = sessionOf(ctx);
      // Any other id, existing or not, gets the same answer: ids cannot be probed.
      if (ctx.params.id !== session.userId) throw forbidden('You can only read your own account.');
      const row = await callerAccount(ctx);
      const loginTypes: Schemas['LoginType'][] = [];
      if (row.password_hash) loginTypes.push(LOGIN_TYPE.password);
      if (row.facebook_id) loginTypes.push(LOGIN_TYPE.facebook);
      if (row.apple_id) loginTypes.push(LOGIN_TYPE.apple);
      const account: Schemas['UserAccount'] = {
        id: row.user_id,
        username: row.username,
        loginTypes,
        createdAt: row.registered_at.toISOString(),
      };
      if (row.email) account.email = row.email;
      if (row.handle) account.handle = row.handle;
      if (row.shop_domain) account.shopDomain = row.shop_domain;
      return account;
    },

    async bloggerinfo(ctx): Promise<Schemas['PublicProfile']> {
      const row = await accountByHandle(db, ctx.query.handle ?? '');
      if (!row?.handle || !row.shop_domain) throw notFound('No creator with this handle.');
      // Only what a bio page shows anyway: never email, phone, ids or shop internals.
      const bioUrl = await bioLink.publishedAddress(context.services, ctx, row.handle);
      const profile: Schemas['PublicProfile'] = { handle: row.handle, hasBioLink: bioUrl !== undefined };
      if (bioUrl) profile.bioUrl = bioUrl;
      if (row.profile.maiNickName) profile.maiNickName = row.profile.maiNickName;
      if (row.profile.avatarUrl && /^https?:\/\//.test(row.profile.avatarUrl))
        profile.maiUserPicture = row.profile.avatarUrl;
      return profile;
    },

    async destroy(ctx): Promise<Schemas['DestroyResult']> {
      const body = ctx.body as Schemas['DestroyAccountRequest'];
      const { now } = ctx;
      const row = await callerAccount(ctx);
      if (row.password_hash) {
        if (body.code !== undefined)
          throw badRequest('This account has a password: confirm with your password, not an email code.');
        if (body.password === undefined) throw badRequest('Enter your password to delete your account.');
        const keys = guardKeys(row.username, ctx.ip);
        await loginGuard.assertOpen(keys, now);
        const password = await context.decrypt(body.password);
        if (!(await context.passwords.verify(password, row.password_hash))) {
          await loginGuard.recordFailure(keys, now);
          throw badRequest('The password is incorrect.');
        }
      } else {
        if (body.password !== undefined)
          throw badRequest('This account has no password: confirm with the code sent to your email.');
        if (body.code === undefined) throw badRequest('Enter the code sent to your email to delete your account.');
        if (!row.email)
          throw badRequest('Add an email address to your account first: the deletion code is sent there.');
        await useVerificationCode(context, 'destroy', row.email, body.code, now);
      }
      const erased = await eraseAccount(context, row, now);
      if (body.reason) {
        // Product feedback, kept apart from the account and without anything that names it.
        await store.append(`account-feedback:${randomUUID()}`, 0, [
          { type: 'AccountDeletionReasonGiven', data: { reason: body.reason, at: now.toISOString() } },
        ]);
      }
      ctx.log.info('account deleted', { userId: row.user_id });
      const result: Schemas['DestroyResult'] = {
        deletedAt: now.toISOString(),
        removed: erased,
      };
      if (row.shop_domain) result.shopDomain = row.shop_domain;
      return result;
    },

    async fbTokenCheck(ctx): Promise<LoginResult> {
      const body = ctx.body as Schemas['FacebookTokenCheckRequest'];
      return signInSocial(context, activity, await facebookIdentity(body.accessToken, body.userId), ctx.now);
    },

    async appleTokenCheck(ctx): Promise<LoginResult> {
      const body = ctx.body as Schemas['AppleTokenCheckRequest'];
      const apple = await identity.apple.verify({ identityToken: body.identifyToken, userId: body.userId });
      return signInSocial(
        context,
        activity,
        {
          provider: 'apple',
          providerUserId: apple.providerUserId,
          email: apple.email,
          firstName: body.firstName,
          lastName: body.lastName,
        },
        ctx.now,
      );
    },

    /** What the sign-in page may offer: a provider shows only when this server is configured for it. */
    async signInProviders(): Promise<Schemas['SignInProviders']> {
      return { facebook: identity.facebook.enabled, apple: identity.apple.enabled };
    },

    async getFacebookLoginUrl(ctx): Promise<Schemas['FacebookLoginUrl']> {
      const body = ctx.body as Schemas['FacebookLoginUrlRequest'];
      if (!identity.facebook.enabled) throw new IdentityNotConfiguredError('facebook');
      if (!isAllowedRedirect(body.redirectUri, context.services.config.FACEBOOK_REDIRECT_URIS, ctx.header('host'))) {
        throw badRequest(REDIRECT_NOT_ALLOWED);
      }
      const state = await issueFacebookState(store, body.redirectUri, ctx.now);
      return { url: identity.facebook.loginUrl({ state, redirectUri: body.redirectUri }), state };
    },

    async oauth(ctx): Promise<LoginResult> {
      const body = ctx.body as Schemas['FacebookOAuthRequest'];
      if (!identity.facebook.enabled) throw new IdentityNotConfiguredError('facebook');
      await useFacebookState(store, body.state, body.redirectUri, ctx.now);
      const { accessToken, userId } = await identity.facebook.exchangeCode({
        code: body.code,
        redirectUri: body.redirectUri,
      });
      return signInSocial(context, activity, await facebookIdentity(accessToken, userId), ctx.now);
    },

    facebookBindShopV2: (ctx) => bindShop(ctx, 'facebook'),
    appleBindShopV2: (ctx) => bindShop(ctx, 'apple'),
    facebookAddNewShop: (ctx) => addNewShop(ctx, 'facebook'),
    appleAddNewShop: (ctx) => addNewShop(ctx, 'apple'),
  };

  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [operationId, withAccountErrors(handler)]),
  );
}
