import { describe, expect, it } from 'vitest';
import { MARKETPLACE_ID_MESSAGES } from '../../src/domain/amazon-marketplaces';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { axeFindings, findingLines, PHONE_VIEWPORT, phoneWidthFindings } from '../support/page-audit';
import { openAccountInfo } from '../support/app-pages';
import { openSignedIn } from '../support/signed-in-browser';

/**
 * Issue 28's Amazon tracking IDs per store, reached by clicking: the settings panel's Account info, where the
 * tracking IDs are, has the Amazon stores beside them.
 */
describe('Amazon tracking IDs per store in the browser', () => {
  const journey = browserJourney();

  it('adds an amazon.co.uk ID from Account info, refuses one of another store’s code, changes and removes it', async () => {
    const { api, server } = journey;
    const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
    const { context, page } = await openSignedIn(journey.browser, creator);
    await page.goto(`${server.url}/pc/`);
    await openAccountInfo(page, creator.handle);

    const stores = page.getByRole('region', { name: 'Amazon stores' });
    await stores.getByText('No store ID saved yet.').waitFor();
    const form = stores.getByRole('form', { name: 'Save an Amazon store ID' });
    await form.getByLabel('Amazon store').selectOption('amazon.co.uk');
    const field = form.getByLabel('Tracking ID for amazon.co.uk');
    expect(await field.getAttribute('placeholder')).toBe('yourname-21');

    // The US code is refused for the UK store, with the sentence naming the store's code; nothing is sent.
    await field.fill('janedoe-20');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => stores.getByRole('alert').innerText()).toBe(MARKETPLACE_ID_MESSAGES.shape('amazon.co.uk'));
    expect((await api.post('/setting/getMarketplaceTrackingIds', {}, creator.token)).data).toEqual([]);

    await field.fill('janeuk-21');
    await form.getByRole('button', { name: 'Save' }).click();
    const saved = stores.getByRole('list', { name: 'Saved Amazon store IDs' }).getByRole('listitem');
    await saved.filter({ hasText: 'janeuk-21' }).waitFor();
    expect(await saved.innerText()).toContain('amazon.co.uk (United Kingdom): janeuk-21');
    expect(await stores.getByRole('alert').count()).toBe(0);
    expect((await api.post('/setting/getMarketplaceTrackingIds', {}, creator.token)).data).toEqual([
      { store: 'amazon.co.uk', trackingId: 'janeuk-21', savedAt: expect.any(String) },
    ]);
    await page.screenshot({ path: `${OUT}/account-info-amazon-stores.png`, fullPage: true });
    // With an id listed, the page still passes axe and fits a phone.
    await page.setViewportSize(PHONE_VIEWPORT);
    const where = 'Account info with an Amazon store ID';
    expect(findingLines([...(await axeFindings(page, where)), ...(await phoneWidthFindings(page, where))])).toEqual([]);

    // Change puts the store's id in the field; saving another replaces it.
    await stores.getByRole('button', { name: 'Change the amazon.co.uk ID' }).click();
    await expect.poll(() => field.inputValue()).toBe('janeuk-21');
    await field.fill('janeuk2-21');
    await form.getByRole('button', { name: 'Save' }).click();
    await saved.filter({ hasText: 'janeuk2-21' }).waitFor();
    expect(await saved.count()).toBe(1);

    await stores.getByRole('button', { name: 'Remove the amazon.co.uk ID' }).click();
    await stores.getByText('No store ID saved yet.').waitFor();
    expect((await api.post('/setting/getMarketplaceTrackingIds', {}, creator.token)).data).toEqual([]);
    await context.close();
  });
});
