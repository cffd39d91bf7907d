import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AMAZON_CANONICAL } from '../api/short-link-support';
import { earningsApi, newOrderId, POSTBACK_SECRET } from '../api/earnings-support';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/**
 * Placements in the browser: from My Links a creator opens a link, adds a placement with a tracking id of its
 * own, reads its address, a phone follows it, and the click, then a postback's order and earnings, show in the
 * link's placement report.
 */
describe('link placements in the browser', () => {
  const journey = browserJourney({ CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET });

  it('add a placement by clicking, follow its address, see its click, order, earnings and EPC, delete it', async () => {
    const api = earningsApi(journey.server);
    const stamp = Date.now().toString(36);
    const [mainTag, storyTag] = [`em${stamp}-20`, `es${stamp}-20`];
    const creator = await api.creatorWithLink(mainTag);
    expect((await api.post('/setting/addTrackingId', { trackingId: storyTag }, creator.token)).code).toBe(200);
    const { page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${journey.server.url}/pc/`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
    const row = page.locator(`li[data-code="${creator.code}"]`);
    await row.getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => hashOf(page)).toBe(`#/pages/myLinks/detail?code=${creator.code}`);

    const section = page.getByRole('region', { name: 'Placements' });
    await section.getByTestId('placements-empty').waitFor();
    // An empty name is refused in the form, with the reason.
    await section.getByRole('button', { name: 'Add placement' }).click();
    await section.getByRole('alert').filter({ hasText: 'Name the placement' }).waitFor();
    await section.getByRole('textbox', { name: 'Placement name' }).fill('IG story');
    await section.getByRole('combobox', { name: 'Amazon tracking ID' }).selectOption(storyTag);
    await section.getByRole('button', { name: 'Add placement' }).click();
    await page.getByRole('status').filter({ hasText: 'Placement added' }).waitFor();
    const placementRow = section.getByTestId('placement-row').filter({ hasText: 'IG story' });
    const shortUrl = await placementRow.getByTestId('placement-url').innerText();
    expect(shortUrl).toMatch(new RegExp(`^${journey.server.url}/s/[0-9A-Za-z]{8}$`));
    const code = shortUrl.slice(shortUrl.lastIndexOf('/') + 1);

    // A phone follows it: the product page with the placement's own tracking id.
    const visit = await fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': PHONE_USER_AGENT } });
    expect([visit.status, visit.headers.get('location')]).toEqual([302, `${AMAZON_CANONICAL}?tag=${storyTag}`]);
    // The network reports an order through the placement's tracking id.
    const sold = await api.postback({
      network: 'amazon',
      orderId: newOrderId('E2E'),
      trackingId: storyTag,
      orderAmountCents: 5_000,
      commissionCents: 250,
      status: 'approved',
      orderedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(sold.data.outcome, sold.message).toBe('recorded');

    const refresh = section.getByRole('button', { name: 'Last 30 days' });
    await expect
      .poll(async () => {
        // Choosing another range reads the report again: clicks reach the counters a moment after the redirect.
        await section.getByRole('button', { name: 'Last 7 days' }).click();
        await refresh.click();
        return placementRow.getByTestId('placement-clicks').innerText();
      })
      .toBe('1');
    expect(await placementRow.getByTestId('placement-orders').innerText()).toBe('1');
    expect(await placementRow.getByTestId('placement-earnings').innerText()).toBe('$2.50');
    expect(await placementRow.getByTestId('placement-epc').innerText()).toBe('$2.50');
    await page.screenshot({ path: `${OUT}/link-placements.png`, fullPage: true });

    await placementRow.getByRole('button', { name: 'Delete IG story' }).click();
    await page.getByRole('status').filter({ hasText: 'Placement deleted' }).waitFor();
    await section.getByTestId('placements-empty').waitFor();
    expect((await fetch(`${journey.server.url}/s/${code}`, { redirect: 'manual' })).status).toBe(404);
  });
});
