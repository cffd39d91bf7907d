-- A Facebook Page, and an Instagram account, answers for Auto DM in at most one shop at a time (issue 25): the
-- selected Page's ids are unique among the connections that hold them. Before this rule two shops could hold the
-- same simulated Page; the later of them gives it up here (its creator picks it again once the other lets it go).
update auto_dm_connections c set selected_page_id = null, sender_page_id = null, sender_instagram_id = null
where exists (
  select 1 from auto_dm_connections o
  where o.shop_domain <> c.shop_domain
    and (o.sender_page_id = c.sender_page_id or o.sender_instagram_id = c.sender_instagram_id)
    and (o.updated_at, o.shop_domain) < (c.updated_at, c.shop_domain)
);
create unique index auto_dm_connections_one_shop_per_page on auto_dm_connections (sender_page_id) where sender_page_id is not null;
create unique index auto_dm_connections_one_shop_per_instagram on auto_dm_connections (sender_instagram_id) where sender_instagram_id is not null;
