import type { components } from '../../../src/generated/api';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { Queryable } from '../../db/database';
import type { Page, PageRequest } from '../../paging';
import { brandLogoUrl, bundledCatalog, sourceLogoUrl } from '../catalog';
import { entryTitle } from '../link-pages';

/**
 * What a shop can boost (BoostingContent). Today that is its short links (kind link: the link's code is the
 * content id, its short address the permalink). A link is shown by name and picture, never by its address: the
 * name the audience pages give it (its title, else its shop product's, else the catalog item's, else the
 * retailer and item), and the catalog brand's logo, else the retailer's. Bio link posts are a second kind: they
 * come as another source beside `linkContents`, and `boostingContents` merges what the sources find.
 */

export type BoostingContent = components['schemas']['BoostingContent'];

/** BoostingContent.title's limit in the contract. */
const TITLE_MAX = 300;

interface LinkContentRow {
  code: string;
  title: string | null;
  retailer: Retailer;
  retailer_item_id: string;
  product_title: string | null;
  created_at: Date;
}

/** The link and its shop product's title (s and p in the queries below). */
const LINK_COLUMNS = 's.code, s.title, s.retailer, s.retailer_item_id, p.title as product_title, s.created_at';
const LINKS_WITH_PRODUCTS = `short_links s
  left join shop_products p on p.product_id = s.product_id and p.shop_domain = s.shop_domain`;

function linkContent(row: LinkContentRow, baseUrl: string): BoostingContent {
  const catalog = bundledCatalog();
  const title = entryTitle(catalog, { ...row, title: row.title?.trim() || null }, row.product_title);
  const brandId = catalog.productByItem(row.retailer, row.retailer_item_id)?.brandId;
  return {
    contentId: row.code,
    kind: 'link',
    title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
    // Pictures are absolute addresses: only when the caller knows the origin.
    ...(baseUrl
      ? { thumbnailUrl: brandId ? brandLogoUrl(baseUrl, brandId) : sourceLogoUrl(baseUrl, row.retailer) }
      : {}),
    ...(baseUrl ? { permalink: `${baseUrl}/s/${row.code}` } : {}),
    postedAt: row.created_at.toISOString(),
  };
}

export interface ContentLookup {
  /** Only contents the shop has now (a deleted link is left out); otherwise deleted ones too, for past results. */
  live: boolean;
  baseUrl: string;
}

/** One kind of content: a page of the shop's live ones, newest first, and a lookup by id. */
export interface ContentSource {
  page(db: Queryable, shopDomain: string, page: PageRequest, baseUrl: string): Promise<Page<BoostingContent>>;
  byIds(
    db: Queryable,
    shopDomain: string,
    ids: readonly string[],
    lookup: ContentLookup,
  ): Promise<Map<string, BoostingContent>>;
}

/** The shop's short links (short_links, kept by the short-links module), deep links included. */
export const linkContents: ContentSource = {
  async page(db, shopDomain, { limit, offset }, baseUrl) {
    const [rows, count] = await Promise.all([
      db.query<LinkContentRow>(
        `select ${LINK_COLUMNS} from ${LINKS_WITH_PRODUCTS} where s.shop_domain = $1 and s.deleted_at is null
         order by s.created_at desc, s.code desc limit $2 offset $3`,
        [shopDomain, limit, offset],
      ),
      db.query<{ n: number }>(
        'select count(*)::int as n from short_links where shop_domain = $1 and deleted_at is null',
        [shopDomain],
      ),
    ]);
    return { list: rows.rows.map((row) => linkContent(row, baseUrl)), total: Number(count.rows[0]?.n ?? 0) };
  },
  async byIds(db, shopDomain, ids, { live, baseUrl }) {
    if (ids.length === 0) return new Map();
    const { rows } = await db.query<LinkContentRow>(
      `select ${LINK_COLUMNS} from ${LINKS_WITH_PRODUCTS}
       where s.shop_domain = $1 and s.code = any($2::text[]) ${live ? 'and s.deleted_at is null' : ''}`,
      [shopDomain, [...ids]],
    );
    return new Map(rows.map((row) => [row.code, linkContent(row, baseUrl)]));
  },
};

/** Every kind of content the shop can boost; the selection list pages through the links until posts join them. */
export const boostingContents = {
  page: (db: Queryable, shopDomain: string, page: PageRequest, baseUrl: string) =>
    linkContents.page(db, shopDomain, page, baseUrl),
  byIds: (db: Queryable, shopDomain: string, ids: readonly string[], lookup: ContentLookup) =>
    linkContents.byIds(db, shopDomain, ids, lookup),
};
