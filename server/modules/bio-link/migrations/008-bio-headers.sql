-- Section headers of a bio page, drawn between its buttons: each with the number of buttons before it (position),
-- in page order (sort). Pages saved before have none.
create table bio_headers (
  shop_domain text not null,
  sort integer not null,
  title text not null,
  position integer not null,
  primary key (shop_domain, sort)
);
