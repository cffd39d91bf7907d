import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collagePage, galleryPage, landingPage, bioPageOf } from '../../bench/public-pages';
import { LAZY_ROUTE_PATHS } from '../../src/domain/registered-routes';
import { PAGE_ROUTES } from '../../src/views/routes';
import { AppCrawler } from './app-crawler';
import { browserJourney } from './browser-journey';
import { axeFindings, findingLines, PHONE_VIEWPORT, phoneWidthFindings, type AuditFinding } from './page-audit';
import { creatorWithShortLink, post } from './server-process';
import { shardItems, tableRoutes, type Shard } from './shards';
import { openSignedIn } from './signed-in-browser';

/** A phone's browser: the deep-link opener page shows only to one. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Accessibility and phone width (issue 26): every page of the app's route tables and every public page the
 * audience sees, opened at 390 x 844, has no serious or critical axe violation (WCAG 2.1 A and AA), no horizontal
 * scrolling and no visible controls overlapping one another.
 *
 * Split over the files tests/e2e/accessibility-and-phone-width-N.test.ts (shards, run side by side): each audits
 * its share of the tables' routes; the last also audits the public pages.
 */
export function accessibilityShard(shard: Shard): void {
  describe(`accessibility and phone width (shard ${shard.n} of ${shard.of})`, () => {
    const journey = browserJourney();

    it('its routes (and public pages) pass axe and fit a phone', async () => {
      const base = journey.server.url;
      const creator = await creatorWithShortLink(base);
      const findings: AuditFinding[] = [];
      const audit = async (page: Page, where: string) => {
        findings.push(...(await axeFindings(page, where)), ...(await phoneWidthFindings(page, where)));
      };

      const { context, page } = await openSignedIn(journey.browser, creator, PHONE_VIEWPORT);
      await AppCrawler.keepOffline(context);
      const crawler = new AppCrawler(page, `${base}/pc/`, LAZY_ROUTE_PATHS);
      const routes = shardItems(tableRoutes(PAGE_ROUTES, LAZY_ROUTE_PATHS), shard);
      for (const route of routes) {
        await crawler.open(route);
        await audit(page, route);
      }
      let publicPages = 0;
      if (shard.n === shard.of) {
        const paths = await publicPagesOf(base, creator);
        for (const path of paths) {
          await page.goto(`${base}${path}`);
          await audit(page, path);
        }
        await auditDeepLinkOpener(journey.browser, base, creator.token, audit);
        publicPages = paths.length + 1;
      }
      await context.close();

      console.log(
        `[a11y] shard ${shard.n}/${shard.of}: ${routes.length} routes and ${publicPages} public pages checked at 390 px`,
      );
      expect(findingLines(findings)).toEqual([]);
    }, 600_000);
  });
}

/** The public pages the audience sees: a bio page, a landing page, a gallery, a collage, a combined link, a gone link. */
async function publicPagesOf(base: string, creator: Awaited<ReturnType<typeof creatorWithShortLink>>) {
  const linked = [];
  for (const asin of ['B0LIGHT001', 'B0LIGHT002']) {
    linked.push(
      await post<{ id: string }>(
        base,
        '/app/get_shortlink/v3',
        { url: `https://www.amazon.com/dp/${asin}` },
        creator.token,
      ),
    );
  }
  const combined = await fetch(`${base}/app/combinelink/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ title: 'Desk picks', shortLinkIds: linked.map((l) => l.id).join(',') }),
  }).then((r) => r.json() as Promise<{ code: number; message: string; data: { url: string } }>);
  expect(combined.code, combined.message).toBe(200);
  return [
    await bioPageOf(base, creator),
    await landingPage(base),
    await galleryPage(base),
    await collagePage(base),
    new URL(combined.data.url).pathname,
    '/s/Gone0000',
  ];
}

/** Audits a deep link's opener page as a phone's browser shows it. */
async function auditDeepLinkOpener(
  browser: Parameters<typeof openSignedIn>[0],
  base: string,
  token: string,
  audit: (page: Page, where: string) => Promise<void>,
): Promise<void> {
  const deep = await post<{ code: string }>(
    base,
    '/app/get_shortlink_with_trackingid/v3',
    { url: 'https://www.amazon.com/dp/B08N5WRWNW', trackingId: 'bench-20', kind: 'deep' },
    token,
  );
  const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, userAgent: PHONE_USER_AGENT });
  await AppCrawler.keepOffline(phone);
  const opener = await phone.newPage();
  // The opener page sends the phone on to the retailer's app once shown; the audit reads it before that.
  await opener.route('**/*', (route) =>
    route.request().url().startsWith(base) ? route.continue() : route.abort('blockedbyclient'),
  );
  await opener.goto(`${base}/s/${deep.code}`);
  await audit(opener, `/s/${deep.code} (deep-link opener)`);
  await phone.close();
}
