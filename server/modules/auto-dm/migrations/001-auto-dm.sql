-- The states get_facebook_connect_url issued (by hash), so the simulated dialog finds its shop from the address.
create table auto_dm_states (
  state_hash text primary key,
  shop_domain text not null,
  redirect_uri text not null,
  expires_at timestamptz not null,
  used boolean not null default false
);
create index auto_dm_states_by_shop on auto_dm_states (shop_domain);

-- A shop's Facebook connection for Auto DM. pages holds each Page's token sealed (page-tokens.ts), never plain.
-- sender_page_id and sender_instagram_id are the selected Page and its Instagram account: webhooks name them.
create table auto_dm_connections (
  shop_domain text primary key,
  connected boolean not null,
  facebook_user_id text,
  granted_scopes jsonb not null default '[]',
  pages jsonb not null default '[]',
  selected_page_id text,
  pair_broken boolean not null default false,
  instagram_linked boolean not null default true,
  sender_page_id text,
  sender_instagram_id text,
  updated_at timestamptz not null
);
create index auto_dm_connections_by_page on auto_dm_connections (sender_page_id) where connected;
create index auto_dm_connections_by_instagram on auto_dm_connections (sender_instagram_id) where connected;

-- Every comment that triggered an Auto DM, and what became of the DM. The queue is the rows with status queued
-- (or sending for longer than a send can take: a process stopped mid-send).
create table auto_dm_messages (
  network text not null,
  comment_id text not null,
  shop_domain text not null,
  media_id text not null,
  sender_id text not null,
  commenter_username text,
  comment_text text not null,
  commented_at timestamptz not null,
  received_at timestamptz not null,
  status text not null,
  reason text,
  dm_text text,
  card_count integer not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz,
  message_id text,
  position bigint not null,
  primary key (network, comment_id)
);
create index auto_dm_messages_by_shop on auto_dm_messages (shop_domain, position desc);
create index auto_dm_messages_queue on auto_dm_messages (status, next_attempt_at) where status in ('queued', 'sending');
create index auto_dm_messages_sent on auto_dm_messages (sender_id, sent_at) where sent_at is not null;
