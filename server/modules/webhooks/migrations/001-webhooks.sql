-- Tables of the webhooks module. webhook_endpoints is the read model of the webhook-endpoint:<id> streams
-- (webhook-endpoints-projections.ts), rebuilt from the events. The others are the module's outbox, kept by the
-- follower and the sender and never emptied by a rebuild: a delivery is formed once and keeps its id for good.

create table webhook_endpoints (
  endpoint_id text primary key,
  shop_domain text not null,
  name text not null,
  url text not null,
  events jsonb not null,
  -- Needed in the clear to sign deliveries; answered to the creator once, at creation.
  secret text not null,
  created_at timestamptz not null
);
create index webhook_endpoints_by_shop on webhook_endpoints (shop_domain, created_at desc);

-- One row per event an endpoint is to receive (the log position names the event), until a delivery carries it.
create table webhook_items (
  endpoint_id text not null,
  position bigint not null,
  shop_domain text not null,
  event_type text not null,
  at timestamptz not null,
  payload jsonb not null,
  delivery_id text,
  primary key (endpoint_id, position)
);
create index webhook_items_waiting on webhook_items (endpoint_id, position) where delivery_id is null;

create table webhook_deliveries (
  delivery_id text primary key,
  endpoint_id text not null,
  shop_domain text not null,
  event_type text not null,
  item_count int not null,
  -- The exact bytes sent at every attempt (only the signature's time changes).
  body text not null,
  created_at timestamptz not null,
  status text not null,
  attempts int not null default 0,
  -- Failed attempts since the schedule last started (at creation or a re-send by hand).
  failures int not null default 0,
  next_attempt_at timestamptz,
  -- A sender holds the delivery until then; after a crash another may take it (at least once).
  claimed_until timestamptz,
  last_status_code int,
  last_error text
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status in ('pending', 'retrying');
create index webhook_deliveries_by_shop on webhook_deliveries (shop_domain, created_at desc);

create table webhook_attempts (
  delivery_id text not null,
  attempt int not null,
  at timestamptz not null,
  status_code int,
  error text,
  primary key (delivery_id, attempt)
);
