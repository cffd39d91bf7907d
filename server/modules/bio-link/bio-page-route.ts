import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../logger';
import { originOf } from '../../operations';
import type { FastRoute } from '../../services';
import { cacheableAnswer, notFoundPage } from '../link-pages/audience-page';
import type { bioPageFinder } from './bio-web-operations';

/**
 * GET /b/{handle} on the raw Node request, before the Hono app: the page is usually in this process's cache, and
 * the framework's per-request work was most of what a cached page cost (bench/bio-page-bench.ts measured 0.26 of
 * the bare node:http rate through the operation router, under the 0.3 issue 13 asks). The contract's
 * renderBioPage operation gives the same answer for the router's path (a test app without fast routes).
 */

const PATH = /^\/b\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/;

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A Response made elsewhere (the small 404 page), written to the raw answer. */
async function writeResponse(res: ServerResponse, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), 'content-length': String(body.byteLength) });
  res.end(body);
}

export function bioPageFastRoute(findPage: ReturnType<typeof bioPageFinder>, log: Logger): FastRoute {
  const serve = async (req: IncomingMessage, res: ServerResponse, handle: string) => {
    const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    const origin = originOf(secure ? 'https' : 'http', header(req, 'host') ?? 'localhost', (name) => header(req, name));
    const rendered = await findPage(handle, origin, new Date());
    if (!rendered) return writeResponse(res, notFoundPage('Bio page'));
    const answer = cacheableAnswer(rendered.page, header(req, 'if-none-match'), rendered.etag);
    const body = answer.body === null ? undefined : Buffer.from(answer.body);
    res.writeHead(answer.status, body ? { ...answer.headers, 'content-length': String(body.byteLength) } : answer.headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const handle = PATH.exec(req.url ?? '')?.[1];
    if (handle === undefined) return false;
    serve(req, res, handle).catch((error: unknown) => {
      log.error('bio page failed', { err: error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('The page could not be shown. Please try again.');
    });
    return true;
  };
}
