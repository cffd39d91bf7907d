/** What the shell shows for a launch status and a route: the rule that keeps app pages behind sign-in. */
import { isPublicRoute } from './public-routes';
import { isSignInRoute } from './routes';

export type LaunchStatus = 'launching' | 'failed' | 'signedIn' | 'needsShop' | 'signedOut';

/**
 * - publicPage: a page anyone may open (the statechart viewer), whatever the launch status, on its own;
 * - launching: a loading state on any other route (a token is being checked);
 * - signInPage: a sign-in page (login, create account, forgot password, connect account) without the sidebar;
 * - app: an app page with the sidebar, only when signed in;
 * - failed: launch could not load the creator's info; they can try again;
 * - signInRequired: an app page without a session (the address bar was changed by hand).
 */
export type ShellView = 'publicPage' | 'launching' | 'signInPage' | 'app' | 'failed' | 'signInRequired';

export function shellView(status: LaunchStatus, route: string): ShellView {
  if (isPublicRoute(route)) return 'publicPage';
  if (status === 'launching') return 'launching';
  if (isSignInRoute(route)) return 'signInPage';
  if (status === 'signedIn') return 'app';
  if (status === 'failed') return 'failed';
  return 'signInRequired';
}
