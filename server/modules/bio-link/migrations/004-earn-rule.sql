-- Where a button's tracked address leads (its address through the earn rule), and whether the creator kept a
-- retailer address untagged knowingly; buttons stored before keep leading to their address.
alter table bio_buttons add column destination text;
update bio_buttons set destination = url;
alter table bio_buttons alter column destination set not null;
alter table bio_buttons add column untagged boolean not null default false;

-- The tracked addresses of Auto DM card buttons (auto-reply-card-links.ts): one per button address of a post.
create table bio_card_links (
  code text primary key,
  shop_domain text not null,
  media_id text not null,
  content_url text not null,
  destination text not null,
  untagged boolean not null,
  short_url text not null
);
create index bio_card_links_by_post on bio_card_links (shop_domain, media_id);
