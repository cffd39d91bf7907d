-- Proration (issues 24 and 25): each shop's account credit, the quote a checkout was opened with, and the parts
-- of a bill that credits took off. Rebuilt from the events like the rest.
alter table billing_subscriptions add column credit_cents bigint not null default 0;

alter table billing_checkouts add column period_start timestamptz;
alter table billing_checkouts add column period_end timestamptz;
alter table billing_checkouts add column plan_amount_cents bigint;

alter table billing_bills add column proration_credit_cents bigint not null default 0;
alter table billing_bills add column account_credit_cents bigint not null default 0;
