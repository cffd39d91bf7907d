-- Read model of the amazon-localisation:<shopDomain> streams: the shop's switch "send visitors to their own Amazon
-- store" where the creator set it ('on' or 'off'); a shop without a row is on automatic.
create table amazon_localisation_switches (
  shop_domain text primary key,
  setting text not null check (setting in ('on', 'off')),
  set_at timestamptz not null
);
