import { AMAZON_HOST } from '../../../src/domain/retailer-links';
import { describeFetchFailure, PROVIDER_TIMEOUT_MS } from '../identity/provider-calls';

/**
 * Reads the cover picture of a public Amazon list (a wish list or an influencer's idea list) from the list's own
 * page: the picture Amazon puts in its Open Graph tags for link previews. Amazon offers no API for lists, so this is
 * the one way; it reaches amazon.com, so it is off unless AMAZON_LIST_READER=on (a fresh install never leaves the
 * machine) and then answers a sentence saying so.
 */

export type ListCoverResult =
  | { ok: true; imageUrl: string }
  /** cause: for the log, never shown (the sentence is). */
  | { ok: false; status: 400 | 404 | 502 | 503; message: string; cause?: string };

export const LIST_COVER_MESSAGES = {
  notAList:
    'Give the address of a public Amazon list, e.g. https://www.amazon.com/hz/wishlist/ls/2ABCDEF1234 or https://www.amazon.com/shop/yourname/list/2ABCDEF1234.',
  off: 'This server does not read Amazon pages (AMAZON_LIST_READER is off), so the cover of an Amazon list cannot be fetched here. Add a cover picture of your own instead.',
  notFound: 'Amazon has no public list at that address: check that the list exists and is shared publicly.',
  noCover: 'That Amazon list has no cover picture yet.',
  unavailable: 'Amazon did not answer; try again in a minute.',
} as const;

/** The list forms Amazon shares: /hz/wishlist/ls/<id> and /shop/<creator>/list/<id>, each with an optional slug or query. */
const LIST_PATHS = [
  /^\/hz\/wishlist\/ls\/([A-Z0-9]{6,20})(?:[/?]|$)/,
  /^\/shop\/[A-Za-z0-9._-]{1,64}\/list\/([A-Z0-9]{6,20})(?:[/?]|$)/,
];
/** Where Amazon serves its pictures; a cover anywhere else is not taken. */
const IMAGE_HOST = /^(?:m\.media-amazon\.com|images-[a-z]{2}\.ssl-images-amazon\.com|images-amazon\.com)$/;
const MAX_PAGE_BYTES = 2_000_000;

/** The list's canonical address, or undefined when the address is not an Amazon list. */
export function amazonListAddress(input: string): URL | undefined {
  if (!URL.canParse(input)) return undefined;
  const url = new URL(input);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!AMAZON_HOST.test(url.hostname.toLowerCase())) return undefined;
  if (!LIST_PATHS.some((pattern) => pattern.test(url.pathname))) return undefined;
  return new URL(`https://${url.hostname.toLowerCase()}${url.pathname}`);
}

/** og:image of an HTML page, attributes in either order, entities of a URL decoded. */
export function openGraphImage(html: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const property = /\b(?:property|name)\s*=\s*["']og:image(?::url)?["']/i.test(tag);
    const content = /\bcontent\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2];
    if (property && content)
      return content
        .replace(/&amp;/g, '&')
        .replace(/&#x2F;/gi, '/')
        .trim();
  }
  return undefined;
}

function acceptableCover(candidate: string | undefined): string | undefined {
  if (!candidate || !URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  return url.protocol === 'https:' && IMAGE_HOST.test(url.hostname) ? url.href : undefined;
}

export interface AmazonListReaderOptions {
  enabled: boolean;
  /** Where Amazon's pages are fetched from instead of the list's own origin; tests point it at a loopback fake. */
  pageOrigin?: string;
  timeoutMs?: number;
}

export function createAmazonListReader(options: AmazonListReaderOptions, fetcher: typeof fetch = fetch) {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  return async function listCover(address: string): Promise<ListCoverResult> {
    const list = amazonListAddress(address);
    if (!list) return { ok: false, status: 400, message: LIST_COVER_MESSAGES.notAList };
    if (!options.enabled) return { ok: false, status: 503, message: LIST_COVER_MESSAGES.off };
    const target = options.pageOrigin ? new URL(list.pathname, options.pageOrigin) : list;
    let answer: Response;
    try {
      // No redirects followed: a list that moved is reported, never chased to another host.
      answer = await fetcher(target, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'text/html' },
      });
    } catch (error) {
      return {
        ok: false,
        status: 502,
        message: LIST_COVER_MESSAGES.unavailable,
        cause: describeFetchFailure('Amazon list page', error, timeoutMs),
      };
    }
    if (answer.status === 404 || answer.status === 410 || (answer.status >= 300 && answer.status < 400)) {
      return { ok: false, status: 404, message: LIST_COVER_MESSAGES.notFound };
    }
    if (!answer.ok)
      return {
        ok: false,
        status: 502,
        message: LIST_COVER_MESSAGES.unavailable,
        cause: `Amazon list page: HTTP ${answer.status}`,
      };
    const declared = Number(answer.headers.get('content-length') ?? 0);
    if (declared > MAX_PAGE_BYTES) return { ok: false, status: 502, message: LIST_COVER_MESSAGES.unavailable };
    const html = (await answer.text()).slice(0, MAX_PAGE_BYTES);
    const imageUrl = acceptableCover(openGraphImage(html));
    return imageUrl ? { ok: true, imageUrl } : { ok: false, status: 404, message: LIST_COVER_MESSAGES.noCover };
  };
}
