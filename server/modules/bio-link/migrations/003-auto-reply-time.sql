-- When a post's auto reply was last set (get_auto_reply's updatedAt, get_auto_reply_v2's order).
alter table bio_posts add column auto_reply_at timestamptz;
create index bio_posts_with_auto_reply on bio_posts (shop_domain, auto_reply_at desc) where auto_reply is not null;
