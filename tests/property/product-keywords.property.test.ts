import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { MIN_KEYWORD_LENGTH, productKeywords, titleWords } from '../../src/domain/product-keywords';

const word = fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/);
const product = fc.record({
  title: fc
    .array(fc.oneof(word, fc.constantFrom('oz', 'Pack', '12', '&', 'the', 'With', '—')), {
      minLength: 1,
      maxLength: 10,
    })
    .map((w) => w.join(' ')),
  brand: fc.option(
    fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    { nil: undefined },
  ),
});
const products = fc.array(product, { maxLength: 30 });

/** How many products use a keyword: in the title words, or as the brand. */
function uses(list: Array<{ title: string; brand?: string }>, keyword: string): number {
  return list.filter(
    (p) =>
      p.brand?.toLowerCase() === keyword ||
      (titleWords(p.title).includes(keyword) && !titleWords(p.brand ?? '').includes(keyword)),
  ).length;
}

describe('search keywords of a shop (get_products_keywords)', () => {
  it.prop([products, fc.integer({ min: 0, max: 50 })])(
    'never more than the limit, each once, lower-case, and a brand or a word long enough',
    (list, limit) => {
      const keywords = productKeywords(list, '', limit);
      expect(keywords.length).toBeLessThanOrEqual(limit);
      expect(new Set(keywords).size).toBe(keywords.length);
      const brands = new Set(list.map((p) => p.brand?.toLowerCase()));
      for (const k of keywords) {
        expect(k).toBe(k.toLowerCase());
        if (!brands.has(k)) expect(k.length).toBeGreaterThanOrEqual(MIN_KEYWORD_LENGTH);
      }
    },
  );

  it.prop([products])('most used first, ties alphabetical, and every keyword comes from the products', (list) => {
    const keywords = productKeywords(list, '', 50);
    const counts = keywords.map((k) => uses(list, k));
    for (const [i, k] of keywords.entries()) {
      expect(counts[i], k).toBeGreaterThan(0);
      if (i > 0) {
        expect(counts[i - 1]!).toBeGreaterThanOrEqual(counts[i]!);
        if (counts[i - 1] === counts[i]) expect(keywords[i - 1]!.localeCompare(k)).toBeLessThan(0);
      }
    }
  });

  it.prop([products, fc.stringMatching(/^[A-Za-z]{0,3}$/)])(
    'a prefix keeps exactly the keywords starting with it, in the same order',
    (list, prefix) => {
      const all = productKeywords(list, '', 1000);
      expect(productKeywords(list, prefix, 1000)).toEqual(all.filter((k) => k.startsWith(prefix.toLowerCase())));
    },
  );

  it.prop([product])('units, numbers and little words are never suggested', (p) => {
    for (const k of productKeywords([{ title: p.title }], '', 50)) {
      expect(['oz', 'pack', 'the', 'with', '12', '&']).not.toContain(k);
    }
  });
});
