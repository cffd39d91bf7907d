import { describe, expect, it } from 'vitest';
import { collagePage, galleryPage, landingPage, bioPageOf } from '../../bench/public-pages';
import { LAZY_ROUTE_PATHS } from '../../src/domain/registered-routes';
import { PAGE_ROUTES } from '../../src/views/routes';
import { AppCrawler } from '../support/app-crawler';
import { browserJourney } from '../support/browser-journey';
import {
  axeFindings,
  findingLines,
  PHONE_VIEWPORT,
  phoneWidthFindings,
  type AuditFinding,
} from '../support/page-audit';
import { creatorWithShortLink, post } from '../support/server-process';
import { openSignedIn } from '../support/signed-in-browser';

/** A phone's browser: the deep-link opener page shows only to one. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Accessibility and phone width (issue 26): every page of the app's route tables and every public page the
 * audience sees, opened at 390 x 844, has no serious or critical axe violation (WCAG 2.1 A and AA), no horizontal
 * scrolling and no visible controls overlapping one another.
 */
describe('accessibility and phone width', () => {
  const journey = browserJourney();

  it('every route and public page passes axe and fits a phone', async () => {
    const base = journey.server.url;
    const creator = await creatorWithShortLink(base);
    const deep = await post<{ code: string }>(
      base,
      '/app/get_shortlink_with_trackingid/v3',
      { url: 'https://www.amazon.com/dp/B08N5WRWNW', trackingId: 'bench-20', kind: 'deep' },
      creator.token,
    );
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
      body: new URLSearchParams({
        title: 'Desk picks',
        shortLinkIds: linked.map((l) => l.id).join(','),
      }),
    }).then((r) => r.json() as Promise<{ code: number; message: string; data: { url: string } }>);
    expect(combined.code, combined.message).toBe(200);
    const publicPages = [
      await bioPageOf(base, creator),
      await landingPage(base),
      await galleryPage(base),
      await collagePage(base),
      new URL(combined.data.url).pathname,
      '/s/Gone0000',
    ];

    const findings: AuditFinding[] = [];
    const audit = async (page: Parameters<typeof axeFindings>[0], where: string) => {
      findings.push(...(await axeFindings(page, where)), ...(await phoneWidthFindings(page, where)));
    };

    const { context, page } = await openSignedIn(journey.browser, creator, PHONE_VIEWPORT);
    await AppCrawler.keepOffline(context);
    const crawler = new AppCrawler(page, `${base}/pc/`, LAZY_ROUTE_PATHS);
    const routes = [...PAGE_ROUTES.map((r) => r.path).filter((p) => p !== '*'), ...LAZY_ROUTE_PATHS].map((p) =>
      p.replace(/\/\*$/, ''),
    );
    for (const route of routes) {
      await crawler.open(route);
      await audit(page, route);
    }
    for (const path of publicPages) {
      await page.goto(`${base}${path}`);
      await audit(page, path);
    }
    await context.close();

    const phone = await journey.browser.newContext({ viewport: PHONE_VIEWPORT, userAgent: PHONE_USER_AGENT });
    await AppCrawler.keepOffline(phone);
    const opener = await phone.newPage();
    // The opener page sends the phone on to the retailer's app once shown; the audit reads it before that.
    await opener.route('**/*', (route) =>
      route.request().url().startsWith(base) ? route.continue() : route.abort('blockedbyclient'),
    );
    await opener.goto(`${base}/s/${deep.code}`);
    await audit(opener, `/s/${deep.code} (deep-link opener)`);
    await phone.close();

    console.log(`[a11y] ${routes.length} routes and ${publicPages.length + 1} public pages checked at 390 px`);
    expect(findingLines(findings)).toEqual([]);
  }, 600_000);
});
