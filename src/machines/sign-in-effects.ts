/**
 * What the sign-in and profile machines tell the app: they emit these events (xstate `emit`), and the view
 * that runs a machine hands each one to the app runtime, the toast service or the router. The machines
 * themselves never touch the session, the DOM or the address bar.
 */
import type { loginV2 } from '../api/auth';
import type { getInfo } from '../api/account';

/** The login answer (spec §3): token, shop name, profile fields, userType and loginType. */
export type LoginResult = Awaited<ReturnType<typeof loginV2>>;
/** The creator record the app keeps (userInfo, spec §3). */
export type UserInfo = Awaited<ReturnType<typeof getInfo>>;

export type SignInEmitted =
  /** Someone signed in (or their session now has a shop): the runtime saves it and relaunches. */
  | { type: 'session.signedIn'; result: LoginResult }
  /** The creator record changed (profile completed or edited): the runtime keeps the new one. */
  | { type: 'session.userInfoChanged'; userInfo: UserInfo; relaunch: boolean }
  /** The creator chose to sign out (the only way out of a forced page). */
  | { type: 'session.logout' }
  | { type: 'toast.show'; text: string; durationMs?: number }
  /** Go to a page of the app (a hash route such as '/pages/login/index'). */
  | { type: 'route.navigate'; path: string }
  /** Back to where the creator came from. */
  | { type: 'route.back' }
  /** Leave the app for another site (the Facebook sign-in dialog). */
  | { type: 'route.external'; url: string };
