import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startTestServer } from '../support/test-server';
import { apiCaller } from '../support/api-caller';
import { SESSION_KEYS } from '../../src/api/session-store';
import { ROUTE_STACK_KEY } from '../../src/api/route-stack-store';
import type { RunningServer } from '../../server/server';

const OUT = 'test-output/e2e';
const TAB_LABELS = ['Bio Link + Auto DM', 'My Links', 'Deep Link', 'Viral Items', 'Account'];

/** The label of the highlighted tab, or null when none is. */
async function currentTab(page: Page): Promise<string | null> {
  const active = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
  return (await active.count()) === 0 ? null : active.getAttribute('title');
}

const hashOf = (page: Page) => new URL(page.url()).hash;

describe('app shell in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let creator: { token: string; shopName: string; handle: string; username: string };

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    server = await startTestServer();
    browser = await launchChromium();
    creator = await apiCaller(server.url).registerCreator();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh browser context (its own storage) signed in as the registered creator, as a sign-in would leave it. */
  async function signedInPage(
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

  it('sends a visitor without a token to login, without the side navigation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/pages/myLinks/index`);
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });

  it('signing in on the login page opens the app at Viral Items with the side navigation open', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { username, password, handle } = await apiCaller(server.url).registerCreator();
    await page.goto(`${server.url}/pc/`);
    await page.getByLabel('User name or email').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(hashOf(page)).toBe('#/');
    expect(await nav.locator('.lm-nav__label').allInnerTexts()).toEqual(TAB_LABELS);
    expect(await currentTab(page)).toBe('Viral Items');
    expect((await nav.boundingBox())?.width).toBe(240);
    await expect.poll(() => nav.locator('.lm-handle').innerText()).toBe(handle);
    await context.close();
  });

  it('after sign-in shows the five tabs, the handle, and highlights the tab a click relaunches', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await nav.locator('.lm-nav__label').allInnerTexts()).toEqual(TAB_LABELS);
    expect(await currentTab(page)).toBe('Viral Items');
    await expect.poll(() => nav.locator('.lm-handle').innerText()).toBe(creator.handle);

    await nav.getByRole('link', { name: 'My Links' }).click();
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    expect(hashOf(page)).toBe('#/pages/myLinks/index');
    expect(await currentTab(page)).toBe('My Links');
    // A relaunch starts the stack over at the tab's page.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ROUTE_STACK_KEY)).toBe('["/pages/myLinks/index"]');
    await page.screenshot({ path: `${OUT}/shell-my-links.png` });
    await context.close();
  });

  it('restores the route stack after a reload, so back still returns', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/pc/#/pages/midTabBar/index_new`);
    await page.getByRole('heading', { name: 'Deep Link', level: 1 }).waitFor();
    // A page opened on top (here by the address bar) joins the stack.
    await page.evaluate(() => (window.location.hash = '#/pages/nowhere'));
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    const saved = '["/pages/midTabBar/index_new","/pages/nowhere"]';
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), ROUTE_STACK_KEY)).toBe(saved);
    // Deep Link stays highlighted on a page that belongs to no tab.
    expect(await currentTab(page)).toBe('Deep Link');

    await page.reload();
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    expect(hashOf(page)).toBe('#/pages/nowhere');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ROUTE_STACK_KEY)).toBe(saved);

    await page.goBack();
    await page.getByRole('heading', { name: 'Deep Link', level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), ROUTE_STACK_KEY))
      .toBe('["/pages/midTabBar/index_new"]');
    await context.close();
  });

  it('highlights the tab a page belongs to when it is opened directly (a shared address, a new tab)', async () => {
    const { context, page } = await signedInPage();
    for (const [route, heading, tab] of [
      ['/pages/deepLinkList/index', 'Deep links', 'Deep Link'],
      ['/pages/myLinks/create', 'Create link', 'My Links'],
      ['/pages/myShop/index', 'My Shop', 'My Links'],
    ] as const) {
      await page.goto(`${server.url}/pc/#${route}`);
      await page.reload();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await currentTab(page)).toBe(tab);
    }
    await context.close();
  });

  it('highlights the tab whose section a page reached by clicking belongs to: Payment under Account, a collage under My Links', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await currentTab(page)).toBe('Viral Items');
    await nav.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    const panel = page.getByRole('complementary', { name: 'Settings panel' });
    // Payment waits for the panel's data (spec §4): the level badge shows once it is in.
    await expect.poll(() => panel.locator('.lm-settings__level').count()).toBe(1);
    await panel.getByRole('button', { name: 'Payment' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/setting/newPrice/index');
    await expect.poll(() => currentTab(page)).toBe('Account');
    await nav.getByRole('button', { name: /^Create A New Link/ }).click();
    await page
      .getByRole('dialog', { name: 'Create A New Link' })
      .getByRole('button', { name: 'Create an AI Collage' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/aiCollage/index');
    await expect.poll(() => currentTab(page)).toBe('My Links');
    await context.close();
  });

  it('collapses the side navigation to 70 px and opens it again at 240 px', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect((await nav.boundingBox())?.width).toBe(240);
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(70);
    expect(await nav.getByText('Create A New Link').count()).toBe(0);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);
    await context.close();
  });

  it('stays usable 360 px wide: the side navigation starts collapsed and the page fits', async () => {
    const { context, page } = await signedInPage({ width: 360, height: 740 });
    await page.goto(`${server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await nav.boundingBox())?.width).toBe(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${OUT}/shell-narrow.png` });
    await context.close();
  });
});

describe('desktop-only redirect', () => {
  let server: RunningServer;
  let browser: Browser;
  const mobile = 'http://127.0.0.1:9/mobile/';

  beforeAll(async () => {
    server = await startTestServer({ MOBILE_WEB_URL: mobile });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Where the browser is sent: the first request that leaves the app's server. */
  async function destination(viewport: { width: number; height: number }, path: string): Promise<string> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'mobile' }),
    );
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('load');
    await expect.poll(() => page.url()).not.toContain('#/pages/iframe/index');
    const url = page.url();
    await context.close();
    return url;
  }

  it('sends a narrow visitor to the mobile web app', async () => {
    const context = await browser.newContext({ viewport: { width: 500, height: 800 } });
    const page = await context.newPage();
    await page.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'mobile' }),
    );
    await page.goto(`${server.url}/pc/`);
    await expect.poll(() => page.url()).toBe(mobile);
    await context.close();
  });

  it('keeps a narrow visitor with ?noRedirect=1, and a wide one, on the desktop app', async () => {
    for (const [viewport, path] of [
      [{ width: 500, height: 800 }, '/pc/?noRedirect=1'],
      [{ width: 1280, height: 800 }, '/pc/'],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
      expect(page.url().startsWith(server.url)).toBe(true);
      await context.close();
    }
  });

  it('sends a wide visitor of the iframe page to the desktop app', async () => {
    expect(await destination({ width: 1280, height: 800 }, '/pc/#/pages/iframe/index')).toMatch(
      new RegExp(`^${server.url}/pc/(#/pages/login/index)?$`),
    );
  });
});
