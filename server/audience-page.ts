import { createHash } from 'node:crypto';
import { escapeHtml } from '../src/domain/html';
import {
  BROTLI_PER_PAGE,
  compressFor,
  compressVariants,
  etagMatches,
  pickVariant,
  strongEtag,
  variantEtag,
  variantHeaders,
  type Variants,
} from './content-encoding';
import type { PageRequestHeaders } from './public-page-route';

/**
 * The frame of the pages the audience sees (combined links, group links, the deep-link hand-over): plain
 * server-rendered HTML with its small stylesheet inline, no script unless a page needs one, readable on a
 * phone. Every text put into it is escaped by the caller with escapeHtml.
 */

/** The frame's rules every audience page uses. */
const FRAME_BASE = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1f;background:#f5f5f7}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 2rem}header{text-align:center;margin-bottom:1.25rem}h1{font-size:1.45rem;margin:.2rem 0}
.note{color:#6e6e73;font-size:.9rem;margin:.2rem 0}.intro{margin:.5rem 0 0}ul{list-style:none;margin:0;padding:0}li+li{margin-top:.6rem}
.meta{color:#6e6e73;font-size:.85rem}footer{margin-top:2rem;text-align:center;color:#6e6e73;font-size:.8rem}`;

/** The frame's list items (a.item): links with a title and a side note. */
export const FRAME_ITEMS = `a.item{display:flex;align-items:center;justify-content:space-between;gap:.75rem;padding:.9rem 1rem;
background:#fff;border-radius:12px;color:inherit;text-decoration:none;box-shadow:0 1px 2px rgba(0,0,0,.08)}a.item:focus-visible{outline:3px solid #0e7c66;outline-offset:2px}`;

/** The frame's cover picture, byline, item parts, empty note and buttons, which pages other than the bio page draw. */
const FRAME_PARTS = `.cover{width:100%;max-height:14rem;object-fit:cover;border-radius:14px;margin-bottom:1rem}.by{color:#6e6e73;font-size:.9rem;margin:.2rem 0}
.title{font-weight:600;overflow-wrap:anywhere}.price{white-space:nowrap;font-weight:600}.empty{text-align:center;color:#6e6e73}
a.button{display:block;text-align:center;padding:.95rem 1rem;border-radius:12px;background:#0e7c66;color:#fff;font-weight:600;text-decoration:none;margin-top:1rem}
a.button.secondary{background:#fff;color:#0e7c66;box-shadow:inset 0 0 0 2px #0e7c66}a.button:focus-visible{outline:3px solid #0e7c66;outline-offset:2px}`;

/** The frame's own stylesheet, before a page's (`PageContent.style`): every part of it, unless a page names its own. */
export const FRAME_STYLE = `${FRAME_BASE}\n${FRAME_ITEMS}\n${FRAME_PARTS}`;

/** The frame's rules a page of its own design needs: the base, and the list items when it has any. */
export const frameStyleWith = (items: boolean) => `${FRAME_BASE}${items ? `\n${FRAME_ITEMS}` : ''}`;

/** Our own pictures (or the sources a page names), the inline style and scripts named by hash; nothing may frame the page. */
function contentSecurityPolicy(scriptHashes: readonly string[], imageSources = "'self'", withMedia = false): string {
  const scripts = scriptHashes.length > 0 ? scriptHashes.map((hash) => `'${hash}'`).join(' ') : "'none'";
  // Videos (a gallery's) play from our own files only.
  const media = withMedia ? " media-src 'self';" : '';
  // A page without script cannot fetch anything itself, so same-origin fetches cost nothing there; they let tools
  // that read the site from the page (Lighthouse's robots.txt check) do their work. A page with a script stays at none.
  const connect = scriptHashes.length > 0 ? "'none'" : "'self'";
  return `default-src 'none'; img-src ${imageSources};${media} style-src 'unsafe-inline'; script-src ${scripts}; connect-src ${connect}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** CSP source of an inline script: the base64 SHA-256 of its exact text. */
export const scriptHash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/** The site's icon every audience page names (server/http/site-files.ts answers it). */
export const ICON_PATH = '/favicon.svg';

export interface PageContent {
  /** Plain text (escaped here). */
  title: string;
  /** Plain text for the description meta and link previews (escaped here). */
  description?: string;
  /** Markup of the body, already escaped where it holds text. */
  body: string;
  /** Inline scripts, each allowed by its hash. Keep data out of them (put it in a JSON block) so hashes stay fixed. */
  scripts?: readonly string[];
  /** Open Graph properties beyond og:title (og:description, og:url, og:image…), plain text (escaped here). */
  openGraph?: Readonly<Record<string, string>>;
  /** CSS added after the frame's own (the page's look); the caller puts no user text in it unchecked. */
  style?: string;
  /** The frame's rules the page needs (frameStyleWith); all of FRAME_STYLE when left out. */
  frameStyle?: string;
  /** A robots meta for the whole page (e.g. `nofollow`, where every link on it is tracked or a profile). */
  robots?: string;
  /** The CSP img-src of the page; our own pictures only by default. */
  imageSources?: string;
  /** True when the page plays videos of our own (media-src 'self'). */
  videos?: boolean;
}

export interface PageAnswer {
  html: string;
  headers: Record<string, string>;
}

export function renderPage(page: PageContent): PageAnswer {
  const description = page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '';
  const scripts = (page.scripts ?? []).map((script) => `<script>${script}</script>`).join('');
  const openGraph = Object.entries(page.openGraph ?? {})
    .map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title><link rel="icon" href="${ICON_PATH}" type="image/svg+xml">${description}${page.robots ? `<meta name="robots" content="${escapeHtml(page.robots)}">` : ''}<meta property="og:title" content="${escapeHtml(page.title)}">${openGraph}
<style>${page.frameStyle ?? FRAME_STYLE}${page.style ?? ''}</style></head>
<body><main>${page.body}</main>${scripts}</body></html>
`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy(
        (page.scripts ?? []).map(scriptHash),
        page.imageSources,
        page.videos,
      ),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    },
  };
}

