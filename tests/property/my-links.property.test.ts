import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { RETAILERS } from '../../src/domain/link-retailers';
import {
  chartCeiling,
  LINK_CREATE_PATH,
  LINK_DETAIL_PATH,
  linkCreatePath,
  linkDetailPath,
  wasAlreadyMade,
} from '../../src/domain/my-links';

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const iso = (ms: number) => new Date(ms).toISOString();

describe('My Links rules', () => {
  it.prop([fc.array(instant, { minLength: 1, maxLength: 20 }), fc.nat(19), fc.integer({ min: 1, max: 10_000 })])(
    'a get-or-create answer is "already made" exactly when it existed at the lookup: no newer than the newest link then',
    (existing, pick, later) => {
      const newest = Math.max(...existing);
      const before = { createdAt: iso(newest) };
      // An answer that was one of the links at the lookup time.
      expect(wasAlreadyMade(before, { createdAt: iso(existing[pick % existing.length]!) })).toBe(true);
      // A link made by the call itself, after the lookup.
      expect(wasAlreadyMade(before, { createdAt: iso(newest + later) })).toBe(false);
      // Nothing to the product before: always new.
      expect(wasAlreadyMade(null, { createdAt: iso(newest) })).toBe(false);
    },
  );

  it.prop([fc.oneof(fc.nat(1_000), fc.nat(10_000_000))])(
    'the chart scale reaches the busiest day, is 1, 2 or 5 times a power of ten, and wastes less than its top half twice over',
    (max) => {
      const top = chartCeiling(max);
      expect(top).toBeGreaterThanOrEqual(Math.max(1, max));
      const power = 10 ** Math.floor(Math.log10(top) + 1e-9);
      expect([1, 2, 5]).toContain(Math.round(top / power));
      if (max >= 1) expect(top).toBeLessThan(max * 2.5 + 1);
    },
  );

  it.prop([fc.string({ minLength: 1, maxLength: 32 })])(
    'the detail address carries any code and gives it back',
    (code) => {
      const path = linkDetailPath(code);
      expect(path.startsWith(`${LINK_DETAIL_PATH}?code=`)).toBe(true);
      expect(new URLSearchParams(path.slice(path.indexOf('?'))).get('code')).toBe(code);
    },
  );

  it.prop([
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.option(fc.constantFrom(...RETAILERS), { nil: undefined }),
  ])(
    'Create link with a product: the address carries the URL and the retailer and gives them back',
    (url, retailer) => {
      const path = linkCreatePath(url, retailer);
      expect(path.startsWith(`${LINK_CREATE_PATH}?`)).toBe(true);
      const query = new URLSearchParams(path.slice(path.indexOf('?')));
      expect([query.get('url'), query.get('retailer')]).toEqual([url, retailer ?? null]);
    },
  );
});
