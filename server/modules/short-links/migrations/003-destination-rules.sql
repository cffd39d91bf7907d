-- A link's destination rules (src/domain/destination-rules.ts), in order; [] for none.
alter table short_links add column rules jsonb not null default '[]'::jsonb;
-- Other servers' caches pick up changed rules (not only deletions) from changed_at.
create index short_links_changed on short_links (changed_at);
