import type { Queryable } from '../../db/database';
import type { TrackedLinkSource } from '../../services';
import { newShortCode } from '../short-links';

/**
 * The tracked codes of landing page blocks, gallery tiles and collage tiles. Each clickable part of a document gets
 * a code of its own, so its clicks count for it (link_clicks_daily, by link type and code); /s/{code} answers it
 * after the short links' and bio links' codes. Twelve base62 characters: never an eight-character short-link code
 * nor a ten-character bio code, and as hard to guess (a clash among them is refused by the tables' primary keys).
 */

export const newTrackedCode = () => newShortCode() + newShortCode().slice(0, 4);
export const TRACKED_CODE = /^[0-9A-Za-z]{12}$/;

/** A table of tracked codes: `code`, `shop_domain`, `destination`; rows go when their document is deleted. */
export function trackedLinkSource(
  db: Queryable,
  table: 'landing_links' | 'gallery_links' | 'collage_links',
  linkType: string,
): TrackedLinkSource {
  return {
    async resolve(code) {
      if (!TRACKED_CODE.test(code)) return undefined;
      const { rows } = await db.query<{ shop_domain: string; destination: string }>(
        `select shop_domain, destination from ${table} where code = $1`,
        [code],
      );
      const row = rows[0];
      return row ? { linkType, linkId: code, shopDomain: row.shop_domain, destination: row.destination } : undefined;
    },
  };
}
