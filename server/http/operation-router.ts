import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientAddress, originVary } from '../forwarded';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';
import { HOST_PREFIX, type Contract, type ContractOperation } from './contract';
import { fail, ok } from './envelope';
import { HttpError, badRequest, forbidden, unauthorized } from '../errors';
import { DomainError } from '../events/domain-error';
import { DOMAIN_ERROR_STATUS } from './domain-error-status';
import type { Authenticator, OperationHandlers, Session } from '../operations';
import { IDEMPOTENCY_HEADER, requestHash, type IdempotentRunner } from './idempotent-operation';
import type { RequestValidator, ValidationProblem } from './request-validator';
import { apiKeyGate } from './api-key-gate';

export interface OperationRouterOptions {
  contract: Contract;
  validator: RequestValidator;
  handlers: OperationHandlers;
  authenticator: Authenticator;
  log: Logger;
  clock?: () => Date;
  /** Largest JSON or form body accepted. */
  maxBodyBytes?: number;
  /** Largest multipart (upload) body accepted. */
  maxUploadBytes?: number;
  /**
   * How many reverse proxies in front append to X-Forwarded-For (0: none, the socket's address is the client's).
   * The client's address is the one the outermost of them appended; whatever stands left of it the client wrote.
   */
  trustedProxies?: number;
  /** Keeps and replays the answers of writes sent with an Idempotency-Key (operations whose contract takes it). */
  idempotency?: IdempotentRunner;
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Outside a Node server (app.request in unit tests) there is no socket.
    return undefined;
  }
}

function requestAddress(c: Context<AppEnv>, trustedProxies: number): string {
  return clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies) ?? 'unknown';
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

function honoPath(op: ContractOperation) {
  return HOST_PREFIX[op.host] + op.path.replace(/\{([^}]+)\}/g, ':$1');
}

function describeProblems(problems: ValidationProblem[]): string {
  const first = problems.slice(0, 3).map((p) => p.message);
  return `Invalid request: ${first.join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}.`;
}

async function readBody(c: Context, op: ContractOperation, maxBody: number, maxUpload: number): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (!op.bodyType) return undefined;
  const limit = op.maxBodyBytes ?? (op.bodyType === MULTIPART_TYPE ? maxUpload : maxBody);
  if (declared > limit) throw badRequest(`The request body is too large (limit ${Math.round(limit / 1024)} kB).`);
  if (op.bodyType === MULTIPART_TYPE) {
    try {
      return await c.req.parseBody({ all: true });
    } catch {
      throw badRequest('The upload could not be read as multipart/form-data.');
    }
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > limit)
    throw badRequest(`The request body is too large (limit ${Math.round(limit / 1024)} kB).`);
  if (op.bodyType === FORM_TYPE) return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

function claimedShop(body: unknown, query: Record<string, string>): string | undefined {
  const fields =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  // The app's tab ping spells it `shopdomain` (TabEvent in openapi.yaml); the same rule holds for it.
  const fromBody = fields?.shopDomain ?? fields?.shopdomain;
  const claimed = fromBody ?? query.shopDomain;
  return typeof claimed === 'string' && claimed !== '' ? claimed : undefined;
}

/**
 * Mounts every operation of openapi.yaml. Order per request: authenticate, refuse another shop's data,
 * validate against the contract, then run the module's handler (or answer 501 while none exists).
 */
export function mountOperations(app: Hono<AppEnv>, options: OperationRouterOptions) {
  const { contract, validator, handlers, authenticator, log } = options;
  const clock = options.clock ?? (() => new Date());
  const maxBody = options.maxBodyBytes ?? 256 * 1024;
  const maxUpload = options.maxUploadBytes ?? 10 * 1024 * 1024;
  const gateApiKey = apiKeyGate();

  for (const op of contract.operations) {
    const handler = handlers[op.operationId];
    app.on(op.method, honoPath(op), async (c) => {
      const requestId = c.get('requestId') ?? randomUUID();
      const reqLog = log.child({ requestId, op: op.operationId });
      const now = clock();
      try {
        let session: Session | undefined;
        const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
        if (op.secured) {
          if (!token) throw unauthorized('Please log in to continue.');
          session = await authenticator.authenticate(token, now);
          if (!session) throw unauthorized();
        } else if (token) {
          session = await authenticator.authenticate(token, now);
        }
        // A key counts only where the contract opens the call to keys; elsewhere (public calls) it is ignored.
        if (session?.apiKey) session = op.secured ? gateApiKey(op, session, now) : undefined;
        const query = c.req.query();
        const params = c.req.param() as Record<string, string>;
        const body = await readBody(c, op, maxBody, maxUpload);
        if (op.shopScoped && session) {
          const claimed = claimedShop(body, query);
          if (claimed !== undefined && claimed !== session.shopDomain) {
            reqLog.warn('shop mismatch refused', { userId: session.userId });
            throw forbidden('This shop does not belong to your account.');
          }
        }
        const problems = [
          ...validator.validatePath(op, params),
          ...validator.validateQuery(op, query),
          ...(op.bodyType ? validator.validateBody(op, body) : []),
        ];
        if (problems.length > 0) throw badRequest(describeProblems(problems));
        if (!handler) return c.json(fail(501, `Not implemented yet: ${op.operationId}`), 501);
        c.set('trustedProxies', options.trustedProxies ?? 0);
        const answer = async (): Promise<Response> => {
          const result = await handler({
            operation: op,
            requestId,
            log: reqLog,
            now,
            session,
            token,
            body,
            query,
            params,
            header: (name) => c.req.header(name),
            ip: requestAddress(c, options.trustedProxies ?? 0),
            raw: c,
          });
          // An answer that carries the request's origin varies by the headers it was read from.
          const vary = c.get('originRead') ? originVary(options.trustedProxies ?? 0) : undefined;
          if (result instanceof Response) {
            if (!vary) return result;
            const varied = new Response(result.body, result);
            varied.headers.append('vary', vary);
            return varied;
          }
          if (vary) c.header('vary', vary, { append: true });
          return c.json(ok(result ?? null));
        };
        const key = c.req.header(IDEMPOTENCY_HEADER);
        if (key === undefined || !op.idempotent || !session || !options.idempotency) return await answer();
        const owner = session.shopDomain ?? `user:${session.userId}`;
        const hash = await requestHash({ query, params, body });
        return await options.idempotency({ owner, operationId: op.operationId, key, hash, now }, answer);
      } catch (err) {
        if (err instanceof HttpError)
          return c.json(fail(err.status, err.message), err.status as ContentfulStatusCode, err.headers);
        if (err instanceof DomainError)
          return c.json(fail(DOMAIN_ERROR_STATUS[err.kind], err.message), DOMAIN_ERROR_STATUS[err.kind]);
        reqLog.error('operation failed', { err });
        return c.json(fail(500, 'Something went wrong on our side. Please try again.'), 500);
      }
    });
  }
}
