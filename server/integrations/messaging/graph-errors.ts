import { z } from 'zod';
import type { SendOutcome } from './messaging-port';

export type SendFailure = Extract<SendOutcome, { ok: false }>;

/**
 * How a Graph API refusal of a private reply becomes a SendOutcome. Sources: Graph API "Handling Errors" (codes 1
 * and 2 are outages, 4, 17, 32, 341 and 613 throttling, 102 and 190 a dead session or token, 10 and 200-299
 * permissions) and the Messenger / Instagram messaging error tables (code 10 with a subcode is a refusal of this one
 * message, e.g. 2534022 and 2018278 "sent outside of allowed window"; 551 the person is unavailable).
 */

export const GraphErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

export type GraphError = z.output<typeof GraphErrorBody>['error'];

/** Not now rather than no: Graph outages (1, 2) and throttling (4 app, 17 user, 32 Page, 341, 613 calls). */
export const RETRYABLE_GRAPH_CODES: ReadonlySet<number> = new Set([1, 2, 4, 17, 32, 341, 613]);

/**
 * "Unsupported post request. Object with ID … does not exist, cannot be loaded due to missing permissions": what
 * Graph answers when the Page token no longer reaches the sending node, i.e. the Instagram account was unlinked
 * from the Page (or the Page removed) since the creator connected.
 */
const UNREACHABLE_NODE_SUBCODE = 33;

/** The Graph error inside an answer body, if it has Graph's shape. */
export function graphErrorOf(body: unknown): GraphError | undefined {
  const parsed = GraphErrorBody.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}

export function isRetryableGraphError(error: GraphError | undefined): boolean {
  return error?.is_transient === true || (error?.code !== undefined && RETRYABLE_GRAPH_CODES.has(error.code));
}

/**
 * The creator's connection no longer lets the Page speak for the account: the token is dead (102, 190), a
 * permission was taken back (200-299, or 10 without a subcode), or the sending node is out of the token's reach.
 * Only reconnecting the pair fixes it, which the module asks for with its system message.
 */
export function isBrokenPairGraphError(error: GraphError | undefined): boolean {
  const code = error?.code;
  if (code === undefined) return false;
  if (code === 102 || code === 190) return true;
  if (code >= 200 && code <= 299) return true;
  if (code === 10) return error?.error_subcode === undefined;
  return code === 100 && error?.error_subcode === UNREACHABLE_NODE_SUBCODE;
}

/** Log-safe description of a Graph refusal; Graph's messages quote ids, never tokens. */
export function describeGraphError(what: string, status: number, error: GraphError | undefined): string {
  return (
    `Graph ${what}: HTTP ${status}, error code ${error?.code ?? 'none'}` +
    (error?.error_subcode === undefined ? '' : `/${error.error_subcode}`) +
    (error?.type ? ` ${error.type}` : '') +
    (error?.fbtrace_id ? `, fbtrace_id ${error.fbtrace_id}` : '')
  );
}

/** The outcome of a private reply Graph answered with a non-2xx status. */
export function sendOutcomeOfRefusal(status: number, body: unknown): SendFailure {
  const error = graphErrorOf(body);
  const said = error?.message?.trim();
  if (status === 429 || status >= 500 || isRetryableGraphError(error)) {
    return {
      ok: false,
      retryable: true,
      reason: said || `Meta's Graph API answered HTTP ${status}; the message will be sent again later.`,
    };
  }
  const reason = said || `Meta refused the message (HTTP ${status}, error code ${error?.code ?? 'none'}).`;
  if (isBrokenPairGraphError(error)) return { ok: false, retryable: false, pairBroken: true, reason };
  return { ok: false, retryable: false, reason };
}

/** A refusal of a read (the posts list): Graph's words or a log-safe description, retryable or breaking the pair. */
export function readFailureOfRefusal(what: string, status: number, body: unknown): SendFailure {
  const error = graphErrorOf(body);
  const reason = error?.message?.trim() || describeGraphError(what, status, error);
  const retryable = status === 429 || status >= 500 || isRetryableGraphError(error);
  return { ok: false, retryable, reason, ...(!retryable && isBrokenPairGraphError(error) ? { pairBroken: true } : {}) };
}

/** The outcome when Graph could not be asked at all (unreachable, too slow): sent again later. */
export function sendOutcomeOfNoAnswer(cause: string): SendFailure {
  return { ok: false, retryable: true, reason: `Meta's Graph API could not be reached (${cause}).` };
}
