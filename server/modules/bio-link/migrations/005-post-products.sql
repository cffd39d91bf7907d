-- A product attached to a post keeps its card (name, brand, price, retailer) as it was when attached, so the public
-- page shows it without reading the shop's products or the catalog.
alter table bio_post_links add column product jsonb;
