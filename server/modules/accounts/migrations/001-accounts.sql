-- Read models of the accounts module; every row here can be rebuilt from the events.
create table accounts (
  user_id text primary key,
  username text not null,
  email text not null,
  handle text,
  shop_domain text,
  password_hash text,
  shop_code text not null,
  source_refer_code text,
  profile jsonb not null default '{}'::jsonb,
  storefronts jsonb not null default '{}'::jsonb,
  facebook_id text,
  apple_id text,
  registered_at timestamptz not null,
  updated_at timestamptz not null
);
-- Uniqueness across accounts is enforced here: two racing registrations cannot both commit.
create unique index accounts_username_unique on accounts (lower(username));
create unique index accounts_email_unique on accounts (lower(email));
create unique index accounts_handle_unique on accounts (lower(handle)) where handle is not null;
create unique index accounts_shop_domain_unique on accounts (shop_domain) where shop_domain is not null;
create unique index accounts_shop_code_unique on accounts (upper(shop_code));
create unique index accounts_facebook_unique on accounts (facebook_id) where facebook_id is not null;
create unique index accounts_apple_unique on accounts (apple_id) where apple_id is not null;
create index accounts_phone on accounts ((profile ->> 'phone'));

create table sessions (
  session_id text primary key,
  token_hash text not null unique,
  user_id text not null,
  login_type integer not null,
  started_at timestamptz not null,
  ended_at timestamptz,
  end_reason text
);
create index sessions_open_by_user on sessions (user_id) where ended_at is null;

create table login_failures (
  guard_key text not null,
  failed_at timestamptz not null
);
create index login_failures_by_key on login_failures (guard_key, failed_at);

-- Not a projection: when a session was last used changes on every visit, so it is kept beside the log
-- (at most one write an hour per session) and only drives the 30-day idle expiry.
create table session_activity (
  session_id text primary key,
  last_seen_at timestamptz not null
);

-- Not a projection: the RSA key pair browsers encrypt passwords with, made at first start.
create table password_keys (
  id integer primary key check (id = 1),
  public_pem text not null,
  private_pem text not null,
  created_at timestamptz not null default now()
);
