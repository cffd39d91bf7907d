-- The append-only log every change of Linkmint is recorded in.
create table events (
  -- Global order of the log. Not gap-free (a rolled-back append consumes numbers), and on PostgreSQL a lower
  -- position may commit after a higher one, so readers that follow the log must not treat a gap as "done".
  position bigint generated always as identity primary key,
  stream_id text not null check (stream_id <> ''),
  stream_version integer not null check (stream_version > 0),
  type text not null check (type <> ''),
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now(),
  -- Optimistic concurrency rests on this constraint; its index also serves reading a stream in order.
  constraint events_stream_version_unique unique (stream_id, stream_version)
);
