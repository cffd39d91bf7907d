import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startTestServer } from '../support/test-server';
import { takeContentSecurityViolations } from '../support/content-security-watch';
import type { RunningServer } from '../../server/server';

/**
 * The app shell's Content-Security-Policy as a browser applies it: injected script does not run, nothing frames the
 * app, and the watch every browser test runs under (content-security-watch.ts) sees each refusal.
 */
/** Waits until the watch has seen a violation of `directive`; takes every violation, so none is left to fail the test. */
async function refusals(directive: string, done: () => Promise<void>): Promise<string> {
  const seen: string[] = [];
  await expect.poll(() => (seen.push(...takeContentSecurityViolations()), seen.join('\n'))).toContain(directive);
  await done();
  seen.push(...takeContentSecurityViolations());
  return seen.join('\n');
}

describe('app shell content security in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('runs no injected inline script and no script from elsewhere, and says so', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/pages/login/index`);
    await page.locator('#root *').first().waitFor();
    const outcome = await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = "inline"';
      document.body.append(inline);
      const foreign = document.createElement('script');
      foreign.src = 'http://localhost:9/evil.js';
      const loaded = new Promise<string>((resolve) => {
        foreign.onerror = () => resolve('refused');
        foreign.onload = () => resolve('loaded');
      });
      document.body.append(foreign);
      return { injected: (window as { injected?: string }).injected ?? 'none', foreign: await loaded };
    });
    expect(outcome).toEqual({ injected: 'none', foreign: 'refused' });
    const seen = await refusals('script-src', () => context.close());
    expect(seen).toContain('blocked inline');
    expect(seen).toContain('localhost:9/evil.js');
  });

  it('cannot be framed by another page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A page of no origin and no policy of its own, as a site that would frame the app.
    await page.setContent(`<iframe src="${server.url}/pc/#/statecharts"></iframe>`);
    // The parent's load waits for the frame's; a refused frame holds Chromium's error page instead of the app.
    await page.waitForLoadState('load');
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed?.url()).not.toContain('/pc/');
    expect(await framed?.locator('#root').count()).toBe(0);
    await context.close();
  });
});
