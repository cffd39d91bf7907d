-- Read model of the api-keys module (api-key:<id> streams, api-keys-projection.ts); rebuilt from the events.

-- One row per live key. Only the key's SHA-256 hash is kept: the key itself is answered once and never stored.
create table api_keys (
  key_id text primary key,
  shop_domain text not null,
  user_id text not null,
  name text not null,
  scopes jsonb not null,
  key_hash text not null,
  created_at timestamptz not null
);
create unique index api_keys_by_hash on api_keys (key_hash);
create index api_keys_by_shop on api_keys (shop_domain, created_at desc);

-- The last Pacific day each key was used: written by the authenticator at most once a day per key and process,
-- not by a projection (a call is not an event), so a rebuild keeps it.
create table api_key_use (
  key_id text primary key,
  last_used_on date not null
);
