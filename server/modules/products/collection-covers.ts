import type { Database } from '../../db/database';
import type { ServerApp } from '../../services';
import { checkPicture, mountStoredPictures, pictureFileName, type StoredPicture } from '../../uploaded-pictures';
import type { CollectionCover } from './collections';

/**
 * Cover pictures of collections (update_collection's `cover`), checked as server/uploaded-pictures.ts says and kept
 * in the database under the SHA-256 of their bytes.
 */

/** The contract's limit (CollectionUpload.cover). */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

export const COVER_MESSAGES = {
  notAFile: 'cover must be a picture file (JPEG, PNG or WebP).',
  empty: 'The cover picture is empty.',
  tooLarge: 'The cover picture is larger than 5 MB. Choose a smaller one.',
  unsupported: 'The cover must be a JPEG, PNG or WebP picture.',
} as const;

/** Where a stored cover is served; the app shows it, so it is an absolute address. */
export const COVER_PATH = '/media/collection-covers';
export const coverUrl = (origin: string, cover: { imageId: string; contentType: string }) => `${origin}${COVER_PATH}/${pictureFileName(cover)}`;

/** Checks an uploaded cover (a File from the multipart body) and stores it; refuses anything else with a sentence. */
export async function storeCover(db: Database, upload: unknown): Promise<CollectionCover> {
  const { imageId, contentType, bytes } = await checkPicture(upload, { maxBytes: MAX_COVER_BYTES, messages: COVER_MESSAGES });
  await db.query(
    `insert into collection_cover_images (image_id, content_type, byte_size, bytes) values ($1, $2, $3, $4)
     on conflict (image_id) do nothing`,
    [imageId, contentType, bytes.byteLength, Buffer.from(bytes)],
  );
  return { imageId, contentType };
}

/** GET /media/collection-covers/{sha256}.{ext}. */
export function mountCoverImages(app: ServerApp, db: Database) {
  mountStoredPictures(app, COVER_PATH, async (imageId) =>
    (await db.query<StoredPicture>('select content_type, bytes from collection_cover_images where image_id = $1', [imageId])).rows[0],
  );
}
