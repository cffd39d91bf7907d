import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AMAZON_PRODUCT, IPHONE_SAFARI } from '../api/short-link-support';
import { hashOf, openAccountInfo as openAccountInfoPage } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { lastMailedCode } from '../support/outbox';
import { openSignedIn } from '../support/signed-in-browser';

/**
 * Issue 24's account journeys, each reached by clicking from a tab or the settings panel: the Account tab opens
 * the dashboard once the creator's first click is in; Account info changes the password (and the new one signs
 * in), the email (with the code from the outbox) and the tracking IDs, shows the referral link, and deletes the
 * account.
 */
describe('the Account tab and the account page in the browser', () => {
  const journey = browserJourney();

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function openAccountInfo(page: Page, handle: string) {
    await openAccountInfoPage(page, handle);
    await expect.poll(() => nav(page).locator('[aria-current="page"]').innerText()).toBe('Account');
  }

  it('the Account tab opens the first steps for a new creator, and the earnings dashboard from the first visitor click on', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'firstclick-20' });
    expect(creator).toMatchObject({ userType: 'new' });
    const link = await journey.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
    expect(link.code, link.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    await nav(page).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    expect(hashOf(page)).toBe('#/pages/earning/new_user_index_new');

    // A visitor follows the creator's link.
    const visit = await fetch(`${journey.server.url}/s/${link.data.code}`, {
      redirect: 'manual',
      headers: { 'user-agent': IPHONE_SAFARI },
    });
    expect(visit.status).toBe(302);

    await nav(page).getByRole('link', { name: 'My Links' }).click();
    await nav(page).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(hashOf(page)).toBe('#/pages/earning/index_new');
    // The session keeps it: the tab leads there directly from now on.
    expect(await page.evaluate(() => localStorage.getItem('linkmint.userType'))).toBe('regular');
    expect(await nav(page).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '#/pages/earning/index_new',
    );
    // One range (the dashboard's) drives the click panel too, titled as on the other pages; one per-day chart.
    const panel = page.getByRole('region', { name: 'Where clicks come from' });
    await expect.poll(() => panel.getByTestId('breakdown-clicks').textContent()).toBe('1');
    expect(await page.getByRole('group', { name: 'Date range' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /^Clicks per day/ }).count()).toBe(1);
    await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Last 30 days' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => panel.getByTestId('breakdown-clicks').textContent()).toBe('1');
    await page.screenshot({ path: `${OUT}/account-tab-dashboard.png` });
    await context.close();
  });

  it('Account info: adds and removes a tracking ID, shows the referral link, changes the email with the mailed code', async () => {
    const creator = await journey.api.registerCreator({ amazonTrackingId: 'acct-20' });
    const shopCode = (await journey.api.post('/code/getShopMaiCode', {}, creator.token)).data as string;
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    await openAccountInfo(page, creator.handle);

    // Tracking IDs: a Walmart id of the wrong shape is refused before anything is sent; a good one is added, then removed.
    const walmart = page.getByRole('group', { name: 'Walmart tracking IDs' });
    const walmartField = walmart.getByLabel('New Walmart tracking ID');
    await walmartField.fill('x');
    await walmart.getByRole('button', { name: 'Add', exact: true }).click();
    await walmart.getByRole('alert').waitFor();
    await walmartField.fill('acct_walmart');
    await walmart.getByRole('button', { name: 'Add', exact: true }).click();
    await walmart.getByRole('listitem').filter({ hasText: 'acct_walmart' }).waitFor();
    expect(
      (await journey.api.post('/setting/v2/getTrackingIdsV2', {}, creator.token)).data.walmartTrackingIdList,
    ).toEqual([{ trackingId: 'acct_walmart', createdAt: expect.any(String) }]);
    await page.screenshot({ path: `${OUT}/account-info-tracking-ids.png`, fullPage: true });
    await walmart.getByRole('button', { name: 'Remove acct_walmart' }).click();
    await expect.poll(() => walmart.getByRole('listitem').count()).toBe(0);
    expect(
      (await journey.api.post('/setting/v2/getTrackingIdsV2', {}, creator.token)).data.walmartTrackingIdList,
    ).toEqual([]);
    expect(await page.getByRole('group', { name: 'Amazon tracking IDs' }).getByRole('listitem').innerText()).toContain(
      'acct-20',
    );
    expect(await page.getByRole('link', { name: 'Impact settings' }).getAttribute('href')).toBe(
      '#/pages/setting/impact',
    );

    // Referral: the code and the sign-up link that carries it.
    await expect.poll(() => page.getByTestId('referral-code').innerText()).toBe(shopCode);
    expect(await page.getByTestId('referral-link').innerText()).toBe(
      `${journey.server.url}/pc/#/pages/createAccount/index?referCode=${shopCode}`,
    );

    // Email: a code to the new address, then saving with it.
    const next = `new.${creator.email}`;
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByLabel('New email address').fill(next);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The code field shows once the server has mailed the code.
    const codeField = page.getByLabel('Code from the email');
    await codeField.waitFor();
    await codeField.fill(await lastMailedCode(journey.server.services.database, next));
    await page.getByRole('button', { name: 'Save email' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Your email address is now ${next}.` })
      .waitFor();
    await expect.poll(() => page.getByTestId('account-email').innerText()).toBe(next);
    expect((await journey.api.post('/setting/getInfo', {}, creator.token)).data.email).toBe(next);
    // The settings panel shows the new address too (the session learnt it).
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page.getByRole('complementary', { name: 'Settings panel' }).getByText(next).waitFor();
    await context.close();
  });

  it('Account info: changes the password, and the new one signs in after logging out; then deletes the account', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    await openAccountInfo(page, creator.handle);

    const changed = 'Changed-pass-42';
    await page.getByLabel('Current password').fill(creator.password);
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password').fill(changed);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    await expect.poll(() => page.getByLabel('Current password').inputValue()).toBe('');

    // Log out from the settings panel, then sign in with the new password.
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page.getByRole('complementary', { name: 'Settings panel' }).getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to Logout？' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    await page.getByLabel('User name or email').fill(creator.username);
    await page.getByLabel('Password', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await nav(page).waitFor();

    // Delete the account: DELETE and the password; the app is back on the sign-in page, and the account is gone.
    await openAccountInfo(page, creator.handle);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByLabel('Your password').fill(changed);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Type DELETE in capitals to confirm').waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.screenshot({ path: `${OUT}/account-deletion.png` });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    await page.getByRole('status').filter({ hasText: 'Your account and everything in it are deleted.' }).waitFor();
    const again = await journey.api.post('/blogger/v2/login', {
      username: creator.username,
      password: await journey.api.encrypt(changed),
    });
    expect(again.code).toBe(400);
    await context.close();
  });
});
