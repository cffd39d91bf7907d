import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SESSION_KEYS, type LoginType, type UserType } from '../../src/api/session-store';

/** The session values a sign-in answer leaves in local storage; a social sign-in without a shop has no shop name. */
export interface BrowserSession {
  token: string;
  shopName?: string;
  username?: string;
  loginType?: LoginType;
  userType?: UserType;
}

/**
 * A fresh browser context (its own storage) signed in as a creator the way a sign-in leaves local storage: the
 * token, the shop name and whatever else the session has, set before the app's first script runs and only when
 * absent (a logout stays a logout).
 */
export async function openSignedIn(
  browser: Browser,
  creator: BrowserSession,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const given: Array<[string, string | undefined]> = [
    [SESSION_KEYS.token, creator.token],
    [SESSION_KEYS.shopDomain, creator.shopName],
    [SESSION_KEYS.userName, creator.username],
    [SESSION_KEYS.loginType, creator.loginType === undefined ? undefined : String(creator.loginType)],
    [SESSION_KEYS.userType, creator.userType],
  ];
  // Only the values the session has: an absent one would reach the page as null and be stored as 'null'.
  const values = given.filter((entry): entry is [string, string] => entry[1] !== undefined);
  await context.addInitScript(
    ([tokenKey, entries]) => {
      // The app's own document only: a frame inside it (the bio page preview, sandboxed) has no storage to read.
      if (window !== window.top) return;
      if (window.localStorage.getItem(tokenKey)) return;
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    [SESSION_KEYS.token, values] as const,
  );
  return { context, page: await context.newPage() };
}
