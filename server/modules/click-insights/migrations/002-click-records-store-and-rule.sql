-- The two values only some clicks have (click-dimensions.ts): the Amazon store an Amazon link sent the visitor to,
-- and for a link with destination rules the rule that sent them ('own' when none matched). Older clicks have
-- neither.
alter table click_records add column amazon_store text;
alter table click_records add column rule text;
