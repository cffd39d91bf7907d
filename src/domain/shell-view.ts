/** What the shell shows for a launch status and a route: the rule that keeps app pages behind sign-in. */
import { isPublicRoute } from './public-routes';
import { isForcedProfileRoute, isSignedOutRoute, isSignInRoute } from './routes';

export type LaunchStatus = 'launching' | 'failed' | 'signedIn' | 'needsShop' | 'needsProfile' | 'signedOut';

/**
 * - publicPage: a page anyone may open (the statechart viewer), whatever the launch status, on its own;
 * - launching: a loading state on any other route (a token is being checked);
 * - signInPage: a sign-in page without the sidebar: login, create account and forgot password for anyone,
 *   Connect Account for a session (it finishes a Facebook or Apple sign-in);
 * - app: an app page with the sidebar, only when signed in;
 * - forcedProfile: Additional Info with isForce=1 while the creator has no handle, without the sidebar: saving
 *   it or logging out are the only ways on (spec §2, §4);
 * - profileRequired: any other app page while the handle is missing; it leads back to Additional Info;
 * - failed: launch could not load the creator's info; they can try again;
 * - signInRequired: an app page (or Connect Account) without a session (the address bar was changed by hand).
 */
export type ShellView =
  'publicPage' | 'launching' | 'signInPage' | 'app' | 'forcedProfile' | 'profileRequired' | 'failed' | 'signInRequired';

export function shellView(status: LaunchStatus, route: string): ShellView {
  if (isPublicRoute(route)) return 'publicPage';
  if (status === 'launching') return 'launching';
  if (isSignedOutRoute(route)) return 'signInPage';
  if (isSignInRoute(route)) return status === 'signedOut' ? 'signInRequired' : 'signInPage';
  if (status === 'needsProfile') return isForcedProfileRoute(route) ? 'forcedProfile' : 'profileRequired';
  if (status === 'signedIn') return 'app';
  if (status === 'failed') return 'failed';
  return 'signInRequired';
}
