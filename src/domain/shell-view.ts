/** What the shell shows for a launch status and a route: the rule that keeps app pages behind sign-in. */
import { isSignInRoute } from './routes';

export type LaunchStatus = 'launching' | 'failed' | 'signedIn' | 'needsShop' | 'signedOut';

/**
 * - launching: a loading state, whatever the route (a token is being checked);
 * - signInPage: a sign-in page (login, create account, forgot password, connect account) without the sidebar;
 * - app: an app page with the sidebar, only when signed in;
 * - failed: launch could not load the creator's info; they can try again;
 * - signInRequired: an app page without a session (the address bar was changed by hand).
 */
export type ShellView = 'launching' | 'signInPage' | 'app' | 'failed' | 'signInRequired';

export function shellView(status: LaunchStatus, route: string): ShellView {
  if (status === 'launching') return 'launching';
  if (isSignInRoute(route)) return 'signInPage';
  if (status === 'signedIn') return 'app';
  if (status === 'failed') return 'failed';
  return 'signInRequired';
}
