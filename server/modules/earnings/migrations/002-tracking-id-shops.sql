-- Which account owns which shop, for the tracking-id-holders projection: when an account is deleted its shop's
-- tracking ids stop attributing orders, live as after a rebuild (an erased account's events carry no data).
create table tracking_id_shops (
  user_id text primary key,
  shop_domain text not null
);
