import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLANS_PAGE_PATH } from '../../src/domain/plan-usage';
import { FREE_PLAN } from '../../src/domain/plans';
import { adminOn } from '../support/admin-cli';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { recordClicks } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const TERMS = 'Extra clicks are charged $0.01 each, max $999 per month.';
const FREE_PLAN_INCLUDED_CLICKS = FREE_PLAN.includedClicks;

describe('plan-usage dialog and support chat in the browser', () => {
  const journey = browserJourney();

  const clicks = (shopDomain: string, count: number) =>
    recordClicks(journey.server.services, shopDomain, 'e2e-link', count);

  const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Plan usage' });

  it('warns under 10% left, then shows the danger dialog with the excess; Upgrade Now opens the plans page', async () => {
    const creator = await journey.api.registerCreator();
    // 901 of 1,000: 99 left, under 10% (tests/e2e/billing.test.ts shows 900 does not warn).
    await clicks(creator.shopName, (FREE_PLAN_INCLUDED_CLICKS * 9) / 10 + 1);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await dialog.getByTestId('plan-usage-message').innerText()).toBe(
      "Less than 10% of your monthly plan's clicks remain.",
    );
    expect(await dialog.getByTestId('plan-usage-terms').innerText()).toBe(TERMS);
    expect(await dialog.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(1);
    await page.screenshot({ path: `${OUT}/plan-usage-warn.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await clicks(creator.shopName, FREE_PLAN_INCLUDED_CLICKS / 10 - 1 + 1234);
    await page.reload();
    await dialog.waitFor();
    expect(await dialog.getByTestId('plan-usage-message').innerText()).toBe(
      'Your clicks have exceeded the limit of the current plan by 1,234 clicks.',
    );
    expect(await dialog.getByTestId('plan-usage-terms').innerText()).toBe(TERMS);
    await page.screenshot({ path: `${OUT}/plan-usage-danger.png` });
    await dialog.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${PLANS_PAGE_PATH}`);
    await page.getByRole('heading', { name: 'Plans' }).waitFor();
    await context.close();
  });

  it("a creator writes to support, an operator's reply raises the badge, opening the messenger clears it", async () => {
    const creator = await journey.api.registerCreator();
    const admin = adminOn(journey.server);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const button = page.getByRole('button', { name: /^Support chat/ });
    // The button waits for the user info (polled each second), then the 2 s chat init delay.
    await button.waitFor({ timeout: 10_000 });
    await button.click();
    const panel = page.getByRole('region', { name: 'Support chat' });
    await panel.waitFor();
    await panel.getByRole('textbox', { name: 'Message' }).fill('Where do I see my clicks?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => panel.locator('.lm-chat-panel__message--creator').allInnerTexts())
      .toEqual(['Where do I see my clicks?']);
    await panel.getByRole('button', { name: 'Close support chat' }).click();
    await expect.poll(() => panel.count()).toBe(0);

    const reply = await admin(
      'chat',
      'reply',
      '--shop',
      creator.shopName,
      '--text',
      'On the My Links tab, beside each link.',
    );
    expect(reply.code).toBe(0);
    const badge = page.getByTestId('chat-badge');
    await expect.poll(() => badge.innerText().catch(() => null), { timeout: 15_000 }).toBe('1');
    await page.screenshot({ path: `${OUT}/support-chat-badge.png` });

    await button.click();
    await expect
      .poll(() => panel.locator('.lm-chat-panel__message--agent').allInnerTexts())
      .toEqual(['On the My Links tab, beside each link.']);
    expect(await badge.count()).toBe(0);
    await page.screenshot({ path: `${OUT}/support-chat-open.png` });
    // Read on the server too: the badge stays clear after closing.
    expect((await journey.api.post('/support/unread', {}, creator.token)).data).toEqual({ unreadCount: 0 });
    await context.close();
  });

  it('a drag moves the button without opening the messenger', async () => {
    const creator = await journey.api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/#/pages/myLinks/index`);
    const button = page.getByRole('button', { name: /^Support chat/ });
    await button.waitFor({ timeout: 10_000 });
    const before = (await button.boundingBox())!;
    await page.mouse.move(before.x + 20, before.y + 20);
    await page.mouse.down();
    await page.mouse.move(before.x - 100, before.y - 150, { steps: 8 });
    await page.mouse.up();
    const after = (await button.boundingBox())!;
    expect(Math.round(before.x - after.x)).toBe(120);
    expect(Math.round(before.y - after.y)).toBe(170);
    expect(await page.getByRole('region', { name: 'Support chat' }).count()).toBe(0);
    await context.close();
  });
});
