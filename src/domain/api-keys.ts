/**
 * API keys (issue 30): what a key looks like, the scopes a creator grants it and how many requests a second each
 * plan allows, in this one place. The contract marks every operation a scope covers (`x-api-key-scope` in
 * openapi.yaml); an operation without the mark (keys themselves, the account, sign-in) is never open to a key.
 */
import type { LookupKey } from './plans';

/** Every key starts with it, so a key is recognisable in a log, a secret scanner or an Authorization header. */
export const API_KEY_PREFIX = 'lmk_';
/** Random bytes behind the prefix: 256 bits, written base64url (43 characters). */
export const API_KEY_RANDOM_BYTES = 32;
const API_KEY_PATTERN = /^lmk_[A-Za-z0-9_-]{43}$/;

export const API_KEY_SCOPES = ['links:read', 'links:write', 'earnings:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope reads as on the API keys page. */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'links:read': 'Read links and stats',
  'links:write': 'Create and delete links',
  'earnings:read': 'Read earnings',
};

export const API_KEY_NAME_MAX = 60;
/** Live keys a shop may hold at once; revoked keys do not count. */
export const API_KEYS_PER_SHOP = 20;

/**
 * Requests a second one key may make, by the shop's plan. A busier plan automates more; every plan gets enough
 * for a script that syncs links or earnings.
 */
export const API_REQUESTS_PER_SECOND: Readonly<Record<LookupKey, number>> = {
  free: 5,
  deeplink: 10,
  pro: 20,
  pro_plus: 20,
  business: 50,
  boosting_walmart: 20,
  boosting_amazon: 20,
};

/** The window the per-second limit counts over. */
export const API_RATE_WINDOW_MS = 1_000;

/** A key made of the given random bytes (the caller draws them; this stays pure). */
export function apiKeyFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== API_KEY_RANDOM_BYTES) throw new Error(`An API key needs ${API_KEY_RANDOM_BYTES} random bytes`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64url = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${API_KEY_PREFIX}${base64url}`;
}

/** True for a string shaped like a key (a session token never is: it has no prefix). */
export const isApiKeyFormat = (token: string): boolean => API_KEY_PATTERN.test(token);

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** Whether a key with these scopes may call an operation marked with `operationScope` (unmarked: never). */
export function keyMayCall(scopes: readonly ApiKeyScope[], operationScope: ApiKeyScope | undefined): boolean {
  return operationScope !== undefined && scopes.includes(operationScope);
}

/** The problem with a key's name and scopes as a creator sent them, or undefined when they can be saved. */
export function apiKeyDraftProblem(name: string, scopes: readonly string[]): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the key a name, so you can tell it apart later.';
  if (trimmed.length > API_KEY_NAME_MAX) return `A key's name can have at most ${API_KEY_NAME_MAX} characters.`;
  if (scopes.length === 0) return 'Choose at least one thing the key may do.';
  const unknown = scopes.find((scope) => !isApiKeyScope(scope));
  if (unknown !== undefined) return `"${unknown}" is not a scope an API key can have.`;
  if (new Set(scopes).size !== scopes.length) return 'Each scope can be chosen once.';
  return undefined;
}

/** Whole seconds to wait before a refused request may be sent again (the Retry-After header): never 0. */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));
