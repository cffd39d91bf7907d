import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserJourney } from '../support/browser-journey';
import { hashOf, TAB_LABELS, tabLabels } from '../support/app-pages';
import { lastMailedCode } from '../support/outbox';

const OUT = 'test-output/e2e';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('sign-in flows in the browser, against the real server', () => {
  const journey = browserJourney();

  async function newPage(): Promise<Page> {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  /** The last code mailed to the address, read from the outbox (the embedded mailer). */
  const lastCodeFor = (email: string) => lastMailedCode(journey.server.services.database, email);

  it('a wrong password shows the server message, and the plain password never travels', async () => {
    const creator = await journey.api.registerCreator();
    const page = await newPage();
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/blogger/v2/login')) bodies.push(request.postData() ?? '');
    });
    await page.goto(`${journey.server.url}/pc/#/pages/login/index`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByLabel('User name or email').fill(creator.username);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-9');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'The user name or password is incorrect.' }).waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('Wrong-password-9');
    expect(JSON.parse(bodies[0] ?? '{}').password).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    await page.screenshot({ path: `${OUT}/login-wrong-password.png` });

    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.context().close();
  });

  it("the login page's links open Create Account and Forgot password while signed out, and lead back", async () => {
    const page = await newPage();
    await page.goto(`${journey.server.url}/pc/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The user name field has the focus: leaving it empty for a link must not push the link away mid-click.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your Linkmint account' }).waitFor();
    expect(hashOf(page)).toBe('#/pages/createAccount/index');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(hashOf(page)).toBe('#/pages/forgotPassword/index');
    await page.screenshot({ path: `${OUT}/login-links-forgot-password.png` });
    await page.context().close();
  });

  it('registers without a handle: Additional Info is forced (isForce=1, no sidebar, no way around it), then the app opens', async () => {
    const n = unique();
    const page = await newPage();
    // A shared sign-up link opens Create Account directly, without a session.
    await page.goto(`${journey.server.url}/pc/#/pages/createAccount/index`);
    await page.getByRole('heading', { name: 'Create your Linkmint account' }).waitFor();
    await page.getByLabel('User name').fill(`ada_${n}`);
    await page.getByLabel('Email').fill(`ada_${n}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
    await page.getByLabel('Confirm password').fill('Secret-pass-2');
    await page.getByLabel('Confirm password').blur();
    await page.getByText('The two passwords do not match').waitFor();
    expect(await page.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Confirm password').fill('Secret-pass-1');
    await page.getByText('You can also choose it right after signing up.').waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Followers').selectOption('10k_50k');
    await page.getByLabel('Primary platform').selectOption('instagram');
    await page.screenshot({ path: `${OUT}/create-account.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => hashOf(page)).toBe('#/pages/additional/index?isForce=1');
    await page.getByRole('heading', { name: 'Finish setting up your profile' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.screenshot({ path: `${OUT}/additional-info-forced.png`, fullPage: true });
    // Another page typed into the address bar leads back here.
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'Finish your profile first' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Finish setting up your profile' }).waitFor();
    // The handle is required here.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Choose a handle').waitFor();
    await page.getByLabel('Handle').fill(`ada.${n}`);
    await page.getByText('Available').waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect.poll(() => hashOf(page)).toBe('#/');
    expect(await tabLabels(page)).toEqual(TAB_LABELS);
    await page.getByText(`ada.${n}`).first().waitFor();
    await page.screenshot({ path: `${OUT}/additional-info-completed.png` });

    // Account info later: the same page, optional now (Cancel, the sidebar), and saving keeps the creator there.
    await page.goto(`${journey.server.url}/pc/#/pages/additional/index`);
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Handle').inputValue()).toBe(`ada.${n}`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByLabel('Name on that platform').fill(`ada.${n}`);
    await page
      .getByRole('form', { name: 'Additional info' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await page.getByText('save successful!').waitFor();
    expect(hashOf(page)).toBe('#/pages/additional/index');
    await page.getByText('save successful!').waitFor({ state: 'hidden' });

    await page.goto(`${journey.server.url}/pc/#/pages/editProfile/index`);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Ada');
    await page.getByLabel('Display name').fill('Ada L.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('save successful!').waitFor();
    await page.screenshot({ path: `${OUT}/edit-profile.png`, fullPage: true });
    await page.context().close();
  });

  it('resets a forgotten password with the code from the outbox, then signs in with the new one', async () => {
    const creator = await journey.api.registerCreator();
    const page = await newPage();
    await page.goto(`${journey.server.url}/pc/#/pages/forgotPassword/index`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(creator.email);
    await page.screenshot({ path: `${OUT}/forgot-password-email.png` });
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await page.getByRole('button', { name: /Send a new code in \d+ s/ }).waitFor();
    const code = await lastCodeFor(creator.email);
    await page.getByLabel('Verification code').fill(`${code}99`);
    expect(await page.getByLabel('Verification code').inputValue()).toBe(code);
    await page.screenshot({ path: `${OUT}/forgot-password-code.png` });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-7');
    await page.getByLabel('Confirm new password').fill('Brand-new-pass-7');
    await page.screenshot({ path: `${OUT}/forgot-password-new.png` });
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();

    await page.getByLabel('User name or email').fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill('Brand-new-pass-7');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.context().close();
  });

  it('without Facebook sign-in configured the sign-in page offers no Facebook button, and its page says so without a useless retry', async () => {
    const page = await newPage();
    const providers = page.waitForResponse((res) => res.url().endsWith('/auth/sign-in-providers'));
    await page.goto(`${journey.server.url}/pc/#/pages/login/index`);
    expect((await (await providers).json()).data).toEqual({ facebook: false, apple: false });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue with Facebook' }).count()).toBe(0);
    expect(await page.getByText('Apple').count()).toBe(0);
    await page.screenshot({ path: `${OUT}/facebook-login-off.png` });
    // An old bookmark of the Facebook page: the reason and the way to the password sign-in, no 'Try again'.
    await page.goto(`${journey.server.url}/pc/#/pages/loginFb/index`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Facebook sign-in is not offered on this Linkmint server.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sign in with your user name instead' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    await page.context().close();
  });
});
