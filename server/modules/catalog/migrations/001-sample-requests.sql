-- Read model of the catalog module: the samples creators asked brands for, which are also their applications
-- to the brands' programs (apply-in-shop records). Rebuilt from the events; the shipping address stays in the
-- events only (no answer shows it).
create table sample_requests (
  request_id text primary key,
  shop_domain text not null,
  product_id text not null,
  brand_id text not null,
  -- requested, approved, shipped or rejected (SampleRequest.status in openapi.yaml)
  status text not null,
  requested_at timestamptz not null,
  decided_at timestamptz,
  -- The log position orders requests made within the same millisecond.
  position bigint not null
);
create index sample_requests_by_shop on sample_requests (shop_domain, position desc);
