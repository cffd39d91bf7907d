-- Read models of the system-messages module; both tables are rebuilt from the events.

-- One row per message sent. shop_domain null: a broadcast to every shop. platform null: every app.
create table system_messages (
  message_id text primary key,
  shop_domain text,
  platform text,
  title text not null,
  sub_title text,
  rich_text text not null,
  msg_type text not null,
  url_type text,
  page_type integer,
  url text,
  confirm_btn text,
  cancel_btn text,
  sent_at timestamptz not null,
  -- The log position orders messages sent within the same millisecond.
  position bigint not null
);
create index system_messages_by_shop on system_messages (shop_domain, position desc);

-- Which shop has read which message (a broadcast is read shop by shop).
create table system_message_reads (
  shop_domain text not null,
  message_id text not null,
  read_at timestamptz not null,
  primary key (shop_domain, message_id)
);
