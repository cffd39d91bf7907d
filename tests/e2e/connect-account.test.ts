import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startTestServer } from '../support/test-server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { SESSION_KEYS } from '../../src/api/session-store';
import { hashOf, TAB_LABELS, tabLabels } from '../support/app-pages';
import { openSignedIn } from '../support/signed-in-browser';
import type { RunningServer } from '../../server/server';

const OUT = 'test-output/e2e';

describe('connect account in the browser: a Facebook sign-in without a shop, against the real server and a fake Facebook', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: ApiCaller;
  let facebook: FakeFacebook;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    facebook = await startFakeFacebook();
    server = await startTestServer({
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
    });
    browser = await launchChromium();
    api = apiCaller(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await facebook?.close();
  });

  /**
   * A first Facebook sign-in through the API (fbTokenCheck): a session whose account has no shop yet. The
   * Facebook account shares no email address, so Connect Account has to ask for one.
   */
  async function facebookSessionWithoutShop() {
    const id = `7${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const accessToken = `EAAB-${id}`;
    facebook.addUser({ id, name: 'Grace Hopper' });
    facebook.addToken(accessToken, { userId: id });
    const res = await api.post('/blogger/fbTokenCheck', { accessToken, userId: id });
    expect(res).toMatchObject({ code: 200, data: { loginType: 2 } });
    expect(res.data.shopName).toBeUndefined();
    return res.data as { token: string; username: string; loginType: 2; userType: 'new' | 'regular' };
  }

  it('without a session Connect Account is not shown: the app opens at login', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/pc/#/pages/connectAccount/index?userType=1`);
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('with Facebook sign-in configured the sign-in page offers Continue with Facebook, which leads to the Facebook dialog', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Facebook's own dialog is never reached from a test: the browser gets a stand-in page for it.
    await page.route('**/dialog/oauth**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Facebook dialog</h1>' }),
    );
    await page.goto(`${server.url}/pc/#/pages/login/index`);
    await page.getByRole('link', { name: 'Continue with Facebook' }).click();
    await expect.poll(() => page.url()).toContain(`client_id=${facebook.appId}`);
    await context.close();
  });

  it('opens Connect Account for the session, creates a new shop there and enters the app', async () => {
    const session = await facebookSessionWithoutShop();
    // The session as the sign-in leaves it in local storage: a token, Facebook's login type, no shop.
    const { context, page } = await openSignedIn(browser, session, { width: 1280, height: 900 });
    await page.goto(`${server.url}/pc/`);
    await expect.poll(() => hashOf(page)).toBe('#/pages/connectAccount/index?userType=1');
    await page.getByRole('heading', { name: 'Connect your account' }).waitFor();
    await page.getByText('You signed in with Facebook.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    const handle = `grace.${Date.now().toString(36)}`;
    await page.getByLabel('Handle').fill(handle);
    await page.getByText('Available').waitFor();
    await page.screenshot({ path: `${OUT}/connect-account.png` });
    await page.getByRole('button', { name: 'Create shop' }).click();
    // This Facebook account shares no email address: the server asks for one, and the page says so.
    await page.getByRole('alert').filter({ hasText: 'Enter your email address: Facebook did not share it.' }).waitFor();
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await page.getByRole('button', { name: 'Create shop' }).click();

    await expect.poll(() => hashOf(page)).toBe('#/');
    expect(await tabLabels(page)).toEqual(TAB_LABELS);
    await page.getByText(handle).first().waitFor();
    // The session in storage now names the new shop, and the account has it with the handle.
    const shop = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.shopDomain);
    expect(shop).toBeTruthy();
    const info = await api.post(
      '/setting/getInfo',
      {},
      await page.evaluate((key) => window.localStorage.getItem(key) ?? '', SESSION_KEYS.token),
    );
    expect(info.data).toMatchObject({ shopDomain: shop, handle, loginType: 2 });
    await page.screenshot({ path: `${OUT}/connect-account-done.png` });
    await context.close();
  });
});
