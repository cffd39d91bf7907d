/**
 * Rules of the My Links pages (index, create, detail): where they are, whether an answered link was made now or
 * already existed, and the scale of a link's clicks chart (retailer choices: link-retailers.ts).
 */
import { GALLERY_INDEX_PATH } from './gallery-pages';
import type { Retailer } from './retailer-links';
import { ROUTES } from './route-table';

// The clicks chart's scale is the shared one of the app's bar charts.
export { chartCeiling } from './chart-scale';

export const MY_LINKS_PATH = ROUTES.myLinks.path;
export const LINK_CREATE_PATH = ROUTES.linkCreate.path;
export const LINK_DETAIL_PATH = ROUTES.linkDetail.path;
/** The My Links list shows this many links a page. */
export const MY_LINKS_PAGE_SIZE = 20;

export const linkDetailPath = (code: string) => `${LINK_DETAIL_PATH}?code=${encodeURIComponent(code)}`;

/** Create link with a product URL filled in (and its retailer chosen), for pages that send a product there. */
export function linkCreatePath(url: string, retailer?: Retailer): string {
  const query = new URLSearchParams({ url, ...(retailer ? { retailer } : {}) });
  return `${LINK_CREATE_PATH}?${query.toString()}`;
}

/**
 * Whether the link a get-or-create call answered was already there. `before` is the shop's newest live link to
 * the same product page, looked up just before the call (check_link_has_shortlink): a link that existed then is
 * no newer than it, while one made by the call is newer than every link that existed.
 */
export function wasAlreadyMade(before: { createdAt: string } | null, made: { createdAt: string }): boolean {
  if (!before) return false;
  return Date.parse(made.createdAt) <= Date.parse(before.createdAt);
}

/** 'Nov 21' for a Pacific date 'YYYY-MM-DD' (the date as written, whatever the viewer's time zone). */
export function shortDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1),
  );
}

/** The other ways to make and find links, offered under My Links' header (each page is in lazy-routes.tsx). */
export const LINK_TOOLS = [
  {
    id: 'products',
    label: 'From my products',
    hint: 'A link for a product of your shop',
    path: ROUTES.productList.path,
  },
  {
    id: 'combined',
    label: 'Combined link',
    hint: 'One link to a page of several products',
    path: ROUTES.combinedLinks.path,
  },
  {
    id: 'group',
    label: 'Group link',
    hint: 'One link to a collection of your shop',
    path: ROUTES.groupLinkCreate.path,
  },
  {
    id: 'existing',
    label: 'Find a link',
    hint: 'The link you already made for a product URL',
    path: ROUTES.existingLink.path,
  },
  { id: 'shop', label: 'My Shop', hint: 'Your products and collections', path: ROUTES.myShop.path },
  {
    id: 'landing',
    label: 'Landing pages',
    hint: 'A public page of products, buttons and links',
    path: ROUTES.landingPages.path,
  },
  {
    id: 'galleries',
    label: 'Link galleries',
    hint: 'A public page of your pictures, each opening its links',
    path: GALLERY_INDEX_PATH,
  },
  {
    id: 'import',
    label: 'Import links',
    hint: 'From Bitly, a CSV, a link-in-bio export or a list',
    path: ROUTES.linkImport.path,
  },
] as const;

export type LinkToolId = (typeof LINK_TOOLS)[number]['id'];
