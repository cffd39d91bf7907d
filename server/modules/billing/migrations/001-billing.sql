-- Read models of the billing module; every table is rebuilt from the events.

-- One row per shop that ever had a checkout or a plan: its plan, period, card and cancel alert.
create table billing_subscriptions (
  shop_domain text primary key,
  plan_id numeric(7, 2) not null,
  status text not null check (status in ('none', 'active', 'canceled')),
  period_start timestamptz,
  period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  cancelled_at timestamptz,
  provider text,
  customer_id text,
  subscription_id text,
  card_brand text,
  card_last4 text,
  card_exp_month integer,
  card_exp_year integer,
  cancel_alert_plan_id numeric(7, 2),
  cancel_alert_at timestamptz,
  updated_at timestamptz not null
);
create index billing_subscriptions_by_customer on billing_subscriptions (customer_id);

create table billing_checkouts (
  session_id text primary key,
  shop_domain text not null,
  plan_id numeric(7, 2) not null,
  lookup_key text not null,
  amount_cents bigint not null,
  currency text not null,
  provider text not null,
  provider_session_id text not null,
  url text not null,
  status text not null check (status in ('open', 'complete', 'expired')),
  expires_at timestamptz not null,
  opened_at timestamptz not null,
  closed_at timestamptz
);
create index billing_checkouts_by_shop on billing_checkouts (shop_domain, status);
create index billing_checkouts_by_provider on billing_checkouts (provider_session_id);

create table billing_bills (
  invoice_id text primary key,
  shop_domain text not null,
  plan_id numeric(7, 2) not null,
  plan_name text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  plan_amount_cents bigint not null,
  usage_period_start timestamptz,
  usage_period_end timestamptz,
  used_clicks bigint,
  included_clicks bigint,
  extra_clicks bigint not null,
  extra_clicks_cents bigint not null,
  total_cents bigint not null,
  currency text not null,
  status text not null,
  paid_at timestamptz not null
);
create index billing_bills_by_shop on billing_bills (shop_domain, period_start desc);

-- The Income page's ledger: referral credits (entry 'referral:<invoice id>', one per paid bill) and paid
-- settlement lines (entry 'settlement:<line id>'), both keyed so an event can only add its entry once.
create table balance_ledger (
  entry_id text primary key,
  shop_domain text not null,
  kind text not null check (kind in ('referral_credit', 'settlement_paid')),
  amount_cents bigint not null,
  currency text not null,
  month text not null,
  occurred_at timestamptz not null
);
create index balance_ledger_by_shop on balance_ledger (shop_domain, occurred_at desc);

-- What the earnings module's SettlementLineIssued events said, so its SettlementLinePaid (line id and time only)
-- can be entered in the right shop's ledger without reading the earnings tables.
create table balance_settlement_lines (
  line_id text primary key,
  shop_domain text not null,
  month text not null,
  amount_cents bigint not null,
  currency text not null
);
