import type { Page } from 'playwright-core';

/** The five main tabs of the side navigation, in order (spec §2). */
export const TAB_LABELS = ['Bio Link + Auto DM', 'My Links', 'Deep Link', 'Viral Items', 'Account'];

/**
 * Resolves two animation frames from now: what the page's last task changed has been rendered, and the effects
 * of that render have started. A wait for the page's next drawing, not a sleep.
 */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** The app's hash route as the address bar shows it, e.g. '#/pages/login/index'. */
export const hashOf = (page: Page): string => new URL(page.url()).hash;

/** The side navigation's tab labels, once it shows. */
export async function tabLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return nav.locator('a[title]').evaluateAll((links) => links.map((a) => a.getAttribute('title') ?? ''));
}

/**
 * Opens one of My Links' other ways to link ('Combined link', 'Group link', 'Find a link', 'From my products',
 * 'My Shop') as a creator does: the My Links tab, then the tool under its header.
 */
export async function openLinkTool(page: Page, tool: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Links' }).click();
  await page
    .getByRole('navigation', { name: 'More ways to link' })
    .getByRole('button', { name: new RegExp(`^${tool}`) })
    .click();
}

/** The bio page the server drew into a preview of the app (its figure's name), to read as a visitor's page. */
export const bioPreview = (page: Page, name: string) =>
  page.getByRole('figure', { name }).locator('iframe').contentFrame();

/** Opens Account info as a creator does: the settings button under the navigation, then Account info in its panel. */
export async function openAccountInfo(page: Page, handle: string): Promise<void> {
  await page.getByRole('button', { name: `Settings for ${handle}` }).click();
  await page
    .getByRole('complementary', { name: 'Settings panel' })
    .getByRole('button', { name: 'Account info' })
    .click();
  await page.getByRole('heading', { name: 'Account info', level: 1 }).waitFor();
}

/** Opens a row of the settings panel as a creator does (once the panel's data has loaded) and waits for its page. */
export async function openSettingsRow(page: Page, handle: string, row: string): Promise<void> {
  await page.getByRole('button', { name: `Settings for ${handle}` }).click();
  const panel = page.getByRole('complementary', { name: 'Settings panel' });
  await panel.locator('nav[aria-busy="false"]').waitFor();
  await panel.getByRole('button', { name: row }).click();
  await page.getByRole('heading', { name: row, level: 1 }).waitFor();
}
