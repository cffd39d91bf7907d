import type { Context } from 'hono';
import type { ApiKeyScope } from '../src/domain/api-keys';
import type { AppEnv } from './http/app-env';
import type { ContractOperation } from './http/contract';
import { HttpError, unauthorized } from './errors';
import { originOf } from './forwarded';
import type { Logger } from './logger';

/**
 * What a module's operation handler receives and returns. Modules implement handlers keyed by operationId;
 * server/http mounts them on the paths of openapi.yaml.
 */

/** The signed-in creator behind a request. */
export interface Session {
  sessionId: string;
  userId: string;
  /** Null after a social sign-in that has not connected a shop yet (the app then shows connect account). */
  shopDomain: string | null;
  /** Present when the caller sent an API key instead of a session token: what it may do, and how often. */
  apiKey?: { keyId: string; scopes: readonly ApiKeyScope[]; requestsPerSecond: number };
}

export interface RequestContext<Body = any> {
  operation: ContractOperation;
  requestId: string;
  log: Logger;
  now: Date;
  /** Present on every secured call. */
  session?: Session;
  /** The bearer token as sent, for logout. */
  token?: string;
  body: Body;
  query: Record<string, string>;
  params: Record<string, string>;
  header(name: string): string | undefined;
  ip: string;
  /** The raw Hono context, for answers that are not the envelope (HTML, redirects, files). */
  raw: Context<AppEnv>;
}

export type OperationHandler = (ctx: RequestContext) => Promise<unknown>;
export type OperationHandlers = Record<string, OperationHandler>;

export interface Authenticator {
  authenticate(token: string, now: Date): Promise<Session | undefined>;
}

/**
 * The address the caller reached us on, for the absolute URLs answers carry (pictures, page and short-link
 * addresses): forwarded headers count under TRUST_PROXY only (server/forwarded.ts). Reading it marks the answer as
 * depending on those headers, so the router adds their Vary.
 */
export function requestOrigin(ctx: Pick<RequestContext, 'raw' | 'header'>): string {
  const url = new URL(ctx.raw.req.url);
  ctx.raw.set('originRead', true);
  return originOf(url.protocol.replace(':', ''), url.host, ctx.header, ctx.raw.get('trustedProxies') ?? 0);
}

/** The signed-in session of a secured call (the router guarantees one). */
export function sessionOf(ctx: Pick<RequestContext, 'session'>): Session {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

/** The session's shop; calls that act on a shop refuse a session that has not connected one. */
export function shopOf(ctx: Pick<RequestContext, 'session'>): string {
  const shop = sessionOf(ctx).shopDomain;
  if (!shop) throw new HttpError(403, 'Connect your account to a shop first.');
  return shop;
}
