-- A bio button's schedule and limits (src/domain/link-schedule.ts); null: always shown.
alter table bio_buttons add column schedule jsonb;
