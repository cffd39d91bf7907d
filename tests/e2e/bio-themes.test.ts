import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS } from '../../src/domain/bio-link';
import { BIO_THEMES, BIO_THEME_TABLE, SPACINGS, type BioThemeId } from '../../src/domain/bio-themes';
import { LOOK_SAVED_TEXT } from '../../src/machines/bio-link-customize.machine';
import { bioPreview } from '../support/app-pages';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { PHONE_USER_AGENT } from '../support/clicks';
import { openSignedIn } from '../support/signed-in-browser';

/** What a visitor's browser draws of a theme: a button's corners, padding, fill, the heading's case, the font. */
async function drawn(visit: Page | FrameLocator) {
  return {
    theme: await visit.locator('[data-theme]').getAttribute('data-theme'),
    ...(await visit
      .locator('a.b')
      .first()
      .evaluate((button) => {
        const style = getComputedStyle(button);
        const heading = getComputedStyle(document.querySelector('h1')!);
        return {
          radius: style.borderTopLeftRadius,
          padding: style.paddingTop,
          background: style.backgroundColor,
          heading: heading.textTransform,
          font: getComputedStyle(document.body).fontFamily.split(',')[0]!.trim(),
        };
      })),
  };
}

const RADIUS = { square: '0px', rounded: '12px', pill: '999px' } as const;
const FIRST_FONT = { system: 'system-ui', serif: 'Georgia', mono: 'ui-monospace', rounded: 'ui-rounded' } as const;

/** What each theme must look like once picked: its own shape, spacing, button fill, heading and font. */
function expected(id: BioThemeId) {
  const { start, spacing, buttonStyle, heading } = BIO_THEME_TABLE[id];
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(start.buttonColor.slice(at, at + 2), 16));
  return {
    theme: id,
    radius: RADIUS[start.buttonShape],
    padding: `${parseFloat(SPACINGS[spacing].padding) * 16}px`,
    background: buttonStyle === 'outline' ? 'rgba(0, 0, 0, 0)' : `rgb(${r}, ${g}, ${b})`,
    heading: heading === 'caps' ? 'uppercase' : 'none',
    font: FIRST_FONT[start.fontFamily],
  };
}

/**
 * Issue 26: the creator opens Customize look from the tab and picks each theme in turn; the preview follows at
 * once, and after Save a visitor's phone with JavaScript off draws the public page in that theme, its social
 * accounts as the networks' icons.
 */
describe('Bio page themes in the browser', () => {
  const journey = browserJourney();

  it('each theme picked on Customize is drawn by the public page with JavaScript off, and by the preview', async () => {
    const creator = await journey.api.registerCreator();
    expect((await journey.api.post('/bio/create_bio_link', { title: 'Ada picks' }, creator.token)).code).toBe(200);
    const added = await journey.api.post(
      '/bio/create_button_batch_v3',
      { buttons: [{ title: 'Spring picks', url: 'https://shop.example.com/spring' }] },
      creator.token,
    );
    expect(added.code).toBe(200);
    for (const platform of SOCIAL_PLATFORMS) {
      const url = `https://${platform}.example.com/ada`;
      expect((await journey.api.post('/bio/add_social_account', { platform, url }, creator.token)).code).toBe(200);
    }
    const { page } = await openSignedIn(journey.browser, creator);
    const app = journey.server.url;
    await page.goto(`${app}/pc/#/pages/home/biolink`);
    await page.getByRole('button', { name: 'Customize look' }).click();
    const themes = page.getByRole('group', { name: 'Theme' });
    await expect.poll(() => themes.getByRole('radio').count()).toBe(BIO_THEMES.length);
    expect(await themes.getByRole('radio', { name: 'Classic' }).isChecked()).toBe(true);

    const visitor = await journey.browser.newContext({
      javaScriptEnabled: false,
      userAgent: PHONE_USER_AGENT,
      viewport: { width: 390, height: 844 },
    });
    const visit = await visitor.newPage();
    const preview = bioPreview(page, 'Preview of the look');
    const save = async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    };
    for (const id of [...BIO_THEMES.slice(1), BIO_THEMES[0]]) {
      const { name, start } = BIO_THEME_TABLE[id];
      await themes.getByRole('radio', { name, exact: true }).check();
      // The preview (the server's own drawing) and the colour fields take the theme before it is saved.
      await expect.poll(() => drawn(preview)).toEqual(expected(id));
      expect(await page.getByRole('textbox', { name: 'Background colour' }).inputValue()).toBe(start.backgroundColor);
      await save();
      await expect
        .poll(async () => {
          await visit.goto(`${app}/b/${creator.handle}`);
          return drawn(visit);
        })
        .toEqual(expected(id));
      // At a phone's width nothing runs off the side, the nine social icons included.
      expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await visit.screenshot({ path: `${OUT}/bio-theme-${id}.png`, fullPage: true });
    }

    // The creator's own colour on top of a theme: kept, and drawn.
    await themes.getByRole('radio', { name: 'Mint', exact: true }).check();
    await page.getByRole('textbox', { name: 'Button colour' }).fill('#1F3A93');
    await save();
    await page.getByRole('status').filter({ hasText: LOOK_SAVED_TEXT }).first().waitFor();
    await expect
      .poll(async () => {
        await visit.goto(`${app}/b/${creator.handle}`);
        return drawn(visit);
      })
      .toEqual({ ...expected('mint'), background: 'rgb(31, 58, 147)' });

    // Each social account is its network's icon, in a link named after the network.
    const social = visit.getByRole('navigation', { name: 'Social accounts' });
    for (const platform of SOCIAL_PLATFORMS) {
      const link = social.getByRole('link', { name: SOCIAL_PLATFORM_LABELS[platform], exact: true });
      expect(await link.getAttribute('href')).toBe(`https://${platform}.example.com/ada`);
      expect(await link.locator('svg[aria-hidden="true"]').count()).toBe(1);
      expect((await link.locator('svg').boundingBox())?.width).toBe(24);
    }
    await visitor.close();
  });
});
