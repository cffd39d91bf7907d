import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import type { ServerApp } from '../../services';
import type { CollectionCover } from './collections';

/**
 * Cover pictures of collections (update_collection's `cover`). A picture is recognised by its first bytes, not
 * by the name or type the browser sent, and kept in the database under the SHA-256 of its bytes, so the same
 * picture uploaded twice is stored once and its address never changes meaning.
 */

/** The contract's limit (CollectionUpload.cover). */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

export const COVER_MESSAGES = {
  notAFile: 'cover must be a picture file (JPEG, PNG or WebP).',
  empty: 'The cover picture is empty.',
  tooLarge: 'The cover picture is larger than 5 MB. Choose a smaller one.',
  unsupported: 'The cover must be a JPEG, PNG or WebP picture.',
} as const;

export type CoverType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The picture type the bytes are, by their signature; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): CoverType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const EXTENSIONS: Readonly<Record<CoverType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Where a stored cover is served; the app shows it, so it is an absolute address. */
export const COVER_PATH = '/media/collection-covers';
export const coverUrl = (origin: string, cover: { imageId: string; contentType: string }) =>
  `${origin}${COVER_PATH}/${cover.imageId}.${EXTENSIONS[cover.contentType as CoverType] ?? 'img'}`;

/** Checks an uploaded cover (a File from the multipart body) and stores it; refuses anything else with a sentence. */
export async function storeCover(db: Database, upload: unknown): Promise<CollectionCover> {
  if (!(upload instanceof File)) throw badRequest(COVER_MESSAGES.notAFile);
  if (upload.size === 0) throw badRequest(COVER_MESSAGES.empty);
  if (upload.size > MAX_COVER_BYTES) throw badRequest(COVER_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw badRequest(COVER_MESSAGES.unsupported);
  const imageId = createHash('sha256').update(bytes).digest('hex');
  await db.query(
    `insert into collection_cover_images (image_id, content_type, byte_size, bytes) values ($1, $2, $3, $4)
     on conflict (image_id) do nothing`,
    [imageId, contentType, bytes.byteLength, Buffer.from(bytes)],
  );
  return { imageId, contentType };
}

/** GET /media/collection-covers/{sha256}.{ext}: the bytes never change for an address, so caches keep them for good. */
export function mountCoverImages(app: ServerApp, db: Database) {
  app.get(`${COVER_PATH}/:file`, async (c) => {
    const imageId = /^([0-9a-f]{64})\.(jpg|png|webp)$/.exec(c.req.param('file'))?.[1];
    if (!imageId) return c.text('No such picture.', 404);
    const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from collection_cover_images where image_id = $1',
      [imageId],
    );
    const row = rows[0];
    if (!row) return c.text('No such picture.', 404);
    return c.body(new Uint8Array(row.bytes), 200, {
      'content-type': row.content_type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}
