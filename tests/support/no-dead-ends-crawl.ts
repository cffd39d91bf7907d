import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../server/server';
import { bundledCatalog } from '../../server/modules/catalog';
import { hasPage, LAZY_ROUTE_PATHS, REGISTERED_PATHS } from '../../src/domain/registered-routes';
import { UNBUILT_ROUTES } from '../../src/domain/unbuilt-routes';
import { PAGE_ROUTES } from '../../src/views/routes';
import { productsApi } from '../api/products-support';
import { AppCrawler } from './app-crawler';
import { browserJourney, E2E_OUTPUT as OUT } from './browser-journey';
import { shardItems, tableRoutes, type Shard } from './shards';
import { openSignedIn } from './signed-in-browser';
import { specRoutes } from './spec-routes';

/**
 * No dead ends (issue 18): a creator with data opens every route of both route tables and activates every
 * enabled control that navigates; none leads to 'Page not found', no page throws, and the spec's routes are each
 * either a page or listed in src/domain/unbuilt-routes.ts with the issue owing it (and nothing listed exists).
 *
 * The crawl is split over the files tests/e2e/no-dead-ends-N.test.ts (shards, run side by side): each opens its
 * share of the tables' routes and whatever their controls lead to, leaving the other shards' table routes to
 * them; the first also activates the shell's own controls, the last checks the routes not built yet.
 *
 * Not activated (SKIPPED_CONTROLS): controls that delete data or end the session (Delete, Remove, Log out,
 * Unlink…). Links out of the app (the audience's /s, /c, /gl pages, retailers) are not app routes; the browser
 * reaches nothing but the test server.
 */

/** Pages only a control leads to (a link's detail, a collection), and the table route whose crawl reaches them. */
const REACHED_BY_CONTROLS: Record<string, string> = {
  '/pages/myLinks/detail?code': '/pages/myLinks/index',
  '/pages/myShopCollection/index?id': '/pages/myShop/index',
};

const HOME = '/pages/myLinks/index';

export function noDeadEndsShard(shard: Shard): void {
  describe(`no dead ends in the app (shard ${shard.n} of ${shard.of})`, () => {
    const journey = browserJourney();

    it('its routes open, and every control that navigates leads to a page of the app', async () => {
      const creator = await creatorWithData(journey.server);
      const { context, page } = await openSignedIn(journey.browser, creator);
      await AppCrawler.keepOffline(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.server.url });
      const crawler = new AppCrawler(page, `${journey.server.url}/pc/`, LAZY_ROUTE_PATHS);

      const routes = tableRoutes(PAGE_ROUTES, LAZY_ROUTE_PATHS);
      const mine = shardItems(routes, shard);
      crawler.leaveTo(routes.filter((route) => !mine.includes(route)));
      if (shard.n === 1) await activateShellControls(crawler, page, creator.handle);
      // This shard's pages of both tables, and whatever their controls lead to.
      await crawler.crawl(mine);
      const builtAfterAll = shard.n === shard.of ? await unbuiltRoutesShown(crawler, page) : [];
      await crawler.flush();
      await context.close();

      console.log(
        `[crawl] shard ${shard.n}/${shard.of}: ${crawler.opened.size} routes opened (${crawler.loads} full loads, ${crawler.visits} by address), ${crawler.activations.length} navigations, ` +
          `not activated: ${[...crawler.skipped].map(([word, n]) => `${word} x${n}`).join(', ') || 'none'}; answered 501 (owed by open issues): ${[...crawler.notImplemented].sort().join(', ') || 'none'}; ` +
          `503 not configured here: ${[...crawler.notConfigured].sort().join(', ') || 'none'}`,
      );
      console.log(`[crawl] gone before their turn: ${[...crawler.gone].join('; ') || 'none'}`);
      expect(crawler.failures).toEqual([]);
      expect(
        builtAfterAll,
        'listed in src/domain/unbuilt-routes.ts but the app has the page: take it off the list',
      ).toEqual([]);
      for (const route of mine) expect([...crawler.opened.values()]).toContain(route);
      const reached = Object.keys(REACHED_BY_CONTROLS).filter((key) => mine.includes(REACHED_BY_CONTROLS[key]!));
      expect([...crawler.opened.keys()]).toEqual(expect.arrayContaining(reached));
      if (shard.n === shard.of) expect(specRoutesUnaccounted()).toEqual({ missing: [], both: [] });
    }, 600_000);
  });
}

