/**
 * Search suggestions drawn from a shop's products (get_products_keywords): the words and brands its products
 * are named with, most used first. Pure, so the search box and the server agree on what a keyword is.
 */

export interface KeywordSource {
  title: string;
  brand?: string | null;
}

/** Words that say nothing about a product: grammar, packaging and units. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'with',
  'in',
  'on',
  'to',
  'by',
  'at',
  'from',
  'or',
  'as',
  'is',
  'its',
  'your',
  'you',
  'oz',
  'fl',
  'lb',
  'lbs',
  'ml',
  'mm',
  'ft',
  'qt',
  'gal',
  'pack',
  'count',
  'ct',
  'pc',
  'pcs',
  'piece',
  'pieces',
  'set',
  'size',
  'new',
  'one',
  'two',
  'x',
]);

export const MIN_KEYWORD_LENGTH = 3;
export const MAX_KEYWORD_LENGTH = 100;

/** The words of a title worth suggesting, lower-cased, each once. */
export function titleWords(title: string): string[] {
  const words = title
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}'&]+/u)
    .map((w) => w.replace(/^['&]+|['&]+$/g, ''))
    .filter(
      (w) => w.length >= MIN_KEYWORD_LENGTH && w.length <= MAX_KEYWORD_LENGTH && !STOP_WORDS.has(w) && /\p{L}/u.test(w),
    );
  return [...new Set(words)];
}

/**
 * Keywords of the products, most used first (a word counts once per product; a brand counts for each of its
 * products), ties in alphabetical order; only those starting with `prefix` (case-insensitive), at most `limit`.
 */
export function productKeywords(products: readonly KeywordSource[], prefix = '', limit = 20): string[] {
  const counts = new Map<string, number>();
  const add = (keyword: string) => counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
  for (const product of products) {
    const words = new Set(titleWords(product.title));
    const brand = product.brand?.trim().toLowerCase();
    if (brand && brand.length <= MAX_KEYWORD_LENGTH) {
      add(brand);
      // The brand's own words are not suggested again on their own.
      for (const w of titleWords(brand)) words.delete(w);
    }
    for (const w of words) add(w);
  }
  const start = prefix.trim().toLowerCase();
  return [...counts]
    .filter(([keyword]) => keyword.startsWith(start))
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, Math.max(0, limit))
    .map(([keyword]) => keyword);
}
