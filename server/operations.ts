import type { Context } from 'hono';
import type { AppEnv } from './http/app-env';
import type { ContractOperation } from './http/contract';
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
