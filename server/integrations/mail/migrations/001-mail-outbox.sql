-- The default mailer's outbox: messages stored instead of sent, read with `npm run admin -- outbox`.
-- Only the text body is kept: operators read it in a terminal.
create table mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
