/**
 * Which main tab's section every page of the app belongs to: the one table the side navigation highlights from
 * (spec §2: navigating to a known tab path highlights that tab; a page of a tab's section highlights that tab
 * too, however it was reached: a tab, the create panel, the settings panel, a link or the address bar).
 *
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
 *
 * Every route of both route tables has an entry (tests/unit/route-sections.test.ts walks them); the lazy table's
 * paths are typed, so one added without its section does not compile.
 */
import type { LazyRoutePath } from './registered-routes';
import {
  ADDITIONAL_INFO_PATH,
  CONNECT_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  EDIT_PROFILE_PATH,
  FACEBOOK_LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  IFRAME_PAGE_PATH,
  LOGIN_FB_PATH,
  LOGIN_PATH,
  POPUP_PATH,
} from './spec-constants';
import { ACCOUNT_PATH, ACCOUNT_PATH_NEW_USER, type TabId } from './tabs';

/** A main tab, or null for a page outside the tabs' sections. */
export type Section = TabId | null;

const BIO = 1;
const LINKS = 2;
const DEEP = 3;
const VIRAL = 4;
const ACCOUNT = 5;

/** The shell's own route table (src/views/routes.tsx). */
const SHELL_SECTIONS: Readonly<Record<string, Section>> = {
  '/pages/home/biolink': BIO,
  [ACCOUNT_PATH]: ACCOUNT,
  [ACCOUNT_PATH_NEW_USER]: ACCOUNT,
  '/pages/setting/index': ACCOUNT,
  [POPUP_PATH]: null,
  [IFRAME_PAGE_PATH]: null,
  // It relaunches at once at the default tab, Viral Items.
  '/pages/default/index': VIRAL,
  '/pages/creatorList/index': VIRAL,
  [LOGIN_PATH]: null,
  [FACEBOOK_LOGIN_PATH]: null,
  [LOGIN_FB_PATH]: null,
  [CREATE_ACCOUNT_PATH]: null,
  [FORGOT_PASSWORD_PATH]: null,
  [CONNECT_ACCOUNT_PATH]: null,
  [ADDITIONAL_INFO_PATH]: ACCOUNT,
  [EDIT_PROFILE_PATH]: ACCOUNT,
  '/pages/404/index': null,
};

/** The lazy route table (src/views/lazy-routes.tsx, listed in registered-routes.ts). */
const LAZY_SECTIONS: Readonly<Record<LazyRoutePath, Section>> = {
  '/': VIRAL,
  '/pages/allProducts/brandDeals': VIRAL,
  '/pages/myLinks/index': LINKS,
  '/pages/midTabBar/index_new': DEEP,
  '/statecharts/*': null,
  '/pages/myLinks/productList': LINKS,
  '/pages/myLinks/curationDetail': LINKS,
  '/pages/myLinks/imgEditor': LINKS,
  '/pages/saveLink/index': LINKS,
  '/pages/saveLink/selectBoard': LINKS,
  '/pages/saveLink/selectProducts': LINKS,
  '/pages/combineLinkPreview/index': LINKS,
  '/pages/groupLinkPreview/index': LINKS,
  '/pages/collectionCreateGroupLink/index': LINKS,
  '/pages/existingLink/index': LINKS,
  '/pages/addProduct/index': LINKS,
  '/pages/myShop/index': LINKS,
  '/pages/myLinks/create': LINKS,
  '/pages/myLinks/detail': LINKS,
  '/pages/midTabBar/index': DEEP,
  '/pages/deepLinkList/index': DEEP,
  '/pages/allProducts/index': VIRAL,
  '/pages/allProducts/brandDealsPageDetail': VIRAL,
  '/pages/search/index': VIRAL,
  '/pages/searchResult/index': VIRAL,
  '/pages/goodDetail/index': VIRAL,
  '/pages/arrival/index': VIRAL,
  '/pages/arrival/arrivalDetail': VIRAL,
  '/pages/myShopCreate/index': LINKS,
  '/pages/editCollection/index': LINKS,
  '/pages/myShopCollection/index': LINKS,
  '/pages/goodDetail/myShopDetail': LINKS,
  '/pages/setting/impact': ACCOUNT,
  '/choose-location': null,
  '/open-location': null,
  '/pages/applyBoosting/index': ACCOUNT,
  '/pages/boosting/index': ACCOUNT,
  '/pages/boosting/edit': ACCOUNT,
  '/pages/boosting/draftList': ACCOUNT,
  '/pages/boosting/list': ACCOUNT,
  '/pages/boosting/detail': ACCOUNT,
  '/pages/boosting/availableTrackingId': ACCOUNT,
  '/pages/boosting/dashboard/index': ACCOUNT,
  '/pages/boosting/dashboard/adDetails': ACCOUNT,
  '/pages/records/index': ACCOUNT,
  '/pages/samples/index': ACCOUNT,
  '/pages/earning/index': ACCOUNT,
  '/pages/earning/mmmIndex': ACCOUNT,
  '/pages/earning/engegament_data': ACCOUNT,
  '/pages/extraCommissionDetail/index': ACCOUNT,
  '/pages/otherBrandCommissionDetail/index': ACCOUNT,
  '/pages/otherBrandCommissionDetail/epcDetail': ACCOUNT,
  '/pages/setting/newPrice/index': ACCOUNT,
  '/pages/setting/plan': ACCOUNT,
  '/pages/setting/stripe': ACCOUNT,
  '/pages/setting/billing': ACCOUNT,
  '/pages/setting/balance/index': ACCOUNT,
  '/pages/setting/balance/income_webview': ACCOUNT,
  '/pages/home/biolink_edit': BIO,
  '/pages/home/customize': BIO,
  '/pages/home/index_new': BIO,
  '/pages/home/indexFb': BIO,
  '/pages/bioLinkPreview/index': BIO,
  '/pages/bioLinkPublic/index': BIO,
  '/pages/viewOnWebsite/index': BIO,
  '/pages/websitePermissions/index': BIO,
  '/pages/landingPage/index': LINKS,
  '/pages/landingPage/create': LINKS,
  '/pages/landingPage/statstics': LINKS,
  '/pages/autoDm/index': BIO,
  '/pages/fbAuth/index': BIO,
  '/pages/fbPermissions/index': BIO,
  '/pages/setting/autoReply': BIO,
  '/pages/setting/schedulePost': BIO,
  '/pages/linkGallery/index': LINKS,
  '/pages/linkGallery/create': LINKS,
  '/pages/linkGallery/edit': LINKS,
  '/pages/linkGallery/preview': LINKS,
  '/pages/setting/aiCollagePreference': LINKS,
  '/pages/aiCollage/index': LINKS,
};

export const ROUTE_SECTIONS: Readonly<Record<string, Section>> = { ...SHELL_SECTIONS, ...LAZY_SECTIONS };

/** Whether the table has an entry for this route table path ('x/*' entries included as written). */
export const hasSectionEntry = (tablePath: string): boolean => Object.hasOwn(ROUTE_SECTIONS, tablePath);

/**
 * The section of a page path (no query), e.g. '/pages/setting/billing' -> 5; a path under an 'x/*' entry takes
 * its section; a path the app has no page for is in none (null).
 */
export function sectionOf(path: string): Section {
  if (hasSectionEntry(path)) return ROUTE_SECTIONS[path] ?? null;
  const wildcard = Object.keys(ROUTE_SECTIONS).find(
    (entry) => entry.endsWith('/*') && (path === entry.slice(0, -2) || path.startsWith(entry.slice(0, -1))),
  );
  return wildcard ? (ROUTE_SECTIONS[wildcard] ?? null) : null;
}
