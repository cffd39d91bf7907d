/**
 * Which pages the app has, as plain data, and the one rule every button that leads to a page asks: the create
 * panel, the settings rows, the plan-usage dialog, the pages' own links. A button whose page is not in the app
 * yet shows disabled with PAGE_NOT_AVAILABLE_TITLE, never a link to 'Page not found'.
 *
 * The lazy route table (src/views/lazy-routes.tsx) comes in a chunk of its own; the shell must know its paths
 * without loading it, so they are listed here too. Its entries are typed with LazyRoutePath: a page added to the
 * table without its path here does not compile, and tests/unit/registered-routes.test.ts checks the other way.
 */
import { routePath } from './routes';

export const PAGE_NOT_AVAILABLE_TITLE = 'This page is not available yet.';

/** The paths of src/views/lazy-routes.tsx, in its order. */
export const LAZY_ROUTE_PATHS = [
  '/',
  '/pages/allProducts/brandDeals',
  '/pages/myLinks/index',
  '/pages/midTabBar/index_new',
  '/statecharts/*',
  '/pages/myLinks/productList',
  '/pages/myLinks/curationDetail',
  '/pages/myLinks/imgEditor',
  '/pages/saveLink/index',
  '/pages/saveLink/selectBoard',
  '/pages/saveLink/selectProducts',
  '/pages/combineLinkPreview/index',
  '/pages/groupLinkPreview/index',
  '/pages/collectionCreateGroupLink/index',
  '/pages/existingLink/index',
  '/pages/addProduct/index',
  '/pages/myShop/index',
  '/pages/myLinks/create',
  '/pages/myLinks/detail',
  '/pages/midTabBar/index',
  '/pages/deepLinkList/index',
  '/pages/allProducts/index',
  '/pages/allProducts/brandDealsPageDetail',
  '/pages/search/index',
  '/pages/searchResult/index',
  '/pages/goodDetail/index',
  '/pages/arrival/index',
  '/pages/arrival/arrivalDetail',
  '/pages/myShopCreate/index',
  '/pages/editCollection/index',
  '/pages/myShopCollection/index',
  '/pages/goodDetail/myShopDetail',
  '/pages/setting/impact',
  '/choose-location',
  '/open-location',
  '/pages/applyBoosting/index',
  '/pages/boosting/index',
  '/pages/boosting/edit',
  '/pages/boosting/draftList',
  '/pages/boosting/list',
  '/pages/boosting/detail',
  '/pages/boosting/availableTrackingId',
  '/pages/boosting/dashboard/index',
  '/pages/boosting/dashboard/adDetails',
  '/pages/records/index',
  '/pages/samples/index',
  '/pages/earning/index',
  '/pages/earning/mmmIndex',
  '/pages/earning/engegament_data',
  '/pages/extraCommissionDetail/index',
  '/pages/otherBrandCommissionDetail/index',
  '/pages/otherBrandCommissionDetail/epcDetail',
  '/pages/setting/newPrice/index',
  '/pages/setting/plan',
  '/pages/setting/stripe',
  '/pages/setting/billing',
  '/pages/setting/balance/index',
  '/pages/setting/balance/income_webview',
  '/pages/home/biolink_edit',
  '/pages/home/customize',
  '/pages/home/index_new',
  '/pages/home/indexFb',
  '/pages/bioLinkPreview/index',
  '/pages/bioLinkPublic/index',
  '/pages/viewOnWebsite/index',
  '/pages/websitePermissions/index',
  '/pages/landingPage/index',
  '/pages/landingPage/create',
  '/pages/landingPage/statstics',
  '/pages/autoDm/index',
  '/pages/fbAuth/index',
  '/pages/fbPermissions/index',
  '/pages/setting/autoReply',
  '/pages/setting/schedulePost',
  '/pages/linkGallery/index',
  '/pages/linkGallery/create',
  '/pages/linkGallery/edit',
  '/pages/linkGallery/preview',
  '/pages/setting/aiCollagePreference',
  // Not a spec route: the spec gives the create panel's AI collage action no page of its own (collage-pages.ts).
  '/pages/aiCollage/index',
] as const;

/** A path of the lazy route table; add a new page's path to LAZY_ROUTE_PATHS above. */
export type LazyRoutePath = (typeof LAZY_ROUTE_PATHS)[number];

/** 'x/*' in a route table covers x and everything under it; the tables' catch-all '*' is no page. */
function covers(registered: string, path: string): boolean {
  if (registered.endsWith('/*')) {
    const base = registered.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return registered === path;
}

/** Whether a route (query ignored) is a page of the app, given the route tables' paths. */
export function hasPage(route: string, registeredPaths: readonly string[]): boolean {
  const path = routePath(route);
  return registeredPaths.some((registered) => covers(registered, path));
}

export type PageAvailability = { available: true } | { available: false; note: typeof PAGE_NOT_AVAILABLE_TITLE };

/** What a button leading to `route` shows: enabled, or disabled with the sentence saying the page is not there yet. */
export function pageAvailability(route: string, registeredPaths: readonly string[]): PageAvailability {
  return hasPage(route, registeredPaths) ? { available: true } : { available: false, note: PAGE_NOT_AVAILABLE_TITLE };
}
