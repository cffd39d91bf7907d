import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { chartCeiling, isSkip, LINK_DETAIL_PATH, linkDetailPath, linkTitle, RETAILERS, retailerMismatch, wasAlreadyMade } from '../../src/domain/my-links';
import { SKIP_TRACKING_ID } from '../../src/domain/tracking-id-rules';

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

  it.prop([fc.oneof(fc.nat(1_000), fc.nat(10_000_000))])('the chart scale reaches the busiest day, is 1, 2 or 5 times a power of ten, and wastes less than its top half twice over', (max) => {
    const top = chartCeiling(max);
    expect(top).toBeGreaterThanOrEqual(Math.max(1, max));
    const power = 10 ** Math.floor(Math.log10(top) + 1e-9);
    expect([1, 2, 5]).toContain(Math.round(top / power));
    if (max >= 1) expect(top).toBeLessThan(max * 2.5 + 1);
  });

  it.prop([fc.constantFrom(...RETAILERS), fc.constantFrom(...RETAILERS)])('a URL of another retailer than the chosen one is refused naming both; the same retailer passes', (chosen, found) => {
    const problem = retailerMismatch(chosen, found);
    if (chosen === found) expect(problem).toBeNull();
    else {
      const name = (r: string) => r.replace(/^./, (c) => c.toUpperCase());
      const article = (r: string) => (r === 'amazon' ? 'an' : 'a');
      expect(problem?.startsWith(`This is ${article(found)} ${name(found)} product URL.`)).toBe(true);
      expect(problem).toContain(`paste ${article(chosen)} ${name(chosen)} product URL`);
    }
  });

  it.prop([fc.string({ minLength: 1, maxLength: 32 })])('the detail address carries any code and gives it back', (code) => {
    const path = linkDetailPath(code);
    expect(path.startsWith(`${LINK_DETAIL_PATH}?code=`)).toBe(true);
    expect(new URLSearchParams(path.slice(path.indexOf('?'))).get('code')).toBe(code);
  });

  it.prop([fc.string({ maxLength: 12 })])('only SKIP (any letter case) means no tracking ID', (id) => {
    expect(isSkip(id)).toBe(id.toLowerCase() === SKIP_TRACKING_ID.toLowerCase());
    expect(isSkip(null)).toBe(false);
  });

  it.prop([fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), fc.stringMatching(/^[A-Z0-9]{10}$/)])('a link is named by its title, else by where it leads without scheme and query', (title, asin) => {
    const originalUrl = `https://www.amazon.com/dp/${asin}?tag=jane-20`;
    const name = linkTitle({ ...(title === undefined ? {} : { title }), originalUrl });
    expect(name).toBe(title?.trim() ? title.trim() : `www.amazon.com/dp/${asin}`);
  });
});
