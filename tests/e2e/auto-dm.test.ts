import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTO_DM_GATE_TEXT, AUTO_DM_TEXTS, UNLINK_CONFIRM } from '../../src/domain/auto-dm';
import { CONFIRM_DEFAULT_CONTENT, CONFIRM_DEFAULT_TITLE } from '../../src/domain/spec-constants';
import { PLAN_USAGE_TEXTS, PLANS_PAGE_PATH } from '../../src/domain/plan-usage';
import { planRequiredMessage } from '../../src/domain/plans';
import { PAIR_BROKEN_MESSAGE } from '../../server/modules/auto-dm';
import { subscribe } from '../api/billing-support';
import { adminOn } from '../support/admin-cli';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';
import { connectThroughSimulatedDialog } from '../support/simulated-facebook';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const POST_ID = 'post_autodm_1';
const FB_POST_ID = '9100000000000001_2200000000000001';

/** The DMs listed for the post in the editor, read after Refresh DMs. */
async function listedDms(page: Page) {
  await page.getByRole('button', { name: 'Refresh DMs' }).click();
  await page.getByRole('button', { name: 'Refresh DMs' }).and(page.locator(':not([disabled])')).waitFor();
  return page.locator('table[aria-label="DMs"] tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      commentId: row.getAttribute('data-comment-id'),
      dm: row.querySelector('[data-testid="dm-content"]')?.textContent?.trim(),
      status: row.querySelector('[data-testid="dm-status"]')?.textContent?.trim().split(' ')[0],
    })),
  );
}

/** Connects the signed-in creator through the app: fbAuth, the simulated dialog, Allow, fbPermissions, the Page. */
async function connectThroughTheApp(page: Page, app: string) {
  await page.goto(`${app}/pc/#/pages/fbAuth/index`);
  await page.getByRole('heading', { name: 'Connect Instagram and Facebook', level: 1 }).waitFor();
  await connectThroughSimulatedDialog(page);
}

/**
 * Issue 14's journey on a fresh install (the built-in simulator, no Facebook settings): without a connection the
 * Auto DM entry toasts the spec's sentence; the creator connects through the app (fbAuth, the simulated dialog,
 * Allow, fbPermissions, the Page), sets a keyword rule with a two-card carousel on a post in the editor; a
 * matching comment gets exactly one DM with that carousel, the same comment again none, a comment without the
 * keyword none.
 */
