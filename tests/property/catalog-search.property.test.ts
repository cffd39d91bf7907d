import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  applySuggestion,
  CATALOG_KEYWORD_MAX_LENGTH,
  keywordTerms,
  matchesKeyword,
  normalizeKeyword,
  rememberSearch,
  RECENT_SEARCHES_MAX,
  suggestionPrefix,
} from '../../src/domain/catalog-search';
import { brandPath, productPath, searchResultPath, cardImageOf, CATALOG_PATHS } from '../../src/domain/catalog-browse';
import { parseRoute } from '../../src/domain/routes';

const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9'&.-]{0,11}$/);
const spaces = fc.stringMatching(/^[ \t]{0,3}$/);
const query = fc
  .array(fc.tuple(spaces, word), { maxLength: 6 })
  .chain((parts) => spaces.map((end) => parts.map(([s, w]) => `${s}${w}`).join(' ') + end));
const product = fc.record({
  title: fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')),
  brand: fc.option(word, { nil: undefined }),
});

describe('catalog keyword search', () => {
  it.prop([fc.string({ maxLength: 300 })])(
    'a normalised keyword is trimmed, single-spaced, within the contract length, and stable',
    (text) => {
      const keyword = normalizeKeyword(text);
      expect(keyword).toBe(keyword.trim());
      expect(keyword).not.toMatch(/\s\s/);
      expect(keyword.length).toBeLessThanOrEqual(CATALOG_KEYWORD_MAX_LENGTH);
      expect(normalizeKeyword(keyword)).toBe(keyword);
    },
  );

  it.prop([product])(
    'a product matches its own title, its brand, any of its words in any case, and the blank keyword',
    (p) => {
      expect(matchesKeyword('', p)).toBe(true);
      expect(matchesKeyword(p.title.toUpperCase(), p)).toBe(true);
      if (p.brand) expect(matchesKeyword(`  ${p.brand.toLowerCase()} `, p)).toBe(true);
      for (const w of p.title.split(' ')) expect(matchesKeyword(w.toLowerCase(), p)).toBe(true);
    },
  );

  it.prop([query, query, product])('more words only narrow: a match of both words is a match of each', (a, b, p) => {
    const both = matchesKeyword(`${a} ${b}`, p);
    if (both) {
      expect(matchesKeyword(a, p)).toBe(true);
      expect(matchesKeyword(b, p)).toBe(true);
    }
    expect(both).toBe(keywordTerms(`${a} ${b}`).every((t) => matchesKeyword(t, p)));
  });

  it.prop([fc.array(word, { maxLength: 15 }), query])(
    'recent searches: the new one first, once in any case, at most ten, the others in order',
    (earlier, searched) => {
      const before = [...new Map(earlier.map((w) => [w.toLowerCase(), w])).values()].slice(0, RECENT_SEARCHES_MAX);
      const after = rememberSearch(before, searched);
      const keyword = normalizeKeyword(searched);
      expect(after.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX);
      expect(new Set(after.map((k) => k.toLowerCase())).size).toBe(after.length);
      if (keyword === '') expect(after).toEqual(before);
      else {
        expect(after[0]).toBe(keyword);
        const others = before.filter((k) => k.toLowerCase() !== keyword.toLowerCase());
        expect(after.slice(1)).toEqual(others.slice(0, RECENT_SEARCHES_MAX - 1));
      }
    },
  );

  it.prop([query, word])(
    'a suggestion replaces the word being typed and keeps the words before it',
    (typed, suggestion) => {
      const prefix = suggestionPrefix(typed);
      const result = applySuggestion(typed, suggestion);
      const terms = keywordTerms(typed);
      if (prefix === '')
        expect(keywordTerms(result)).toEqual(
          [...terms, ...keywordTerms(suggestion)].slice(0, keywordTerms(result).length),
        );
      else {
        expect(prefix).toBe(terms.at(-1));
        expect(keywordTerms(result)).toEqual([...terms.slice(0, -1), suggestion.toLowerCase()]);
      }
    },
  );
});

describe('catalog page addresses and pictures', () => {
  it.prop([fc.string({ minLength: 1, maxLength: 60 })])(
    'a keyword, brand or product id survives the trip through its page address',
    (value) => {
      expect(parseRoute(searchResultPath(value))).toEqual({
        path: CATALOG_PATHS.searchResult,
        query: new URLSearchParams({ keyword: value }),
      });
      expect(parseRoute(brandPath(value)).query.get('brandId')).toBe(value);
      expect(parseRoute(productPath(value)).query.get('id')).toBe(value);
      expect(parseRoute(productPath(value, 'arrivals')).path).toBe(CATALOG_PATHS.arrival);
    },
  );

  it.prop([
    fc.array(fc.record({ id: word, name: word, logoUrl: fc.webUrl() }), { maxLength: 8 }),
    fc.option(word, { nil: undefined }),
    fc.option(fc.webUrl(), { nil: undefined }),
  ])(
    "a card shows the product's own picture, else its brand's logo (by name, any case), else none",
    (brands, brand, imageUrl) => {
      const picture = cardImageOf({ imageUrl, brand: brand?.toUpperCase() }, brands);
      if (imageUrl) expect(picture).toBe(imageUrl);
      else {
        const named = brands.find((b) => brand !== undefined && b.name.toLowerCase() === brand.toLowerCase());
        expect(picture).toBe(named?.logoUrl);
      }
    },
  );
});
