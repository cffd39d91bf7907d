import type { Queryable } from '../../db/database';
import type { ClickScopeResolver, TrackedLinkSource } from '../../services';
import { newShortCode } from '../short-links';

/**
 * The tracked codes of landing page blocks, gallery tiles and collage tiles. Each clickable part of a document gets
 * a code of its own, so its clicks count for it (link_clicks_daily, by link type and code); /s/{code} answers it
 * after the short links' and bio links' codes. Twelve base62 characters: never an eight-character short-link code
 * nor a ten-character bio code, and as hard to guess (a clash among them is refused by the tables' primary keys).
 */

const PART_CODE_LENGTH = 12;
export const newPartCode = () => newShortCode(undefined, PART_CODE_LENGTH);
export const PART_CODE = /^[0-9A-Za-z]{12}$/;

/** A table of tracked codes: `code`, `shop_domain`, `destination`; rows go when their document is deleted. */
export function trackedLinkSource(
  db: Queryable,
  table: 'landing_links' | 'gallery_links' | 'collage_links',
  linkType: string,
): TrackedLinkSource {
  return {
    async resolve(code) {
      if (!PART_CODE.test(code)) return undefined;
      const { rows } = await db.query<{ shop_domain: string; destination: string }>(
        `select shop_domain, destination from ${table} where code = $1`,
        [code],
      );
      const row = rows[0];
      return row ? { linkType, linkId: code, shopDomain: row.shop_domain, destination: row.destination } : undefined;
    },
  };
}

/**
 * The click-breakdown scope of one document of a shop (a landing page, gallery or collage): its tracked codes, or
 * undefined when the shop has no such live document.
 */
export function documentClickScope(
  db: Queryable,
  documents: 'landing_pages' | 'galleries' | 'collages',
  links: 'landing_links' | 'gallery_links' | 'collage_links',
  linkType: string,
): ClickScopeResolver {
  return async (shopDomain, id) => {
    const { rows } = await db.query<{ codes: string[] | null }>(
      `select (select array_agg(code order by part, code) from ${links} where doc_id = d.id) as codes
       from ${documents} d where d.id = $1 and d.shop_domain = $2`,
      [id ?? '', shopDomain],
    );
    const row = rows[0];
    return row ? [{ linkType, linkIds: row.codes ?? [] }] : undefined;
  };
}
