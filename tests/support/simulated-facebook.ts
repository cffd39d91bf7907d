import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hashOf } from './app-pages';

/**
 * From the app's fbAuth page on a server with the built-in messaging simulator: Connect, Allow on the simulated
 * Facebook dialog, then the first Page offered; ends once Auto DM says it answers through that Page.
 */
export async function connectThroughSimulatedDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/connect/facebook');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/pages\/fbPermissions\/index\?/);
  await page.getByRole('region', { name: 'Pick your Page' }).getByRole('button', { name: /^Use / }).first().click();
  await expect.poll(() => hashOf(page)).toBe('#/pages/autoDm/index');
  await page.getByTestId('auto-dm-connection').filter({ hasText: 'Auto DM answers through' }).waitFor();
}
