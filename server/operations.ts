import type { Context } from 'hono';
import type { AppEnv } from './http/app-env';
import type { ContractOperation } from './http/contract';
import { HttpError, unauthorized } from './errors';
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
 * The address the caller reached us on (a proxy's forwarded scheme and host win), for the absolute URLs answers
 * carry (pictures, page and short-link addresses). A forwarded host is used only when it looks like a host name.
 */
export function requestOrigin(ctx: Pick<RequestContext, 'raw' | 'header'>): string {
  const url = new URL(ctx.raw.req.url);
  return originOf(url.protocol.replace(':', ''), url.host, ctx.header);
}

/** requestOrigin for a request seen without the framework (fast routes): its own scheme and Host, and the proxy's headers. */
export function originOf(scheme: string, host: string, header: (name: string) => string | undefined): string {
  const proto = header('x-forwarded-proto')?.split(',')[0]?.trim();
  const forwarded = header('x-forwarded-host')?.split(',')[0]?.trim();
  return `${proto === 'https' || proto === 'http' ? proto : scheme}://${forwarded && /^[A-Za-z0-9.:[\]-]+$/.test(forwarded) ? forwarded : host}`;
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
