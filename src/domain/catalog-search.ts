/**
 * Searching the catalog (Viral Items, search results, brand pages): what a keyword matches and how a typed
 * query becomes one. Pure, so the server's filter, the search box and the property tests share one rule.
 */

/** Longest keyword the catalog search takes (the contract's limit). */
export const CATALOG_KEYWORD_MAX_LENGTH = 100;

/** A typed query as a keyword: trimmed, inner runs of spaces made one, cut to the contract's length. */
export function normalizeKeyword(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, CATALOG_KEYWORD_MAX_LENGTH).trim();
}

/** The words of a keyword, lower-cased; an empty keyword has none (and so matches everything). */
export function keywordTerms(keyword: string): string[] {
  return normalizeKeyword(keyword)
    .toLowerCase()
    .split(' ')
    .filter((term) => term !== '');
}

/**
 * Whether a product named `title` of `brand` matches the keyword: every word of it appears somewhere in the
 * title or the brand name, in any letter case ("ninja blender" finds "Ninja Professional Blender").
 */
export function matchesKeyword(keyword: string, product: { title: string; brand?: string | undefined }): boolean {
  const haystack = `${product.title} ${product.brand ?? ''}`.toLowerCase();
  return keywordTerms(keyword).every((term) => haystack.includes(term));
}

/** How many recent searches the search page keeps. */
export const RECENT_SEARCHES_MAX = 10;

/** The recent searches after searching `keyword`: it goes first, once (in any letter case), at most `max` kept. */
export function rememberSearch(recent: readonly string[], keyword: string, max = RECENT_SEARCHES_MAX): string[] {
  const normalized = normalizeKeyword(keyword);
  if (normalized === '') return recent.slice(0, max);
  const others = recent.filter((k) => k.toLowerCase() !== normalized.toLowerCase());
  return [normalized, ...others].slice(0, Math.max(0, max));
}

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 300;
/** How many suggestions the search box lists. */
export const SUGGESTIONS_MAX = 8;
/** How many popular words the search page offers before anything is typed. */
export const POPULAR_KEYWORDS_MAX = 12;

/** The word being typed (the last one), which suggestions complete; empty after a trailing space. */
export function suggestionPrefix(query: string): string {
  if (/\s$/.test(query)) return '';
  return keywordTerms(query).at(-1) ?? '';
}

/** The query with the word being typed replaced by the chosen suggestion. */
export function applySuggestion(query: string, suggestion: string): string {
  const terms = normalizeKeyword(query)
    .split(' ')
    .filter((t) => t !== '');
  if (!/\s$/.test(query)) terms.pop();
  return normalizeKeyword([...terms, suggestion].join(' '));
}
