import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { ICON_PATH } from '../audience-page';
import type { AppEnv } from './app-env';

/**
 * The files a site answers at its root whatever else it serves: the icon the audience pages name (the app's own,
 * read from public/ once) and robots.txt, which keeps crawlers out of the creator app and off the short links
 * (a crawler's visit is not a click worth counting) and lets them index the public pages.
 */

const ICON = readFileSync(new URL('../../public/favicon.svg', import.meta.url));

export const ROBOTS_TXT = `User-agent: *
Disallow: /pc/
Disallow: /s/
Allow: /
`;

const DAY = 'public, max-age=86400';

export function siteFiles(): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get(ICON_PATH, (c) =>
    c.body(ICON, 200, { 'content-type': 'image/svg+xml', 'cache-control': DAY, 'x-content-type-options': 'nosniff' }),
  );
  files.get('/robots.txt', (c) => c.text(ROBOTS_TXT, 200, { 'cache-control': DAY }));
  return files;
}
