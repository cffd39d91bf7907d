-- A button's thumbnail: the same-origin path of one of the shop's pictures. Buttons stored before have none.
alter table bio_buttons add column thumbnail text;
