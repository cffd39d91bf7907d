import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn } from '../support/signed-in-browser';
import { browserJourney } from '../support/browser-journey';
import type { ApiCaller } from '../support/api-caller';
import { SESSION_KEYS } from '../../src/api/session-store';
import { createSystemMessages } from '../../server/modules/system-messages';

const OUT = 'test-output/e2e';
const hashOf = (page: Page) => new URL(page.url()).hash;

type Creator = Awaited<ReturnType<ApiCaller['registerCreator']>>;

describe('settings panel, logout confirmation and system messages in the browser', () => {
  const journey = browserJourney();

  const signedIn = (creator: Creator) => openSignedIn(journey.browser, creator);

  it('opens the settings panel from the avatar, shows the list and referral block, and closes on a click outside', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await signedIn(creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    const panel = page.getByRole('complementary', { name: 'Settings panel' });
    await panel.waitFor();
    expect((await panel.boundingBox())?.width).toBe(360);
    expect((await panel.boundingBox())?.height).toBeGreaterThanOrEqual(625);
    await expect.poll(() => panel.getByText(creator.email).count()).toBe(1);
    // Without Facebook auth and a bio link the scheduler row hides; the Instagram row offers to connect (issue 24).
    const rows = panel.getByRole('navigation', { name: 'Settings' }).getByRole('button');
    // Every row's page is in the app now (issue 17 brought the AI collage preference).
    await expect
      .poll(() =>
        rows.evaluateAll((buttons) =>
          buttons.map((b) => [(b as HTMLElement).innerText, (b as HTMLButtonElement).disabled]),
        ),
      )
      .toEqual([
        ['AI collage preference', false],
        ['Account info', false],
        ['Payment', false],
        ['Income', false],
        ['Connect Instagram', false],
        ['API keys', false],
        ['Webhooks', false],
      ]);
    await expect.poll(() => panel.getByRole('heading', { name: 'REFERRAL BONUS' }).count()).toBe(1);
    await expect.poll(() => panel.locator('.lm-settings__level').count()).toBe(1);
    await page.screenshot({ path: `${OUT}/settings-panel.png` });

    await page.mouse.click(900, 300);
    await expect.poll(() => panel.count(), { timeout: 2_000 }).toBe(0);
    await context.close();
  });

  it('Invite friends shows the referral link and invitation; Copy copies it: a 3 s toast and the invitation modal', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await signedIn(creator);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.server.url });
    const shopCode = (await journey.api.post('/code/getShopMaiCode', {}, creator.token)).data as string;
    const link = `${journey.server.url}/pc/#/pages/createAccount/index?referCode=${shopCode}`;
    await page.goto(`${journey.server.url}/pc/`);
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    const panel = page.getByRole('complementary', { name: 'Settings panel' });
    // Invite waits for the panel's data (spec §5); once loaded it shows the invitation.
    await expect.poll(() => panel.locator('.lm-settings__level').count()).toBe(1);
    await panel.getByRole('button', { name: 'Invite friends' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await invite.waitFor();
    expect(await invite.getByLabel('Your referral link').inputValue()).toBe(link);
    expect(await invite.getByLabel('Your invitation').inputValue()).toContain(`referral code ${shopCode}`);
    await page.screenshot({ path: `${OUT}/invite-friends.png` });
    await invite.getByRole('button', { name: 'Copy' }).click();
    const modal = page.getByRole('dialog', { name: 'Your personal invitation is copied!' });
    await modal.waitFor();
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(357);
    expect(await modal.getByText('Please feel free to sure with your friends.').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'copy successful' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`referral code ${shopCode}`);
    expect(copied).toContain(link);
    await page.screenshot({ path: `${OUT}/invite-copied.png` });
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await context.close();
  });

  it('Escape closes the settings panel; so does another page, and nothing of the panel stays over it to swallow clicks', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await signedIn(creator);
    await page.goto(`${journey.server.url}/pc/`);
    const avatar = page.getByRole('button', { name: `Settings for ${creator.handle}` });
    const panel = page.getByRole('complementary', { name: 'Settings panel' });
    await avatar.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    // Open again, then another page comes by its address (a bookmark, a link pasted in the address bar).
    await avatar.click();
    await panel.waitFor();
    await page.evaluate(() => (window.location.hash = '#/pages/myLinks/index'));
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.locator('.lm-settings-backdrop').count()).toBe(0);
    // The first click on the new page does what it says.
    await page.getByRole('button', { name: 'Create link' }).first().click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/myLinks/create');
    await context.close();
  });

  it("takes a VIP referral code on Enter once: 'save successful!', then the input is disabled", async () => {
    const referrer = await journey.api.registerCreator();
    const code = (await journey.api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
    const creator = await journey.api.registerCreator();
    const { context, page } = await signedIn(creator);
    await page.goto(`${journey.server.url}/pc/`);
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    const panel = page.getByRole('complementary', { name: 'Settings panel' });
    await expect.poll(() => panel.locator('.lm-settings__level').count()).toBe(1);
    const input = panel.getByLabel('VIP referral code');
    await input.press('Enter');
    expect(await input.isEnabled()).toBe(true);
    await input.fill(code);
    await input.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'save successful!' }).count()).toBe(1);
    await expect.poll(() => input.isDisabled()).toBe(true);
    expect(await input.inputValue()).toBe(code);
    expect((await journey.api.post('/setting/getInfo', {}, creator.token)).data.sourceReferCode).toBe(code);
    await context.close();
  });

  it("the popup screen shows what's new (115) without its mask, and closing it steps back", async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await signedIn(creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    await page.evaluate(() => (window.location.hash = '#/pages/popup/popup?type=115&disableMask=1'));
    const popup = page.getByRole('dialog', { name: "What's new" });
    await popup.waitFor();
    expect(await popup.locator('[data-popup-type="115"]').count()).toBe(1);
    expect(await page.locator('.lm-modal__mask--clear').count()).toBe(1);
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/myLinks/index');
    await context.close();
  });

  it('Log out asks for confirmation; an overlay click keeps it; OK signs out to the login page', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await signedIn(creator);
    await page.goto(`${journey.server.url}/pc/`);
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to Logout？' });
    await dialog.waitFor();
    // Measured once the opening animation is over.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(360);
    const ok = dialog.getByRole('button', { name: 'OK' });
    const cancelBox = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect([cancelBox?.width, cancelBox?.height]).toEqual([130, 44]);
    await page.screenshot({ path: `${OUT}/logout-confirmation.png` });

    await page.mouse.click(20, 780);
    expect(await dialog.isVisible()).toBe(true);

    await ok.click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/login/index');
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token)).toBeNull();
    // The server session is gone too.
    expect((await journey.api.post('/setting/getInfo', {}, creator.token)).code).toBe(401);
    await context.close();
  });

  it('shows a system message sent to the shop as popup 10001 and marks it read when dismissed', async () => {
    const creator = await journey.api.registerCreator();
    await createSystemMessages(journey.server.services.database, journey.server.services.eventStore).send({
      shopDomain: creator.shopName,
      content: {
        title: 'Your Facebook Page was unlinked',
        subTitle: 'Instagram account @janes.picks',
        richText: '<p>Re-link it to keep <b>AutoDM</b> running.</p><script>window.hacked = true</script>',
        msgType: 'autodm',
        urlType: 'router',
        url: '/pages/fbAuth/index',
        confirmBtn: 'go resolve',
        cancelBtn: 'not now',
      },
    });
    const { context, page } = await signedIn(creator);
    await page.goto(`${journey.server.url}/pc/`);
    const popup = page.getByRole('dialog', { name: 'Your Facebook Page was unlinked' });
    await popup.waitFor();
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(420);
    expect(await popup.locator('[data-popup-type="10001"]').count()).toBe(1);
    expect(await popup.getByText('Instagram account @janes.picks').count()).toBe(1);
    expect(await popup.locator('b', { hasText: 'AutoDM' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await page.screenshot({ path: `${OUT}/system-message-popup.png` });

    await popup.getByRole('button', { name: 'not now' }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await expect
      .poll(async () => (await journey.api.post('/hosts/gateway/api/system-msg/unread', {}, creator.token)).data)
      .toEqual([]);
    await context.close();
  });
});
