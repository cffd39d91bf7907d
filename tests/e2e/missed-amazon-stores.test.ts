import { describe, expect, it } from 'vitest';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { axeFindings, findingLines } from '../support/page-audit';
import { openAccountInfo } from '../support/app-pages';
import { openSignedIn } from '../support/signed-in-browser';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/**
 * Issue 28's 'money left on the table', reached by clicking: visitors from Germany and the UK follow an
 * amazon.com link; Account info names their stores under the Amazon store IDs, and the advice for a store changes
 * once its ID is saved.
 */
describe('Amazon stores the visitors missed, in the browser', () => {
  const journey = browserJourney({ CLICK_COUNTRY_HEADER: 'CF-IPCountry' });

  it('lists the stores with their clicks, and says what to do about each', async () => {
    const { api, server } = journey;
    const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
    const link = await api.post<{ code: string }>(
      '/app/get_shortlink/v3',
      { url: 'https://www.amazon.com/dp/B09B8V1LZ3' },
      creator.token,
    );
    expect(link.code, link.message).toBe(200);
    for (const country of ['DE', 'DE', 'GB', 'US']) {
      const visit = await fetch(`${server.url}/s/${link.data!.code}`, {
        redirect: 'manual',
        headers: { 'user-agent': PHONE, 'cf-ipcountry': country },
      });
      expect(visit.status).toBe(302);
    }

    const { page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${server.url}/pc/`);
    await openAccountInfo(page, creator.handle);
    const stores = page.getByRole('region', { name: 'Money left on the table' });
    const missed = stores.getByRole('list', { name: 'Amazon stores your visitors missed' }).getByRole('listitem');
    await missed.first().waitFor();
    // The American visitor was on their own store; the German ones come first, with the most clicks.
    expect(await missed.allInnerTexts()).toEqual([
      expect.stringMatching(/^amazon\.de \(Germany\): 2 clicks\s+Join Amazon Associates on this store/),
      expect.stringMatching(/^amazon\.co\.uk \(United Kingdom\): 1 click\s+Join Amazon Associates on this store/),
    ]);
    expect(await stores.innerText()).toContain('your Amazon links sent 3 clicks to a store other than');

    // Saving the German store's ID changes that store's advice.
    const form = page.getByRole('form', { name: 'Save an Amazon store ID' });
    await form.getByLabel('Amazon store').selectOption('amazon.de');
    await form.getByLabel('Tracking ID for amazon.de').fill('janede-21');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => missed.filter({ hasText: 'amazon.de' }).innerText())
      .toContain('You have an ID here: let your links send these visitors to it.');
    expect(await missed.filter({ hasText: 'amazon.co.uk' }).innerText()).toContain('Join Amazon Associates');
    await page.screenshot({ path: `${OUT}/account-info-missed-stores.png`, fullPage: true });
    expect(findingLines(await axeFindings(page, 'Account info with missed Amazon stores'))).toEqual([]);
  });
});
