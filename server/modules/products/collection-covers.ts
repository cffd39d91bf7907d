import type { Database } from '../../db/database';
import type { ServerApp } from '../../services';
import { checkPicture, mountStoredPictures, pictureFileName, pictureRules, type StoredPicture } from '../../uploaded-pictures';
import type { CollectionCover } from './collections';

/**
 * Cover pictures of collections (update_collection's `cover`), checked as server/uploaded-pictures.ts says and kept
 * in the database under the SHA-256 of their bytes.
 */

/** The contract's limit (CollectionUpload.cover) and the sentences of a refused cover. */
const COVER_RULES = pictureRules('cover', 'cover', 5);
export const MAX_COVER_BYTES = COVER_RULES.maxBytes;
export const COVER_MESSAGES = COVER_RULES.messages;

/** Where a stored cover is served; the app shows it, so it is an absolute address. */
export const COVER_PATH = '/media/collection-covers';
export const coverUrl = (origin: string, cover: { imageId: string; contentType: string }) => `${origin}${COVER_PATH}/${pictureFileName(cover)}`;

/** Checks an uploaded cover (a File from the multipart body) and stores it; refuses anything else with a sentence. */
export async function storeCover(db: Database, upload: unknown): Promise<CollectionCover> {
  const { imageId, contentType, bytes } = await checkPicture(upload, COVER_RULES);
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
