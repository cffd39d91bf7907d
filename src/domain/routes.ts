/**
 * App routes as the hash carries them: a path and an optional query, e.g. '/pages/connectAccount/index?userType=1'.
 * Pure helpers shared by navigation, launch and the shell.
 */
import {
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  DEFAULT_TAB_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  SIGN_IN_PAGE_PREFIXES,
} from './spec-constants';
import { TABS, tabForLocation, type Tab, type TabId } from './tabs';

export interface ParsedRoute {
  /** '/pages/myLinks/index'; '/' for an empty route. */
  path: string;
  query: URLSearchParams;
}

export function parseRoute(route: string): ParsedRoute {
  const at = route.indexOf('?');
  const path = (at === -1 ? route : route.slice(0, at)) || DEFAULT_TAB_PATH;
  return { path: path.startsWith('/') ? path : `/${path}`, query: new URLSearchParams(at === -1 ? '' : route.slice(at + 1)) };
}

/** The path of a route, without its query. */
export const routePath = (route: string): string => parseRoute(route).path;

/** Which tab a route selects: its navId query first, then a known tab path (spec §2). */
export function tabForRoute(route: string): TabId | undefined {
  const { path, query } = parseRoute(route);
  return tabForLocation(path, query.get('navId'));
}

/** The main tab a route opens, when it is exactly a tab's own page (for the analytics tab event, spec §7). */
export function mainTabOf(route: string): Tab | undefined {
  const path = routePath(route);
  return TABS.find((t) => t.path === path || t.aliases.includes(path));
}

/**
 * Pages where a creator signs in or finishes signing in (login, registration, password reset, connect account):
 * they render without the side navigation and need no session.
 */
export function isSignInRoute(route: string): boolean {
  const path = routePath(route);
  return path === CONNECT_ACCOUNT_PATH || SIGN_IN_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The page-level global ad flag (spec §2): off on the login, forgot-password and create-account pages, on elsewhere. */
export function isGlobalAdPage(route: string): boolean {
  const path = routePath(route);
  return path !== LOGIN_PATH && path !== FORGOT_PASSWORD_PATH && path !== CREATE_ACCOUNT_PATH;
}

/** A route with a query value added, e.g. withQuery('/pages/connectAccount/index', { userType: 1 }). */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search === '' ? path : `${path}?${search}`;
}
