import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dmCardSubId } from '../../src/domain/dm-funnel';
import { connectSimulated } from '../api/auto-dm-support';
import { POSTBACK_SECRET, earningsApi } from '../api/earnings-support';
import { WALMART_PRODUCT } from '../api/short-link-support';
import { adminOn } from '../support/admin-cli';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const POST_ID = 'post_funnel_1';
const WALMART_IDS = { publisherId: '1234567', adId: '565706', campaignId: '9383' };

/** The funnel's rows as the creator reads them: step, figure in the range, figure before. */
const funnelRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Funnel of this post' })
    .locator('[data-testid="dm-funnel"] tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent?.trim(),
        row.querySelector('[data-testid="funnel-count"]')?.textContent?.trim(),
        row.querySelector('[data-testid="funnel-previous"]')?.textContent?.trim(),
      ]),
    );

/**
 * Issue 27's Auto DM funnel: a post with a Walmart card gets two comments (one with the keyword), its DM's card
 * link is opened and an order comes back with the card link's sub-id; the creator opens the post from the Bio
 * Link tab and reads each step of the funnel, then switches the range.
 */
describe('Auto DM funnel in the browser', () => {
  const journey = browserJourney({ CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET });

  it('the Bio Link tab’s post shows comments, matches, DMs, clicks, orders and earnings', async () => {
    const { api, server } = journey;
    const admin = adminOn(server);
    const creator = await api.registerCreator();
    const tag = `wfe${Date.now().toString(36)}`;
    expect(
      (await api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS }, creator.token)).code,
    ).toBe(200);
    expect((await api.post('/setting/addWalmartTrackingId', { trackingId: tag }, creator.token)).code).toBe(200);
    expect((await api.post('/bio/create_bio_link', { title: 'Kitchen picks' }, creator.token)).code).toBe(200);
    expect((await admin('bio', 'post', creator.handle, '--media-id', POST_ID, '--caption', 'My air fryer')).code).toBe(
      0,
    );
    expect((await connectSimulated(api, server, creator.token)).data.hasAuth).toBe(true);
    const autoReply = {
      enabled: true,
      keywords: ['fryer'],
      dmText: 'Here it is',
      carouselReplyContentList: [
        { title: 'Air fryer', chatButtonReqList: [{ title: 'Shop now', contentUrl: WALMART_PRODUCT }] },
      ],
    };
    expect((await api.post('/chat/add_auto_reply_v3', { mediaId: POST_ID, autoReply }, creator.token)).code).toBe(200);

    // Two comments, one with the keyword: one DM; its card link opened once; an order with the link's sub-id.
    expect((await admin('ig', 'comment', creator.handle, POST_ID, 'fryer please', '--from', 'fan_a')).code).toBe(0);
    expect((await admin('ig', 'comment', creator.handle, POST_ID, 'lovely kitchen', '--from', 'fan_b')).code).toBe(0);
    const { rows } = await server.services.database.query<{ code: string }>(
      'select code from bio_card_links where media_id = $1',
      [POST_ID],
    );
    const code = rows[0]!.code;
    const shop = earningsApi(server);
    expect((await shop.visit(code)).status).toBe(302);
    const order = await shop.postback({
      orderId: `FE-${Date.now().toString(36)}`,
      trackingId: tag,
      subId: dmCardSubId(code),
      orderAmountCents: 8_000,
      commissionCents: 325,
      status: 'pending',
      orderedAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(order.data?.outcome, order.message).toBe('recorded');

    const { page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${server.url}/pc/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bio Link + Auto DM' }).click();
    await page
      .getByRole('region', { name: 'Auto DM posts' })
      .getByRole('button', { name: 'Set Auto DM of My air fryer' })
      .click();
    const funnel = page.getByRole('region', { name: 'Funnel of this post' });
    await funnel.getByTestId('dm-funnel').waitFor();
    expect(await funnelRows(page)).toEqual([
      ['Comments', '2', '0'],
      ['Matched the keyword', '1', '0'],
      ['DMs sent', '1', '0'],
      ['Clicks in the DM', '1', '0'],
      ['Orders', '1', '0'],
      ['Earnings', '$3.25', '$0.00'],
    ]);
    await page.screenshot({ path: `${OUT}/dm-funnel.png`, fullPage: true });

    // Another range reads the funnel again: the same figures over 30 days.
    await funnel.getByRole('button', { name: 'Last 30 days' }).click();
    await expect
      .poll(() => funnel.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => funnelRows(page)).toContainEqual(['Orders', '1', '0']);
  }, 120_000);
});
