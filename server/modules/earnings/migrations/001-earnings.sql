-- Read models of the earnings module; every table is rebuilt from the events.

-- One row per order of one network (conversion id '<network>:<orderId>'), as its latest delivery left it.
create table conversions (
  conversion_id text primary key,
  network text not null,
  order_id text not null,
  shop_domain text not null,
  short_code text,
  tracking_id text,
  order_amount_cents bigint not null,
  commission_cents bigint not null,
  currency text not null,
  status text not null check (status in ('pending', 'approved', 'reversed')),
  ordered_at timestamptz not null,
  -- The Pacific date of ordered_at: the day the dashboard counts the order on, and the month that settles it.
  ordered_day date not null,
  received_at timestamptz not null,
  updated_at timestamptz not null
);
create index conversions_by_shop_day on conversions (shop_domain, ordered_day);
create index conversions_by_day on conversions (ordered_day);

-- Which shop holds which tracking id (any letter case), for postbacks that name a tracking id instead of a link.
create table tracking_id_holders (
  shop_domain text not null,
  retailer text not null,
  tracking_key text not null,
  tracking_id text not null,
  primary key (shop_domain, retailer, tracking_key)
);
create index tracking_id_holders_by_key on tracking_id_holders (tracking_key);

-- Settlement lines: a shop's earnings or adjustments of one closed Pacific month, pending until paid.
create table settlement_lines (
  line_id text primary key,
  shop_domain text not null,
  month text not null,
  period_start date not null,
  period_end date not null,
  kind text not null check (kind in ('earnings', 'adjustment')),
  source text not null,
  amount_cents bigint not null,
  currency text not null,
  conversion_count integer not null,
  status text not null check (status in ('pending', 'paid')),
  issued_at timestamptz not null,
  paid_at timestamptz
);
create index settlement_lines_by_shop on settlement_lines (shop_domain, period_start desc);

-- What each line settled of each order (negative for adjustments).
create table settlement_items (
  line_id text not null,
  conversion_id text not null,
  amount_cents bigint not null,
  primary key (line_id, conversion_id)
);
create index settlement_items_by_conversion on settlement_items (conversion_id);

create table settlement_months (
  month text primary key,
  closed_at timestamptz not null,
  line_count integer not null,
  total_cents bigint not null
);
