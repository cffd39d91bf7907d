/** The desktop-only redirect (spec §2): narrow or phone visitors go to the mobile web app. */
import { DESKTOP_MIN_WIDTH_PX, IFRAME_PAGE_PATH, NO_REDIRECT_QUERY_FLAG } from './spec-constants';
import { parseRoute } from './routes';

export interface Visit {
  /** The mobile web app's address; absent when the deployment has none (then nobody is redirected). */
  mobileWebUrl: string | null;
  /** The app's own address, e.g. 'https://linkmint.example/pc/'. */
  appUrl: string;
  viewportWidth: number;
  userAgent: string;
  /** location.search, e.g. '?noRedirect=1'. */
  search: string;
  /** The hash route, e.g. '/pages/iframe/index?url=...'. */
  route: string;
}

// Phones and small tablets announce themselves; iPads in desktop mode do not, and their width decides instead.
const PHONE_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Mobile Safari/i;

export const isPhoneAgent = (userAgent: string): boolean => PHONE_AGENT.test(userAgent);

function hasNoRedirectFlag(visit: Visit): boolean {
  const flag = (query: URLSearchParams) => {
    const value = query.get(NO_REDIRECT_QUERY_FLAG);
    return value !== null && value !== '0' && value !== 'false';
  };
  return flag(new URLSearchParams(visit.search)) || flag(parseRoute(visit.route).query);
}

/**
 * Where this visit should go instead, or null to stay. Narrow (under 768 px) or phone visitors go to the mobile web
 * app; wide visitors of the embedded iframe page (meant for the mobile app) go to the desktop app. Nothing happens
 * without a configured mobile address or with the noRedirect test flag.
 */
export function desktopRedirect(visit: Visit): string | null {
  if (!visit.mobileWebUrl || hasNoRedirectFlag(visit)) return null;
  const narrow = visit.viewportWidth < DESKTOP_MIN_WIDTH_PX || isPhoneAgent(visit.userAgent);
  if (narrow) return visit.mobileWebUrl;
  if (parseRoute(visit.route).path === IFRAME_PAGE_PATH) return visit.appUrl;
  return null;
}
