-- A bio button's destination rules (src/domain/destination-rules.ts), in order; [] for none.
alter table bio_buttons add column rules jsonb not null default '[]'::jsonb;
