/**
 * The pages beyond the shell's first table (routes.tsx): this table comes in its own chunk when one of them is
 * opened, so the shell's initial JS does not grow with every page the app adds (issue: Foundation, 120 kB gzip).
 * Each page is lazy again here. A path in neither table shows the 404 page.
 */
import { useRoutes } from 'react-router-dom';
import { lazyPage } from './shell/lazy-page';
import { STATECHARTS_PATH } from '../domain/public-routes';
import type { LazyRoutePath } from '../domain/registered-routes';
import NotFoundPage from './pages/not-found/not-found-page';

export interface LazyRoute {
  /** Listed in src/domain/registered-routes.ts too, so the shell knows the page exists without this chunk. */
  readonly path: LazyRoutePath;
  readonly Page: ReturnType<typeof lazyPage>;
}

const ViralItems = lazyPage(() => import('./pages/catalog/viral-items-page'));

export const LAZY_ROUTES: readonly LazyRoute[] = [
  // Tab pages too: their many shared chunks, listed for preloading wherever the import is, cost the shell ~1 kB.
  { path: '/', Page: ViralItems },
  { path: '/pages/allProducts/brandDeals', Page: ViralItems },
  { path: '/pages/myLinks/index', Page: lazyPage(() => import('./pages/my-links/my-links-page')) },
  { path: '/pages/midTabBar/index_new', Page: lazyPage(() => import('./pages/deep-links/deep-link-page')) },
  // The statechart viewer: public (src/domain/public-routes.ts); it imports every machine, and ELK loads with it.
  { path: `${STATECHARTS_PATH}/*`, Page: lazyPage(() => import('./pages/statecharts/statecharts-page')) },
  { path: '/pages/myLinks/productList', Page: lazyPage(() => import('./pages/link-pages/product-list-page')) },
  { path: '/pages/myLinks/curationDetail', Page: lazyPage(() => import('./pages/link-pages/curation-detail-page')) },
  { path: '/pages/myLinks/imgEditor', Page: lazyPage(() => import('./pages/link-pages/img-editor-page')) },
  { path: '/pages/saveLink/index', Page: lazyPage(() => import('./pages/save-link/save-link-page')) },
  { path: '/pages/saveLink/selectBoard', Page: lazyPage(() => import('./pages/save-link/select-board-page')) },
  { path: '/pages/saveLink/selectProducts', Page: lazyPage(() => import('./pages/save-link/select-products-page')) },
  {
    path: '/pages/combineLinkPreview/index',
    Page: lazyPage(() => import('./pages/combined-links/combined-link-preview-page')),
  },
  {
    path: '/pages/groupLinkPreview/index',
    Page: lazyPage(() => import('./pages/group-links/group-link-preview-page')),
  },
  {
    path: '/pages/collectionCreateGroupLink/index',
    Page: lazyPage(() => import('./pages/group-links/collection-create-group-link-page')),
  },
  { path: '/pages/existingLink/index', Page: lazyPage(() => import('./pages/existing-link/existing-link-page')) },
  { path: '/pages/addProduct/index', Page: lazyPage(() => import('./pages/add-product/add-product-page')) },
  { path: '/pages/myShop/index', Page: lazyPage(() => import('./pages/my-shop/my-shop-page')) },
  { path: '/pages/myLinks/create', Page: lazyPage(() => import('./pages/my-links/link-create-page')) },
  { path: '/pages/myLinks/detail', Page: lazyPage(() => import('./pages/my-links/link-detail-page')) },
  { path: '/pages/midTabBar/index', Page: lazyPage(() => import('./pages/deep-links/deep-link-page')) },
  { path: '/pages/deepLinkList/index', Page: lazyPage(() => import('./pages/deep-links/deep-link-list-page')) },
  { path: '/pages/allProducts/index', Page: lazyPage(() => import('./pages/catalog/all-products-page')) },
  { path: '/pages/allProducts/brandDealsPageDetail', Page: lazyPage(() => import('./pages/catalog/brand-deals-page')) },
  { path: '/pages/search/index', Page: lazyPage(() => import('./pages/search/search-page')) },
  { path: '/pages/searchResult/index', Page: lazyPage(() => import('./pages/search-result/search-result-page')) },
  { path: '/pages/goodDetail/index', Page: lazyPage(() => import('./pages/catalog-product/catalog-product-page')) },
  { path: '/pages/arrival/index', Page: lazyPage(() => import('./pages/arrival/arrivals-page')) },
  { path: '/pages/arrival/arrivalDetail', Page: lazyPage(() => import('./pages/arrival/arrival-detail-page')) },
  { path: '/pages/myShopCreate/index', Page: lazyPage(() => import('./pages/my-shop-create/my-shop-create-page')) },
  { path: '/pages/editCollection/index', Page: lazyPage(() => import('./pages/edit-collection/edit-collection-page')) },
  {
    path: '/pages/myShopCollection/index',
    Page: lazyPage(() => import('./pages/my-shop-collection/my-shop-collection-page')),
  },
  {
    path: '/pages/goodDetail/myShopDetail',
    Page: lazyPage(() => import('./pages/my-shop-detail/my-shop-detail-page')),
  },
  { path: '/pages/setting/impact', Page: lazyPage(() => import('./pages/settings/impact-settings-page')) },
  // The spec's system routes, as the web keeps them (README, 'System routes').
  { path: '/choose-location', Page: lazyPage(() => import('./pages/system-locations/choose-location-page')) },
  { path: '/open-location', Page: lazyPage(() => import('./pages/system-locations/open-location-page')) },
  { path: '/pages/applyBoosting/index', Page: lazyPage(() => import('./pages/apply-boosting/apply-boosting-page')) },
  {
    path: '/pages/boosting/index',
    Page: lazyPage(() => import('./pages/boosting-application/boosting-application-page')),
  },
  {
    path: '/pages/boosting/edit',
    Page: lazyPage(() =>
      import('./pages/boosting-application/boosting-application-page').then((m) => ({ default: m.BoostingDraftPage })),
    ),
  },
  {
    path: '/pages/boosting/draftList',
    Page: lazyPage(() => import('./pages/boosting-application/boosting-drafts-page')),
  },
  { path: '/pages/boosting/list', Page: lazyPage(() => import('./pages/boosting/applications-page')) },
  { path: '/pages/boosting/detail', Page: lazyPage(() => import('./pages/boosting/application-detail-page')) },
  {
    path: '/pages/boosting/availableTrackingId',
    Page: lazyPage(() => import('./pages/boosting/available-tracking-ids-page')),
  },
  {
    path: '/pages/boosting/dashboard/index',
    Page: lazyPage(() => import('./pages/boosting-dashboard/dashboard-page')),
  },
  {
    path: '/pages/boosting/dashboard/adDetails',
    Page: lazyPage(() => import('./pages/boosting-dashboard/ad-details-page')),
  },
  { path: '/pages/records/index', Page: lazyPage(() => import('./pages/earnings/records-page')) },
  { path: '/pages/samples/index', Page: lazyPage(() => import('./pages/samples/samples-page')) },
  { path: '/pages/earning/index', Page: lazyPage(() => import('./pages/earnings/earnings-overview-page')) },
  { path: '/pages/earning/mmmIndex', Page: lazyPage(() => import('./pages/earnings/earnings-months-page')) },
  { path: '/pages/earning/engegament_data', Page: lazyPage(() => import('./pages/earnings/engagement-page')) },
  {
    path: '/pages/extraCommissionDetail/index',
    Page: lazyPage(() => import('./pages/commission-details/brand-commission-page')),
  },
  {
    path: '/pages/otherBrandCommissionDetail/index',
    Page: lazyPage(() => import('./pages/commission-details/other-brand-commission-page')),
  },
  {
    path: '/pages/otherBrandCommissionDetail/epcDetail',
    Page: lazyPage(() => import('./pages/commission-details/other-brand-epc-page')),
  },
  // Plans and billing (issue 15).
  { path: '/pages/setting/newPrice/index', Page: lazyPage(() => import('./pages/billing/plans-page')) },
  { path: '/pages/setting/plan', Page: lazyPage(() => import('./pages/billing/checkout-pages')) },
  {
    path: '/pages/setting/stripe',
    Page: lazyPage(() => import('./pages/billing/checkout-pages').then((m) => ({ default: m.CheckoutReturnPage }))),
  },
  { path: '/pages/setting/billing', Page: lazyPage(() => import('./pages/billing/billing-page')) },
  { path: '/pages/setting/balance/index', Page: lazyPage(() => import('./pages/billing/balance-page')) },
  { path: '/pages/setting/balance/income_webview', Page: lazyPage(() => import('./pages/billing/income-page')) },
  // Bio link (issue 13); the tab itself (home/biolink) is in the shell's table.
  { path: '/pages/home/biolink_edit', Page: lazyPage(() => import('./pages/bio-link/bio-link-edit-page')) },
  { path: '/pages/home/customize', Page: lazyPage(() => import('./pages/bio-link/customize-page')) },
  { path: '/pages/home/index_new', Page: lazyPage(() => import('./pages/bio-link/bio-link-new-page')) },
  {
    path: '/pages/home/indexFb',
    Page: lazyPage(() =>
      import('./pages/bio-link/bio-link-new-page').then((m) => ({ default: m.BioLinkNewFacebookPage })),
    ),
  },
  {
    path: '/pages/bioLinkPreview/index',
    Page: lazyPage(() => import('./pages/bio-link-preview/bio-link-preview-page')),
  },
  { path: '/pages/bioLinkPublic/index', Page: lazyPage(() => import('./pages/bio-link-public/bio-link-public-page')) },
  { path: '/pages/viewOnWebsite/index', Page: lazyPage(() => import('./pages/view-on-website/view-on-website-page')) },
  {
    path: '/pages/websitePermissions/index',
    Page: lazyPage(() => import('./pages/website-permissions/website-permissions-page')),
  },
  // Landing pages (issue 17).
  { path: '/pages/landingPage/index', Page: lazyPage(() => import('./pages/landing-pages/landing-pages-page')) },
  { path: '/pages/landingPage/create', Page: lazyPage(() => import('./pages/landing-pages/landing-editor-page')) },
  { path: '/pages/landingPage/statstics', Page: lazyPage(() => import('./pages/landing-pages/landing-stats-page')) },
  // Auto DM (issue 14).
  { path: '/pages/autoDm/index', Page: lazyPage(() => import('./pages/auto-dm/auto-dm-page')) },
  { path: '/pages/fbAuth/index', Page: lazyPage(() => import('./pages/auto-dm/facebook-connect-page')) },
  {
    path: '/pages/fbPermissions/index',
    Page: lazyPage(() =>
      import('./pages/auto-dm/facebook-connect-page').then((m) => ({ default: m.FacebookPermissionsPage })),
    ),
  },
  { path: '/pages/setting/autoReply', Page: lazyPage(() => import('./pages/auto-dm/auto-reply-page')) },
  { path: '/pages/setting/schedulePost', Page: lazyPage(() => import('./pages/auto-dm/schedule-post-page')) },
  // Link galleries and AI collages (issue 17); the collage builder's route is the app's own (src/domain/collage-pages.ts).
  { path: '/pages/linkGallery/index', Page: lazyPage(() => import('./pages/galleries/gallery-list-page')) },
  { path: '/pages/linkGallery/create', Page: lazyPage(() => import('./pages/galleries/gallery-editor-page')) },
  {
    path: '/pages/linkGallery/edit',
    Page: lazyPage(() => import('./pages/galleries/gallery-editor-page').then((m) => ({ default: m.GalleryEditPage }))),
  },
  { path: '/pages/linkGallery/preview', Page: lazyPage(() => import('./pages/galleries/gallery-preview-page')) },
  {
    path: '/pages/setting/aiCollagePreference',
    Page: lazyPage(() => import('./pages/settings/collage-preference-page')),
  },
  { path: '/pages/aiCollage/index', Page: lazyPage(() => import('./pages/collages/collage-builder-page')) },
];

export default function LazyRoutes() {
  return useRoutes([
    ...LAZY_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
    { path: '*', element: <NotFoundPage /> },
  ]);
}
