-- Read models of the click-insights module, kept by a follower of the log (server/events/followers.ts) from the
-- LinkClicked events; a rebuild makes them again from the events.

-- Clicks per Pacific day and value of a dimension, per link (link_type, link_id) and for the whole shop (both '').
-- dimension 'total' counts every click as value 'human' or 'bot'; the other dimensions (source, device, os,
-- browser, country, hour) count human clicks only. The key leads with the shop, so a breakdown reads one range.
create table click_rollups (
  shop_domain text not null,
  link_type text not null,
  link_id text not null,
  day date not null,
  dimension text not null,
  value text not null,
  clicks integer not null check (clicks > 0),
  primary key (shop_domain, link_type, link_id, day, dimension, value)
);

-- One row per click, for the CSV export of the clicks themselves: only what the click event keeps (no address,
-- no User-Agent), classified as the breakdowns count it.
create table click_records (
  position bigint not null,
  shop_domain text not null,
  at timestamptz not null,
  link_type text not null,
  link_id text not null,
  device text not null,
  os text not null,
  browser text not null,
  source text not null,
  referrer_host text,
  country text not null,
  bot boolean not null
);
create index click_records_by_shop on click_records (shop_domain, at);
