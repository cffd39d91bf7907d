import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './shell/lazy-page';
import { ACCOUNT_PATH, ACCOUNT_PATH_NEW_USER } from '../domain/tabs';
import {
  ADDITIONAL_INFO_PATH,
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  EDIT_PROFILE_PATH,
  FACEBOOK_LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_FB_PATH,
  LOGIN_PATH,
} from '../domain/spec-constants';
import { LAZY_ROUTE_PATHS } from '../domain/registered-routes';

export interface PageRoute {
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType>;
}

const NotFound = lazyPage(() => import('./pages/not-found/not-found-page'));
const FacebookLogin = lazyPage(() => import('./pages/login/facebook-login-page'));

/** Every page the app has; a path that is not here shows the 404 page. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/pages/home/biolink', Page: lazyPage(() => import('./pages/bio-link/bio-link-page')) },
  { path: ACCOUNT_PATH, Page: lazyPage(() => import('./pages/earnings/account-page')) },
  {
    path: ACCOUNT_PATH_NEW_USER,
    Page: lazyPage(() => import('./pages/earnings/account-page').then((m) => ({ default: m.NewUserAccountPage }))),
  },
  { path: '/pages/setting/index', Page: lazyPage(() => import('./pages/settings/settings-page')) },
  { path: '/pages/popup/popup', Page: lazyPage(() => import('./pages/popup/popup-page')) },
  { path: '/pages/iframe/index', Page: lazyPage(() => import('./pages/iframe/iframe-page')) },
  { path: '/pages/default/index', Page: lazyPage(() => import('./pages/default/default-page')) },
  { path: '/pages/creatorList/index', Page: lazyPage(() => import('./pages/creator-list/creator-list-page')) },
  { path: LOGIN_PATH, Page: lazyPage(() => import('./pages/login/login-page')) },
  { path: FACEBOOK_LOGIN_PATH, Page: FacebookLogin },
  { path: LOGIN_FB_PATH, Page: FacebookLogin },
  { path: CREATE_ACCOUNT_PATH, Page: lazyPage(() => import('./pages/create-account/create-account-page')) },
  { path: FORGOT_PASSWORD_PATH, Page: lazyPage(() => import('./pages/forgot-password/forgot-password-page')) },
  { path: CONNECT_ACCOUNT_PATH, Page: lazyPage(() => import('./pages/connect-account/connect-account-page')) },
  { path: ADDITIONAL_INFO_PATH, Page: lazyPage(() => import('./pages/account-info/additional-info-page')) },
  { path: EDIT_PROFILE_PATH, Page: lazyPage(() => import('./pages/edit-profile/edit-profile-page')) },
  { path: '/pages/404/index', Page: NotFound },
  // The rest (links, shop, viral items…) in a route table of its own chunk (lazy-routes.tsx); it shows the 404 page too.
  { path: '*', Page: lazyPage(() => import('./lazy-routes')) },
];

/**
 * The paths of both route tables (this one's and lazy-routes.tsx's, listed in the domain so its chunk stays
 * unloaded): what the create panel, the settings rows, the plan-usage dialog and the pages' links ask before
 * leading somewhere (src/domain/registered-routes.ts).
 */
export const REGISTERED_PATHS: readonly string[] = [
  ...PAGE_ROUTES.map((route) => route.path).filter((path) => path !== '*'),
  ...LAZY_ROUTE_PATHS,
];
