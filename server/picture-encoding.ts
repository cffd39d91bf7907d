import { badRequest } from './errors';
import { withImageLibrary, imageLibrary } from './image-library';
import { MAX_PICTURE_SIDE, MEDIA_MESSAGES } from '../src/domain/media-limits';

/**
 * Every picture Linkmint stores (media library uploads, bio page avatars, collection covers) goes through here:
 * its size is read from its header, without decoding it, and held to MAX_PICTURE_SIDE; then it is decoded and
 * written again as WebP, upright and without its metadata (EXIF GPS, camera, author), so nothing is ever served as
 * it was uploaded and a file that only starts like a picture is refused. Conversions take a turn in the process's
 * picture pool (image-library.ts); the caller charges the shop's budget (picture-budget.ts) between the two steps.
 */

export interface PictureSize {
  width: number;
  height: number;
}

const QUALITY = 86;
const THUMBNAIL_QUALITY = 80;

/** The picture's size by its header; refuses, naming the limit, a side above MAX_PICTURE_SIDE, and what has no header. */
export async function readPictureSize(bytes: Uint8Array, name: string): Promise<PictureSize> {
  const sharp = await imageLibrary();
  let size: PictureSize;
  try {
    // The header alone: nothing is decoded, so no pixel limit applies yet (one would hide the size behind 'could not be read').
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    throw badRequest(MEDIA_MESSAGES.unreadablePicture(name));
  }
  if (size.width === 0 || size.height === 0) throw badRequest(MEDIA_MESSAGES.unreadablePicture(name));
  if (size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE)
    throw badRequest(MEDIA_MESSAGES.pictureTooBig(name, size.width, size.height));
  return size;
}

export interface ConvertedPicture extends PictureSize {
  /** WebP bytes. */
  data: Buffer;
}

/** Decodes a picture (read by readPictureSize first) and writes it again as WebP; refuses what does not decode. */
export async function convertPicture(bytes: Uint8Array, name: string): Promise<ConvertedPicture> {
  try {
    return await withImageLibrary(async (sharp) => {
      // rotate() applies the EXIF orientation before the metadata is dropped; an animated GIF keeps its first frame.
      const picture = await sharp(bytes, { limitInputPixels: MAX_PICTURE_SIDE * MAX_PICTURE_SIDE })
        .rotate()
        .webp({ quality: QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { data: picture.data, width: picture.info.width, height: picture.info.height };
    });
  } catch {
    throw badRequest(MEDIA_MESSAGES.unreadablePicture(name));
  }
}

/** A converted picture `width` wide (never enlarged), as WebP. */
export function thumbnailOf(picture: ConvertedPicture, width: number): Promise<Buffer> {
  return withImageLibrary((sharp) =>
    sharp(picture.data).resize({ width, withoutEnlargement: true }).webp({ quality: THUMBNAIL_QUALITY }).toBuffer(),
  );
}
