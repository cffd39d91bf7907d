-- Covers are decoded and written again without their metadata before they are stored. Rows stored before that
-- hold the bytes as uploaded (EXIF GPS, camera, author): false marks them, and the server process converts them
-- in place once (collection-covers.ts, convertStoredCovers).
alter table collection_cover_images add column converted boolean not null default false;
