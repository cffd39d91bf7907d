-- Read model of the tracking-ids module, rebuilt from the marketplace-tracking-ids:<shopDomain> streams.

-- The creator's Amazon tracking id per Amazon store (amazon-marketplaces.ts): at most one per store.
create table marketplace_tracking_ids (
  shop_domain text not null,
  store text not null,
  tracking_id text not null,
  saved_at timestamptz not null,
  primary key (shop_domain, store)
);
