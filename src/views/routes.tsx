import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './shell/lazy-page';
import { ACCOUNT_PATH, ACCOUNT_PATH_NEW_USER } from '../domain/tabs';

export interface PageRoute {
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType>;
}

const ViralItems = lazyPage(() => import('./pages/all-products/viral-items-page'));
const NotFound = lazyPage(() => import('./pages/not-found/not-found-page'));

/** Every page the app has; a path that is not here shows the 404 page. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', Page: ViralItems },
  { path: '/pages/allProducts/brandDeals', Page: ViralItems },
  { path: '/pages/home/biolink', Page: lazyPage(() => import('./pages/home/biolink-page')) },
  { path: '/pages/myLinks/index', Page: lazyPage(() => import('./pages/my-links/my-links-page')) },
  { path: '/pages/midTabBar/index_new', Page: lazyPage(() => import('./pages/mid-tab-bar/deep-link-page')) },
  { path: ACCOUNT_PATH, Page: lazyPage(() => import('./pages/earning/account-page')) },
  {
    path: ACCOUNT_PATH_NEW_USER,
    Page: lazyPage(() => import('./pages/earning/account-page').then((m) => ({ default: m.NewUserAccountPage }))),
  },
  { path: '/pages/404/index', Page: NotFound },
  { path: '*', Page: NotFound },
];
