/**
 * The pages of the route table's lazy part (src/domain/route-table.ts): this table comes in its own chunk when one
 * of them is opened, so the shell's initial JS does not grow with every page the app adds (issue: Foundation,
 * 100 kB gzip). Each page is lazy again here; a page added to the route table without its component here, or one
 * here without its route, does not compile. A path in neither table shows the 404 page.
 */
import { useRoutes } from 'react-router-dom';
import { lazyPage } from './shell/lazy-page';
import { ROUTES, routesOfTable, type LazyRouteName } from '../domain/route-table';
import NotFoundPage from './pages/not-found/not-found-page';

export interface LazyRoute {
  readonly path: string;
  readonly Page: ReturnType<typeof lazyPage>;
}

const ViralItems = lazyPage(() => import('./pages/catalog/viral-items-page'));

const LAZY_PAGES: Readonly<Record<LazyRouteName, LazyRoute['Page']>> = {
  // Tab pages too: their many shared chunks, listed for preloading wherever the import is, cost the shell ~1 kB.
  viralItems: ViralItems,
  brandDeals: ViralItems,
  myLinks: lazyPage(() => import('./pages/my-links/my-links-page')),
  deepLinks: lazyPage(() => import('./pages/deep-links/deep-link-page')),
  // The statechart viewer: public (src/domain/public-routes.ts); it imports every machine, and ELK loads with it.
  statecharts: lazyPage(() => import('./pages/statecharts/statecharts-page')),
  productList: lazyPage(() => import('./pages/link-pages/product-list-page')),
  curationDetail: lazyPage(() => import('./pages/link-pages/curation-detail-page')),
  coverEditor: lazyPage(() => import('./pages/link-pages/img-editor-page')),
  saveLink: lazyPage(() => import('./pages/save-link/save-link-page')),
  saveLinkBoard: lazyPage(() => import('./pages/save-link/select-board-page')),
  saveLinkProducts: lazyPage(() => import('./pages/save-link/select-products-page')),
  combinedLinks: lazyPage(() => import('./pages/combined-links/combined-link-preview-page')),
  groupLinkPreview: lazyPage(() => import('./pages/group-links/group-link-preview-page')),
  groupLinkCreate: lazyPage(() => import('./pages/group-links/collection-create-group-link-page')),
  existingLink: lazyPage(() => import('./pages/existing-link/existing-link-page')),
  addProduct: lazyPage(() => import('./pages/add-product/add-product-page')),
  myShop: lazyPage(() => import('./pages/my-shop/my-shop-page')),
  linkCreate: lazyPage(() => import('./pages/my-links/link-create-page')),
  linkDetail: lazyPage(() => import('./pages/my-links/link-detail-page')),
  linkImport: lazyPage(() => import('./pages/my-links/link-import-page')),
  deepLinksIndex: lazyPage(() => import('./pages/deep-links/deep-link-page')),
  deepLinkList: lazyPage(() => import('./pages/deep-links/deep-link-list-page')),
  catalog: lazyPage(() => import('./pages/catalog/all-products-page')),
  brandDealDetail: lazyPage(() => import('./pages/catalog/brand-deals-page')),
  search: lazyPage(() => import('./pages/search/search-page')),
  searchResult: lazyPage(() => import('./pages/search-result/search-result-page')),
  catalogProduct: lazyPage(() => import('./pages/catalog-product/catalog-product-page')),
  arrivals: lazyPage(() => import('./pages/arrival/arrivals-page')),
  arrivalDetail: lazyPage(() => import('./pages/arrival/arrival-detail-page')),
  collectionCreate: lazyPage(() => import('./pages/my-shop-create/my-shop-create-page')),
  collectionEdit: lazyPage(() => import('./pages/edit-collection/edit-collection-page')),
  collection: lazyPage(() => import('./pages/my-shop-collection/my-shop-collection-page')),
  shopProduct: lazyPage(() => import('./pages/my-shop-detail/my-shop-detail-page')),
  impactSettings: lazyPage(() => import('./pages/settings/impact-settings-page')),
  apiKeys: lazyPage(() => import('./pages/settings/api-keys-page')),
  webhooks: lazyPage(() => import('./pages/settings/webhooks-page')),
  // The spec's system routes, as the web keeps them (README, 'System routes').
  chooseLocation: lazyPage(() => import('./pages/system-locations/choose-location-page')),
  openLocation: lazyPage(() => import('./pages/system-locations/open-location-page')),
  boostingStart: lazyPage(() => import('./pages/apply-boosting/apply-boosting-page')),
  boostingApplication: lazyPage(() => import('./pages/boosting-application/boosting-application-page')),
  boostingDraft: lazyPage(() =>
    import('./pages/boosting-application/boosting-application-page').then((m) => ({ default: m.BoostingDraftPage })),
  ),
  boostingDrafts: lazyPage(() => import('./pages/boosting-application/boosting-drafts-page')),
  boostingList: lazyPage(() => import('./pages/boosting/applications-page')),
  boostingDetail: lazyPage(() => import('./pages/boosting/application-detail-page')),
  boostingTrackingIds: lazyPage(() => import('./pages/boosting/available-tracking-ids-page')),
  boostingDashboard: lazyPage(() => import('./pages/boosting-dashboard/dashboard-page')),
  boostingAdDetails: lazyPage(() => import('./pages/boosting-dashboard/ad-details-page')),
  records: lazyPage(() => import('./pages/earnings/records-page')),
  samples: lazyPage(() => import('./pages/samples/samples-page')),
  earnings: lazyPage(() => import('./pages/earnings/earnings-overview-page')),
  earningsMonths: lazyPage(() => import('./pages/earnings/earnings-months-page')),
  engagement: lazyPage(() => import('./pages/earnings/engagement-page')),
  brandCommission: lazyPage(() => import('./pages/commission-details/brand-commission-page')),
  otherBrandCommission: lazyPage(() => import('./pages/commission-details/other-brand-commission-page')),
  otherBrandEpc: lazyPage(() => import('./pages/commission-details/other-brand-epc-page')),
  // Plans and billing (issue 15).
  plans: lazyPage(() => import('./pages/billing/plans-page')),
  checkout: lazyPage(() => import('./pages/billing/checkout-pages')),
  checkoutReturn: lazyPage(() =>
    import('./pages/billing/checkout-pages').then((m) => ({ default: m.CheckoutReturnPage })),
  ),
  billing: lazyPage(() => import('./pages/billing/billing-page')),
  balance: lazyPage(() => import('./pages/billing/balance-page')),
  income: lazyPage(() => import('./pages/billing/income-page')),
  // Bio link (issue 13); the tab itself (home/biolink) is in the shell's table.
  bioLinkEdit: lazyPage(() => import('./pages/bio-link/bio-link-edit-page')),
  bioLinkCustomize: lazyPage(() => import('./pages/bio-link/customize-page')),
  bioLinkNew: lazyPage(() => import('./pages/bio-link/bio-link-new-page')),
  bioLinkNewFacebook: lazyPage(() =>
    import('./pages/bio-link/bio-link-new-page').then((m) => ({ default: m.BioLinkNewFacebookPage })),
  ),
  bioLinkPreview: lazyPage(() => import('./pages/bio-link-preview/bio-link-preview-page')),
  bioLinkPublic: lazyPage(() => import('./pages/bio-link-public/bio-link-public-page')),
  viewOnWebsite: lazyPage(() => import('./pages/view-on-website/view-on-website-page')),
  websitePermissions: lazyPage(() => import('./pages/website-permissions/website-permissions-page')),
  // Landing pages (issue 17).
  landingPages: lazyPage(() => import('./pages/landing-pages/landing-pages-page')),
  landingPageEditor: lazyPage(() => import('./pages/landing-pages/landing-editor-page')),
  landingPageStats: lazyPage(() => import('./pages/landing-pages/landing-stats-page')),
  // Auto DM (issue 14).
  autoDm: lazyPage(() => import('./pages/auto-dm/auto-dm-page')),
  facebookConnect: lazyPage(() => import('./pages/auto-dm/facebook-connect-page')),
  facebookPermissions: lazyPage(() =>
    import('./pages/auto-dm/facebook-connect-page').then((m) => ({ default: m.FacebookPermissionsPage })),
  ),
  autoReply: lazyPage(() => import('./pages/auto-dm/auto-reply-page')),
  schedulePost: lazyPage(() => import('./pages/auto-dm/schedule-post-page')),
  // Link galleries and AI collages (issue 17); the collage builder's route is the app's own (src/domain/collage-pages.ts).
  galleries: lazyPage(() => import('./pages/galleries/gallery-list-page')),
  galleryCreate: lazyPage(() => import('./pages/galleries/gallery-editor-page')),
  galleryEdit: lazyPage(() =>
    import('./pages/galleries/gallery-editor-page').then((m) => ({ default: m.GalleryEditPage })),
  ),
  galleryPreview: lazyPage(() => import('./pages/galleries/gallery-preview-page')),
  collagePreference: lazyPage(() => import('./pages/settings/collage-preference-page')),
  collageBuilder: lazyPage(() => import('./pages/collages/collage-builder-page')),
};

export const LAZY_ROUTES: readonly LazyRoute[] = routesOfTable('lazy').map((name) => ({
  path: ROUTES[name].path,
  Page: LAZY_PAGES[name],
}));

export default function LazyRoutes() {
  return useRoutes([
    ...LAZY_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
    { path: '*', element: <NotFoundPage /> },
  ]);
}
