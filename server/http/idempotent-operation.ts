import { createHash } from 'node:crypto';
import { HttpError, badRequest } from '../errors';
import type { IdempotencyStore } from '../modules/idempotency';

/**
 * Writes sent with an `Idempotency-Key` (on the operations whose contract takes the header): the first request with
 * a key is answered and its success kept for 24 hours; the same key with the same request gets that answer again
 * and stores nothing; the same key with another request is refused. Kept in the database, so it holds across
 * processes and restarts; a failed first request keeps nothing, so the key may be sent again.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  otherRequest: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  inProgress: 'A request with this Idempotency-Key is still being answered. Try again in a moment.',
} as const;

const KEY = /^[\x21-\x7e]{1,255}$/;

/** Object keys sorted, files by their name, type and bytes: two sends of one request hash the same. */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof File) {
    const bytes = createHash('sha256')
      .update(new Uint8Array(await value.arrayBuffer()))
      .digest('hex');
    return { file: value.name, type: value.type, sha256: bytes };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.keys(value)
        .sort()
        .map(async (key) => [key, await canonical((value as Record<string, unknown>)[key])] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

export async function requestHash(request: { query: unknown; params: unknown; body: unknown }): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify(await canonical(request)))
    .digest('hex');
}

export interface IdempotentRequest {
  /** The shop, or the user before it has one. */
  owner: string;
  operationId: string;
  key: string;
  hash: string;
  now: Date;
}

/** Runs `answer` once per key; a retry of a request this process is still answering waits for it. */
export function idempotentRunner(store: IdempotencyStore) {
  const inFlight = new Map<string, Promise<unknown>>();
  return async function run(request: IdempotentRequest, answer: () => Promise<Response>): Promise<Response> {
    if (!KEY.test(request.key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
    const scope = { owner: request.owner, operationId: request.operationId, key: request.key };
    const id = JSON.stringify(scope);
    await inFlight.get(id)?.catch(() => undefined);
    const claim = await store.claim(scope, request.hash, request.now);
    if (claim.kind === 'otherRequest') throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
    if (claim.kind === 'inProgress') throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    if (claim.kind === 'answered') {
      const { status, contentType, body } = claim.answer;
      return new Response(body, { status, headers: { 'content-type': contentType, 'idempotent-replayed': 'true' } });
    }
    const work = (async () => {
      try {
        const response = await answer();
        if (response.status >= 200 && response.status < 300) {
          const body = await response.clone().text();
          await store.keep(scope, {
            status: response.status,
            contentType: response.headers.get('content-type') ?? 'application/json',
            body,
          });
        } else {
          await store.release(scope);
        }
        return response;
      } catch (error) {
        await store.release(scope);
        throw error;
      }
    })();
    inFlight.set(id, work);
    try {
      return await work;
    } finally {
      inFlight.delete(id);
    }
  };
}

export type IdempotentRunner = ReturnType<typeof idempotentRunner>;
