import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ServerApp } from '../../services';
import { MEDIA_PATH, THUMBNAIL_PATH, mediaFile, thumbnailFile } from './media-store';

/**
 * GET /media/uploads/{file}: the media library's stored files (re-encoded pictures, thumbnails, checked videos),
 * and GET /t/{id}, a picture's thumbnail. A name is never reused, so caches keep them for good; byte ranges are answered so videos can seek.
 */
export function mountMediaFiles(app: ServerApp, directory: string) {
  app.get(`${MEDIA_PATH}/:file`, (c) => answerFile(c, directory, c.req.param('file')));
  // A picture's thumbnail by its id alone: the short address bio page buttons draw (a page has up to 200).
  app.get(`${THUMBNAIL_PATH}/:id`, (c) => answerFile(c, directory, thumbnailFile(c.req.param('id'))));
}

async function answerFile(c: Context, directory: string, name: string) {
  const file = await mediaFile(directory, name);
  if (!file) return c.text('No such file.', 404);
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  let start = 0;
  let end = file.size - 1;
  let status: 200 | 206 = 200;
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, file.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), file.size - 1) : file.size - 1;
    if (start > end || start >= file.size)
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${file.size}` });
    status = 206;
    headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
  }
  headers['content-length'] = String(end - start + 1);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  const stream = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, status, headers);
}
