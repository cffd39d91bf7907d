-- Read models of the boosting module; every table is rebuilt from its events.

-- One row per submitted application (drafts live in boosting_drafts until submitted).
create table boosting_applications (
  application_id text primary key,
  shop_domain text not null,
  status text not null check (status in ('submitted', 'reviewing', 'approved', 'rejected', 'running', 'ended')),
  content_ids jsonb not null,
  tracking_ids jsonb not null,
  budget_cents bigint not null,
  currency text not null,
  start_date date not null,
  end_date date not null,
  note text,
  -- A rejection's reason.
  review_note text,
  submitted_at timestamptz not null,
  status_changed_at timestamptz not null,
  -- The latest status change is an operator's that the creator has not opened (boostingDetail) yet.
  unread boolean not null,
  -- [{ status, at, note? }] oldest first.
  history jsonb not null,
  position bigint not null
);
create index boosting_applications_by_shop on boosting_applications (shop_domain, submitted_at desc, application_id desc);
create index boosting_applications_unread on boosting_applications (shop_domain) where unread;

-- The tracking ids of each application. While the application is active (submitted, reviewing, approved, running)
-- no other application of the shop may hold the same id of the same retailer, in any letter case: the unique
-- index makes a second submission racing the first fail inside its append.
create table boosting_application_tracking_ids (
  application_id text not null,
  shop_domain text not null,
  source integer not null,
  tracking_id text not null,
  tracking_key text not null,
  active boolean not null,
  primary key (application_id, source, tracking_key)
);
create unique index boosting_tracking_ids_active_unique on boosting_application_tracking_ids (shop_domain, source, tracking_key) where active;

-- Drafts not yet submitted or deleted.
create table boosting_drafts (
  draft_id text primary key,
  shop_domain text not null,
  content_ids jsonb not null,
  tracking_ids jsonb not null,
  budget_cents bigint,
  currency text,
  start_date date,
  end_date date,
  note text,
  updated_at timestamptz not null,
  position bigint not null
);
create index boosting_drafts_by_shop on boosting_drafts (shop_domain, updated_at desc, position desc);

-- Content requests operators post (contentNeed), until withdrawn.
create table boosting_content_needs (
  need_id text primary key,
  title text not null,
  description text not null,
  retailer text,
  product_url text,
  due_date date not null,
  posted_at timestamptz not null
);

-- Results of boosted content per application, content and Pacific date, as the operators' imports last gave them.
create table boosting_results (
  application_id text not null,
  content_id text not null,
  day date not null,
  shop_domain text not null,
  spend_cents bigint not null,
  impressions bigint not null,
  clicks bigint not null,
  conversions bigint not null,
  earnings_cents bigint not null,
  import_id text not null,
  primary key (application_id, content_id, day)
);
create index boosting_results_by_shop on boosting_results (shop_domain, day);
