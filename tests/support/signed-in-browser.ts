import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SESSION_KEYS } from '../../src/api/session-store';

/**
 * A fresh browser context (its own storage) signed in as a creator the way a sign-in leaves local storage: the
 * token and the shop name, set before the app's first script runs and only when absent (a logout stays a logout).
 */
export async function openSignedIn(
  browser: Browser,
  creator: { token: string; shopName: string },
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([keys, token, shop]) => {
      if (!window.localStorage.getItem(keys.token)) {
        window.localStorage.setItem(keys.token, token);
        window.localStorage.setItem(keys.shopDomain, shop);
      }
    },
    [SESSION_KEYS, creator.token, creator.shopName] as const,
  );
  return { context, page: await context.newPage() };
}
