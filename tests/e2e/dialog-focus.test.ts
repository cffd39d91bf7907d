import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CREATE_PANEL_TITLE } from '../../src/domain/spec-constants';
import { openAccountInfo } from '../support/app-pages';
import { browserJourney } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

/** Whether the focused element is `target` itself or inside it. */
const focusInside = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));
/** Whether `target` itself has the focus. */
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Every control Tab could reach inside `target`, counted the plain way (enough presses to wrap around once). */
const controlCount = (target: Locator) =>
  target.evaluate(
    (element) => element.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]').length,
  );

/** Tab, then Shift+Tab, each pressed past the ends: the focus never leaves `target`. */
async function tabbingStaysInside(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => focusInside(target)).toBe(true);
  const presses = (await controlCount(target)) + 2;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(target), `${key} #${press + 1}`).toBe(true);
    }
  }
}

/** Escape closes `target` and hands the focus back to `opener`. */
async function escapeReturnsTo(page: Page, target: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => target.count()).toBe(0);
  await expect.poll(() => focused(opener)).toBe(true);
}

describe('dialogs and panels keep the keyboard focus and close on Escape', () => {
  const journey = browserJourney();

  async function signedIn() {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    return { creator, context, page, nav };
  }

  it('the create panel, the settings panel, its Invite friends dialog and the Log out confirmation', async () => {
    const { creator, context, page, nav } = await signedIn();

    const create = nav.getByRole('button', { name: new RegExp(`^${CREATE_PANEL_TITLE}`) });
    await create.click();
    const createPanel = page.getByRole('dialog', { name: CREATE_PANEL_TITLE });
    await createPanel.waitFor();
    await tabbingStaysInside(page, createPanel);
    await escapeReturnsTo(page, createPanel, create);

    const avatar = nav.getByRole('button', { name: `Settings for ${creator.handle}` });
    await avatar.click();
    const settings = page.getByRole('complementary', { name: 'Settings panel' });
    // The rows come with the panel's data; the level badge shows once it is in.
    await expect.poll(() => settings.locator('.lm-settings__level').count()).toBe(1);
    await tabbingStaysInside(page, settings);

    // A dialog over the panel: Escape closes only the dialog, and the focus goes back to its row in the panel.
    const inviteRow = settings.getByRole('button', { name: 'Invite friends' });
    await inviteRow.click();
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await invite.waitFor();
    await tabbingStaysInside(page, invite);
    await escapeReturnsTo(page, invite, inviteRow);
    expect(await settings.isVisible()).toBe(true);

    const logOut = settings.getByRole('button', { name: 'Log out' });
    await logOut.click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to Logout？' });
    await confirm.waitFor();
    await tabbingStaysInside(page, confirm);
    await escapeReturnsTo(page, confirm, logOut);

    await escapeReturnsTo(page, settings, avatar);
    await context.close();
  });

  it("Account info's Delete account dialog, reached from the settings panel", async () => {
    const { creator, context, page } = await signedIn();
    await openAccountInfo(page, creator.handle);

    const deleteAccount = page.getByRole('button', { name: 'Delete account' });
    await deleteAccount.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await tabbingStaysInside(page, dialog);
    await escapeReturnsTo(page, dialog, deleteAccount);
    await context.close();
  });

  it('the support chat panel (not modal): focus moves in when it opens, Escape closes it and returns to the button', async () => {
    const { context, page } = await signedIn();
    const button = page.getByRole('button', { name: /^Support chat/ });
    // The button waits for the user info, then the chat's start-up delay.
    await button.waitFor({ timeout: 10_000 });
    await button.click();
    const panel = page.getByRole('region', { name: 'Support chat' });
    await panel.waitFor();
    await expect.poll(() => focusInside(panel)).toBe(true);
    await escapeReturnsTo(page, panel, button);
    await context.close();
  });
});
