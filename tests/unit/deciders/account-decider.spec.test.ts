import { describe, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  decideAccount,
  evolveAccount,
  initialAccountState,
  type AccountCommand,
  type AccountEvent,
} from '../../../server/modules/accounts/account-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const accounts = spec({ initialState: initialAccountState, evolve: evolveAccount, decide: decideAccount });
const registration: Extract<AccountCommand, { type: 'Register' }>['data'] = {
  userId: 'u1',
  username: 'jane@example.com',
  email: 'jane@example.com',
  handle: 'jane',
  shopDomain: null,
  passwordHash: 'hash',
  shopCode: 'JANE01',
  sourceReferCode: null,
  profile: {},
  storefronts: {},
  social: null,
};
const registered: AccountEvent = { type: 'AccountRegistered', data: { ...registration, registeredAt: at } };
const deleted: AccountEvent = { type: 'AccountDeleted', data: { deletedAt: at } };

describe('account decider', () => {
  it('registers an account once', () => {
    accounts.given([]).when({ type: 'Register', data: registration }).then([registered]);
    accounts
      .given([registered])
      .when({ type: 'Register', data: registration })
      .thenThrows('conflict', ACCOUNT_MESSAGES.exists);
  });

  it('changes nothing on an account that does not exist or was deleted', () => {
    for (const history of [[], [registered, deleted]]) {
      accounts
        .given(history)
        .when({ type: 'SaveProfile', data: { profile: { firstName: 'Jane' } } })
        .thenThrows('not-found', ACCOUNT_MESSAGES.missing);
      accounts.given(history).when({ type: 'Delete' }).thenThrows('not-found', ACCOUNT_MESSAGES.missing);
    }
    accounts.given([registered]).when({ type: 'Delete' }).then([deleted]);
  });

  it('connects one shop only', () => {
    const connected: AccountEvent = { type: 'ShopConnected', data: { shopDomain: 'janes-picks', handle: 'jane' } };
    accounts
      .given([registered])
      .when({ type: 'ConnectShop', data: { shopDomain: 'janes-picks', handle: 'jane' } })
      .then([connected]);
    accounts
      .given([registered, connected])
      .when({ type: 'ConnectShop', data: { shopDomain: 'other', handle: null } })
      .thenThrows('conflict', ACCOUNT_MESSAGES.shopConnected);
  });

  it('links one sign-in per provider: the same one again is nothing, another one is refused', () => {
    const linked: AccountEvent = { type: 'SocialIdentityLinked', data: { provider: 'apple', providerUserId: 'a1' } };
    accounts
      .given([registered])
      .when({ type: 'LinkSocialIdentity', data: { provider: 'apple', providerUserId: 'a1' } })
      .then([linked]);
    accounts
      .given([registered, linked])
      .when({ type: 'LinkSocialIdentity', data: { provider: 'apple', providerUserId: 'a1' } })
      .thenNothingHappens();
    accounts
      .given([registered, linked])
      .when({ type: 'LinkSocialIdentity', data: { provider: 'apple', providerUserId: 'a2' } })
      .thenThrows('conflict', ACCOUNT_MESSAGES.socialLinked);
    accounts
      .given([registered, linked])
      .when({ type: 'LinkSocialIdentity', data: { provider: 'facebook', providerUserId: 'f1' } })
      .then([{ type: 'SocialIdentityLinked', data: { provider: 'facebook', providerUserId: 'f1' } }]);
  });

  it("saves a referral code once, never the account's own in any letter case", () => {
    const saved: AccountEvent = { type: 'SourceReferCodeSaved', data: { referCode: 'BOB01' } };
    accounts
      .given([registered])
      .when({ type: 'SaveSourceReferCode', data: { referCode: 'BOB01' } })
      .then([saved]);
    accounts
      .given([registered, saved])
      .when({ type: 'SaveSourceReferCode', data: { referCode: 'ANN01' } })
      .thenThrows('conflict', ACCOUNT_MESSAGES.referCodeLocked);
    accounts
      .given([registered])
      .when({ type: 'SaveSourceReferCode', data: { referCode: 'jane01' } })
      .thenThrows('invalid', ACCOUNT_MESSAGES.ownReferCode);
  });

  it('dates a password change', () => {
    accounts
      .given([registered])
      .when({ type: 'ChangePassword', data: { passwordHash: 'new', via: 'code' } })
      .then([{ type: 'PasswordChanged', data: { passwordHash: 'new', via: 'code', changedAt: at } }]);
  });
});