/** A page ready for many visits: its ETag and its brotli and gzip variants made once (server/content-encoding.ts). */
export interface EncodedPage {
  page: PageAnswer;
  etag: string;
  variants: Variants;
}

/** The page compressed once, for a page cache to keep with it, so an answer from the cache compresses nothing. */
export function encodePage(page: PageAnswer): EncodedPage {
  return { page, etag: strongEtag(page.html), variants: compressVariants(page.html, BROTLI_PER_PAGE) };
}

/**
 * A page whose visits are counted: caches may keep it but must ask again each time (no-cache), and an unchanged
 * page is answered 304 by its ETag, so a repeat visit costs a few bytes yet still reaches the count. The body is
 * the variant the Accept-Encoding takes, and its ETag names the variant (`"tag-br"`): a 304 answers only the tag
 * of the variant this request would get, so a cache never freshens bytes of another coding.
 */
export function cacheableAnswer(encoded: EncodedPage, request: PageRequestHeaders) {
  const { coding, body } = pickVariant(encoded.variants, request.acceptEncoding);
  const etag = variantEtag(encoded.etag, coding);
  const { 'content-length': length, ...variant } = variantHeaders(encoded.variants, coding, body);
  const headers = { ...encoded.page.headers, ...variant, etag, 'cache-control': 'public, no-cache' };
  return etagMatches(request.ifNoneMatch, etag)
    ? { status: 304 as const, headers, body: null }
    : { status: 200 as const, headers: { ...headers, 'content-length': length! }, body };
}

/** The request headers a page answer reads, from an operation's context. */
export const pageRequestOf = (ctx: { header(name: string): string | undefined }): PageRequestHeaders => ({
  ifNoneMatch: ctx.header('if-none-match'),
  acceptEncoding: ctx.header('accept-encoding'),
});

/** A page rendered for one visit, compressed only in the coding this visit takes, answered like a cached one. */
export function onePageResponse(page: PageAnswer, request: PageRequestHeaders): Response {
  return cacheableResponse(
    { page, etag: strongEtag(page.html), variants: compressFor(page.html, request.acceptEncoding) },
    request,
  );
}

/** cacheableAnswer as a Response, for the operation router's path. */
export function cacheableResponse(encoded: EncodedPage, request: PageRequestHeaders): Response {
  const answer = cacheableAnswer(encoded, request);
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, {
    status: answer.status,
    headers: answer.headers,
  });
}

export function notFoundPage(what: string): Response {
  const page = renderPage({
    title: `${what} not found`,
    body: `<header><h1>${escapeHtml(what)} not found</h1><p class="intro">This page does not exist or its creator has removed it. Check the address you were given.</p></header>`,
  });
  return new Response(page.html, {
    status: 404,
    headers: { ...page.headers, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

/** The affiliate disclosure every page of product links carries. */
export const DISCLOSURE = '<footer>The creator may earn a commission on purchases made through these links.</footer>';
