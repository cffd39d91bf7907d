import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startTestServer } from '../support/test-server';
import type { RunningServer } from '../../server/server';

const OUT = 'test-output/e2e';

/** The label of the highlighted tab, or null when none is. */
async function currentTab(page: Page): Promise<string | null> {
  const active = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
  return (await active.count()) === 0 ? null : active.getAttribute('title');
}

describe('app shell in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    server = await startTestServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the five tabs and highlights My Links after a click', async () => {
    await page.goto(`${server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    const labels = await nav.locator('.lm-nav__label').allInnerTexts();
    expect(labels).toEqual(['Bio Link + Auto DM', 'My Links', 'Deep Link', 'Viral Items', 'Account']);
    expect(await currentTab(page)).toBe('Viral Items');

    await nav.getByRole('link', { name: 'My Links' }).click();
    await page.getByRole('heading', { name: 'My Links', level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/pages/myLinks/index');
    expect(await currentTab(page)).toBe('My Links');
    await page.screenshot({ path: `${OUT}/shell-my-links.png` });
  });

  it('shows the 404 page for an unknown route', async () => {
    await page.goto(`${server.url}/pc/#/pages/nowhere`);
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    expect(await currentTab(page)).toBeNull();
  });

  it('lands on the same page after a reload on a deep hash', async () => {
    await page.goto(`${server.url}/pc/#/pages/midTabBar/index_new`);
    await page.getByRole('heading', { name: 'Deep Link', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Deep Link', level: 1 }).waitFor();
    expect(await currentTab(page)).toBe('Deep Link');
    expect(new URL(page.url()).hash).toBe('#/pages/midTabBar/index_new');
  });

  it('collapses the side navigation to 70 px and opens it again at 240 px', async () => {
    await page.goto(`${server.url}/pc/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await nav.boundingBox())?.width).toBe(240);
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(70);
    expect(await nav.getByText('Create A New Link').count()).toBe(0);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);
  });
});
