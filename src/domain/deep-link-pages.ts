/** The Deep Link tab and the deep link list (spec §2 midTabBar/index_new, deepLinkList/index): their sizes and paths. */
import { ROUTES } from './route-table';

/** How many of the newest deep links the tab page shows under its form. */
export const RECENT_DEEP_LINKS = 5;
/** Deep links per page of the list page. */
export const DEEP_LINK_PAGE_SIZE = 10;
/** The list page of every deep link. */
export const DEEP_LINK_LIST_PATH = ROUTES.deepLinkList.path;
/** The Deep Link tab, where deep links are made. */
export const DEEP_LINK_TAB_PATH = ROUTES.deepLinks.path;
/** What both deep link pages say when their list could not be loaded. */
export const DEEP_LINKS_LOAD_FAILED = 'Your deep links could not be loaded. Check your connection and try again.';
