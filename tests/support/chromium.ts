import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { watchContentSecurity } from './content-security-watch';

/** Debian's Chromium (or CHROMIUM_PATH); never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `Chromium not found (looked at ${candidates.join(', ')}). Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

/**
 * Chromium for a browser test: every context it opens (browser.newContext, and browser.newPage, which makes its
 * context through newContext) reports what the app's Content-Security-Policy blocks (content-security-watch.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContentSecurity(await newContext(options));
  return browser;
}
