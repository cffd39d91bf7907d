/** The five main tabs of the side navigation (spec §2) and how a location selects one. */
import { ROUTES } from './route-table';

export type TabId = 1 | 2 | 3 | 4 | 5;

export interface Tab {
  readonly id: TabId;
  readonly label: string;
  /** The path the tab opens. */
  readonly path: string;
  /** Other paths that belong to the same tab. */
  readonly aliases: readonly string[];
  /** Tab id reported to analytics (901 to 905). */
  readonly analyticsId: number;
}

export const ACCOUNT_PATH_NEW_USER = ROUTES.accountNewUser.path;
export const ACCOUNT_PATH = ROUTES.account.path;

export const TABS: readonly Tab[] = [
  { id: 1, label: 'Bio Link + Auto DM', path: ROUTES.bioLink.path, aliases: [], analyticsId: 901 },
  { id: 2, label: 'My Links', path: ROUTES.myLinks.path, aliases: [], analyticsId: 902 },
  {
    id: 3,
    label: 'Deep Link',
    path: ROUTES.deepLinks.path,
    aliases: [ROUTES.deepLinksIndex.path],
    analyticsId: 903,
  },
  { id: 4, label: 'Viral Items', path: ROUTES.viralItems.path, aliases: [ROUTES.brandDeals.path], analyticsId: 904 },
  { id: 5, label: 'Account', path: ACCOUNT_PATH, aliases: [ACCOUNT_PATH_NEW_USER], analyticsId: 905 },
];

/** The account tab leads new users to their own page. */
export function tabPath(tab: Tab, isNewUser: boolean): string {
  return tab.id === 5 && isNewUser ? ACCOUNT_PATH_NEW_USER : tab.path;
}

function tabById(id: number): Tab | undefined {
  return TABS.find((t) => t.id === id);
}

/**
 * Which tab a location selects: a numeric navId query wins when it names a tab,
 * otherwise a known tab path (or alias) does; anything else selects no tab.
 */
export function tabForLocation(path: string, navId?: string | null): TabId | undefined {
  if (navId != null && /^\d+$/.test(navId)) {
    const byId = tabById(Number(navId));
    if (byId) return byId.id;
  }
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return TABS.find((t) => t.path === clean || t.aliases.includes(clean))?.id;
}
