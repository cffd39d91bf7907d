import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../server/modules/catalog';
import { hasPage, LAZY_ROUTE_PATHS, REGISTERED_PATHS } from '../../src/domain/registered-routes';
import { UNBUILT_ROUTES } from '../../src/domain/unbuilt-routes';
import { PAGE_ROUTES } from '../../src/views/routes';
import { productsApi } from '../api/products-support';
import { AppCrawler } from '../support/app-crawler';
import { browserJourney, E2E_OUTPUT as OUT } from '../support/browser-journey';
import { openSignedIn } from '../support/signed-in-browser';
import { specRoutes } from '../support/spec-routes';

/**
 * No dead ends (issue 18): a creator with data opens every route of both route tables and activates every
 * enabled control that navigates; none leads to 'Page not found', no page throws, and the spec's routes are each
 * either a page or listed in src/domain/unbuilt-routes.ts with the issue owing it (and nothing listed exists).
 *
 * Not activated (SKIPPED_CONTROLS): controls that delete data or end the session (Delete, Remove, Log out,
 * Unlink…). Links out of the app (the audience's /s, /c, /gl pages, retailers) are not app routes; the browser
 * reaches nothing but the test server.
 */
describe('no dead ends in the app', () => {
  const journey = browserJourney();

  it('every route of both tables opens, and every control that navigates leads to a page of the app', async () => {
    const api = productsApi(journey.server);
    const creator = await api.registerCreator({ amazonTrackingId: 'crawler-20' });
    const { token } = creator;
    const ok = (res: { code: number; message: string }) => expect(res.code, res.message).toBe(200);
    ok(await api.post('/setting/addTargetTrackingId', { trackingId: 'crawler_target' }, token));
    ok(await api.post('/setting/addWalmartTrackingId', { trackingId: 'crawler_walmart' }, token));
    // A shop with two products, a collection holding one, short links (one a deep link) and a combined link.
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
      await api.post(
        '/app/collection/change',
        { collectionId: collection.id, addProductIds: [products[0]!.id] },
        token,
      ),
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

    const { context, page } = await openSignedIn(journey.browser, creator);
    await AppCrawler.keepOffline(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.server.url });
    const crawler = new AppCrawler(page, `${journey.server.url}/pc/`, LAZY_ROUTE_PATHS);

    // The shell's own controls, once: the side navigation, the create panel's actions and the settings rows.
    const home = '/pages/myLinks/index';
    await crawler.open(home);
    const nav = '[aria-label="Main"]';
    for (const href of await page
      .locator(`${nav} a[href]`)
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      await crawler.open(home);
      await crawler.activate(home, `side navigation ${href}`, { href }, { scope: nav });
    }
    const createPanel = async () => {
      await page.getByRole('button', { name: 'Create A New Link' }).click();
      await page.locator('.lm-create-panel__action').first().waitFor();
    };
    await createPanel();
    const actions = await page.locator('.lm-create-panel__action:not([disabled])').allInnerTexts();
    expect(actions.length).toBeGreaterThan(0);
    for (const name of actions) {
      await crawler.open(home);
      await crawler.activate(
        home,
        `create panel '${name}'`,
        { name },
        { scope: '.lm-create-panel', prepare: createPanel },
      );
    }
    const settings = async () => {
      await page.getByRole('button', { name: `Settings for ${creator.handle}` }).click();
      // The rows act once the panel's data has loaded (its level badge comes with it).
      await page.locator('.lm-settings__level').waitFor();
    };
    await crawler.open(home);
    await settings();
    const rows = await page.locator('.lm-settings__list button:not([disabled])').allInnerTexts();
    for (const name of rows) {
      await crawler.open(home);
      await crawler.activate(
        home,
        `settings row '${name}'`,
        { name },
        { scope: '.lm-settings__list', prepare: settings },
      );
    }

    // Every page of both tables (the viewer's pages under one route), and whatever their controls lead to.
    const tableRoutes = [...PAGE_ROUTES.map((r) => r.path).filter((p) => p !== '*'), ...LAZY_ROUTE_PATHS].map((p) =>
      p.replace(/\/\*$/, ''),
    );
    await crawler.crawl(tableRoutes);

    // Every spec route listed as not built yet really is not: the app answers it with its 404 page.
    const builtAfterAll: string[] = [];
    for (const route of Object.keys(UNBUILT_ROUTES)) {
      await crawler.open(route);
      if (!(await crawler.showsNotFound()))
        builtAfterAll.push(`${route}: ${(await page.locator('#main').innerText()).slice(0, 80)}`);
    }
    await page.screenshot({ path: `${OUT}/no-dead-ends-unbuilt.png` });
    await crawler.flush();
    await context.close();

    console.log(
      `[crawl] ${crawler.opened.size} routes opened (${crawler.loads} full loads, ${crawler.visits} by address), ${crawler.activations.length} navigations, ` +
        `not activated: ${[...crawler.skipped].map(([word, n]) => `${word} x${n}`).join(', ') || 'none'}; answered 501 (owed by open issues): ${[...crawler.notImplemented].sort().join(', ') || 'none'}; ` +
        `503 not configured here: ${[...crawler.notConfigured].sort().join(', ') || 'none'}`,
    );
    console.log(`[crawl] gone before their turn: ${[...crawler.gone].join('; ') || 'none'}`);
    expect(crawler.failures).toEqual([]);
    expect(
      builtAfterAll,
      'listed in src/domain/unbuilt-routes.ts but the app has the page: take it off the list',
    ).toEqual([]);
    for (const route of tableRoutes) expect([...crawler.opened.values()]).toContain(route);
    // The crawl reached pages only a control leads to (a link's detail, a product, a collection).
    expect([...crawler.opened.keys()]).toEqual(
      expect.arrayContaining(['/pages/myLinks/detail?code', '/pages/myShopCollection/index?id']),
    );

    // Every spec route is a page of a table or owed by an open issue, never both.
    const spec = specRoutes();
    const missing = spec.filter((route) => !hasPage(route, REGISTERED_PATHS) && !(route in UNBUILT_ROUTES));
    const both = spec.filter((route) => hasPage(route, REGISTERED_PATHS) && route in UNBUILT_ROUTES);
    expect({ missing, both }).toEqual({ missing: [], both: [] });
  }, 600_000);
});
