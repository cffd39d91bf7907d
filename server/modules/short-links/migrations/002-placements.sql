-- A short link's placements (placement-decider.ts): where the creator shares the link, each with its own code.
-- Deleted ones stay with deleted_at set, so an order reported weeks later still finds its placement.
create table short_link_placements (
  code text primary key,
  link_code text not null,
  shop_domain text not null,
  name text not null,
  tracking_id text,
  sub_id text not null,
  destination text not null,
  created_at timestamptz not null,
  deleted_at timestamptz,
  position bigint not null
);
create index short_link_placements_by_link on short_link_placements (link_code, created_at) where deleted_at is null;
create index short_link_placements_by_shop on short_link_placements (shop_domain, lower(tracking_id));
