import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../errors';
import type { EventStore } from '../../events/event-store';
import type { Projection } from '../../events/projections';
import type { PictureBudget } from '../../picture-budget';
import { convertPicture, readPictureSize, thumbnailOf, type PictureSize } from '../../picture-encoding';
import { checkUpload, MEDIA_MESSAGES, type CheckedFile, type UploadedFile } from './media-limits';

/**
 * The shop media library: uploads checked whole (media-limits.ts), pictures decoded and written again as WebP
 * without their metadata (picture-encoding.ts: no uploaded file is ever served as it came) with a thumbnail 200 px wide, videos kept
 * as checked, all as files under MEDIA_DIR; one MediaUploaded event per file (stream `media:<id>`) feeds media_items.
 */

type Schemas = components['schemas'];

/** Spec §9: thumbnail width. */
export const THUMBNAIL_WIDTH = 200;
/** Where the library's files are served. */
export const MEDIA_PATH = '/media/uploads';
/** Where a picture's thumbnail is served by its media id alone (a short address for pages that draw many). */
export const THUMBNAIL_PATH = '/t';
/** The file of a picture's thumbnail (preparePicture names it so). */
export const thumbnailFile = (mediaId: string) => `${mediaId}-thumb.webp`;

export function mediaDirectory(config: { MEDIA_DIR?: string; DATA_DIR: string }): string {
  if (config.MEDIA_DIR) return config.MEDIA_DIR;
  // An in-memory database keeps nothing after the process; its uploads go to a folder of this process.
  return config.DATA_DIR.startsWith('memory://')
    ? join(tmpdir(), `linkmint-media-${process.pid}`)
    : join(config.DATA_DIR, 'media');
}

export interface MediaRecord {
  mediaId: string;
  shopDomain: string;
  kind: 'image' | 'video';
  /** File names under MEDIA_DIR. */
  file: string;
  thumbnail: string | null;
  contentType: string;
  width: number;
  height: number;
  durationSeconds: number | null;
  byteSize: number;
  uploadedAt: string;
}

export type MediaEvent = { type: 'MediaUploaded'; data: MediaRecord };
export const mediaStream = (mediaId: string) => `media:${mediaId}`;

