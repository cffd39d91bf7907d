-- How far each follower projection (server/events/followers.ts) has projected the log: the position of the last
-- horizon it caught up to. Owned by the event store; a rebuild of a follower sets its row.
create table projection_checkpoints (
  projection text primary key,
  position bigint not null check (position >= 0)
);
