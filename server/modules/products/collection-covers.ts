import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors';
import type { Logger } from '../../logger';
import type { PictureBudget } from '../../picture-budget';
import { convertPicture, readPictureSize } from '../../picture-encoding';
import type { ServerApp } from '../../services';
import {
  checkPicture,
  mountStoredPictures,
  pictureFileName,
  pictureRules,
  type StoredPicture,
} from '../../uploaded-pictures';
import type { CollectionCover } from './collection-decider';

/**
 * Cover pictures of collections (update_collection's `cover`), checked as server/uploaded-pictures.ts says, written
 * again as WebP without their metadata like every stored picture (server/picture-encoding.ts), and kept in the
 * database under the SHA-256 of the written bytes.
 */

/** The contract's limit (CollectionUpload.cover) and the sentences of a refused cover. */
const COVER_RULES = pictureRules('cover', 'cover', 5);
export const MAX_COVER_BYTES = COVER_RULES.maxBytes;
export const COVER_MESSAGES = COVER_RULES.messages;

/** Where a stored cover is served; the app shows it, so it is an absolute address. */
export const COVER_PATH = '/media/collection-covers';
export const coverUrl = (origin: string, cover: { imageId: string; contentType: string }) =>
  `${origin}${COVER_PATH}/${pictureFileName(cover)}`;

/** What a cover is called in the sentences of picture-encoding.ts. */
const COVER_NAME = 'The cover';

/**
 * Checks an uploaded cover (a File from the multipart body), charges its pixels to the shop's picture budget,
 * converts it and stores it; refuses anything else with a sentence, storing nothing.
 */
export async function storeCover(
  db: Database,
  upload: unknown,
  charge: { budget: PictureBudget; shopDomain: string; now: Date },
): Promise<CollectionCover> {
  const { bytes: uploaded } = await checkPicture(upload, COVER_RULES);
  charge.budget.charge(charge.shopDomain, [await readPictureSize(uploaded, COVER_NAME)], charge.now);
  const bytes = (await convertPicture(uploaded, COVER_NAME)).data;
  const imageId = createHash('sha256').update(bytes).digest('hex');
  const contentType = 'image/webp';
  await db.query(
    `insert into collection_cover_images (image_id, content_type, byte_size, bytes, converted) values ($1, $2, $3, $4, true)
     on conflict (image_id) do nothing`,
    [imageId, contentType, bytes.byteLength, Buffer.from(bytes)],
  );
  return { imageId, contentType };
}

/** Legacy covers converted per round (each a turn in the picture pool). */
const LEGACY_BATCH = 20;

/**
 * Converts the covers stored as they were uploaded, before every picture was written again (migration 003), in
 * place: the address (the SHA-256 of the uploaded bytes) stays, the bytes become WebP without metadata. A stored
 * file that does not decode as a picture is removed, so its address answers 404. Run by the server process at
 * start; several processes may run it together (each row is taken once). Answers how many rows it changed.
 */
export async function convertStoredCovers(db: Database, log: Logger): Promise<number> {
  let changed = 0;
  const failed = new Set<string>();
  for (;;) {
    const { rows } = await db.query<{ image_id: string; bytes: Uint8Array }>(
      'select image_id, bytes from collection_cover_images where not converted and not (image_id = any($1::text[])) order by image_id limit $2',
      [[...failed], LEGACY_BATCH],
    );
    if (rows.length === 0) return changed;
    for (const row of rows) {
      let converted: Buffer | undefined;
      try {
        await readPictureSize(row.bytes, COVER_NAME);
        converted = (await convertPicture(row.bytes, COVER_NAME)).data;
      } catch (error) {
        if (!(error instanceof HttpError)) {
          // Not the picture's fault (the pool, the disk): left for the next start.
          failed.add(row.image_id);
          log.error('a stored cover could not be converted', { imageId: row.image_id, err: error });
          continue;
        }
      }
      const result = converted
        ? await db.query(
            `update collection_cover_images set bytes = $2, content_type = 'image/webp', byte_size = $3, converted = true where image_id = $1 and not converted`,
            [row.image_id, converted, converted.byteLength],
          )
        : await db.query('delete from collection_cover_images where image_id = $1 and not converted', [row.image_id]);
      if (!converted) log.warn('a stored cover was not a picture and was removed', { imageId: row.image_id });
      changed += result.rowCount;
    }
  }
}

/** GET /media/collection-covers/{sha256}.{ext}. */
export function mountCoverImages(app: ServerApp, db: Database) {
  mountStoredPictures(
    app,
    COVER_PATH,
    async (imageId) =>
      (
        await db.query<StoredPicture>('select content_type, bytes from collection_cover_images where image_id = $1', [
          imageId,
        ])
      ).rows[0],
  );
}
