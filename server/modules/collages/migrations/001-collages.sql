-- Read models of the collages module (collage:<id> streams, creator-pages/document-projection.ts); rebuilt from the events.

-- One row per live collage; published from its creation (its page is public like a short link).
create table collages (
  id text primary key,
  shop_domain text not null,
  slug text not null,
  title text not null,
  description text,
  -- The look, the layout, the tiles and the rendered PNG's file (collage-content.ts CollageContent).
  content jsonb not null,
  published boolean not null,
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  position bigint not null
);
create unique index collages_slug on collages (slug);
create index collages_by_shop on collages (shop_domain, updated_at desc, position desc);

-- The tracked /s/{code} address of each tile of a live collage.
create table collage_links (
  code text primary key,
  doc_id text not null,
  shop_domain text not null,
  part integer not null,
  destination text not null
);
create index collage_links_by_doc on collage_links (doc_id);
