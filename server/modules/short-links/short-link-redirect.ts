import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BROTLI_ONCE,
  compressVariants,
  encodeAnswer,
  pickVariant,
  variantHeaders,
  type Variants,
} from '../../content-encoding';
import { clientAddress } from '../../forwarded';
import type { Logger } from '../../logger';
import { renderPage } from '../../audience-page';
import { deepLinkAnswer } from './deep-link-page';
import type { OperationHandler } from '../../operations';
import type { FastRoute } from '../../services';
import { newClickId, type ClickRequest } from './link-clicks';
import type { RedirectOutcome, ShortLinks } from './short-links-service';

/**
 * GET /s/{code}, the address creators share: a plain 302 to the link's destination (never a frame or a cloaked
 * page, so retailers see an ordinary visit and browsers and apps handle the product page themselves), once the
 * click is stored. A deep link answers what deepLinkAnswer (deep-link-page.ts) says: on a phone a small page
 * that opens the retailer's app, anywhere else the same 302. Unknown codes get a small 404 page, a click that
 * could not be stored a 503 page (a 302 is never sent for a click that was not kept). A link outside its schedule
 * (link-schedule.ts) answers a 302 to its fallback address, or without one a small 410 page saying why.
 *
 * It is served twice over the same `follow`: as a fast route on the raw Node request, which is what the server
 * answers with (behind the app's middleware, Hono answered a bare 302 at about half the rate node:http does,
 * measured while building bench/redirect-bench.ts), and as the contract's redirectShortLink operation, for the
 * operation router (the path a test app without the fast route takes).
 */

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The audience pages' frame (link-pages module): inline style, strict CSP, nothing to execute. */
const page = (title: string, text: string) =>
  renderPage({ title, body: `<header><h1>${title}</h1><p class="intro">${text}</p></header>` });

const NOT_FOUND = page(
  'Link not found',
  'This link does not exist or has been removed by its owner. Check the address you were given.',
);
const UNAVAILABLE = page('Please try again', 'This link cannot be opened right now. Please try again in a moment.');
export const NOT_FOUND_PAGE = NOT_FOUND.html;
/** A link outside its schedule without a fallback address (410 Gone): plain words for each reason. */
const OUTSIDE_SCHEDULE: Record<Extract<RedirectOutcome, { status: 410 }>['state'], ReturnType<typeof page>> = {
  off: page('This link is paused', 'Its owner has paused this link for now. Please check back later.'),
  scheduled: page('This deal has not started yet', 'This link opens a little later. Please check back soon.'),
  ended: page('This deal has ended', 'This link was only live for a limited time, and that time is over.'),
  capped: page('This deal has ended', 'This link was only open for a limited number of visits, and they are taken.'),
};
/** The fixed pages compressed once: an unknown code costs no compression, however many are asked. */
const FIXED_VARIANTS = new Map<string, Variants>(
  [NOT_FOUND, UNAVAILABLE, ...Object.values(OUTSIDE_SCHEDULE)].map(({ html }) => [
    html,
    compressVariants(html, BROTLI_ONCE),
  ]),
);

/** Headers every answer carries: nothing may cache a redirect, or later clicks would never reach us to be counted. */
const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } as const;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function answerOf(outcome: RedirectOutcome, userAgent?: string | null): Answer {
  if (outcome.status === 302) {
    if (outcome.kind === 'deep') return deepLinkAnswer(outcome.location, userAgent);
    return { status: 302, headers: { ...NO_STORE, location: outcome.location }, body: '' };
  }
  const shown =
    outcome.status === 404 ? NOT_FOUND : outcome.status === 410 ? OUTSIDE_SCHEDULE[outcome.state] : UNAVAILABLE;
  const extra: Record<string, string> = outcome.status === 503 ? { 'retry-after': '1' } : {};
  return { status: outcome.status, headers: { ...shown.headers, ...NO_STORE, ...extra }, body: shown.html };
}

async function follow(links: ShortLinks, code: string, method: string, request: ClickRequest): Promise<Answer> {
  if (!CODE.test(code)) return answerOf({ status: 404 });
  // A HEAD is a link checker or a preview probe asking where the link goes, not a visit.
  return answerOf(await links.follow(code, request, { record: method === 'GET' }), request.userAgent);
}

/** The code of `/s/{code}` (one trailing slash and any query allowed), or undefined for other paths. */
export function codeOfPath(url: string): string | undefined {
  if (!url.startsWith('/s/')) return undefined;
  const end = url.search(/[?#]/);
  const path = end < 0 ? url.slice(3) : url.slice(3, end);
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function shortLinkFastRoute(links: ShortLinks, options: { trustedProxies: number; log: Logger }): FastRoute {
  // A page (not found, the deep-link opener) goes compressed by Accept-Encoding; a 302's empty body as it is.
  const write = (req: IncomingMessage, res: ServerResponse, answer: Answer) => {
    const acceptEncoding = header(req, 'accept-encoding');
    const fixed = FIXED_VARIANTS.get(answer.body);
    if (fixed) {
      const { coding, body } = pickVariant(fixed, acceptEncoding);
      res.writeHead(answer.status, { ...answer.headers, ...variantHeaders(fixed, coding, body) });
      res.end(body);
      return;
    }
    const encoded = encodeAnswer(answer.body, answer.headers, acceptEncoding);
    res.writeHead(answer.status, encoded.headers);
    res.end(encoded.body);
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const code = codeOfPath(req.url ?? '');
    if (code === undefined) return false;
    // The request id doubles as the click id: the x-request-id a visitor got names the click that was stored.
    const clickId = newClickId();
    res.setHeader('x-request-id', clickId);
    const request: ClickRequest = {
      clickId,
      at: new Date(),
      userAgent: header(req, 'user-agent'),
      referer: header(req, 'referer'),
      country: links.visitorCountry({
        header: (name) => header(req, name),
        address: clientAddress(header(req, 'x-forwarded-for'), req.socket.remoteAddress, options.trustedProxies),
      }),
    };
    follow(links, code, req.method, request).then(
      (answer) => write(req, res, answer),
      (error: unknown) => {
        options.log.error('short-link redirect failed', { err: error, clickId });
        write(req, res, answerOf({ status: 503 }));
      },
    );
    return true;
  };
}

/** redirectShortLink as an operation handler: the same answer as a Response. */
export function redirectOperation(links: ShortLinks): OperationHandler {
  return async (ctx) => {
    const answer = await follow(links, ctx.params.code ?? '', ctx.raw.req.method, {
      clickId: ctx.requestId,
      at: ctx.now,
      userAgent: ctx.header('user-agent'),
      referer: ctx.header('referer'),
      country: links.visitorCountry({ header: ctx.header, address: ctx.ip }),
    });
    return new Response(answer.status === 302 ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}
