-- Every comment received on a post with an Auto DM, whether it owed a DM or not: the funnel's first two steps
-- (auto-dm-funnel.ts). auto_dm_messages holds only the comments that owed one. Filled from the events stored so far.
create table auto_dm_comments (
  network text not null,
  comment_id text not null,
  shop_domain text not null,
  media_id text not null,
  received_at timestamptz not null,
  dm_owed boolean not null,
  primary key (network, comment_id)
);
create index auto_dm_comments_by_post on auto_dm_comments (shop_domain, media_id, received_at);
insert into auto_dm_comments (network, comment_id, shop_domain, media_id, received_at, dm_owed)
select data->>'network', data->>'commentId', data->>'shopDomain', data->>'mediaId', (data->>'receivedAt')::timestamptz,
  jsonb_typeof(data->'dm') = 'object'
from events where type = 'AutoDmCommentReceived' and data ? 'shopDomain'
on conflict do nothing;
