-- Read models of the short-links module; every table is rebuilt from the events.

-- One row per short link, deleted ones included (deleted_at set): a code is never given to another link, and
-- the statistics keep naming the links they counted.
create table short_links (
  code text primary key,
  shop_domain text not null,
  kind text not null check (kind in ('short', 'deep')),
  retailer text not null,
  retailer_item_id text not null,
  normalized_url text not null,
  destination text not null,
  tracking_id text,
  source integer,
  title text,
  product_id text,
  -- sha256 of kind and destination for links made by get-or-create calls (at most one live per shop), else null.
  reuse_key text,
  created_at timestamptz not null,
  deleted_at timestamptz,
  -- Time the log recorded the last change (database clock): other servers' caches pick up deletions from it.
  changed_at timestamptz not null,
  position bigint not null
);
create unique index short_links_reuse_unique on short_links (shop_domain, reuse_key) where deleted_at is null and reuse_key is not null;
create index short_links_by_shop on short_links (shop_domain, created_at desc, code) where deleted_at is null;
create index short_links_by_address on short_links (shop_domain, normalized_url) where deleted_at is null;
create index short_links_deleted on short_links (changed_at) where deleted_at is not null;

-- Clicks per link and Pacific day (any link type: short links, and other modules' pages and buttons).
create table link_clicks_daily (
  link_type text not null,
  link_id text not null,
  shop_domain text not null,
  day date not null,
  clicks integer not null,
  bot_clicks integer not null,
  primary key (link_type, link_id, day)
);
create index link_clicks_daily_by_shop on link_clicks_daily (shop_domain, day);

-- Clicks per shop and Pacific calendar month ('YYYY-MM'): what plan usage counts.
create table shop_clicks_monthly (
  shop_domain text not null,
  month text not null,
  clicks bigint not null,
  bot_clicks bigint not null,
  primary key (shop_domain, month)
);