/** A creator with a shop of two products, a collection holding one, short links (one a deep link) and a combined link. */
async function creatorWithData(server: RunningServer) {
  const api = productsApi(server);
  const creator = await api.registerCreator({ amazonTrackingId: 'crawler-20' });
  const { token } = creator;
  const ok = (res: { code: number; message: string }) => expect(res.code, res.message).toBe(200);
  ok(await api.post('/setting/addTargetTrackingId', { trackingId: 'crawler_target' }, token));
  ok(await api.post('/setting/addWalmartTrackingId', { trackingId: 'crawler_walmart' }, token));
  const catalog = bundledCatalog().products.filter((p) => p.retailer === 'amazon' && p.inStock !== false);
  const products = [];
  for (const item of catalog.slice(0, 2)) {
    const added = await api.post('/app/product/add_product', { url: item.url }, token);
    ok(added);
    products.push(added.data.product as { id: string });
  }
  const form = new FormData();
  form.set('name', 'Crawler picks');
  const collection = (await api.postMultipart('/app/update_collection', form, token)).data as { id: string };
  ok(
    await api.post('/app/collection/change', { collectionId: collection.id, addProductIds: [products[0]!.id] }, token),
  );
  const links = [];
  for (const item of catalog.slice(2, 4)) {
    const link = await api.post('/app/get_shortlink/v3', { url: item.url, title: item.title }, token);
    ok(link);
    links.push(link.data as { id: string });
  }
  ok(
    await api.post(
      '/app/get_shortlink_with_trackingid/v3',
      { url: catalog[4]!.url, trackingId: 'crawler-20', kind: 'deep' },
      token,
    ),
  );
  ok(
    await api.postForm(
      '/app/combinelink/create',
      { title: 'Crawler set', shortLinkIds: links.map((l) => l.id).join(',') },
      token,
    ),
  );
  return creator;
}

/** The shell's own controls, once: the side navigation, the create panel's actions and the settings rows. */
async function activateShellControls(crawler: AppCrawler, page: Page, handle: string): Promise<void> {
  await crawler.open(HOME);
  const nav = '[aria-label="Main"]';
  for (const href of await page
    .locator(`${nav} a[href]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    await crawler.open(HOME);
    await crawler.activate(HOME, `side navigation ${href}`, { href }, { scope: nav });
  }
  const createPanel = async () => {
    await page.getByRole('button', { name: 'Create A New Link' }).click();
    await page.locator('.lm-create-panel__action').first().waitFor();
  };
  /** Every enabled control of a panel, each from the home page with the panel opened again. */
  const activateEach = async (label: string, scope: string, names: string[], prepare: () => Promise<void>) => {
    for (const name of names) {
      await crawler.open(HOME);
      await crawler.activate(HOME, `${label} '${name}'`, { name }, { scope, prepare });
    }
  };
  await createPanel();
  const actions = await page.locator('.lm-create-panel__action:not([disabled])').allInnerTexts();
  expect(actions.length).toBeGreaterThan(0);
  await activateEach('create panel', '.lm-create-panel', actions, createPanel);
  const settings = async () => {
    await page.getByRole('button', { name: `Settings for ${handle}` }).click();
    // The rows act once the panel's data has loaded (its level badge comes with it).
    await page.locator('.lm-settings__level').waitFor();
  };
  await crawler.open(HOME);
  await settings();
  const rows = await page.locator('.lm-settings__list button:not([disabled])').allInnerTexts();
  await activateEach('settings row', '.lm-settings__list', rows, settings);
}

/**
 * Every spec route listed as not built yet really is not: the app answers it with its 404 page. Returns the ones
 * that show a page instead, each with a screenshot.
 */
async function unbuiltRoutesShown(crawler: AppCrawler, page: Page): Promise<string[]> {
  const built: string[] = [];
  for (const route of Object.keys(UNBUILT_ROUTES)) {
    await crawler.open(route);
    if (await crawler.showsNotFound()) continue;
    built.push(`${route}: ${(await page.locator('#main').innerText()).slice(0, 80)}`);
    await page.screenshot({ path: `${OUT}/no-dead-ends-built-${built.length}.png` });
  }
  return built;
}

/** Spec routes that are neither a page of a table nor owed by an open issue, and those that are both. */
function specRoutesUnaccounted() {
  const spec = specRoutes();
  const missing = spec.filter((route) => !hasPage(route, REGISTERED_PATHS) && !(route in UNBUILT_ROUTES));
  const both = spec.filter((route) => hasPage(route, REGISTERED_PATHS) && route in UNBUILT_ROUTES);
  return { missing, both };
}
