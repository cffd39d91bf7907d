import { describe, expect, it } from 'vitest';
import { IMPACT_LINK_MESSAGES, IMPACT_MESSAGES } from '../../src/domain/impact-settings';
import { SAVE_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

const WALMART_PRODUCT = 'https://www.walmart.com/ip/Ninja-Air-Fryer/123456789';
const IDS = { publisherId: '1234567', adId: '565706', campaignId: '9383' };

describe('Impact settings in the browser', () => {
  const journey = browserJourney();

  it('saves the Walmart Impact ids, and a Walmart short link with a tracking id then redirects to the Impact click address', async () => {
    const { api, server } = journey;
    const creator = await api.registerCreator();
    const { context, page } = await openSignedIn(journey.browser, creator);
    // Create link says where Walmart links get their Impact IDs, and leads there.
    await page.goto(`${server.url}/pc/#/pages/myLinks/create`);
    await page.getByRole('radiogroup', { name: 'Retailer' }).getByRole('radio', { name: 'Walmart' }).click();
    await page.getByRole('link', { name: 'Impact settings' }).click();
    await page.getByRole('heading', { name: 'Impact (Target & Walmart)', level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/pages/setting/impact');
    const retailers = page.getByRole('radiogroup', { name: 'Retailer' });
    await retailers.getByRole('radio', { name: /Walmart/ }).click();
    const form = page.getByRole('form', { name: 'Walmart Impact settings' });
    await form.waitFor();
    expect(await retailers.getByRole('radio', { name: /Walmart/ }).innerText()).toContain('not set');

    // Letters are refused in the form with the same sentence the server uses.
    await form.getByLabel('Publisher ID').fill('IR1234567');
    await form.getByLabel('Ad ID').fill(IDS.adId);
    await form.getByRole('button', { name: 'Save Walmart settings' }).click();
    await expect.poll(() => form.getByText(IMPACT_MESSAGES.shape('publisherId')).count()).toBe(1);
    expect(await form.getByText(IMPACT_MESSAGES.empty('campaignId')).count()).toBe(1);

    // A tracking link made in Impact fills the three ids; one of Target's is refused in the Walmart form.
    const linkBox = form.getByLabel('Walmart tracking link from Impact');
    await linkBox.fill('https://goto.target.com/c/1234567/2092/16662');
    await expect.poll(() => form.getByText(IMPACT_LINK_MESSAGES.otherRetailer('target')).count()).toBe(1);
    await linkBox.fill(
      `https://goto.walmart.com/c/${IDS.publisherId}/${IDS.adId}/${IDS.campaignId}?u=${encodeURIComponent(WALMART_PRODUCT)}`,
    );
    await expect.poll(() => form.getByLabel('Campaign ID').inputValue()).toBe(IDS.campaignId);
    expect(await form.getByLabel('Publisher ID').inputValue()).toBe(IDS.publisherId);
    expect(await linkBox.inputValue()).toBe('');
    expect(await form.getByText(IMPACT_MESSAGES.shape('publisherId')).count()).toBe(0);
    await form.getByRole('button', { name: 'Save Walmart settings' }).click();
    await page.getByRole('status').filter({ hasText: SAVE_SUCCESS_TEXT }).waitFor();
    await expect.poll(() => retailers.getByRole('radio', { name: /Walmart/ }).innerText()).toContain('saved');
    expect(await form.getByRole('button', { name: 'Remove Walmart settings' }).count()).toBe(1);
    await page.screenshot({ path: `${OUT}/impact-settings.png` });
    expect((await api.post('/setting/getImpactSettings', {}, creator.token)).data).toEqual({
      walmart: { ...IDS, savedAt: expect.any(String) },
    });

    // Target has its own form, still empty.
    await retailers.getByRole('radio', { name: /Target/ }).click();
    const target = page.getByRole('form', { name: 'Target Impact settings' });
    expect(await target.getByLabel('Publisher ID').inputValue()).toBe('');

    // A Walmart link with a Walmart tracking id goes through Impact.
    expect((await api.post('/setting/addWalmartTrackingId', { trackingId: 'janepicks' }, creator.token)).code).toBe(
      200,
    );
    const link = await api.post(
      '/app/get_shortlink_with_trackingid/v3',
      { url: WALMART_PRODUCT, trackingId: 'janepicks' },
      creator.token,
    );
    expect(link.code, link.message).toBe(200);
    const res = await fetch(`${server.url}/s/${link.data.code}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(
      `https://goto.walmart.com/c/${IDS.publisherId}/${IDS.adId}/${IDS.campaignId}`,
    );
    expect(location.searchParams.get('u')).toBe(WALMART_PRODUCT);
    expect(location.searchParams.get('subId1')).toBe('janepicks');
    expect(link.data.originalUrl).toBe(location.href);
    await context.close();
  });
});
