import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './shell/lazy-page';
import { ROUTES, routesOfTable, type ShellRouteName } from '../domain/route-table';

export interface PageRoute {
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType>;
}

const FacebookLogin = lazyPage(() => import('./pages/login/facebook-login-page'));

/**
 * The page of every route of the route table's shell part (src/domain/route-table.ts): a page added to the table
 * without its component here, or one here without its route, does not compile.
 */
const SHELL_PAGES: Readonly<Record<ShellRouteName, PageRoute['Page']>> = {
  bioLink: lazyPage(() => import('./pages/bio-link/bio-link-page')),
  account: lazyPage(() => import('./pages/earnings/account-page')),
  accountNewUser: lazyPage(() =>
    import('./pages/earnings/account-page').then((m) => ({ default: m.NewUserAccountPage })),
  ),
  settings: lazyPage(() => import('./pages/settings/settings-page')),
  popup: lazyPage(() => import('./pages/popup/popup-page')),
  embeddedPage: lazyPage(() => import('./pages/iframe/iframe-page')),
  relaunch: lazyPage(() => import('./pages/default/default-page')),
  creatorList: lazyPage(() => import('./pages/creator-list/creator-list-page')),
  login: lazyPage(() => import('./pages/login/login-page')),
  facebookLogin: FacebookLogin,
  facebookLoginReturn: FacebookLogin,
  createAccount: lazyPage(() => import('./pages/create-account/create-account-page')),
  forgotPassword: lazyPage(() => import('./pages/forgot-password/forgot-password-page')),
  connectAccount: lazyPage(() => import('./pages/connect-account/connect-account-page')),
  accountInfo: lazyPage(() => import('./pages/account-info/additional-info-page')),
  editProfile: lazyPage(() => import('./pages/edit-profile/edit-profile-page')),
  notFound: lazyPage(() => import('./pages/not-found/not-found-page')),
};

/** Every page the app has; a path that is not here shows the 404 page. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...routesOfTable('shell').map((name) => ({ path: ROUTES[name].path, Page: SHELL_PAGES[name] })),
  // The rest (links, shop, viral items…) in a route table of its own chunk (lazy-routes.tsx); it shows the 404 page too.
  { path: '*', Page: lazyPage(() => import('./lazy-routes')) },
];
