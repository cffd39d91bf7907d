import type { MiddlewareHandler } from 'hono';
import { encodeAnswer } from '../content-encoding';

/**
 * The audience pages the operation router answers (combined and group links, the deep-link opener, the small
 * not-found pages, the connect and checkout pages) compressed by Accept-Encoding like the fast routes' pages
 * (server/content-encoding.ts). An answer that carries an ETag or a coding already chose its variant itself
 * (cacheableAnswer, the app's files) and passes untouched; so do JSON and everything else.
 */
export const compressHtml: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.status === 304 || res.headers.has('content-encoding') || res.headers.has('etag')) return;
  if (!res.headers.get('content-type')?.startsWith('text/html')) return;
  const vary = res.headers.get('vary');
  const encoded = encodeAnswer(
    new Uint8Array(await res.arrayBuffer()),
    vary ? { vary } : {},
    c.req.header('accept-encoding'),
  );
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(encoded.headers)) headers.set(name, value);
  // Assigned over an answer, c.res copies the old answer's headers onto the new one (its Vary and length too).
  c.res = undefined;
  c.res = new Response(encoded.body as Uint8Array<ArrayBuffer>, { status: res.status, headers });
};
