import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  DEFAULT_SEARCH_PLACEHOLDER,
  PRODUCT_SOURCE,
  SHOP_SOURCES,
  shopSource,
  sourceOfLastUpdatePath,
  sourcesOf,
  sourceTitle,
} from '../../src/domain/shop-sources';

/** The spec §3 dictionary, written out once more here so the table in src/domain is checked against the spec. */
const SPEC: Record<number, string> = {
  1: 'Amazon Products',
  3: 'Amazon Boards',
  4: 'Amazon Idea Lists',
  16: 'Amazon Curations',
  18: 'Amazon Videos',
  6: 'Amazon Other Links',
  7: 'Target Products',
  11: 'Target Collections',
  8: 'Target Other Links',
  9: 'Walmart Products',
  14: 'Walmart Top Picks',
  12: 'Walmart Collections',
  15: 'Walmart Posts',
  10: 'Walmart Other Links',
  2: 'Collages',
  13: 'Landing Page',
  17: 'Brand Deal',
  5: 'Other Links',
};
const SHOWS_LAST_UPDATE = [3, 4, 16, 18, 11, 14, 12, 15];
const ids = fc.constantFrom(...SHOP_SOURCES.map((s) => s.id));

describe('shop source dictionary (spec §3)', () => {
  it('holds exactly the spec ids with their labels, ids unique', () => {
    expect(Object.fromEntries(SHOP_SOURCES.map((s) => [s.id, sourceTitle(s)]))).toEqual(SPEC);
    expect(new Set(SHOP_SOURCES.map((s) => s.id)).size).toBe(SHOP_SOURCES.length);
  });

  it.prop([ids])('a lookup by id answers the entry with that id', (id) => {
    expect(shopSource(id)?.id).toBe(id);
  });

  it.prop([fc.integer({ min: -1000, max: 1000 }).filter((n) => !(n in SPEC))])(
    'an id outside the spec finds nothing',
    (id) => {
      expect(shopSource(id)).toBeUndefined();
    },
  );

  it.prop([ids])(
    'a source shows its last update time exactly when the spec says, and then names a GET path that leads back to it',
    (id) => {
      const source = shopSource(id)!;
      expect(source.showLastUpdateTime).toBe(SHOWS_LAST_UPDATE.includes(id));
      if (source.showLastUpdateTime) {
        expect(source.lastUpdateTimePath).toMatch(/^\/(amazon|target|walmart)\/[A-Za-z]+\/lastUpdateTime$/);
        expect(source.lastUpdateTimePath!.split('/')[1]).toBe(source.retailer);
        expect(sourceOfLastUpdatePath(source.lastUpdateTimePath!)).toBe(source);
      } else {
        expect(source.lastUpdateTimePath).toBeUndefined();
      }
    },
  );

  it.prop([ids])(
    'every source has a non-empty placeholder of at most 100 characters, and a retailer that lists it',
    (id) => {
      const source = shopSource(id)!;
      expect(source.searchPlaceholder.length).toBeGreaterThan(0);
      expect(source.searchPlaceholder.length).toBeLessThanOrEqual(100);
      expect(sourcesOf(source.retailer)).toContain(source);
    },
  );

  it.prop([fc.constantFrom('amazon', 'target', 'walmart') as fc.Arbitrary<keyof typeof PRODUCT_SOURCE>])(
    'each retailer files its products under its own Products source, searched with the default placeholder',
    (retailer) => {
      const source = shopSource(PRODUCT_SOURCE[retailer])!;
      expect([source.retailer, source.label, source.searchPlaceholder]).toEqual([
        retailer,
        'Products',
        DEFAULT_SEARCH_PLACEHOLDER,
      ]);
    },
  );

  it.prop([fc.string()])('a path that is not one of the eight last-update calls names no source', (path) => {
    fc.pre(!SHOP_SOURCES.some((s) => s.lastUpdateTimePath === path));
    expect(sourceOfLastUpdatePath(path)).toBeUndefined();
  });
});
