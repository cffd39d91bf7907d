import { describe, expect, it } from 'vitest';
import { API_KEY_REVOKED_TEXT } from '../../src/machines/api-keys.machine';
import { hashOf, openSettingsRow } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';

describe('API keys in the browser', () => {
  const journey = browserJourney();

  it('from the settings panel: creates a key, sees it once, uses it against the API, revokes it and the API answers 401', async () => {
    const { api, server } = journey;
    const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
    const link = await api.post(
      '/app/get_shortlink/v3',
      { url: 'https://www.amazon.com/dp/B09B8V1LZ3' },
      creator.token,
    );
    expect(link.code, link.message).toBe(200);
    const { context, page } = await openSignedIn(journey.browser, creator);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/pc/`);
    await openSettingsRow(page, creator.handle, 'API keys');
    expect(await hashOf(page)).toBe('#/pages/setting/api-keys');
    await page.getByText('No keys yet.').waitFor();

    // Create without a scope: the form says what is missing and nothing is made.
    const form = page.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Name').fill('Reporting script');
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('Choose at least one thing the key may do.').waitFor();
    await form.getByRole('checkbox', { name: 'Read links and stats' }).check();
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('status', { name: 'Your new key' });
    await shown.getByText('it will not be shown again').waitFor();
    const key = (await shown.locator('code').innerText()).trim();
    expect(key).toMatch(/^lmk_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: /^Copy key/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.screenshot({ path: `${OUT}/api-key-created.png` });
    const list = page.getByRole('list', { name: 'Your API keys' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByText('Reporting script', { exact: true }).count()).toBe(1);

    // The key works as a bearer credential on what its scope covers, from outside the app.
    const call = async () => {
      const res = await fetch(`${server.url}/app/get_shortlink_list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: '{}',
      });
      return { status: res.status, body: (await res.json()) as { code: number; data: any } };
    };
    const listed = await call();
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.map((l: { code: string }) => l.code)).toEqual([link.data.code]);

    // Once dismissed, the key is shown nowhere on the page again.
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => shown.count()).toBe(0);
    expect(await page.content()).not.toContain(key);

    // Revoke after confirming; the API then refuses the key.
    await list.getByRole('button', { name: 'Revoke Reporting script' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: API_KEY_REVOKED_TEXT('Reporting script') })
      .waitFor();
    await page.getByText('No keys yet.').waitFor();
    const refused = await call();
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(401);
    await context.close();
  });
});
