-- Read model of the support conversations (stream support:<shop>); rebuilt from the events.
create table support_messages (
  message_id text primary key,
  shop_domain text not null,
  author text not null check (author in ('creator', 'agent')),
  body text not null,
  created_at timestamptz not null,
  -- Set when the other side read it.
  read_at timestamptz,
  position bigint not null
);
create index support_messages_by_shop on support_messages (shop_domain, position desc);
create index support_messages_unread on support_messages (shop_domain, author) where read_at is null;
