import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  API_KEY_RANDOM_BYTES,
  API_KEY_SCOPES,
  API_RATE_WINDOW_MS,
  API_REQUESTS_PER_SECOND,
  apiKeyDraftProblem,
  apiKeyFromBytes,
  isApiKeyFormat,
  keyMayCall,
  retryAfterSeconds,
} from '../../src/domain/api-keys';
import { slidingWindow } from '../../server/rate-limit';

const keyBytes = fc.uint8Array({ minLength: API_KEY_RANDOM_BYTES, maxLength: API_KEY_RANDOM_BYTES });
const scopes = fc.subarray([...API_KEY_SCOPES]);
const operationScope = fc.option(fc.constantFrom(...API_KEY_SCOPES), { nil: undefined });

describe('API keys (src/domain/api-keys.ts)', () => {
  it.prop([keyBytes])('a key is recognised as one and carries every random byte', (bytes) => {
    const key = apiKeyFromBytes(bytes);
    expect(isApiKeyFormat(key)).toBe(true);
    const decoded = Buffer.from(key.slice(4), 'base64url');
    expect([...decoded]).toEqual([...bytes]);
  });

  it.prop([keyBytes, keyBytes])('different bytes never make the same key', (a, b) => {
    fc.pre(Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0);
    expect(apiKeyFromBytes(a)).not.toBe(apiKeyFromBytes(b));
  });

  it.prop([fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('base64url'))])(
    'a session token (no prefix) is never taken for a key',
    (token) => {
      expect(isApiKeyFormat(token)).toBe(false);
    },
  );

  it.prop([scopes, operationScope])(
    'a key may call an operation only when it holds the scope marking it',
    (held, op) => {
      expect(keyMayCall(held, op)).toBe(op !== undefined && held.includes(op));
      if (op === undefined) expect(keyMayCall([...API_KEY_SCOPES], op)).toBe(false);
    },
  );

  it.prop([fc.string({ maxLength: 80 }), fc.array(fc.string({ maxLength: 14 }), { maxLength: 4 })])(
    'a draft is accepted exactly when its name and scopes are fit to save',
    (name, asked) => {
      const problem = apiKeyDraftProblem(name, asked);
      const fit =
        name.trim() !== '' &&
        name.trim().length <= 60 &&
        asked.length > 0 &&
        asked.every((s) => (API_KEY_SCOPES as readonly string[]).includes(s)) &&
        new Set(asked).size === asked.length;
      expect(problem === undefined).toBe(fit);
    },
  );

  it.prop([scopes.filter((s) => s.length > 0), fc.string({ minLength: 1, maxLength: 60 })])(
    'any non-empty set of known scopes with a name is accepted',
    (held, name) => {
      fc.pre(name.trim() !== '');
      expect(apiKeyDraftProblem(name, held)).toBeUndefined();
    },
  );

  it.prop([fc.integer({ min: 0, max: 10 * API_RATE_WINDOW_MS })])(
    'Retry-After is whole seconds, at least one, never shorter than the wait',
    (waitMs) => {
      const seconds = retryAfterSeconds(waitMs);
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds * 1000).toBeGreaterThanOrEqual(waitMs);
      expect((seconds - 1) * 1000).toBeLessThan(Math.max(waitMs, 1));
    },
  );

  it.prop([
    fc.constantFrom(...Object.values(API_REQUESTS_PER_SECOND)),
    fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 80 }),
  ])('a key on any plan never gets more than its plan allows in any one-second window', (limit, steps) => {
    const window = slidingWindow({ limit, windowMs: API_RATE_WINDOW_MS });
    const start = Date.UTC(2026, 0, 1);
    let at = start;
    const accepted: number[] = [];
    for (const step of steps) {
      at += step;
      const wait = window.take('key', new Date(at));
      if (wait === undefined) accepted.push(at);
      else {
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(API_RATE_WINDOW_MS);
      }
    }
    for (const t of accepted) {
      expect(accepted.filter((u) => u >= t && u < t + API_RATE_WINDOW_MS).length).toBeLessThanOrEqual(limit);
    }
  });
});
