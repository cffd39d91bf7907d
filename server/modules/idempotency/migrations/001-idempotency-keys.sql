-- The first answer to each write sent with an Idempotency-Key, per owner (shop, or user before it has a shop),
-- operation and key, so a retried write is answered the same and stores nothing twice, in every process. Not an
-- event-sourced read model: answers are kept for 24 hours, then a new request may reuse the key.
create table idempotency_keys (
  owner text not null,
  operation_id text not null,
  key text not null,
  request_hash text not null,
  -- Null while the first request is being answered.
  status integer,
  content_type text,
  body text,
  created_at timestamptz not null,
  primary key (owner, operation_id, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
