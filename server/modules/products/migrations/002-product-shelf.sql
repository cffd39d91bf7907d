-- A product the creator took off the shelf (update_product_shelf); listed again when put back.
alter table shop_products add column shelved boolean not null default false;
