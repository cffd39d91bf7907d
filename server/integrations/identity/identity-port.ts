/**
 * Social sign-in as the auth module sees it (spec §7 Auth: /blogger/fbTokenCheck, /blogger/appleTokenCheck,
 * /blogger/getFacebookLoginUrl, /blogger/fb/oauth). The adapters behind it: off (the default), the
 * Facebook Graph API and Apple's identity tokens; createIdentityProvider picks them from the environment.
 */

export type IdentityProviderName = 'facebook' | 'apple';

/** Who Facebook says the token belongs to. Email and picture are missing when the person declined them. */
export interface FacebookProfile {
  providerUserId: string;
  email?: string;
  name?: string;
  pictureUrl?: string;
}

/** The verified claims of an Apple identity token. Apple sends the email only if the person shared it. */
export interface AppleIdentity {
  providerUserId: string;
  email?: string;
  emailVerified?: boolean;
}

export interface FacebookSignIn {
  /** False when Facebook sign-in is not configured; every method then throws IdentityNotConfiguredError. */
  readonly enabled: boolean;
  /** Checks a user access token from the Facebook SDK and that it belongs to `userId`; returns the profile. */
  verify(input: { accessToken: string; userId: string }): Promise<FacebookProfile>;
  /** The Facebook login dialog for the redirect (code) flow; `state` comes back to `redirectUri` unchanged. */
  loginUrl(input: { state: string; redirectUri: string }): string;
  /**
   * Trades the code the login dialog returned for a user access token of our app, and says whose it is
   * (so the caller can go on with verify). `redirectUri` must be the one loginUrl was given.
   */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ accessToken: string; userId: string }>;
}

export interface AppleSignIn {
  /** False when Apple sign-in is not configured; verify then throws IdentityNotConfiguredError. */
  readonly enabled: boolean;
  /** Checks an identity token from Sign in with Apple against Apple's keys and that its subject is `userId`. */
  verify(input: { identityToken: string; userId: string }): Promise<AppleIdentity>;
}

export interface IdentityProvider {
  facebook: FacebookSignIn;
  apple: AppleSignIn;
}
