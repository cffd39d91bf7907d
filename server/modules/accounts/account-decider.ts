import type { Retailer } from '../../../src/domain/retailer-links';
import { clash, invalid, missing } from '../../events/domain-error';

/** Creator profile fields kept with the account (the settings form of the app). */
export interface Profile {
  firstName?: string;
  lastName?: string;
  phone?: string;
  industry?: string;
  maiNickName?: string;
  numbersOfFollowers?: string;
  perferredContact?: string;
  primaryPlatform?: string;
  primaryPlatformHandle?: string;
  amazonTrackingId?: string;
  avatarUrl?: string;
  /** The Amazon tracking id preselected when a link is created (Account info form). */
  trackingId?: string;
}

export type SocialProvider = 'facebook' | 'apple';

export type AccountEvent =
  | {
      type: 'AccountRegistered';
      data: {
        userId: string;
        username: string;
        /** Null for a Facebook or Apple sign-in that did not share an address. */
        email: string | null;
        handle: string | null;
        shopDomain: string | null;
        passwordHash: string | null;
        shopCode: string;
        sourceReferCode: string | null;
        profile: Profile;
        storefronts: Partial<Record<Retailer, string>>;
        social: { provider: SocialProvider; providerUserId: string } | null;
        registeredAt: string;
      };
    }
  | { type: 'ProfileSaved'; data: { profile: Profile; handle?: string; email?: string } }
  | { type: 'ShopConnected'; data: { shopDomain: string; handle: string | null } }
  | { type: 'SocialIdentityLinked'; data: { provider: SocialProvider; providerUserId: string } }
  | { type: 'PasswordChanged'; data: { passwordHash: string; changedAt: string; via: 'old-password' | 'code' } }
  | { type: 'SourceReferCodeSaved'; data: { referCode: string } }
  | { type: 'StorefrontUrlSaved'; data: { retailer: Retailer; url: string | null } }
  | { type: 'AccountDeleted'; data: { deletedAt: string } };

export interface AccountState {
  status: 'none' | 'active' | 'deleted';
  userId?: string;
  shopDomain: string | null;
  handle: string | null;
  passwordHash: string | null;
  shopCode?: string;
  sourceReferCode: string | null;
  social: Partial<Record<SocialProvider, string>>;
}

export const initialAccountState: AccountState = {
  status: 'none',
  shopDomain: null,
  handle: null,
  passwordHash: null,
  sourceReferCode: null,
  social: {},
};

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
      return {
        status: 'active',
        userId: event.data.userId,
        shopDomain: event.data.shopDomain,
        handle: event.data.handle,
        passwordHash: event.data.passwordHash,
        shopCode: event.data.shopCode,
        sourceReferCode: event.data.sourceReferCode,
        social: event.data.social ? { [event.data.social.provider]: event.data.social.providerUserId } : {},
      };
    case 'ProfileSaved':
      return event.data.handle !== undefined ? { ...state, handle: event.data.handle } : state;
    case 'ShopConnected':
      return { ...state, shopDomain: event.data.shopDomain, handle: event.data.handle ?? state.handle };
    case 'SocialIdentityLinked':
      return { ...state, social: { ...state.social, [event.data.provider]: event.data.providerUserId } };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'SourceReferCodeSaved':
      return { ...state, sourceReferCode: event.data.referCode };
    case 'StorefrontUrlSaved':
      return state;
    case 'AccountDeleted':
      return { ...initialAccountState, status: 'deleted', userId: state.userId };
  }
}

export type AccountCommand =
  | { type: 'Register'; data: Omit<Extract<AccountEvent, { type: 'AccountRegistered' }>['data'], 'registeredAt'> }
  | { type: 'SaveProfile'; data: { profile: Profile; handle?: string; email?: string } }
  | { type: 'ConnectShop'; data: { shopDomain: string; handle: string | null } }
  | { type: 'LinkSocialIdentity'; data: { provider: SocialProvider; providerUserId: string } }
  | { type: 'ChangePassword'; data: { passwordHash: string; via: 'old-password' | 'code' } }
  | { type: 'SaveSourceReferCode'; data: { referCode: string } }
  | { type: 'SaveStorefrontUrl'; data: { retailer: Retailer; url: string | null } }
  | { type: 'Delete' };

export const ACCOUNT_MESSAGES = {
  exists: 'This account already exists.',
  missing: 'This account does not exist.',
  referCodeLocked: 'A referral code is already saved on this account and cannot be changed.',
  ownReferCode: 'You cannot use your own referral code.',
  mutualReferCode: 'This shop joined with your referral code, so it cannot be yours: two shops never refer each other.',
  shopConnected: 'This account is already connected to a shop.',
  socialLinked: 'This account is already linked to another sign-in of that kind.',
} as const;

/** Decides what happens to one account; the caller checks uniqueness across accounts beforehand. */
export function decideAccount(command: AccountCommand, state: AccountState, { now }: { now: Date }): AccountEvent[] {
  if (command.type === 'Register') {
    if (state.status !== 'none') throw clash(ACCOUNT_MESSAGES.exists);
    return [{ type: 'AccountRegistered', data: { ...command.data, registeredAt: now.toISOString() } }];
  }
  if (state.status !== 'active') throw missing(ACCOUNT_MESSAGES.missing);
  switch (command.type) {
    case 'SaveProfile':
      return [{ type: 'ProfileSaved', data: command.data }];
    case 'ConnectShop':
      if (state.shopDomain) throw clash(ACCOUNT_MESSAGES.shopConnected);
      return [{ type: 'ShopConnected', data: command.data }];
    case 'LinkSocialIdentity': {
      const linked = state.social[command.data.provider];
      if (linked === command.data.providerUserId) return [];
      if (linked) throw clash(ACCOUNT_MESSAGES.socialLinked);
      return [{ type: 'SocialIdentityLinked', data: command.data }];
    }
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { ...command.data, changedAt: now.toISOString() } }];
    case 'SaveSourceReferCode':
      if (state.sourceReferCode) throw clash(ACCOUNT_MESSAGES.referCodeLocked);
      if (command.data.referCode.toUpperCase() === state.shopCode?.toUpperCase())
        throw invalid(ACCOUNT_MESSAGES.ownReferCode);
      return [{ type: 'SourceReferCodeSaved', data: command.data }];
    case 'SaveStorefrontUrl':
      return [{ type: 'StorefrontUrlSaved', data: command.data }];
    case 'Delete':
      return [{ type: 'AccountDeleted', data: { deletedAt: now.toISOString() } }];
  }
}
