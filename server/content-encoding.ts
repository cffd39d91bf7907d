import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The one content-encoding negotiation of everything the server compresses (the app's files, the audience pages):
 * brotli first, then gzip, then the bytes as they are, chosen from the request's Accept-Encoding. A body is
 * compressed once into its variants (at load for the app's files, when a page is rendered for the page caches)
 * and each answer picks one. Every answer that could vary says so with `Vary: Accept-Encoding`.
 */

export type Coding = 'br' | 'gzip' | 'identity';

/** Below this size a body goes as it is: compression would save a few bytes at best. */
export const MIN_COMPRESSED_BYTES = 512;
/** Brotli's best, for bodies compressed once and served many times (the app's files). */
export const BROTLI_ONCE = 11;
/** A quick brotli for a page rendered for one answer or a short reuse: close to 11 in size at a fraction of the time. */
export const BROTLI_PER_PAGE = 5;

/** A body and its compressed variants (absent when it is too small, does not shrink, or was not asked for). */
export interface Variants {
  identity: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  /** Another Accept-Encoding may get other bytes: the answer says `Vary: Accept-Encoding`. */
  varies?: boolean;
}

export type Compressed = Exclude<Coding, 'identity'>;
const BOTH: readonly Compressed[] = ['br', 'gzip'];
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

/** A strong ETag of a body's bytes (an app file, a page's markup). */
export const strongEtag = (body: string | Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The coding of the answer: the acceptable one (q > 0) with the highest q, brotli before gzip before identity on a
 * tie. `*` stands for every coding the header does not name; identity is acceptable unless refused (by
 * `identity;q=0`, or `*;q=0` without naming it) and, when not named, ranks with the lowest q named. No header:
 * identity.
 */
export function negotiateCoding(acceptEncoding: string | undefined): Coding {
  if (acceptEncoding === undefined) return 'identity';
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (token === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    named.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  const star = named.get('*');
  const lowest = Math.min(1, ...named.values());
  const qOf = (coding: Coding): number => {
    const own = named.get(coding);
    if (own !== undefined) return own;
    if (coding === 'identity') return star === 0 ? 0 : lowest;
    return star ?? 0;
  };
  let best: Coding = 'identity';
  let bestQ = -1;
  for (const coding of PREFERENCE) {
    const q = qOf(coding);
    if (q > 0 && q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}

/**
 * The body with its compressed variants: both for a body kept and served many times, only the coding the request
 * takes for a body made for one answer. A variant is kept only when the body is big enough and it is smaller.
 */
export function compressVariants(
  body: string | Uint8Array,
  brotliQuality: number,
  codings: readonly Compressed[] = BOTH,
): Variants {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  if (identity.byteLength < MIN_COMPRESSED_BYTES) return { identity };
  const smaller = (variant: Uint8Array) => (variant.byteLength < identity.byteLength ? variant : undefined);
  const br = codings.includes('br')
    ? smaller(
        brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        }),
      )
    : undefined;
  const gzip = codings.includes('gzip') ? smaller(gzipSync(identity, { level: 9 })) : undefined;
  // Made for one coding, the body still varies: another request would get the coding it takes.
  const varies = br !== undefined || gzip !== undefined || codings.length < BOTH.length;
  return { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}), varies };
}

/** Only the variant an Accept-Encoding takes, for a body made for one answer. */
export function compressFor(body: string | Uint8Array, acceptEncoding: string | undefined): Variants {
  const coding = negotiateCoding(acceptEncoding);
  return compressVariants(body, BROTLI_PER_PAGE, coding === 'identity' ? [] : [coding]);
}

/** The variant an Accept-Encoding gets (identity when the chosen coding has no variant) and its coding. */
export function pickVariant(
  variants: Variants,
  acceptEncoding: string | undefined,
): { coding: Coding; body: Uint8Array } {
  const coding = negotiateCoding(acceptEncoding);
  const body = coding === 'identity' ? undefined : variants[coding];
  return body ? { coding, body } : { coding: 'identity', body: variants.identity };
}

/**
 * The ETag of one variant: the identity's tag with the coding added inside the quotes (`"abc"` -> `"abc-br"`), so a
 * cache that keeps a variant per Accept-Encoding revalidates each with its own tag.
 */
export function variantEtag(etag: string, coding: Coding): string {
  return coding === 'identity' ? etag : etag.replace(/"$/, `-${coding}"`);
}

/** If-None-Match holds `etag` (weak comparison: W/ ignored), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/** A Vary value with Accept-Encoding added (once). */
export function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/**
 * The headers of the variant sent: its coding (none for identity) and length, and Vary with Accept-Encoding when
 * the body has a compressed variant (another Accept-Encoding would get other bytes); `vary` is what the answer
 * varies by otherwise.
 */
export function variantHeaders(
  variants: Variants,
  coding: Coding,
  body: Uint8Array,
  vary?: string,
): Record<string, string> {
  const varies = variants.varies === true;
  return {
    ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
    'content-length': String(body.byteLength),
    ...(varies ? { vary: varyWithEncoding(vary) } : vary ? { vary } : {}),
  };
}

/** A body compressed for one answer (a page rendered for it alone): its bytes and headers for the Accept-Encoding. */
export function encodeAnswer(
  body: string | Uint8Array,
  headers: Readonly<Record<string, string>>,
  acceptEncoding: string | undefined,
): { body: Uint8Array; headers: Record<string, string> } {
  // The hot path of a redirect (an empty body): nothing to negotiate.
  if (typeof body === 'string' ? body.length * 3 < MIN_COMPRESSED_BYTES : body.byteLength < MIN_COMPRESSED_BYTES) {
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    return { body: identity, headers: { ...headers, 'content-length': String(identity.byteLength) } };
  }
  const variants = compressFor(body, acceptEncoding);
  const picked = pickVariant(variants, acceptEncoding);
  return {
    body: picked.body,
    headers: { ...headers, ...variantHeaders(variants, picked.coding, picked.body, headers.vary) },
  };
}
