-- Read models of the products module, rebuilt from the events (shop-products:<shop> and collection:<id> streams).

-- The products of each shop. A removed product keeps its row (deleted_at set) so the add task that made it can
-- still say what became of it; every list filters those rows out.
create table shop_products (
  product_id text primary key,
  shop_domain text not null,
  -- The add_product task that brought it in (AddProductTask.taskId).
  task_id text not null unique,
  retailer text not null,
  item_id text not null,
  url text not null,
  source integer not null,
  title text not null,
  brand text,
  -- The bundled catalog's entry for the same retailer item, when it has one.
  catalog_id text,
  price_cents bigint,
  price_currency text,
  original_price_cents bigint,
  original_price_currency text,
  commission_rate double precision,
  added_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  -- The log position orders products added within the same millisecond.
  position bigint not null
);
create index shop_products_by_shop on shop_products (shop_domain, position desc) where deleted_at is null;
-- One live product per retailer item and shop (the decider refuses the second; this is the last line).
create unique index shop_products_item_unique on shop_products (shop_domain, retailer, item_id) where deleted_at is null;

-- Collections of a shop; each is published as a group link page at /gl/{group_link_code}.
create table collections (
  collection_id text primary key,
  shop_domain text not null,
  name text not null,
  description text,
  -- The uploaded cover (collection_cover_images.image_id) and its type.
  cover_image_id text,
  cover_content_type text,
  platform text not null,
  source integer,
  group_link_code text not null unique,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  position bigint not null
);
create index collections_by_shop on collections (shop_domain, updated_at desc);

-- Which products each collection holds, in the order they were added.
create table collection_products (
  collection_id text not null,
  product_id text not null,
  added_at timestamptz not null,
  position bigint not null,
  primary key (collection_id, product_id)
);
create index collection_products_by_product on collection_products (product_id);

-- Not a projection: uploaded cover pictures, content-addressed (image_id is the SHA-256 of the bytes), written
-- before the event that names them. A rebuild leaves them alone; the events only refer to them.
create table collection_cover_images (
  image_id text primary key,
  content_type text not null,
  byte_size integer not null,
  bytes bytea not null,
  uploaded_at timestamptz not null default now()
);
