-- Read model of the link-pages module: the combined links of each shop (combined-link:<code> streams).
-- A deleted combined link loses its row; its stream keeps the code from being drawn again.
create table combined_links (
  code text primary key,
  shop_domain text not null,
  title text not null,
  -- Codes of the short links on the page, in display order.
  short_link_codes text[] not null,
  created_at timestamptz not null,
  position bigint not null
);
create index combined_links_by_shop on combined_links (shop_domain, position desc);
