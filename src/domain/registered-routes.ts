/**
 * Which pages the app has, as plain data derived from the route table (route-table.ts), and the one rule every
 * button that leads to a page asks: the create panel, the settings rows, the plan-usage dialog, the pages' own
 * links. A button whose page is not in the app yet shows disabled with PAGE_NOT_AVAILABLE_TITLE, never a link to
 * 'Page not found'.
 */
import { ROUTE_NAMES, ROUTES, routesOfTable } from './route-table';
import { routePath } from './routes';

export const PAGE_NOT_AVAILABLE_TITLE = 'This page is not available yet.';

/** The paths of every page of both route tables ('x/*' as written), in the table's order. */
export const REGISTERED_PATHS: readonly string[] = ROUTE_NAMES.map((name) => ROUTES[name].path);

/** The paths of the table that comes in its own chunk. */
export const LAZY_ROUTE_PATHS: readonly string[] = routesOfTable('lazy').map((name) => ROUTES[name].path);

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
