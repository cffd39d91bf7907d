import type { components } from '../../../src/generated/api';
import { isHandle, isMobile, VALIDATION_MESSAGES } from '../../../src/domain/validators';
import { badRequest, conflict } from '../../errors';
import { requestOrigin, sessionOf, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import { ACCOUNT_MESSAGES, type AccountCommand, type Profile } from './account-decider';
import { APP_PLATFORMS, readAppVersions, type AppPlatform } from './account-app-versions';
import { readCollagePreference, saveCollagePreference } from './account-collage-preference';
import { honorLevelView, honorStanding } from './account-honor';
import { INDUSTRIES, isKnownIndustry, UNKNOWN_INDUSTRY_MESSAGE } from './account-industries';
import { PASSWORD_MESSAGES } from './account-passwords';
import { checkStorefrontUrl, STOREFRONT_FIELD } from './account-storefronts';
import { checkCode, issueCode } from './account-verification';
import { pacificMonth } from '../../../src/domain/pacific-time';
import { userTypeOf } from './user-type';
import { RETAILERS } from '../../../src/domain/link-retailers';
import type { AccountsPorts } from './account-ports';
import {
  findAccountByEmail,
  loadAccount,
  loginTypeOf,
  missingFieldsOf,
  settingsFormOf,
  storefrontUrlsOf,
  userInfoOf,
  type AccountRow,
  type SettingsForm,
  type UserInfo,
} from './account-views';
import { accountStream, withAccountErrors, type AccountsContext } from './accounts-context';
import { assertIdentitiesFree, assertNewPassword, decideAccountCommands, resolveReferCode } from './auth-accounts';
import { guardKeys } from './login-guard';
import { assertVerdict, CODE_MESSAGES, CODE_RESEND_SECONDS, type CodePurpose } from './verification-decider';

/**
 * The `account` tag of openapi.yaml: verification codes, password changes, the creator record and the
 * Account info form, referral codes, storefronts, honor level, update-check versions and the AI collage
 * preference. Every signed-in call acts on the session's own account; the shop comes from the session.
 */

type Schemas = components['schemas'];
type SettingsSaveRequest = Schemas['SettingsSaveRequest'];

/** Everything the settings saves (v1 to v4) can change; each version passes the fields its schema has. */
type SettingsInput = Partial<Omit<SettingsSaveRequest, 'shopDomain'>> & {
  primaryPlatform?: string;
  primaryPlatformHandle?: string;
};

/** Profile fields stored as given (the contract's schemas already checked their shape). */
const PLAIN_PROFILE_FIELDS = [
  'maiNickName',
  'firstName',
  'lastName',
  'numbersOfFollowers',
  'amazonTrackingId',
  'primaryPlatform',
  'primaryPlatformHandle',
] as const satisfies ReadonlyArray<keyof Profile & keyof SettingsInput>;

export function createAccountOperations(
  context: AccountsContext,
  { trackingIds, activity }: AccountsPorts,
): OperationHandlers {
  const { db, store, mailer, sessions } = context;

  /** The shop's tracking-id lists, seeded with the registration's Amazon tag (tracking-ids module). */
  const trackingIdsOf = (row: AccountRow, shopDomain: string) => trackingIds.read(store, row, shopDomain);

  /** The session's own account and shop, for the shop-scoped calls. */
  async function mine(ctx: RequestContext) {
    const shopDomain = shopOf(ctx);
    const session = sessionOf(ctx);
    return { session, shopDomain, row: await loadAccount(db, session.userId) };
  }

  async function userInfo(ctx: RequestContext, row: AccountRow, shopDomain: string): Promise<UserInfo> {
    const loginType = await loginTypeOf(db, sessionOf(ctx).sessionId);
    return userInfoOf(row, { shopDomain, loginType }, await userTypeOf(activity, db, shopDomain));
  }

  async function settingsForm(row: AccountRow, shopDomain: string): Promise<SettingsForm> {
    const { state } = await trackingIdsOf(row, shopDomain);
    return settingsFormOf(row, state, trackingIds.preselected(row.profile.trackingId, state));
  }

  // ---- verification codes ----------------------------------------------------------------------------------

  /**
   * register: refused for an address already registered. forgot and destroy: mailed only when an account uses
   * the address, answered the same either way (an undelivered decoy code keeps even the 60-second limit alike).
   * change: the code proves a new address, so it is not mailed when another account already uses it (again
   * answered the same; saving that address is refused anyway).
   */
  async function sendCode(ctx: RequestContext<{ email: string; type: CodePurpose }>) {
    const email = ctx.body.email.trim();
    const purpose = ctx.body.type;
    const owner = await findAccountByEmail(db, email);
    let deliver = true;
    if (purpose === 'register' && owner)
      throw conflict('This email address is already registered. Log in, or use "Forgot password".');
    if (purpose === 'forgot' || purpose === 'destroy') deliver = owner !== undefined;
    if (purpose === 'change') deliver = owner === undefined || owner.user_id === ctx.session?.userId;
    const { expiresAt } = await issueCode({ store, mailer }, { email, purpose, deliver, now: ctx.now });
    ctx.log.info('verification code issued', { purpose, delivered: deliver });
    return { email, type: purpose, expiresAt, resendAfterSeconds: CODE_RESEND_SECONDS };
  }

  // ---- passwords ------------------------------------------------------------------------------------------

  /** update_password (others stay signed in) and update_password_v3 (others signed out, this one kept). */
  async function changePassword(ctx: RequestContext<Schemas['PasswordChangeRequest']>, revokeOthers: boolean) {
    const session = sessionOf(ctx);
    const current = await context.decrypt(ctx.body.oldPassword, 'current password');
    const next = await context.decrypt(ctx.body.newPassword, 'new password');
    const row = await loadAccount(db, session.userId);
    if (!row.password_hash) throw badRequest(PASSWORD_MESSAGES.noPassword);
    assertNewPassword(next);
    // Guessing the current password from a stolen session counts like failed sign-ins of the account.
    const keys = guardKeys(row.username, ctx.ip).slice(0, 1);
    await context.loginGuard.assertOpen(keys, ctx.now);
    if (!(await context.passwords.verify(current, row.password_hash))) {
      await context.loginGuard.recordFailure(keys, ctx.now);
      throw badRequest(PASSWORD_MESSAGES.wrongCurrent);
    }
    if (current === next) throw badRequest(PASSWORD_MESSAGES.sameAsCurrent);
    await context.accounts(
      accountStream(row.user_id),
      { type: 'ChangePassword', data: { passwordHash: await context.passwords.hash(next), via: 'old-password' } },
      { now: ctx.now },
    );
    const revokedSessions = revokeOthers
      ? await sessions.endAllOf(row.user_id, 'password-changed', ctx.now, session.sessionId)
      : 0;
    return { changedAt: ctx.now.toISOString(), revokedSessions };
  }

  // ---- settings -------------------------------------------------------------------------------------------

  /**
   * The one save behind saveInfo v1-v4. Everything is checked before anything is stored; the email code is
   * checked (and used up) last, so a refused field never costs the creator their code. Unchanged fields record
   * nothing. Account changes go in one append (all or nothing); the tracking-id list is its own stream.
   */
  async function saveSettings(
    ctx: RequestContext,
    input: SettingsInput,
  ): Promise<{ row: AccountRow; shopDomain: string }> {
    const { row, shopDomain } = await mine(ctx);
    const before = row.profile;
    const profile: Profile = {};
    const differs = (next: string | undefined, previous: string | null | undefined): next is string =>
      next !== undefined && next !== (previous ?? '');

    for (const field of PLAIN_PROFILE_FIELDS) {
      const next = input[field];
      if (differs(next, before[field])) profile[field] = next;
    }
    if (differs(input.maiUserPicture, before.avatarUrl)) profile.avatarUrl = input.maiUserPicture;
    if (differs(input.phone, before.phone)) {
      if (!isMobile(input.phone)) throw badRequest(`${VALIDATION_MESSAGES.mobile}.`);
      profile.phone = input.phone;
    }
    if (differs(input.industry, before.industry)) {
      if (!isKnownIndustry(input.industry)) throw badRequest(UNKNOWN_INDUSTRY_MESSAGE);
      profile.industry = input.industry;
    }

    const handle = differs(input.handle, row.handle) ? input.handle : undefined;
    if (handle !== undefined && !isHandle(handle)) throw badRequest(`${VALIDATION_MESSAGES.handle}.`);
    // An address differing only in letter case is the same mailbox: nothing to prove, nothing to change.
    const email =
      input.email !== undefined && input.email.trim().toLowerCase() !== (row.email ?? '').toLowerCase()
        ? input.email.trim()
        : undefined;
    if (email !== undefined && !input.emailCode) throw badRequest('Enter the code we sent to your new email address.');
    await assertIdentitiesFree(db, { handle, email, phone: profile.phone }, row.user_id);

    const commands: AccountCommand[] = [];
    if (
      input.referCode !== undefined &&
      input.referCode.toUpperCase() !== (row.source_refer_code ?? '').toUpperCase()
    ) {
      commands.push({ type: 'SaveSourceReferCode', data: { referCode: await referCodeToSave(row, input.referCode) } });
    }
    for (const retailer of RETAILERS) {
      const given = input[STOREFRONT_FIELD[retailer]];
      if (given === undefined || given === row.storefronts[retailer]) continue;
      const checked = checkStorefrontUrl(retailer, given);
      if (!checked.ok) throw badRequest(checked.error);
      if (checked.url !== row.storefronts[retailer])
        commands.push({ type: 'SaveStorefrontUrl', data: { retailer, url: checked.url } });
    }

    const tracking = await trackingIdsOf(row, shopDomain);
    const amazonIds = input.trackingIdList ?? tracking.state.amazon.map((item) => item.trackingId);
    const known = (id: string) =>
      [...amazonIds, profile.amazonTrackingId ?? before.amazonTrackingId].some(
        (k) => k?.toLowerCase() === id.toLowerCase(),
      );
    if (differs(input.trackingId, before.trackingId)) {
      if (!known(input.trackingId)) throw badRequest('Choose the default tracking id from your Amazon tracking ids.');
      profile.trackingId = input.trackingId;
    } else if (before.trackingId && input.trackingIdList && !known(before.trackingId)) {
      // The preselected id was removed from the list: nothing is preselected any more.
      profile.trackingId = '';
    }

    if (email !== undefined) {
      const check = await checkCode(
        { store },
        { email, purpose: 'change', code: input.emailCode!, consume: true, now: ctx.now },
      );
      assertVerdict(check.verdict);
    }
    if (Object.keys(profile).length > 0 || handle !== undefined || email !== undefined) {
      commands.unshift({
        type: 'SaveProfile',
        data: { profile, ...(handle !== undefined ? { handle } : {}), ...(email !== undefined ? { email } : {}) },
      });
    }
    if (commands.length > 0) await decideAccountCommands(store, row.user_id, commands, ctx.now);
    if (profile.trackingId !== undefined && !input.trackingIdList) await trackingIds.announceChange(store, shopDomain);
    if (input.trackingIdList) {
      await trackingIds.change(
        store,
        shopDomain,
        tracking.seed,
        { type: 'ReplaceTrackingIds', data: { retailer: 'amazon', trackingIds: input.trackingIdList } },
        ctx.now,
      );
    }
    return { row: await loadAccount(db, row.user_id), shopDomain };
  }

  /**
   * The VIP code as its owner holds it: refused once one is saved, for the shop's own code, for unknown codes, and
   * for the code of a shop that joined with this shop's code (referral is one way: two shops never credit each
   * other's bills).
   */
  async function referCodeToSave(row: AccountRow, code: string): Promise<string> {
    if (row.source_refer_code) throw conflict(ACCOUNT_MESSAGES.referCodeLocked);
    if (code.toUpperCase() === row.shop_code.toUpperCase()) throw badRequest(ACCOUNT_MESSAGES.ownReferCode);
    const referrer = await resolveReferCode(db, code);
    const { rows } = await db.query(
      'select 1 from accounts where shop_code = $1 and upper(source_refer_code) = upper($2)',
      [referrer, row.shop_code],
    );
    if (rows.length > 0) throw badRequest(ACCOUNT_MESSAGES.mutualReferCode);
    return referrer;
  }

  const handlers: OperationHandlers = {
    async getCode(ctx) {
      await sendCode(ctx);
      return null;
    },

    getCodeV2: (ctx) => sendCode(ctx),

    /**
     * Answers whether the code is right without using it up. A wrong, expired, burnt or missing code is not a
     * failed call but a `valid: false` answer (the contract's VerifyCodeResult); the wrong try is stored first,
     * and the envelope's message says why, in the words the other code checks use.
     */
    async verifyCode(ctx) {
      const body = ctx.body as Schemas['VerifyCodeRequest'];
      const check = await checkCode(
        { store },
        { email: body.email.trim(), purpose: body.type, code: body.code, consume: false, now: ctx.now },
      );
      const data: Schemas['VerifyCodeResult'] = {
        valid: check.verdict.ok,
        attemptsLeft: check.attemptsLeft,
        ...(check.expiresAt ? { expiresAt: check.expiresAt } : {}),
      };
      if (check.verdict.ok) return data;
      return ctx.raw.json({ code: 200, message: check.verdict.message ?? CODE_MESSAGES.none, data });
    },

    updatePassword: (ctx) => changePassword(ctx, false),
    updatePasswordV3: (ctx) => changePassword(ctx, true),

    /** Forgotten password: the code (type forgot) is used up and every session of the account ends. */
    async updatePasswordV2(ctx) {
      const body = ctx.body as Schemas['PasswordResetRequest'];
      const email = body.email.trim();
      const next = await context.decrypt(body.newPassword, 'new password');
      assertNewPassword(next);
      const check = await checkCode(
        { store },
        { email, purpose: 'forgot', code: body.code, consume: true, now: ctx.now },
      );
      assertVerdict(check.verdict);
      // A code for an address without an account is a decoy nobody received, so this only fails on a race
      // with the account's deletion.
      const row = await findAccountByEmail(db, email);
      if (!row) throw badRequest(CODE_MESSAGES.used);
      await context.accounts(
        accountStream(row.user_id),
        { type: 'ChangePassword', data: { passwordHash: await context.passwords.hash(next), via: 'code' } },
        { now: ctx.now },
      );
      const revokedSessions = await sessions.endAllOf(row.user_id, 'password-changed', ctx.now);
      // The mailed code proved the owner: failed sign-ins before the reset no longer lock the account.
      await context.loginGuard.recordSuccess(guardKeys(row.username, ctx.ip), ctx.now);
      return { changedAt: ctx.now.toISOString(), revokedSessions };
    },

    async getAppForceUpdateInfo(ctx) {
      const body = ctx.body as Schemas['AppVersionRequest'];
      const platform: AppPlatform = APP_PLATFORMS.includes(body.platform) ? body.platform : 'web';
      ctx.log.debug('update check', { platform, versionCode: body.versionCode });
      return readAppVersions(store, platform);
    },

    async industryListV2() {
      return INDUSTRIES.map(({ id, name }) => ({ id, name }));
    },

    async getInfo(ctx) {
      const { row, shopDomain } = await mine(ctx);
      return userInfo(ctx, row, shopDomain);
    },

    async saveInfo(ctx) {
      const { shopDomain: _shop, ...fields } = (ctx.body ?? {}) as Schemas['ProfileSaveRequest'];
      const { row, shopDomain } = await saveSettings(ctx, fields);
      return userInfo(ctx, row, shopDomain);
    },

    async getInfoV2(ctx) {
      const { row, shopDomain } = await mine(ctx);
      return settingsForm(row, shopDomain);
    },

    async saveInfoV2(ctx) {
      const { shopDomain: _shop, ...fields } = (ctx.body ?? {}) as SettingsSaveRequest;
      const { row, shopDomain } = await saveSettings(ctx, fields);
      return settingsForm(row, shopDomain);
    },

    async getInfoV3(ctx): Promise<Schemas['ProfileCompletion']> {
      const { row, shopDomain } = await mine(ctx);
      const settings = await settingsForm(row, shopDomain);
      return { settings, missingFields: missingFieldsOf(settings) };
    },

    async saveInfoV3(ctx) {
      const { shopDomain: _shop, ...fields } = ctx.body as Schemas['AdditionalInfoRequest'];
      const { row, shopDomain } = await saveSettings(ctx, fields);
      return userInfo(ctx, row, shopDomain);
    },

    async saveInfoV4(ctx): Promise<Schemas['SettingsSaveResult']> {
      const { shopDomain: _shop, ...fields } = (ctx.body ?? {}) as SettingsSaveRequest;
      const { row, shopDomain } = await saveSettings(ctx, fields);
      return { settings: await settingsForm(row, shopDomain), userInfo: await userInfo(ctx, row, shopDomain) };
    },

    async saveReferCode(ctx): Promise<Schemas['ReferCodeResult']> {
      const { row } = await mine(ctx);
      const referCode = await referCodeToSave(row, (ctx.body as Schemas['SaveReferCodeRequest']).referCode.trim());
      await context.accounts(
        accountStream(row.user_id),
        { type: 'SaveSourceReferCode', data: { referCode } },
        { now: ctx.now },
      );
      return { sourceReferCode: referCode };
    },

    async saveStorefrontUrl(ctx) {
      const { row } = await mine(ctx);
      const { retailer, url } = ctx.body as Schemas['SaveStorefrontUrlRequest'];
      let next: string | null = null;
      if (url !== null) {
        const checked = checkStorefrontUrl(retailer, url);
        if (!checked.ok) throw badRequest(checked.error);
        next = checked.url;
      }
      if (next === (row.storefronts[retailer] ?? null)) return storefrontUrlsOf(row);
      await context.accounts(
        accountStream(row.user_id),
        { type: 'SaveStorefrontUrl', data: { retailer, url: next } },
        { now: ctx.now },
      );
      return storefrontUrlsOf(await loadAccount(db, row.user_id));
    },

    /**
     * The connected Instagram account. Linkmint records no Instagram account yet (the Facebook connection keeps
     * permissions only), so the honest answer is "not connected" until the Instagram connection is stored.
     */
    async getInsUserInfo(ctx): Promise<Schemas['InstagramUserInfo']> {
      await mine(ctx);
      return { connected: false };
    },

    async getShopMaiCode(ctx) {
      const { row } = await mine(ctx);
      return row.shop_code;
    },

    async myhonor(ctx) {
      const { row, shopDomain } = await mine(ctx);
      const tracking = (await trackingIdsOf(row, shopDomain)).state;
      const p = row.profile;
      const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
      const standing = honorStanding({
        now: ctx.now,
        registeredAt: row.registered_at,
        periodClicks: await activity.monthlyClicks(db, shopDomain, pacificMonth(ctx.now)),
        profile: {
          handle: filled(row.handle),
          avatar: filled(p.avatarUrl),
          displayName: filled(p.maiNickName),
          industry: filled(p.industry),
          audience: filled(p.numbersOfFollowers),
          storefront:
            Object.values(row.storefronts).some(filled) ||
            filled(p.amazonTrackingId) ||
            RETAILERS.some((r) => tracking[r].length > 0),
        },
      });
      return honorLevelView(standing, requestOrigin(ctx));
    },

    async getGallerySetting(ctx) {
      return readCollagePreference(store, shopOf(ctx));
    },

    async addGallerySetting(ctx) {
      const { style, backgroundColor, spacing, showPrices, showRetailerLogos, maxItems } =
        ctx.body as Schemas['CollagePreferenceRequest'];
      return saveCollagePreference(
        store,
        shopOf(ctx),
        { style, backgroundColor, spacing, showPrices, showRetailerLogos, maxItems },
        ctx.now,
      );
    },
  };

  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [operationId, withAccountErrors(handler)]),
  );
}
