/**
 * What the media library accepts (spec section 5 and the contract's MediaUpload): the checks that need only the
 * bytes, pure so property tests can hold them to the limits. The server checks every upload with them before
 * storing anything (decoding and re-encoding are server/modules/galleries/media-store.ts's), and the gallery
 * editor runs the same checks on the chosen files before sending, so the form and the envelope say the same.
 */

/** Spec §5: at most 52 files in one upload. */
export const MAX_UPLOAD_FILES = 52;
/** Spec §5: a video of at most 60 seconds. */
export const MAX_VIDEO_SECONDS = 60;
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Longest side of a picture accepted (decoding cost grows with the pixels, not the bytes). */
export const MAX_PICTURE_SIDE = 8000;

export type MediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'video/mp4' | 'video/quicktime';

export const MEDIA_MESSAGES = {
  none: 'Choose at least one picture or video to upload.',
  tooMany: (count: number) => `You can upload at most ${MAX_UPLOAD_FILES} files at once; this upload has ${count}.`,
  notAFile: (n: number) => `Item ${n} of the upload is not a file.`,
  empty: (name: string) => `${name} is empty.`,
  unsupported: (name: string) => `${name} is not a JPEG, PNG, WebP or GIF picture or an MP4 or QuickTime video.`,
  pictureTooLarge: (name: string) => `${name} is larger than 10 MB. Choose a smaller picture.`,
  videoTooLarge: (name: string) => `${name} is larger than 50 MB. Choose a shorter or smaller video.`,
  pictureTooBig: (name: string, width: number, height: number) =>
    `${name} is ${width} x ${height} pixels; pictures can be at most ${MAX_PICTURE_SIDE} pixels on a side.`,
  unreadablePicture: (name: string) => `${name} could not be read as a picture.`,
  unreadableVideo: (name: string) => `${name} could not be read as a video (its movie header is missing or damaged).`,
  videoTooLong: (name: string, seconds: number) =>
    `${name} is ${Math.ceil(seconds)} seconds long; videos can be at most ${MAX_VIDEO_SECONDS} seconds.`,
  callTooLarge:
    'These files come to more than 100 MB together. Upload them in smaller groups (a large video on its own).',
} as const;

/** Most bytes one upload call carries in all (the contract's x-max-body-bytes of uploadMedia). */
export const MAX_UPLOAD_CALL_BYTES = 100 * 1024 * 1024;

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** The picture type the bytes are, by their signature (JPEG, PNG, WebP); undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): PictureType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (startsWith(bytes, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  return undefined;
}

/** The media type the bytes are, by their signature (never the name or the type the browser sent). */
export function sniffMediaType(bytes: Uint8Array): MediaType | undefined {
  const picture = sniffImageType(bytes);
  if (picture) return picture;
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'ftyp', 4)) return startsWith(bytes, 'qt  ', 8) ? 'video/quicktime' : 'video/mp4';
  return undefined;
}

export const isVideo = (type: MediaType) => type.startsWith('video/');

export interface MovieHeader {
  durationSeconds: number;
  width: number;
  height: number;
}

/** Boxes (ISO base media file format) from `start` to `end`: type and where their content lies. */
function* boxes(view: DataView, start: number, end: number): Generator<{ type: string; from: number; to: number }> {
  let at = start;
  while (at < end) {
    if (end - at < 8) throw new RangeError('truncated box header');
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let header = 8;
    if (size === 1) {
      if (end - at < 16) throw new RangeError('truncated large size');
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw new RangeError(`box ${type} runs past its parent`);
    yield { type, from: at + header, to: at + size };
    at += size;
  }
}

/**
 * The duration and picture size of an MP4 / QuickTime file from its movie header (moov/mvhd) and the first track
 * header with a size (moov/trak/tkhd); undefined when the top-level boxes do not tile the file, or there is no
 * movie header or no media data (mdat). Nothing is decoded: this is the container's own statement of its length.
 */
export function readMovieHeader(bytes: Uint8Array): MovieHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const top = [...boxes(view, 0, bytes.byteLength)];
    if (top[0]?.type !== 'ftyp') return undefined;
    const moov = top.find((box) => box.type === 'moov');
    // Without its media data box a movie has no frames to play: a file cut off after its headers.
    if (!moov || !top.some((box) => box.type === 'mdat')) return undefined;
    let duration: number | undefined;
    let width = 0;
    let height = 0;
    for (const box of boxes(view, moov.from, moov.to)) {
      if (box.type === 'mvhd') {
        const version = view.getUint8(box.from);
        const timescale = view.getUint32(box.from + (version === 1 ? 20 : 12));
        const units = version === 1 ? Number(view.getBigUint64(box.from + 24)) : view.getUint32(box.from + 16);
        if (timescale === 0) return undefined;
        duration = units / timescale;
      } else if (box.type === 'trak' && width === 0) {
        const tkhd = [...boxes(view, box.from, box.to)].find((inner) => inner.type === 'tkhd');
        // Width and height are the last 8 bytes of the track header, 16.16 fixed point.
        if (tkhd && tkhd.to - tkhd.from >= 84) {
          width = view.getUint32(tkhd.to - 8) >>> 16;
          height = view.getUint32(tkhd.to - 4) >>> 16;
        }
      }
    }
    return duration === undefined ? undefined : { durationSeconds: duration, width, height };
  } catch {
    return undefined;
  }
}

/** A file of an upload as far as the limits care: its name for the sentences, its size and bytes. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type CheckedFile =
  | { name: string; type: Exclude<MediaType, 'video/mp4' | 'video/quicktime'>; bytes: Uint8Array }
  | { name: string; type: 'video/mp4' | 'video/quicktime'; bytes: Uint8Array; movie: MovieHeader };

/**
 * Checks a whole upload before anything is stored: the count, then each file's kind by its bytes, its size and, for
 * a video, its length from the movie header. Answers the first problem as a sentence naming the file, or the
 * files ready for storing.
 */
export function checkUpload(
  files: readonly UploadedFile[],
): { ok: true; files: CheckedFile[] } | { ok: false; message: string } {
  if (files.length === 0) return { ok: false, message: MEDIA_MESSAGES.none };
  if (files.length > MAX_UPLOAD_FILES) return { ok: false, message: MEDIA_MESSAGES.tooMany(files.length) };
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.bytes.byteLength === 0) return { ok: false, message: MEDIA_MESSAGES.empty(file.name) };
    const type = sniffMediaType(file.bytes);
    if (!type) return { ok: false, message: MEDIA_MESSAGES.unsupported(file.name) };
    if (type === 'video/mp4' || type === 'video/quicktime') {
      if (file.bytes.byteLength > MAX_VIDEO_BYTES)
        return { ok: false, message: MEDIA_MESSAGES.videoTooLarge(file.name) };
      const movie = readMovieHeader(file.bytes);
      if (!movie) return { ok: false, message: MEDIA_MESSAGES.unreadableVideo(file.name) };
      if (movie.durationSeconds > MAX_VIDEO_SECONDS)
        return { ok: false, message: MEDIA_MESSAGES.videoTooLong(file.name, movie.durationSeconds) };
      checked.push({ name: file.name, type, bytes: file.bytes, movie });
    } else {
      if (file.bytes.byteLength > MAX_PICTURE_BYTES)
        return { ok: false, message: MEDIA_MESSAGES.pictureTooLarge(file.name) };
      checked.push({ name: file.name, type, bytes: file.bytes });
    }
  }
  return { ok: true, files: checked };
}
