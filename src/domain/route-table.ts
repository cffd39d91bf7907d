/**
 * Every page of the app, once: its route (the spec's route string as the hash carries it, the only place in src/
 * where one is written), the main tab whose section it belongs to, and which route table serves it. The shell's
 * tables (src/views/routes.tsx, src/views/lazy-routes.tsx), the list of pages the buttons ask about
 * (registered-routes.ts), the side navigation's sections (route-sections.ts), the statechart viewer's screens
 * (src/machines/registry.ts) and the browser tests' crawl all derive from it.
 *
 * Sections (spec §2: a page of a tab's section highlights that tab however it was reached):
 * - Bio Link + Auto DM (1): the bio page, its editor and share pages, Auto DM and its Facebook connection.
 * - My Links (2): links of every kind, the shop and its collections, landing pages, link galleries, AI collages
 *   (and their preference).
 * - Deep Link (3): deep links.
 * - Viral Items (4): the catalog, brand deals, search, new arrivals, creators.
 * - Account (5): earnings, orders, samples, boosting (its applications and results), the creator's account pages
 *   of the settings panel (Account info, Impact settings, plans, billing, income).
 * - null: a page outside the sections, which leaves the highlight where it was: the sign-in pages and the
 *   statechart viewer (no side navigation), the popup screen and the embedded page (shown over or inside
 *   another), the system location pages, 'Page not found'.
 */
import type { TabId } from './tabs';

/** A main tab, or null for a page outside the tabs' sections. */
export type Section = TabId | null;

export interface RouteEntry {
  /** The route after '/pc/#', without a query; 'x/*' serves x and every path under it. */
  readonly path: string;
  readonly section: Section;
  /**
   * 'shell': in the shell's first table; 'lazy': in the table that comes in a chunk of its own, so the shell's
   * initial script does not grow with every page the app adds.
   */
  readonly table: 'shell' | 'lazy';
}

const BIO = 1;
const LINKS = 2;
const DEEP = 3;
const VIRAL = 4;
const ACCOUNT = 5;