describe('Auto DM in the browser', () => {
  const journey = browserJourney();

  it('gate without a connection; connect through the simulated dialog; a keyword rule with two cards sends one DM per matching comment', async () => {
    const creator = await journey.api.registerCreator();
    const admin = adminOn(journey.server);
    const { page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;

    // No Facebook auth, no bio link: the tab's Auto DM entry says why instead of opening (spec §5).
    await page.goto(`${app}/pc/#/pages/home/biolink`);
    const section = page.getByRole('region', { name: 'Auto DM', exact: true });
    await section.getByRole('button', { name: 'Open Auto DM' }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_GATE_TEXT }).waitFor();
    expect(hashOf(page)).toBe('#/pages/home/biolink');

    // A bio link page and a post synced from Instagram.
    expect((await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token)).code).toBe(200);
    const posted = await admin('bio', 'post', creator.handle, '--media-id', POST_ID, '--caption', 'My autumn shoes');
    expect(posted.code).toBe(0);

    // Connect through the app.
    await connectThroughTheApp(page, app);

    // The post's editor: trigger word 'link', a message, two cards.
    await page.getByRole('button', { name: 'Set Auto DM of My autumn shoes' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/setting/autoReply?mediaId=${POST_ID}`);
    // A post without an Auto DM starts switched off.
    const enabled = page.getByRole('checkbox', { name: 'Auto DM on for this post' });
    expect(await enabled.isChecked()).toBe(false);
    await enabled.check();
    await page.getByRole('textbox', { name: 'Trigger words' }).fill('link');
    await page.getByRole('textbox', { name: 'Direct message' }).fill('Here are the shoes from my post');
    const cards = [
      {
        title: 'Walking shoes',
        image: 'https://img.example.com/walk.jpg',
        button: 'Shop',
        url: 'https://shop.example.com/walk',
      },
      {
        title: 'Running shoes',
        image: 'https://img.example.com/run.jpg',
        button: 'Buy',
        url: 'https://shop.example.com/run',
      },
    ];
    for (const [i, card] of cards.entries()) {
      const n = i + 1;
      await page.getByRole('button', { name: 'Add card' }).click();
      // The rules show as the creator types: a card without a title says so before anything is sent.
      await page.getByText(`Card ${n} needs a title.`).waitFor();
      await page.getByRole('textbox', { name: `Card ${n} title` }).fill(card.title);
      await page.getByRole('textbox', { name: `Card ${n} picture address` }).fill(card.image);
      await page.getByRole('button', { name: `Add button to card ${n}` }).click();
      await page.getByRole('textbox', { name: `Card ${n} button 1 title` }).fill(card.button);
      await page.getByRole('textbox', { name: `Card ${n} button 1 address` }).fill(card.url);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_TEXTS.saved }).waitFor();
    await page.getByText('Everything is saved.').waitFor();
    await page.screenshot({ path: `${OUT}/auto-dm-editor.png`, fullPage: true });

    // A comment with the trigger word: exactly one DM, carrying the two cards.
    expect(
      (await admin('ig', 'comment', creator.handle, POST_ID, 'Send me the LINK please', '--comment-id', 'c-autodm-1'))
        .code,
    ).toBe(0);
    // The command wakes the server's own dispatcher, which sends at once (well inside its 30 s poll).
    await expect
      .poll(() => listedDms(page), { timeout: 10_000, interval: 500 })
      .toEqual([{ commentId: 'c-autodm-1', dm: 'Here are the shoes from my post (2 cards)', status: 'Sent' }]);
    const dms = await admin('ig', 'dms', creator.handle);
    expect(dms.code).toBe(0);
    // `ig dms` prints one table: the comment's row says sent, with its two cards.
    const sentLines = dms.out
      .join('\n')
      .split('\n')
      .filter((line) => line.includes('c-autodm-'));
    expect(sentLines).toHaveLength(1);
    expect(sentLines[0]).toMatch(/c-autodm-1\b.*\bsent\b\s+2\b/);

    // The same comment delivered again: still one DM.
    expect(
      (await admin('ig', 'comment', creator.handle, POST_ID, 'Send me the LINK please', '--comment-id', 'c-autodm-1'))
        .code,
    ).toBe(0);
    // A comment without the trigger word ('linking' is not the word 'link'): no DM.
    expect(
      (
        await admin(
          'ig',
          'comment',
          creator.handle,
          POST_ID,
          'Love these, linking my friend',
          '--comment-id',
          'c-autodm-2',
        )
      ).code,
    ).toBe(0);
    expect(await listedDms(page)).toEqual([
      { commentId: 'c-autodm-1', dm: 'Here are the shoes from my post (2 cards)', status: 'Sent' },
    ]);
    await page.getByTestId('dm-total').filter({ hasText: '1 comment triggered a DM.' }).waitFor();
    expect(
      (await admin('ig', 'dms', creator.handle)).out
        .join('\n')
        .split('\n')
        .filter((line) => line.includes('c-autodm-')),
    ).toEqual(sentLines);

    // Auto DM's home shows the post's rule and its one DM; the tab shows the same.
    await page.goto(`${app}/pc/#/pages/autoDm/index`);
    const row = page.locator(`li[data-media-id="${POST_ID}"]`);
    await row.getByTestId('auto-dm-state').filter({ hasText: 'Auto DM on · link' }).waitFor();
    await row.getByTestId('dm-count').filter({ hasText: '1 DM · with product links' }).waitFor();
    await page.screenshot({ path: `${OUT}/auto-dm-home.png`, fullPage: true });
    await page.goto(`${app}/pc/#/pages/home/biolink`);
    await page
      .getByRole('region', { name: 'Auto DM posts' })
      .locator(`li[data-media-id="${POST_ID}"]`)
      .getByTestId('auto-dm-state')
      .filter({ hasText: 'Auto DM on · link' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Auto DM', exact: true })
      .getByRole('button', { name: 'Open Auto DM' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/autoDm/index');
  }, 120_000);

  it("the scheduler sets the next scheduled post and clears after the spec's dialog; an unlinked Page leads from the system message to fbAuth", async () => {
    const creator = await journey.api.registerCreator();
    const admin = adminOn(journey.server);
    const { page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;
    expect((await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token)).code).toBe(200);
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (
        await admin(
          'bio',
          'post',
          creator.handle,
          '--media-id',
          'sched_1',
          '--caption',
          'Coming tomorrow',
          '--scheduled',
          'true',
          '--posted-at',
          soon,
        )
      ).code,
    ).toBe(0);
    await connectThroughTheApp(page, app);

    // The scheduler: the next scheduled post, no Auto DM waiting yet (nothing to clear); its Auto DM is set in the editor.
    await page.getByRole('button', { name: 'Auto reply scheduler' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/setting/schedulePost');
    await page
      .getByTestId('scheduled-count')
      .filter({ hasText: 'No scheduled post with an Auto DM is waiting' })
      .waitFor();
    await page.getByText('Coming tomorrow').waitFor();
    expect(await page.getByRole('button', { name: 'Clear', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Set Auto DM of the next post' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/setting/autoReply?mediaId=sched_1');
    const setScheduledAutoDm = async () => {
      await page.getByRole('heading', { name: 'Scheduled post', exact: true }).waitFor();
      await page.getByRole('checkbox', { name: 'Auto DM on for this post' }).check();
      await page.getByRole('textbox', { name: 'Trigger words' }).fill('price');
      await page.getByRole('textbox', { name: 'Direct message' }).fill('The price is in the link');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    };
    // On the free plan an Auto DM on a scheduled post is refused: the plan dialog names the plan and leads to it.
    await setScheduledAutoDm();
    const planDialog = page.getByRole('dialog', { name: 'Plan usage' });
    await planDialog
      .getByTestId('plan-usage-message')
      .filter({ hasText: planRequiredMessage('schedule_posts') })
      .waitFor();
    await planDialog.getByRole('button', { name: PLAN_USAGE_TEXTS.seePlans }).click();
    await expect.poll(() => hashOf(page)).toBe(`#${PLANS_PAGE_PATH}`);
    // With Starter paid, the same Auto DM is saved.
    await subscribe(journey.server, journey.api, creator.token, 'deeplink');
    await page.goBack();
    await expect.poll(() => hashOf(page)).toBe('#/pages/setting/autoReply?mediaId=sched_1');
    await setScheduledAutoDm();
    await page.getByText('Everything is saved.').waitFor();

    // Clear asks with the spec's dialog first; Cancel keeps it, Clear removes the scheduled Auto DM.
    await page.goto(`${app}/pc/#/pages/setting/schedulePost`);
    await page
      .getByTestId('scheduled-count')
      .filter({ hasText: '1 scheduled post with an Auto DM waiting to be published.' })
      .waitFor();
    await page.getByText('Auto DM on · price', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: CONFIRM_DEFAULT_TITLE });
    for (const line of CONFIRM_DEFAULT_CONTENT) await dialog.getByText(line).waitFor();
    await page.screenshot({ path: `${OUT}/auto-dm-scheduler-clear.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByText('Auto DM on · price', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_TEXTS.schedulerCleared }).waitFor();
    await page
      .getByTestId('scheduled-count')
      .filter({ hasText: 'No scheduled post with an Auto DM is waiting' })
      .waitFor();
    await page.getByText('Auto DM off', { exact: false }).waitFor();

    // Facebook unlinks the Page from Instagram: the system message's 'go resolve' opens fbAuth, which says how to fix it.
    expect((await admin('ig', 'unpair', creator.handle)).code).toBe(0);
    await page.goto(`${app}/pc/`);
    const popup = page.getByRole('dialog', { name: PAIR_BROKEN_MESSAGE.title });
    await popup.getByRole('button', { name: 'go resolve' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/fbAuth/index');
    await page.getByTestId('pair-valid').filter({ hasText: AUTO_DM_TEXTS.pairBroken }).waitFor();
    await page.screenshot({ path: `${OUT}/auto-dm-fb-auth.png`, fullPage: true });

    // Disconnect asks first; then the Connect button is back and Auto DM is gated again.
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    const unlink = page.getByRole('dialog', { name: UNLINK_CONFIRM.title });
    await unlink.getByRole('button', { name: UNLINK_CONFIRM.confirmText }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_TEXTS.unlinked }).waitFor();
    await page.getByText('Not connected: Auto DM sends nothing until you connect.').waitFor();
    await page.goto(`${app}/pc/#/pages/autoDm/index`);
    await page.getByRole('button', { name: 'Auto reply scheduler' }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_GATE_TEXT }).waitFor();
  }, 120_000);

  it("issue 24: 'Connect Instagram' from the Bio Link tab and the settings panel; a Facebook Page post gets an Auto DM that answers a comment", async () => {
    const creator = await journey.api.registerCreator();
    const admin = adminOn(journey.server);
    const { page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;
    expect((await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token)).code).toBe(200);
    expect(
      (
        await admin(
          'bio',
          'post',
          creator.handle,
          '--platform',
          'facebook',
          '--media-id',
          FB_POST_ID,
          '--caption',
          'Our spring lamp',
        )
      ).code,
    ).toBe(0);
    await page.goto(`${app}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // The settings panel has a row leading to the connection while Auto DM is not connected.
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Connect Instagram' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/fbAuth/index');
    await page.getByRole('heading', { name: 'Connect Instagram and Facebook', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('complementary', { name: 'Settings panel' }).count()).toBe(0);

    // The Bio Link tab: a 'Connect Instagram' card leads there too; Auto DM itself still asks to be enabled first.
    await nav.getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    const card = page.getByRole('region', { name: 'Auto DM', exact: true });
    await card.getByRole('heading', { name: 'Connect Instagram' }).waitFor();
    await page.screenshot({ path: `${OUT}/auto-dm-connect-card.png`, fullPage: true });
    await card.getByRole('button', { name: 'Open Auto DM' }).click();
    await page.getByRole('status').filter({ hasText: AUTO_DM_GATE_TEXT }).waitFor();
    await card.getByRole('button', { name: 'Connect Instagram' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/fbAuth/index');

    // The simulated dialog: Allow, then the Page; the app moves on to Auto DM.
    await connectThroughSimulatedDialog(page);

    // The Facebook Page post is listed in Auto DM, and takes an Auto DM like an Instagram post.
    const row = page.locator(`li[data-media-id="${FB_POST_ID}"]`);
    await row.getByTestId('post-network').filter({ hasText: 'Facebook Page' }).waitFor();
    await row.getByRole('button', { name: 'Set Auto DM of Our spring lamp' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/setting/autoReply?mediaId=${FB_POST_ID}`);
    await page.getByRole('heading', { name: 'Facebook Page post', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Auto DM on for this post' }).check();
    await page.getByRole('textbox', { name: 'Trigger words' }).fill('lamp');
    await page.getByRole('textbox', { name: 'Direct message' }).fill('Here is the lamp from our post');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Everything is saved.').waitFor();

    // A follower comments on the Page post: one DM from the Page, none again for the same comment.
    const commented = await admin(
      'ig',
      'comment',
      creator.handle,
      FB_POST_ID,
      'Where is this LAMP from?',
      '--comment-id',
      'c-fb-1',
    );
    expect(commented.code).toBe(0);
    expect(commented.out.join('\n')).toContain(`facebook post ${FB_POST_ID}: it matched`);
    await expect
      .poll(() => listedDms(page), { timeout: 10_000, interval: 500 })
      .toEqual([{ commentId: 'c-fb-1', dm: 'Here is the lamp from our post', status: 'Sent' }]);
    expect(
      (await admin('ig', 'comment', creator.handle, FB_POST_ID, 'Where is this LAMP from?', '--comment-id', 'c-fb-1'))
        .code,
    ).toBe(0);
    expect(await listedDms(page)).toEqual([
      { commentId: 'c-fb-1', dm: 'Here is the lamp from our post', status: 'Sent' },
    ]);

    // Connected, the tab's card gives way to Auto DM itself, and the settings row to the connection.
    await nav.getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await card.getByRole('heading', { name: 'Auto DM', exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Connect Instagram' }).count()).toBe(0);
    await page
      .getByRole('region', { name: 'Auto DM posts' })
      .locator(`li[data-media-id="${FB_POST_ID}"]`)
      .getByTestId('auto-dm-state')
      .filter({ hasText: 'Auto DM on · lamp' })
      .waitFor();
    await card.getByRole('button', { name: 'Open Auto DM' }).click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/autoDm/index');
    await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('button', { name: 'Instagram and Facebook' })
      .click();
    await expect.poll(() => hashOf(page)).toBe('#/pages/fbAuth/index');
    await page.getByTestId('pair-valid').filter({ hasText: 'Yes: Auto DM is working.' }).waitFor();
  }, 120_000);
});
