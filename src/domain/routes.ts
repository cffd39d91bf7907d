/**
 * App routes as the hash carries them: a path and an optional query, e.g. '/pages/connectAccount/index?userType=1'.
 * Pure helpers shared by navigation, launch and the shell.
 */
import {
  ADDITIONAL_INFO_PATH,
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  DEFAULT_TAB_PATH,
  FORCE_PROFILE_QUERY,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  SIGN_IN_PAGE_PREFIXES,
} from './spec-constants';
import { sectionOf } from './route-sections';
import { TABS, tabForLocation, type Tab, type TabId } from './tabs';

export interface ParsedRoute {
  /** '/pages/myLinks/index'; '/' for an empty route. */
  path: string;
  query: URLSearchParams;
}

export function parseRoute(route: string): ParsedRoute {
  const at = route.indexOf('?');
  const path = (at === -1 ? route : route.slice(0, at)) || DEFAULT_TAB_PATH;
  return {
    path: path.startsWith('/') ? path : `/${path}`,
    query: new URLSearchParams(at === -1 ? '' : route.slice(at + 1)),
  };
}

/** The path of a route, without its query. */
export const routePath = (route: string): string => parseRoute(route).path;

/** Which tab a route selects: its navId query first, then a known tab path (spec §2). */
export function tabForRoute(route: string): TabId | undefined {
  const { path, query } = parseRoute(route);
  return tabForLocation(path, query.get('navId'));
}

/**
 * The tab the side navigation highlights on a route, however it was reached: navId's when it names one, else the
 * tab whose section the page is in (route-sections.ts); undefined for a page outside the sections, which leaves
 * the highlight where it was.
 */
export function highlightedTabOf(route: string): TabId | undefined {
  return tabForRoute(route) ?? sectionOf(routePath(route)) ?? undefined;
}

/** The main tab a route opens, when it is exactly a tab's own page (for the analytics tab event, spec §7). */
export function mainTabOf(route: string): Tab | undefined {
  const path = routePath(route);
  return TABS.find((t) => t.path === path || t.aliases.includes(path));
}

/**
 * Pages a creator without a session may open: login (with Facebook's), create account, forgot password. They are
 * where a signed-out creator goes.
 */
export function isSignedOutRoute(route: string): boolean {
  const path = routePath(route);
  return SIGN_IN_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Pages where a creator signs in or finishes signing in (the signed-out pages, and Connect Account, which needs
 * the Facebook or Apple session it finishes): they render without the side navigation.
 */
export function isSignInRoute(route: string): boolean {
  return routePath(route) === CONNECT_ACCOUNT_PATH || isSignedOutRoute(route);
}

/**
 * Where a creator without a session lands when the app opens on `route` (spec §4 Launch: no token goes to login,
 * a rule for the app's pages): a signed-out page stays open, e.g. a shared 'create an account' link, a password
 * reset, or the way back from Facebook with its code; anything else (Connect Account too) is login.
 */
export function signedOutLanding(route: string): string {
  return isSignedOutRoute(route) ? route : LOGIN_PATH;
}

/** Additional Info forcing profile completion (spec §2, §4): where a creator without a handle is held. */
export const FORCED_PROFILE_ROUTE = `${ADDITIONAL_INFO_PATH}?${FORCE_PROFILE_QUERY}`;

export function isForcedProfileRoute(route: string): boolean {
  const { path, query } = parseRoute(route);
  const forced = parseRoute(FORCED_PROFILE_ROUTE).query;
  return path === ADDITIONAL_INFO_PATH && [...forced].every(([key, value]) => query.get(key) === value);
}

/** The page-level global ad flag (spec §2): off on the login, forgot-password and create-account pages, on elsewhere. */
export function isGlobalAdPage(route: string): boolean {
  const path = routePath(route);
  return path !== LOGIN_PATH && path !== FORGOT_PASSWORD_PATH && path !== CREATE_ACCOUNT_PATH;
}

/** A route with a query value added, e.g. withQuery('/pages/connectAccount/index', { userType: 1 }). */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return search === '' ? path : `${path}?${search}`;
}
