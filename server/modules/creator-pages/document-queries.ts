import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { pageRequest } from '../../paging';
import type { DocumentRow } from './document-projections';
import { freeSlug, slugFromTitle, slugTaken } from './slugs';

/** Reads of the document tables shared by landing pages, galleries and collages. */

type Schemas = components['schemas'];
export type DocumentTable = 'landing_pages' | 'galleries' | 'collages';

/** A live document of the shop, or the kind's not-found sentence (another shop's is unknown too). */
export async function ownDocument<Content>(
  db: Queryable,
  table: DocumentTable,
  shopDomain: string,
  id: string,
  unknown: (id: string) => string,
) {
  const { rows } = await db.query<DocumentRow<Content>>(`select * from ${table} where id = $1 and shop_domain = $2`, [
    id,
    shopDomain,
  ]);
  if (!rows[0]) throw notFound(unknown(id));
  return rows[0];
}

/** A page of the shop's documents, most recently changed first. */
export async function listDocuments<Content>(
  db: Queryable,
  table: DocumentTable,
  shopDomain: string,
  request: Schemas['ShopPageRequest'],
) {
  const { limit, offset } = pageRequest(request);
  const [list, count] = await Promise.all([
    db.query<DocumentRow<Content>>(
      `select * from ${table} where shop_domain = $1 order by updated_at desc, position desc limit $2 offset $3`,
      [shopDomain, limit, offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${table} where shop_domain = $1`, [shopDomain]),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** A published document by its slug, for its public page. */
export async function publishedDocument<Content>(db: Queryable, table: DocumentTable, slug: string) {
  const { rows } = await db.query<DocumentRow<Content>>(`select * from ${table} where slug = $1 and published`, [slug]);
  return rows[0];
}

/** The slug a document gets: the one asked for when free (else the sentence), or one made from the title. */
export async function chooseSlug(
  db: Queryable,
  table: DocumentTable,
  request: {
    asked: string | undefined;
    title: string;
    id: string | null;
    fallback: string;
    taken: (slug: string) => string;
  },
): Promise<string> {
  if (request.asked === undefined)
    return freeSlug(db, table, slugFromTitle(request.title, request.fallback), request.id);
  if (await slugTaken(db, table, request.asked, request.id)) throw badRequest(request.taken(request.asked));
  return request.asked;
}

/** A document's title without surrounding spaces; a blank one is refused with the kind's sentence. */
export function requiredTitle(title: string, blank: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest(blank);
  return trimmed;
}
