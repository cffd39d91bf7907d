import type { SignInAnswer, UserInfo } from '../../src/api/session-store';

/** A creator's user info as GET /setting/getInfo answers it; override what a test is about. */
export const userInfoOf = (over: Partial<UserInfo> = {}): UserInfo => ({
  userId: 'u1',
  shopDomain: 'janeshop',
  username: 'jane',
  email: 'jane@example.com',
  handle: 'jane.links',
  referCode: 'JANE1234',
  planId: 0,
  userType: 'regular',
  loginType: 1,
  isPro: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

/** A sign-in answer (LoginResult); override what a test is about. */
export const signInAnswerOf = (over: Partial<SignInAnswer> = {}): SignInAnswer => ({
  token: 'tok-1',
  userId: 'u1',
  username: 'jane',
  shopName: 'janeshop',
  userType: 'regular',
  loginType: 1,
  ...over,
});
