/**
 * `npm run screens`: pictures of every route of the app (signed in as a creator with a bio page and a link) and of
 * the public pages (bio, landing, gallery, collage, a short link that is gone) and of the bio page in each theme, at
 * desktop and phone width, into
 * docs/screens (build output, not committed) with an index page, so product owners can review the look without
 * running the app. The public pages are taken with JavaScript off, as their visitors may have it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { collagePage, bioPageOf, galleryPage, landingPage } from '../bench/public-pages';
import { BIO_THEME_TABLE, BIO_THEMES, type BioThemeId } from '../src/domain/bio-themes';
import { ROUTE_NAMES, ROUTES, pageAddress } from '../src/domain/route-table';
import { TABS } from '../src/domain/tabs';
import { launchChromium } from '../tests/support/chromium';
import { creatorWithShortLink, post, startServerProcess } from '../tests/support/server-process';
import { openSignedIn } from '../tests/support/signed-in-browser';
import { ensureAppBuilt } from './ensure-build';
import { screensIndex, type Screen } from './screens-index';

const OUT = 'docs/screens';
const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Width = keyof typeof WIDTHS;

/** Lets the page finish what it loads (no request for half a second), however long a slow screen takes. */
const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});

/** The creator's bio page in a theme, as picking it on the customize page leaves it (the theme's own colours). */
async function useTheme(baseUrl: string, token: string, theme: BioThemeId) {
  const loaded = await post<Record<string, string>>(baseUrl, '/bio/get_biolink_customize', {}, token);
  await post(baseUrl, '/bio/save', { ...BIO_THEME_TABLE[theme].start, theme, loaded }, token);
}

const sectionName = (section: number | null) =>
  TABS.find((tab) => tab.id === section)?.label ?? 'Outside the tabs (sign-in, system pages)';

async function main() {
  await ensureAppBuilt();
  rmSync(OUT, { recursive: true, force: true });
  for (const width of Object.keys(WIDTHS)) mkdirSync(join(OUT, width), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-screens-'));
  const server = await startServerProcess({ DATA_DIR: dataDir }, { startTimeoutMs: 120_000 });
  const browser = await launchChromium();
  const screens = new Map<string, Screen>();
  const take = async (page: Page, width: Width, key: string, screen: Omit<Screen, 'pictures'>) => {
    await settle(page);
    const file = `${width}/${key}.png`;
    await page.screenshot({ path: join(OUT, file), fullPage: true });
    const known = screens.get(key) ?? { ...screen, pictures: {} };
    screens.set(key, { ...known, pictures: { ...known.pictures, [width]: file } });
  };
  try {
    const creator = await creatorWithShortLink(server.url);
    const publicPages = [
      { key: 'public-bio', name: 'Bio page', path: await bioPageOf(server.url, creator) },
      { key: 'public-landing', name: 'Landing page', path: await landingPage(server.url) },
      { key: 'public-gallery', name: 'Gallery', path: await galleryPage(server.url) },
      { key: 'public-collage', name: 'Collage', path: await collagePage(server.url) },
      { key: 'public-link-gone', name: 'A short link that is gone', path: '/s/Gone0000' },
    ];
    for (const [width, viewport] of Object.entries(WIDTHS) as Array<[Width, (typeof WIDTHS)[Width]]>) {
      const session = { token: creator.token, shopName: creator.shopName, username: creator.handle };
      const { context, page } = await openSignedIn(browser, session, viewport);
      for (const name of ROUTE_NAMES) {
        const address = `/pc/#${pageAddress(name)}`;
        await page.goto('about:blank');
        await page.goto(`${server.url}${address}`);
        await take(page, width, name, { group: sectionName(ROUTES[name].section), name, address });
      }
      await context.close();
      const audience = await browser.newContext({ viewport, javaScriptEnabled: false });
      const visitor = await audience.newPage();
      for (const p of publicPages) {
        await visitor.goto(`${server.url}${p.path}`);
        await take(visitor, width, p.key, { group: 'Public pages (JavaScript off)', name: p.name, address: p.path });
      }
      for (const theme of BIO_THEMES) {
        await useTheme(server.url, creator.token, theme);
        await visitor.goto(`${server.url}${publicPages[0]!.path}`);
        await take(visitor, width, `theme-${theme}`, {
          group: 'Bio page themes (JavaScript off)',
          name: `${BIO_THEME_TABLE[theme].name}: ${BIO_THEME_TABLE[theme].summary}`,
          address: publicPages[0]!.path,
        });
      }
      await audience.close();
      console.log(
        `${width}: ${ROUTE_NAMES.length} routes, ${publicPages.length} public pages, ${BIO_THEMES.length} themes`,
      );
    }
  } finally {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const list = [...screens.values()].sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
  writeFileSync(join(OUT, 'index.html'), screensIndex('Linkmint screens', list, new Date().toISOString()));
  console.log(`${list.length} screens in ${OUT}/index.html`);
}

await main();