export const ROUTES = {
  // The shell's own table (src/views/routes.tsx), in the first chunk.
  bioLink: { path: '/pages/home/biolink', section: BIO, table: 'shell' },
  account: { path: '/pages/earning/index_new', section: ACCOUNT, table: 'shell' },
  accountNewUser: { path: '/pages/earning/new_user_index_new', section: ACCOUNT, table: 'shell' },
  settings: { path: '/pages/setting/index', section: ACCOUNT, table: 'shell' },
  popup: { path: '/pages/popup/popup', section: null, table: 'shell' },
  embeddedPage: { path: '/pages/iframe/index', section: null, table: 'shell' },
  relaunch: { path: '/pages/default/index', section: VIRAL, table: 'shell' },
  creatorList: { path: '/pages/creatorList/index', section: VIRAL, table: 'shell' },
  login: { path: '/pages/login/index', section: null, table: 'shell' },
  facebookLogin: { path: '/pages/login/facebookLogin', section: null, table: 'shell' },
  facebookLoginReturn: { path: '/pages/loginFb/index', section: null, table: 'shell' },
  createAccount: { path: '/pages/createAccount/index', section: null, table: 'shell' },
  forgotPassword: { path: '/pages/forgotPassword/index', section: null, table: 'shell' },
  connectAccount: { path: '/pages/connectAccount/index', section: null, table: 'shell' },
  accountInfo: { path: '/pages/additional/index', section: ACCOUNT, table: 'shell' },
  editProfile: { path: '/pages/editProfile/index', section: ACCOUNT, table: 'shell' },
  notFound: { path: '/pages/404/index', section: null, table: 'shell' },
  // The table of its own chunk (src/views/lazy-routes.tsx), loaded when one of its pages opens.
  viralItems: { path: '/', section: VIRAL, table: 'lazy' },
  brandDeals: { path: '/pages/allProducts/brandDeals', section: VIRAL, table: 'lazy' },
  myLinks: { path: '/pages/myLinks/index', section: LINKS, table: 'lazy' },
  deepLinks: { path: '/pages/midTabBar/index_new', section: DEEP, table: 'lazy' },
  // The statechart viewer: public (public-routes.ts); it imports every machine, and ELK loads with it.
  statecharts: { path: '/statecharts/*', section: null, table: 'lazy' },
  productList: { path: '/pages/myLinks/productList', section: LINKS, table: 'lazy' },
  curationDetail: { path: '/pages/myLinks/curationDetail', section: LINKS, table: 'lazy' },
  coverEditor: { path: '/pages/myLinks/imgEditor', section: LINKS, table: 'lazy' },
  saveLink: { path: '/pages/saveLink/index', section: LINKS, table: 'lazy' },
  saveLinkBoard: { path: '/pages/saveLink/selectBoard', section: LINKS, table: 'lazy' },
  saveLinkProducts: { path: '/pages/saveLink/selectProducts', section: LINKS, table: 'lazy' },
  combinedLinks: { path: '/pages/combineLinkPreview/index', section: LINKS, table: 'lazy' },
  groupLinkPreview: { path: '/pages/groupLinkPreview/index', section: LINKS, table: 'lazy' },
  groupLinkCreate: { path: '/pages/collectionCreateGroupLink/index', section: LINKS, table: 'lazy' },
  existingLink: { path: '/pages/existingLink/index', section: LINKS, table: 'lazy' },
  addProduct: { path: '/pages/addProduct/index', section: LINKS, table: 'lazy' },
  myShop: { path: '/pages/myShop/index', section: LINKS, table: 'lazy' },
  linkCreate: { path: '/pages/myLinks/create', section: LINKS, table: 'lazy' },
  linkDetail: { path: '/pages/myLinks/detail', section: LINKS, table: 'lazy' },
  linkImport: { path: '/pages/myLinks/import', section: LINKS, table: 'lazy' },
  deepLinksIndex: { path: '/pages/midTabBar/index', section: DEEP, table: 'lazy' },
  deepLinkList: { path: '/pages/deepLinkList/index', section: DEEP, table: 'lazy' },
  catalog: { path: '/pages/allProducts/index', section: VIRAL, table: 'lazy' },
  brandDealDetail: { path: '/pages/allProducts/brandDealsPageDetail', section: VIRAL, table: 'lazy' },
  search: { path: '/pages/search/index', section: VIRAL, table: 'lazy' },
  searchResult: { path: '/pages/searchResult/index', section: VIRAL, table: 'lazy' },
  catalogProduct: { path: '/pages/goodDetail/index', section: VIRAL, table: 'lazy' },
  arrivals: { path: '/pages/arrival/index', section: VIRAL, table: 'lazy' },
  arrivalDetail: { path: '/pages/arrival/arrivalDetail', section: VIRAL, table: 'lazy' },
  collectionCreate: { path: '/pages/myShopCreate/index', section: LINKS, table: 'lazy' },
  collectionEdit: { path: '/pages/editCollection/index', section: LINKS, table: 'lazy' },
  collection: { path: '/pages/myShopCollection/index', section: LINKS, table: 'lazy' },
  shopProduct: { path: '/pages/goodDetail/myShopDetail', section: LINKS, table: 'lazy' },
  impactSettings: { path: '/pages/setting/impact', section: ACCOUNT, table: 'lazy' },
  apiKeys: { path: '/pages/setting/api-keys', section: ACCOUNT, table: 'lazy' },
  webhooks: { path: '/pages/setting/webhooks', section: ACCOUNT, table: 'lazy' },
  chooseLocation: { path: '/choose-location', section: null, table: 'lazy' },
  openLocation: { path: '/open-location', section: null, table: 'lazy' },
  boostingStart: { path: '/pages/applyBoosting/index', section: ACCOUNT, table: 'lazy' },
  boostingApplication: { path: '/pages/boosting/index', section: ACCOUNT, table: 'lazy' },
  boostingDraft: { path: '/pages/boosting/edit', section: ACCOUNT, table: 'lazy' },
  boostingDrafts: { path: '/pages/boosting/draftList', section: ACCOUNT, table: 'lazy' },
  boostingList: { path: '/pages/boosting/list', section: ACCOUNT, table: 'lazy' },
  boostingDetail: { path: '/pages/boosting/detail', section: ACCOUNT, table: 'lazy' },
  boostingTrackingIds: { path: '/pages/boosting/availableTrackingId', section: ACCOUNT, table: 'lazy' },
  boostingDashboard: { path: '/pages/boosting/dashboard/index', section: ACCOUNT, table: 'lazy' },
  boostingAdDetails: { path: '/pages/boosting/dashboard/adDetails', section: ACCOUNT, table: 'lazy' },
  records: { path: '/pages/records/index', section: ACCOUNT, table: 'lazy' },
  samples: { path: '/pages/samples/index', section: ACCOUNT, table: 'lazy' },
  earnings: { path: '/pages/earning/index', section: ACCOUNT, table: 'lazy' },
  earningsMonths: { path: '/pages/earning/mmmIndex', section: ACCOUNT, table: 'lazy' },
  engagement: { path: '/pages/earning/engegament_data', section: ACCOUNT, table: 'lazy' },
  brandCommission: { path: '/pages/extraCommissionDetail/index', section: ACCOUNT, table: 'lazy' },
  otherBrandCommission: { path: '/pages/otherBrandCommissionDetail/index', section: ACCOUNT, table: 'lazy' },
  otherBrandEpc: { path: '/pages/otherBrandCommissionDetail/epcDetail', section: ACCOUNT, table: 'lazy' },
  plans: { path: '/pages/setting/newPrice/index', section: ACCOUNT, table: 'lazy' },
  checkout: { path: '/pages/setting/plan', section: ACCOUNT, table: 'lazy' },
  checkoutReturn: { path: '/pages/setting/stripe', section: ACCOUNT, table: 'lazy' },
  billing: { path: '/pages/setting/billing', section: ACCOUNT, table: 'lazy' },
  balance: { path: '/pages/setting/balance/index', section: ACCOUNT, table: 'lazy' },
  income: { path: '/pages/setting/balance/income_webview', section: ACCOUNT, table: 'lazy' },
  bioLinkEdit: { path: '/pages/home/biolink_edit', section: BIO, table: 'lazy' },
  bioLinkCustomize: { path: '/pages/home/customize', section: BIO, table: 'lazy' },
  bioLinkNew: { path: '/pages/home/index_new', section: BIO, table: 'lazy' },
  bioLinkNewFacebook: { path: '/pages/home/indexFb', section: BIO, table: 'lazy' },
  bioLinkPreview: { path: '/pages/bioLinkPreview/index', section: BIO, table: 'lazy' },
  bioLinkPublic: { path: '/pages/bioLinkPublic/index', section: BIO, table: 'lazy' },
  viewOnWebsite: { path: '/pages/viewOnWebsite/index', section: BIO, table: 'lazy' },
  websitePermissions: { path: '/pages/websitePermissions/index', section: BIO, table: 'lazy' },
  landingPages: { path: '/pages/landingPage/index', section: LINKS, table: 'lazy' },
  landingPageEditor: { path: '/pages/landingPage/create', section: LINKS, table: 'lazy' },
  landingPageStats: { path: '/pages/landingPage/statstics', section: LINKS, table: 'lazy' },
  autoDm: { path: '/pages/autoDm/index', section: BIO, table: 'lazy' },
  facebookConnect: { path: '/pages/fbAuth/index', section: BIO, table: 'lazy' },
  facebookPermissions: { path: '/pages/fbPermissions/index', section: BIO, table: 'lazy' },
  autoReply: { path: '/pages/setting/autoReply', section: BIO, table: 'lazy' },
  schedulePost: { path: '/pages/setting/schedulePost', section: BIO, table: 'lazy' },
  galleries: { path: '/pages/linkGallery/index', section: LINKS, table: 'lazy' },
  galleryCreate: { path: '/pages/linkGallery/create', section: LINKS, table: 'lazy' },
  galleryEdit: { path: '/pages/linkGallery/edit', section: LINKS, table: 'lazy' },
  galleryPreview: { path: '/pages/linkGallery/preview', section: LINKS, table: 'lazy' },
  collagePreference: { path: '/pages/setting/aiCollagePreference', section: LINKS, table: 'lazy' },
  // Not a spec route: the spec gives the create panel's AI collage action no page of its own.
  collageBuilder: { path: '/pages/aiCollage/index', section: LINKS, table: 'lazy' },
} as const satisfies Readonly<Record<string, RouteEntry>>;

export type RouteName = keyof typeof ROUTES;
type TableOf<T extends RouteEntry['table']> = {
  [N in RouteName]: (typeof ROUTES)[N]['table'] extends T ? N : never;
}[RouteName];
/** The pages of the shell's first table. */
export type ShellRouteName = TableOf<'shell'>;
/** The pages of the table in its own chunk. */
export type LazyRouteName = TableOf<'lazy'>;

export const ROUTE_NAMES = Object.keys(ROUTES) as readonly RouteName[];

/** The pages one route table serves, in the table's order. */
export function routesOfTable(table: 'shell'): readonly ShellRouteName[];
export function routesOfTable(table: 'lazy'): readonly LazyRouteName[];
export function routesOfTable(table: RouteEntry['table']): readonly RouteName[] {
  return ROUTE_NAMES.filter((name) => ROUTES[name].table === table);
}

/** The address that opens a route's page: its path, without the '/*' of a route that serves everything under it. */
export const pageAddress = (name: RouteName): string => ROUTES[name].path.replace(/\/\*$/, '');
