import type { Queryable } from '../../db/database';

/** Slugs of public pages (the contract's Slug): lower-case words joined by dashes, 3 to 60 characters. */

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG = 60;

/** A slug from a title: accents dropped, words joined by dashes; too short a result gets the kind's word. */
export function slugFromTitle(title: string, fallback: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG - 4)
    .replace(/-+$/, '');
  return words.length >= 3 ? words : `${fallback}${words ? `-${words}` : ''}`;
}

/**
 * The first free slug of `table` from `base`: itself, then base-2, base-3…; `exceptId` is the document being
 * edited (its own slug is free for it). The table's unique index on live slugs is the last line.
 */
export async function freeSlug(db: Queryable, table: string, base: string, exceptId: string | null): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    `select slug from ${table} where (slug = $1 or slug like $2) and id is distinct from $3`,
    [base, `${base}-%`, exceptId],
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether a slug the creator asked for is taken by another document of the table. */
export async function slugTaken(db: Queryable, table: string, slug: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query('select 1 from ' + table + ' where slug = $1 and id is distinct from $2', [
    slug,
    exceptId,
  ]);
  return rows.length > 0;
}
