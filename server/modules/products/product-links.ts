import type { components } from '../../../src/generated/api';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { Queryable } from '../../db/database';
import { clicksOfLinks, shortLinkView, type ShortLinkRow } from '../short-links';

type Schemas = components['schemas'];

/** ProductDetail.shortLinks holds at most this many (the newest). */
export const DETAIL_LINKS_LIMIT = 50;

/**
 * The shop's live short links to one retailer item, however they were made (from the product, a pasted address
 * or a catalog item), newest first, with the clicks each had since it was made and their sum over all of them.
 */
export async function linksToItem(
  db: Queryable,
  shopDomain: string,
  item: { retailer: Retailer; itemId: string },
  baseUrl: string,
): Promise<{ shortLinks: Schemas['ShortLink'][]; clicks: number }> {
  const { rows } = await db.query<ShortLinkRow>(
    `select code, shop_domain, kind, retailer, retailer_item_id, normalized_url, destination, tracking_id, source, title,
            product_id, created_at, deleted_at
     from short_links
     where shop_domain = $1 and retailer = $2 and retailer_item_id = $3 and deleted_at is null
     order by created_at desc, code desc`,
    [shopDomain, item.retailer, item.itemId],
  );
  const counts = await clicksOfLinks(
    db,
    rows.map((row) => row.code),
  );
  return {
    shortLinks: rows.slice(0, DETAIL_LINKS_LIMIT).map((row) => shortLinkView(row, counts.get(row.code) ?? 0, baseUrl)),
    clicks: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}
