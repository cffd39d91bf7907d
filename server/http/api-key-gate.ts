import { API_RATE_WINDOW_MS, keyMayCall, retryAfterSeconds } from '../../src/domain/api-keys';
import { HttpError, forbidden } from '../errors';
import type { Session } from '../operations';
import { slidingWindow, type SlidingWindow } from '../rate-limit';
import type { ContractOperation } from './contract';

/**
 * What an API key may do on one call: refused (403) where the contract's `x-api-key-scope` is not one of its
 * scopes, and limited to its plan's requests a second (429 with Retry-After), counted per key in this process.
 */
export function apiKeyGate(): (op: ContractOperation, session: Session, now: Date) => Session {
  // One window per limit: keys of shops on the same plan share the arithmetic, never the counts.
  const windows = new Map<number, SlidingWindow>();
  return (op, session, now) => {
    const key = session.apiKey;
    if (!key) return session;
    if (!keyMayCall(key.scopes, op.apiKeyScope))
      throw forbidden(
        op.apiKeyScope
          ? `This API key may not call ${op.operationId}: it needs the ${op.apiKeyScope} scope.`
          : `API keys may not call ${op.operationId}. Sign in to the app to do that.`,
      );
    let window = windows.get(key.requestsPerSecond);
    if (!window) {
      window = slidingWindow({ limit: key.requestsPerSecond, windowMs: API_RATE_WINDOW_MS });
      windows.set(key.requestsPerSecond, window);
    }
    const wait = window.take(key.keyId, now);
    if (wait !== undefined) {
      const seconds = retryAfterSeconds(wait);
      throw new HttpError(
        429,
        `This API key made more than ${key.requestsPerSecond} requests a second, as its plan allows. Try again in ${seconds} s.`,
        { 'retry-after': String(seconds) },
      );
    }
    return session;
  };
}
