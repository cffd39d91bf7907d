-- Read models of the galleries module; every table is rebuilt from the events.

-- The shop media library (media:<id> streams): one row per stored upload, its files under MEDIA_DIR.
create table media_items (
  media_id text primary key,
  shop_domain text not null,
  kind text not null check (kind in ('image', 'video')),
  file text not null,
  thumbnail text,
  content_type text not null,
  width integer not null,
  height integer not null,
  duration_seconds double precision,
  byte_size bigint not null,
  uploaded_at timestamptz not null,
  position bigint not null
);
create index media_items_by_shop on media_items (shop_domain, position desc);

-- One row per live gallery (gallery:<id> streams, creator-pages/document-projection.ts).
create table galleries (
  id text primary key,
  shop_domain text not null,
  slug text not null,
  title text not null,
  description text,
  -- { tiles }: the stored tiles (gallery-tiles.ts StoredTile), in order.
  content jsonb not null,
  published boolean not null,
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  position bigint not null
);
create unique index galleries_slug on galleries (slug);
create index galleries_by_shop on galleries (shop_domain, updated_at desc, position desc);

-- The tracked /s/{code} address of each tile of a live gallery.
create table gallery_links (
  code text primary key,
  doc_id text not null,
  shop_domain text not null,
  part integer not null,
  destination text not null
);
create index gallery_links_by_doc on gallery_links (doc_id);
