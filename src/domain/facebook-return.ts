/**
 * The Facebook sign-in's way back. Facebook sends the browser to the redirect address with `?code=&state=`
 * (or `?error=`) in the query and its own `#_=_` fragment, and OAuth forbids a fragment in the address itself,
 * so the app's hash route cannot be the address: the app's base path is, and at start-up the query is moved
 * onto the Facebook sign-in page's route.
 */
import { APP_BASE_PATH, LOGIN_FB_PATH } from './spec-constants';
import { ROUTES } from './route-table';

/** Auto DM's connect page (fbPermissions/index), where the connect dialog comes back. */
export const FB_PERMISSIONS_PATH = ROUTES.facebookPermissions.path;

export function facebookRedirectUri(origin: string): string {
  return `${origin}${APP_BASE_PATH}`;
}

/** The connect dialog's way back: the page's path under the app's base, which the server answers with the app. */
export function connectRedirectUri(origin: string): string {
  return `${origin}${APP_BASE_PATH}${FB_PERMISSIONS_PATH.slice(1)}`;
}

/**
 * The hash route to open when the page was loaded as Facebook's way back, else null. The Auto DM connect dialog
 * comes back to /pc/pages/fbPermissions/index (or, given an address with the hash route, to /pc/?…#/pages/…), the
 * sign-in to the base path.
 */
export function facebookReturnRoute(search: string, pathname = '', hash = ''): string | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  const error = query.get('error');
  if (!(code && state) && !error) return null;
  const forward = new URLSearchParams();
  for (const [key, value] of [
    ['code', code],
    ['state', state],
    ['error', error],
  ] as const)
    if (value) forward.set(key, value);
  const connect = pathname.endsWith(FB_PERMISSIONS_PATH) || hash.startsWith(`#${FB_PERMISSIONS_PATH}`);
  return `${connect ? FB_PERMISSIONS_PATH : LOGIN_FB_PATH}?${forward.toString()}`;
}
