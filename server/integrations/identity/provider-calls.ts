/** What the identity adapters share about calling a provider over the network. */

export interface ProviderCallOptions {
  /** Longest wait for one provider call, connection to last byte. */
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
}

/** A sign-in waits at most this long for the provider before telling the person to try again. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/**
 * Why a call got no answer, in words safe for logs. The error objects themselves are never passed on:
 * undici and jose may quote the URL, and Graph URLs carry tokens and the app secret.
 */
export function describeFetchFailure(what: string, error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'JWKSTimeout')) {
    return `${what}: no answer within ${timeoutMs} ms`;
  }
  const code = errorCode(error) ?? errorCode(error instanceof Error ? error.cause : undefined);
  return `${what}: cannot connect${code ? ` (${code})` : ''}`;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' && /^E[A-Z_]+$/.test(error.code) ? error.code : undefined;
}
