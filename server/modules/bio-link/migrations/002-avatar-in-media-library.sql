-- Avatars are kept in the shop's media library (galleries module: re-encoded, files under MEDIA_DIR) rather than
-- as bytes here: the page names the library item and its file.
alter table bio_links rename column avatar_image_id to avatar_media_id;
alter table bio_links rename column avatar_content_type to avatar_file;
drop table bio_avatar_images;
