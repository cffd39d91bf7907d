-- Read models of the bio-link module, rebuilt from its events (bio-link-projections.ts), and the avatar pictures.

-- One bio link page per shop: its switches and look as JSON (read whole, never queried by field).
create table bio_links (
  shop_domain text primary key,
  bio_link_id text not null unique,
  handle text not null,
  title text not null,
  published boolean not null,
  setting jsonb not null,
  look jsonb not null,
  avatar_image_id text,
  avatar_content_type text,
  media_ids jsonb not null default '[]',
  -- The tracked /s/ code of the page itself (get_bio_url_new) and where it leads.
  page_code text unique,
  page_destination text,
  created_at timestamptz not null,
  -- Position of the last event applied: part of the public page's cache key.
  position bigint not null
);

-- The buttons, in page order (sort); code is the tracked /s/{code} address.
create table bio_buttons (
  code text primary key,
  button_id text not null unique,
  shop_domain text not null,
  title text not null,
  url text not null,
  icon_url text,
  sort integer not null,
  created_at timestamptz not null
);
create index bio_buttons_by_shop on bio_buttons (shop_domain, sort);

create table bio_social_accounts (
  account_id text primary key,
  shop_domain text not null,
  platform text not null,
  url text not null,
  sort integer not null
);
create index bio_social_accounts_by_shop on bio_social_accounts (shop_domain, sort);

-- Synced posts (Instagram, Facebook) with their auto reply.
create table bio_posts (
  shop_domain text not null,
  media_id text not null,
  platform text not null,
  media_type text not null,
  caption text,
  permalink text,
  media_url text,
  thumbnail_url text,
  posted_at timestamptz not null,
  scheduled boolean not null,
  auto_reply jsonb,
  primary key (shop_domain, media_id)
);
create index bio_posts_by_shop on bio_posts (shop_domain, platform, posted_at desc);

-- The links a creator attached to a post, in order; code is the tracked /s/{code} address.
create table bio_post_links (
  code text primary key,
  shop_domain text not null,
  media_id text not null,
  title text not null,
  url text not null,
  image_url text,
  product_id text,
  sort integer not null
);
create index bio_post_links_by_post on bio_post_links (shop_domain, media_id, sort);

-- Not a projection: uploaded avatars, content-addressed per shop, written before the event that names them. A
-- rebuild leaves them alone; an account's erasure deletes its shop's rows.
create table bio_avatar_images (
  shop_domain text not null,
  image_id text not null,
  content_type text not null,
  byte_size integer not null,
  bytes bytea not null,
  uploaded_at timestamptz not null default now(),
  primary key (image_id, shop_domain)
);
