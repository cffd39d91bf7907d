import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeAnswer, varyWithEncoding } from './content-encoding';
import type { Logger } from './logger';
import { clientAddress, originOf, originVary } from './forwarded';
import type { FastRoute } from './services';

/**
 * Audience pages answered on the raw Node request, before the Hono app (ServerModule.fastRoutes): a cached page
 * cost little more than the framework's per-request work through the operation router (the bio page measured 0.26
 * of the bare node:http rate that way, 0.7 this way). The contract's render operations give the same answers on the
 * router's path, for a test app without fast routes.
 */

/** What a page visit is, whichever path it came by: counted as a click when it is a GET. */
export interface PageVisitor {
  method: string;
  clickId: string;
  at: Date;
  userAgent?: string | undefined;
  referer?: string | undefined;
  /** A request header by its lower-case name (the configured country header, if any). */
  header(name: string): string | undefined;
  /** The visitor's address, for the country lookup only: never stored. */
  address: string | undefined;
  log: Logger;
}

/**
 * A page answer as plain values (cacheableAnswer: already in the coding the request takes, with its Vary), or a
 * whole Response (the small 404 page), compressed here.
 */
export type RawAnswer = { status: number; headers: Record<string, string>; body: Uint8Array | null } | Response;

/** What a visit asked with that its answer depends on: the tags it holds and the codings it takes. */
export interface PageRequestHeaders {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

export interface RawPageRequest {
  /** The first capture of the route's pattern (a handle or a slug). */
  key: string;
  origin: string;
  headers: PageRequestHeaders;
  /** The visit, made only by pages that count it (the bio page does not). */
  visitor(): PageVisitor;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

async function write(req: IncomingMessage, res: ServerResponse, answer: RawAnswer, vary: string) {
  if (answer instanceof Response) {
    const encoded = encodeAnswer(
      new Uint8Array(await answer.arrayBuffer()),
      { ...Object.fromEntries(answer.headers), vary },
      header(req, 'accept-encoding'),
    );
    res.writeHead(answer.status, encoded.headers);
    res.end(req.method === 'HEAD' ? undefined : encoded.body);
    return;
  }
  // The answer's own Vary is Accept-Encoding, when its page has compressed variants.
  const headers = { ...answer.headers, vary: answer.headers.vary ? varyWithEncoding(vary) : vary };
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' || answer.body === null ? undefined : answer.body);
}

export interface PublicPageRouteOptions {
  log: Logger;
  /** TRUST_PROXY: how many proxies' X-Forwarded-Proto and -Host count for the page's origin, -For for the visitor's. */
  trustedProxies: number;
}

/**
 * GET and HEAD of `path` (its first group is the key) answered by `answer`; anything else passes on. Pages carry
 * their origin (links, Open Graph address), so they vary by the headers it was read from.
 */
export function publicPageFastRoute(
  path: RegExp,
  what: string,
  answer: (request: RawPageRequest) => Promise<RawAnswer>,
  { log, trustedProxies }: PublicPageRouteOptions,
): FastRoute {
  const vary = originVary(trustedProxies);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const key = path.exec(req.url ?? '')?.[1];
    if (key === undefined) return false;
    const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    const lookup = (name: string) => header(req, name);
    const request: RawPageRequest = {
      key,
      origin: originOf(secure ? 'https' : 'http', lookup('host') ?? 'localhost', lookup, trustedProxies),
      headers: { ifNoneMatch: lookup('if-none-match'), acceptEncoding: lookup('accept-encoding') },
      visitor: () => ({
        method: req.method ?? 'GET',
        clickId: randomUUID(),
        at: new Date(),
        userAgent: lookup('user-agent'),
        referer: lookup('referer'),
        header: lookup,
        address: clientAddress(lookup('x-forwarded-for'), req.socket.remoteAddress, trustedProxies),
        log,
      }),
    };
    answer(request)
      .then((found) => write(req, res, found, vary))
      .catch((error: unknown) => {
        log.error(`${what} failed`, { err: error });
        if (!res.headersSent)
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('The page could not be shown. Please try again.');
      });
    return true;
  };
}
