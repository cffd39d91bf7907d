-- A short link's schedule and limits (src/domain/link-schedule.ts): on/off, window, click cap, fallback address.
-- Null: always live (no schedule was ever set). The link cache's sync reads it with the rules (changed_at).
alter table short_links add column schedule jsonb;
