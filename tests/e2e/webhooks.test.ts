import { describe, expect, it } from 'vitest';
import { deliverySignatureProblem } from '../../server/signed-delivery';
import { WEBHOOK_REMOVED_TEXT } from '../../src/machines/webhooks.machine';
import { hashOf, openSettingsRow } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';
import { webhookReceiverForTests } from '../support/webhook-receiver';

describe('webhooks in the browser', () => {
  const journey = browserJourney({
    WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true',
    WEBHOOK_SEND_EVERY_MS: '50',
    WEBHOOK_CLICK_BATCH_WINDOW_MS: '100',
  });
  const receiving = webhookReceiverForTests();

  it('from the settings panel: adds an endpoint, sees its secret once, a click is delivered signed, removes it', async () => {
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
    await openSettingsRow(page, creator.handle, 'Webhooks');
    expect(await hashOf(page)).toBe('#/pages/setting/webhooks');
    await page.getByText('No endpoints yet.').waitFor();

    // Without an event the form says what is missing; then the endpoint is added.
    const form = page.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByLabel('Name').fill('Click log');
    await form.getByLabel('Address (https)').fill(receiving.current.url);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('Choose at least one event to receive.').waitFor();
    await form.getByRole('checkbox', { name: 'Link clicks (batched)' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = page.getByRole('status', { name: 'Your signing secret' });
    await shown.getByText('it will not be shown again').waitFor();
    const secret = (await shown.locator('code').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: /^Copy secret/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.screenshot({ path: `${OUT}/webhook-secret.png` });
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => shown.count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    const endpoints = page.getByRole('list', { name: 'Your webhook endpoints' });
    expect(await endpoints.getByText('Click log', { exact: true }).count()).toBe(1);

    // A visitor follows the short link (the redirect is not followed: nothing leaves loopback).
    const visit = await fetch(`${server.url}/s/${link.data.code as string}`, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    await expect.poll(() => receiving.current.received.length, { timeout: 20_000 }).toBe(1);
    const [delivery] = receiving.current.received;
    const problems = { missing: 'missing', malformed: 'malformed', stale: 'stale', mismatch: 'mismatch' };
    expect(deliverySignatureProblem(delivery!.signature, delivery!.rawBody, secret, new Date(), problems)).toBe(
      undefined,
    );
    expect(delivery!.body.data.clicks[0].linkId).toBe(link.data.code);

    // Refresh until the page lists the delivery as delivered.
    const deliveries = page.getByRole('list', { name: 'Recent deliveries' });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh deliveries' }).click();
          return deliveries.getByText('Delivered (200)').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await deliveries.getByText(delivery!.body.id).count()).toBe(1);
    await page.screenshot({ path: `${OUT}/webhook-delivered.png` });

    // Remove after confirming: the endpoint and its deliveries leave the page.
    await endpoints.getByRole('button', { name: 'Remove Click log' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this endpoint?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: WEBHOOK_REMOVED_TEXT('Click log') })
      .waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    await page.getByText('No deliveries yet.').waitFor();
    await context.close();
  });
});
