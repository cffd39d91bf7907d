import { IdentityNotConfiguredError } from './identity-errors';
import type { AppleSignIn, FacebookSignIn } from './identity-port';

/** The default: no social sign-in, email and password only (ARCHITECTURE, integrations). */
export const facebookOff: FacebookSignIn = {
  enabled: false,
  verify: () => Promise.reject(new IdentityNotConfiguredError('facebook')),
  loginUrl: () => {
    throw new IdentityNotConfiguredError('facebook');
  },
  exchangeCode: () => Promise.reject(new IdentityNotConfiguredError('facebook')),
};

export const appleOff: AppleSignIn = {
  enabled: false,
  verify: () => Promise.reject(new IdentityNotConfiguredError('apple')),
};
