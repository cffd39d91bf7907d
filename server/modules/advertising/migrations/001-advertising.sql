-- Read model of the advertising module, rebuilt from its events: the promotion activities on offer.
create table advertising_activities (
  activity_id text primary key,
  title text not null,
  image_url text not null,
  link_url text,
  start_time timestamptz not null,
  end_time timestamptz not null,
  -- The log position orders activities that start at the same instant by when they were posted.
  position bigint not null
);
create index advertising_activities_by_start on advertising_activities (start_time, position);
