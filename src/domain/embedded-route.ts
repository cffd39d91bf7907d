/** The page the embedded screen (iframe/index?url=…) shows: an app route, never another site or itself. */
import { IFRAME_PAGE_PATH, POPUP_PATH } from './spec-constants';
import { parseRoute } from './routes';

export interface EmbeddedRoute {
  pathname: string;
  search: string;
}

/** The in-app route named by the url query, or null when it names nothing the embedded screen can show. */
export function embeddedRoute(url: string | null): EmbeddedRoute | null {
  if (url === null) return null;
  const route = url.trim().replace(/^#/, '');
  // Only app routes: a scheme or a protocol-relative address would be another site.
  if (!route.startsWith('/') || route.startsWith('//') || /[\s\\]/.test(route)) return null;
  const { path, query } = parseRoute(route);
  if (path === IFRAME_PAGE_PATH || path === POPUP_PATH) return null;
  const search = query.toString();
  return { pathname: path, search: search ? `?${search}` : '' };
}
