-- An order's placement (short-links module, short_link_placements): the sub-id the network reported, and the
-- placement the order was attributed to from it, its code or its tracking id (conversions.ts).
alter table conversions add column sub_id text;
alter table conversions add column placement_code text;
create index conversions_by_placement on conversions (placement_code, ordered_day) where placement_code is not null;
