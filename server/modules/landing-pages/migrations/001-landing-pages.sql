-- Read models of the landing-pages module (landing-page:<id> streams); every table is rebuilt from the events.

-- One row per live landing page (creator-pages/document-projection.ts); a deleted page loses its row and its slug
-- becomes free.
create table landing_pages (
  id text primary key,
  shop_domain text not null,
  slug text not null,
  title text not null,
  description text,
  -- { blocks }: the stored blocks (landing-blocks.ts StoredBlock), in page order.
  content jsonb not null,
  published boolean not null,
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  position bigint not null
);
create unique index landing_pages_slug on landing_pages (slug);
create index landing_pages_by_shop on landing_pages (shop_domain, updated_at desc, position desc);

-- The tracked /s/{code} addresses of live pages: where each leads and which block (part) it belongs to.
create table landing_links (
  code text primary key,
  doc_id text not null,
  shop_domain text not null,
  part integer not null,
  destination text not null
);
create index landing_links_by_doc on landing_links (doc_id);
