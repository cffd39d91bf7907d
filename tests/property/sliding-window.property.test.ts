import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { slidingWindow } from '../../server/rate-limit';
import { pictureBudget } from '../../server/picture-budget';
import { HttpError } from '../../server/errors';

const WINDOW_MS = 60_000;
const LIMIT = 100;

/** Takings of two keys at non-decreasing times (steps of up to 40 s) with amounts up to a bit over the limit. */
const takings = fc.array(
  fc.record({
    key: fc.constantFrom('a', 'b'),
    step: fc.integer({ min: 0, max: 40_000 }),
    amount: fc.integer({ min: 1, max: LIMIT + 10 }),
  }),
  { maxLength: 60 },
);

describe('the sliding-window allowance (server/rate-limit.ts)', () => {
  it.prop([takings])(
    'never lets a key take more than the limit in any window, and says when room comes back',
    (steps) => {
      const window = slidingWindow({ limit: LIMIT, windowMs: WINDOW_MS });
      const accepted: Array<{ key: string; at: number; amount: number }> = [];
      let at = 0;
      for (const { key, step, amount } of steps) {
        at += step;
        const used = accepted
          .filter((a) => a.key === key && at - a.at < WINDOW_MS)
          .reduce((sum, a) => sum + a.amount, 0);
        const wait = window.take(key, new Date(at), amount);
        if (amount > LIMIT) expect(wait).toBe(Infinity);
        else if (used + amount <= LIMIT) expect(wait).toBeUndefined();
        else {
          // Refused: the wait named is exactly when enough of this key's takings have left the window.
          expect(wait).toBeGreaterThan(0);
          const later = at + wait!;
          const usedThen = accepted
            .filter((a) => a.key === key && later - a.at < WINDOW_MS)
            .reduce((sum, a) => sum + a.amount, 0);
          const usedJustBefore = accepted
            .filter((a) => a.key === key && later - 1 - a.at < WINDOW_MS)
            .reduce((sum, a) => sum + a.amount, 0);
          expect(usedThen + amount).toBeLessThanOrEqual(LIMIT);
          expect(usedJustBefore + amount).toBeGreaterThan(LIMIT);
        }
        if (wait === undefined) accepted.push({ key, at, amount });
      }
    },
  );
});

describe('the picture budget (server/picture-budget.ts)', () => {
  const sizes = fc.array(
    fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) }),
    { maxLength: 52 },
  );

  it.prop([fc.array(sizes, { maxLength: 12 }), fc.integer({ min: 1, max: 1000 })])(
    'takes a request whole or refuses it with 429, keeping what a shop converts in a minute within its megapixels',
    (requests, megapixels) => {
      const budget = pictureBudget(megapixels);
      let charged = 0;
      for (const pictures of requests) {
        const pixels = pictures.reduce((sum, p) => sum + p.width * p.height, 0);
        try {
          budget.charge('shop', pictures, new Date(0));
          charged += pixels;
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).status).toBe(429);
          expect(charged + pixels).toBeGreaterThan(megapixels * 1_000_000);
        }
        expect(charged).toBeLessThanOrEqual(megapixels * 1_000_000);
      }
    },
  );
});
