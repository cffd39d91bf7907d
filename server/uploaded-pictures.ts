import { badRequest } from './errors';
import type { ServerApp } from './services';
import { sniffImageType, type PictureType } from '../src/domain/media-limits';

/**
 * Pictures creators upload (collection covers, bio page avatars). A picture is recognised by its first bytes, not
 * by the name or type the browser sent, and size-checked, each use with its own limit and sentences; then
 * server/picture-encoding.ts writes it again. Covers are named by the SHA-256 of the bytes written, so the same
 * picture uploaded twice is stored once and an address never changes meaning.
 */

// One signature check for every upload (media library, covers, avatars), shared with the app's forms.
export { sniffImageType, type PictureType };

const EXTENSIONS: Readonly<Record<PictureType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The file name a stored picture is served under: `<sha256>.<ext>`. */
export const pictureFileName = (picture: { imageId: string; contentType: string }) =>
  `${picture.imageId}.${EXTENSIONS[picture.contentType as PictureType] ?? 'img'}`;

/** The image id of a served file name, or undefined for names no stored picture has. */
export const imageIdOfFileName = (name: string) => /^([0-9a-f]{64})\.(jpg|png|webp)$/.exec(name)?.[1];

/** What a use says when an upload is refused. */
export interface PictureRules {
  maxBytes: number;
  messages: { notAFile: string; empty: string; tooLarge: string; unsupported: string };
}

/** The rules of one kind of upload: its form field, what the picture is called in sentences, its limit in MB. */
export function pictureRules(field: string, name: string, maxMegabytes: number): PictureRules {
  return {
    maxBytes: maxMegabytes * 1024 * 1024,
    messages: {
      notAFile: `${field} must be a picture file (JPEG, PNG or WebP).`,
      empty: `The ${name} picture is empty.`,
      tooLarge: `The ${name} picture is larger than ${maxMegabytes} MB. Choose a smaller one.`,
      unsupported: `The ${name} must be a JPEG, PNG or WebP picture.`,
    },
  };
}

export interface CheckedPicture {
  contentType: PictureType;
  bytes: Uint8Array;
}

/** Checks an uploaded picture (a File from a multipart body); refuses anything else with the use's sentence. */
export async function checkPicture(upload: unknown, rules: PictureRules): Promise<CheckedPicture> {
  if (!(upload instanceof File)) throw badRequest(rules.messages.notAFile);
  if (upload.size === 0) throw badRequest(rules.messages.empty);
  if (upload.size > rules.maxBytes) throw badRequest(rules.messages.tooLarge);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw badRequest(rules.messages.unsupported);
  return { contentType, bytes };
}

/** Headers of a stored picture: its bytes never change for an address, so caches keep them for good. */
const PICTURE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
} as const;

/** A stored picture's type and bytes, as its table holds them. */
export interface StoredPicture {
  content_type: string;
  bytes: Uint8Array;
}

/** GET `<path>/{sha256}.{ext}`: serves the pictures `load` finds by image id; anything else is a 404. */
export function mountStoredPictures(
  app: ServerApp,
  path: string,
  load: (imageId: string) => Promise<StoredPicture | undefined>,
) {
  app.get(`${path}/:file`, async (c) => {
    const imageId = imageIdOfFileName(c.req.param('file'));
    const row = imageId ? await load(imageId) : undefined;
    if (!row) return c.text('No such picture.', 404);
    return c.body(new Uint8Array(row.bytes), 200, { 'content-type': row.content_type, ...PICTURE_HEADERS });
  });
}
