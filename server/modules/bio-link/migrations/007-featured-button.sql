-- A button the creator marks as featured: the public page draws it larger, ringed. Buttons stored before are not.
alter table bio_buttons add column featured boolean not null default false;
