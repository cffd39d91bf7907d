import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';
import type { DocumentEvent, DocumentEventNames } from './creator-document-decider';

/**
 * The read model of one kind of creator document: a table of live documents (id, shop_domain, slug, title,
 * description, content jsonb, published, published_at, created_at, updated_at, position) and a table of their
 * tracked codes (code, doc_id, shop_domain, part, destination). A deleted document loses its rows.
 */

export interface PublicDocument<Content> {
  slug: string;
  title: string;
  description: string | null;
  content: Content;
}

export interface TrackedPart {
  code: string;
  /** The block or tile the code belongs to. */
  part: number;
  destination: string;
}

export function documentProjection<Content>(spec: {
  name: string;
  table: string;
  linksTable: string;
  events: DocumentEventNames;
  codesOf: (content: Content) => TrackedPart[];
}): Projection<DocumentEvent<PublicDocument<Content>>> {
  const { table, linksTable, events } = spec;

  async function save(
    tx: Transaction,
    event: RecordedEvent<DocumentEvent<PublicDocument<Content>>>,
    document: PublicDocument<Content>,
  ) {
    const { id, shopDomain, at } = event.data;
    await tx.query(
      `insert into ${table} (id, shop_domain, slug, title, description, content, published, published_at, created_at, updated_at, position)
       values ($1, $2, $3, $4, $5, $6::jsonb, false, null, $7, $7, $8)
       on conflict (id) do update set slug = excluded.slug, title = excluded.title, description = excluded.description,
         content = excluded.content, updated_at = excluded.updated_at, position = excluded.position`,
      [
        id,
        shopDomain,
        document.slug,
        document.title,
        document.description,
        JSON.stringify(document.content),
        at,
        event.position,
      ],
    );
    await tx.query(`delete from ${linksTable} where doc_id = $1`, [id]);
    const codes = spec.codesOf(document.content);
    if (codes.length === 0) return;
    await tx.query(
      `insert into ${linksTable} (code, doc_id, shop_domain, part, destination)
       select c, $1, $2, p, d from unnest($3::text[], $4::int[], $5::text[]) as t(c, p, d)`,
      [id, shopDomain, codes.map((c) => c.code), codes.map((c) => c.part), codes.map((c) => c.destination)],
    );
  }

  return {
    name: spec.name,
    tables: [table, linksTable],
    handles: Object.values(events),
    async apply(tx, event) {
      const { id, at, document } = event.data as { id?: string; at: string; document?: PublicDocument<Content> };
      // An erased shop's events keep only { redacted: true }.
      if (typeof id !== 'string') return;
      if (document) return save(tx, event, document);
      if (event.type === events.published) {
        await tx.query(
          `update ${table} set published = true, published_at = $2, updated_at = $2, position = $3 where id = $1`,
          [id, at, event.position],
        );
      } else if (event.type === events.unpublished) {
        await tx.query(`update ${table} set published = false, updated_at = $2, position = $3 where id = $1`, [
          id,
          at,
          event.position,
        ]);
      } else if (event.type === events.deleted) {
        await tx.query(`delete from ${linksTable} where doc_id = $1`, [id]);
        await tx.query(`delete from ${table} where id = $1`, [id]);
      }
    },
  };
}

/** A row of a document table. */
export interface DocumentRow<Content> {
  id: string;
  shop_domain: string;
  slug: string;
  title: string;
  description: string | null;
  content: Content;
  published: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The event names of a kind of document: `<Kind>Created`, `<Kind>Changed`… */
export const documentEventNames = (kind: string): DocumentEventNames => ({
  created: `${kind}Created`,
  changed: `${kind}Changed`,
  published: `${kind}Published`,
  unpublished: `${kind}Unpublished`,
  deleted: `${kind}Deleted`,
});
