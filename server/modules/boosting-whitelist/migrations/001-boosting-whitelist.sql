-- Read model of the boosting-whitelist module, rebuilt from its events: the shops allowed to boost.
create table boosting_whitelist (
  shop_domain text primary key,
  whitelisted_at timestamptz not null
);