export const mediaItemsProjection: Projection<MediaEvent> = {
  name: 'media-items',
  tables: ['media_items'],
  handles: ['MediaUploaded'],
  async apply(tx, event) {
    const d = event.data;
    // An erased shop's events keep only { redacted: true }.
    if (typeof d.mediaId !== 'string') return;
    await tx.query(
      `insert into media_items (media_id, shop_domain, kind, file, thumbnail, content_type, width, height, duration_seconds, byte_size, uploaded_at, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        d.mediaId,
        d.shopDomain,
        d.kind,
        d.file,
        d.thumbnail,
        d.contentType,
        d.width,
        d.height,
        d.durationSeconds,
        d.byteSize,
        d.uploadedAt,
        event.position,
      ],
    );
  },
};

export interface MediaRow {
  media_id: string;
  shop_domain: string;
  kind: 'image' | 'video';
  file: string;
  thumbnail: string | null;
  content_type: string;
  width: number;
  height: number;
  duration_seconds: number | null;
  byte_size: number;
  uploaded_at: Date;
}

/** Same-origin path of a file of the media library (the public pages' CSP allows only our own pictures). */
export const mediaPath = (file: string) => `${MEDIA_PATH}/${file}`;
export const mediaFileUrl = (origin: string, file: string) => `${origin}${MEDIA_PATH}/${file}`;

export function mediaView(row: MediaRow, origin: string): Schemas['MediaItem'] {
  return {
    id: row.media_id,
    kind: row.kind,
    url: mediaFileUrl(origin, row.file),
    ...(row.thumbnail ? { thumbnailUrl: mediaFileUrl(origin, row.thumbnail) } : {}),
    width: row.width,
    height: row.height,
    ...(row.duration_seconds !== null
      ? { durationSeconds: Math.round(Number(row.duration_seconds) * 1000) / 1000 }
      : {}),
    byteSize: Number(row.byte_size),
    createdAt: row.uploaded_at.toISOString(),
  };
}

/** The shop's media by id (others' and unknown ids are simply absent). */
export async function shopMedia(
  db: Queryable,
  shopDomain: string,
  mediaIds: readonly string[],
): Promise<Map<string, MediaRow>> {
  if (mediaIds.length === 0) return new Map();
  const { rows } = await db.query<MediaRow>(
    'select * from media_items where shop_domain = $1 and media_id = any($2::text[])',
    [shopDomain, [...new Set(mediaIds)]],
  );
  return new Map(rows.map((row) => [row.media_id, row]));
}

/** Files of a multipart field: one File, several, or something that is not a file. */
export async function uploadedFiles(field: unknown): Promise<UploadedFile[]> {
  const items = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return Promise.all(
    items.map(async (item, index) => {
      if (!(item instanceof File)) throw badRequest(MEDIA_MESSAGES.notAFile(index + 1));
      return { name: item.name || `File ${index + 1}`, bytes: new Uint8Array(await item.arrayBuffer()) };
    }),
  );
}

/** Sixteen characters, unguessable; also the name of the files (MEDIA_PATH). */
export const newMediaId = () => randomBytes(12).toString('base64url');

interface Prepared {
  record: Omit<MediaRecord, 'shopDomain' | 'uploadedAt' | 'mediaId'>;
  files: Array<{ name: string; bytes: Uint8Array }>;
}

/** The picture written again (picture-encoding.ts) with its thumbnail. */
async function preparePicture(file: CheckedFile, mediaId: string): Promise<Prepared> {
  const picture = await convertPicture(file.bytes, file.name);
  const thumbnail = await thumbnailOf(picture, THUMBNAIL_WIDTH);
  return {
    record: {
      kind: 'image',
      file: `${mediaId}.webp`,
      thumbnail: thumbnailFile(mediaId),
      contentType: 'image/webp',
      width: picture.width,
      height: picture.height,
      durationSeconds: null,
      byteSize: picture.data.byteLength,
    },
    files: [
      { name: `${mediaId}.webp`, bytes: picture.data },
      { name: thumbnailFile(mediaId), bytes: thumbnail },
    ],
  };
}

function prepareVideo(file: Extract<CheckedFile, { movie: unknown }>, mediaId: string): Prepared {
  const extension = file.type === 'video/quicktime' ? 'mov' : 'mp4';
  return {
    record: {
      kind: 'video',
      file: `${mediaId}.${extension}`,
      thumbnail: null,
      contentType: file.type,
      width: file.movie.width,
      height: file.movie.height,
      durationSeconds: file.movie.durationSeconds,
      byteSize: file.bytes.byteLength,
    },
    files: [{ name: `${mediaId}.${extension}`, bytes: file.bytes }],
  };
}

/**
 * Stores an upload: every file checked, the pictures' sizes read from their headers and charged to the shop's
 * budget, then every picture converted (one refusal stores nothing), then the files written and the events appended
 * in one transaction; files written for a failed append are removed again.
 */
export async function storeUpload(
  deps: { store: EventStore; directory: string; budget: PictureBudget },
  shopDomain: string,
  files: readonly UploadedFile[],
  now: Date,
): Promise<MediaRecord[]> {
  const checked = checkUpload(files);
  if (!checked.ok) throw badRequest(checked.message);
  const sizes: PictureSize[] = [];
  for (const file of checked.files) if (!('movie' in file)) sizes.push(await readPictureSize(file.bytes, file.name));
  deps.budget.charge(shopDomain, sizes, now);
  // One picture of a request at a time: requests take turns in the picture pool instead of one queueing all of its files.
  const prepared: Array<Prepared & { mediaId: string }> = [];
  for (const file of checked.files) {
    const mediaId = newMediaId();
    prepared.push({
      mediaId,
      ...('movie' in file ? prepareVideo(file, mediaId) : await preparePicture(file, mediaId)),
    });
  }
  await mkdir(deps.directory, { recursive: true });
  const written = prepared.flatMap((p) => p.files.map((f) => join(deps.directory, f.name)));
  try {
    for (const p of prepared)
      for (const f of p.files) await writeFile(join(deps.directory, f.name), f.bytes, { flag: 'wx' });
    const records = prepared.map((p): MediaRecord => ({
      mediaId: p.mediaId,
      shopDomain,
      uploadedAt: now.toISOString(),
      ...p.record,
    }));
    await deps.store.appendMany<MediaEvent>(
      records.map((record) => ({
        streamId: mediaStream(record.mediaId),
        event: { type: 'MediaUploaded', data: record },
      })),
    );
    return records;
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    throw error;
  }
}

const FILE_NAME = /^([A-Za-z0-9_-]{16})(-thumb)?\.(webp|mp4|mov|png)$/;
const TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  png: 'image/png',
};

/** A stored file's size and type by its served name, or undefined for names the library never writes. */
export async function mediaFile(
  directory: string,
  name: string,
): Promise<{ path: string; size: number; contentType: string } | undefined> {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const path = join(directory, name);
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, contentType: TYPES[match[3]!]! } : undefined;
  } catch {
    return undefined;
  }
}
