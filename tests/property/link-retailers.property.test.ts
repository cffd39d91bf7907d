import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  isWithoutTrackingId,
  preselectedTrackingId,
  RETAILERS,
  retailerMismatch,
  startingRetailer,
} from '../../src/domain/link-retailers';
import { preselectedTrackingId as serverPreselected } from '../../server/modules/tracking-ids';

const tag = fc.stringMatching(/^[a-z][a-z0-9]{1,8}-2[0-2]$/);
const ids = fc.uniqueArray(tag, { maxLength: 6, selector: (id) => id.toLowerCase() });
const caseOf = (id: string, upper: boolean) => (upper ? id.toUpperCase() : id);

describe('link forms: retailers and the tracking id they start with', () => {
  it.prop([ids, fc.option(fc.oneof(tag, fc.constant('')), { nil: null }), fc.boolean()])(
    'the id a form starts with is the one the server gives a link asked without one: the preselected id while listed, else the oldest',
    (list, chosen, upper) => {
      const asked = chosen === null ? null : caseOf(chosen, upper);
      const picked = preselectedTrackingId(list, asked);
      const items = list.map((trackingId) => ({ trackingId, createdAt: '2026-11-21T00:00:00.000Z' }));
      const server = serverPreselected(asked, { amazon: items, target: [], walmart: [] }) ?? list[0] ?? null;
      expect(picked).toBe(server);
      // Always one of the list, in its spelling; none only for an empty list.
      if (list.length === 0) expect(picked).toBeNull();
      else expect(list).toContain(picked);
    },
  );

  it.prop([
    fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('SKIP', ' skip ', 'Skip', '')), { nil: null }),
  ])('no tracking id goes into a link only for none, blank or SKIP (any letter case)', (id) => {
    expect(isWithoutTrackingId(id)).toBe(id === null || id.trim() === '' || id.trim().toLowerCase() === 'skip');
  });

  it.prop([fc.constantFrom(...RETAILERS), fc.constantFrom(...RETAILERS)])(
    'a URL of another retailer than the chosen one is refused naming both; the same retailer passes',
    (chosen, found) => {
      const problem = retailerMismatch(chosen, found);
      if (chosen === found) expect(problem).toBeNull();
      else {
        const name = (r: string) => r.replace(/^./, (c) => c.toUpperCase());
        const article = (r: string) => (r === 'amazon' ? 'an' : 'a');
        expect(problem?.startsWith(`This is ${article(found)} ${name(found)} product URL.`)).toBe(true);
        expect(problem).toContain(`paste ${article(chosen)} ${name(chosen)} product URL`);
      }
    },
  );

  const productUrl = fc.constantFrom(
    { retailer: 'amazon' as const, url: 'https://www.amazon.com/dp/B08N5WRWNW' },
    { retailer: 'target' as const, url: 'https://www.target.com/p/blender/-/A-12345678' },
    { retailer: 'walmart' as const, url: 'https://www.walmart.com/ip/123456789' },
  );
  it.prop([
    fc.option(fc.oneof(fc.constantFrom(...RETAILERS), fc.string({ maxLength: 8 })), { nil: null }),
    fc.option(
      fc.oneof(
        productUrl,
        fc.webUrl().map((url) => ({ retailer: null, url })),
      ),
      { nil: null },
    ),
  ])(
    "a product handed to Create link opens under the retailer named, else the URL's own, else Amazon",
    (named, product) => {
      const retailer = startingRetailer(named, product?.url);
      const listed = (RETAILERS as readonly unknown[]).includes(named);
      expect(retailer).toBe(listed ? named : (product?.retailer ?? 'amazon'));
    },
  );
});
