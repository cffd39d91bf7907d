/**
 * Rules of the pages that bundle links (combined links, group links, the products behind them): where each page
 * lives, how many products a selection may hold, and what a changed selection asks the server to do.
 */
import { ROUTES } from './route-table';

export const COMBINE_LINK_PREVIEW_PATH = ROUTES.combinedLinks.path;
export const GROUP_LINK_PREVIEW_PATH = ROUTES.groupLinkPreview.path;
export const COLLECTION_CREATE_GROUP_LINK_PATH = ROUTES.groupLinkCreate.path;
export const EXISTING_LINK_PATH = ROUTES.existingLink.path;
export const SAVE_LINK_PATH = ROUTES.saveLink.path;
export const SAVE_LINK_SELECT_BOARD_PATH = ROUTES.saveLinkBoard.path;
export const SAVE_LINK_SELECT_PRODUCTS_PATH = ROUTES.saveLinkProducts.path;
export const CURATION_DETAIL_PATH = ROUTES.curationDetail.path;
export const IMG_EDITOR_PATH = ROUTES.coverEditor.path;

/** A combined link bundles several products: fewer than two is a plain short link; the contract allows 50. */
export const COMBINED_LINK_MIN_PRODUCTS = 2;
export const COMBINED_LINK_MAX_PRODUCTS = 50;
/** Titles of combined links and names of collections (openapi.yaml: CombineLink.title, Collection.name). */
export const COMBINED_TITLE_MAX_LENGTH = 200;
export const COLLECTION_NAME_MAX_LENGTH = 100;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 1000;
/** collection/change moves at most this many products each way in one call. */
export const COLLECTION_CHANGE_MAX = 100;
/** The contract's largest page (PageSize). */
export const MAX_PAGE_SIZE = 100;
/** Items a list page asks for at a time. */
export const LIST_PAGE_SIZE = 20;

export const LINK_PAGE_TEXTS = {
  combinedDeleted: 'Combined link deleted',
  groupLinkMissing:
    'This collection has no group link: only collections made in Linkmint are published as group links.',
  collectionMissing: 'This collection is not in your shop any more.',
  contentSaved: 'Linked content saved',
  coverSaved: 'Cover saved',
  productsSaved: 'Products saved',
  linkCreated: 'Short link created',
} as const;

/** The selection with `id` added at the end, or taken out when it was in; never more than `max`, never twice. */
export function toggleSelection(selected: readonly string[], id: string, max: number): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= max) return [...selected];
  return [...selected, id];
}

/** What the server must add and remove so that a collection holding `initial` holds `selected`. */
export function selectionChanges(
  initial: readonly string[],
  selected: readonly string[],
): { add: string[]; remove: string[] } {
  const before = new Set(initial);
  const after = new Set(selected);
  return { add: [...after].filter((id) => !before.has(id)), remove: [...before].filter((id) => !after.has(id)) };
}

/** Splits a list into chunks of at most `size` (collection/change takes 100 ids each way per call). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** "1 product", "3 products": counts as the pages write them. */
export const countOf = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a new combined link still lacks, in a sentence; null when it can be created. */
export function combinedLinkProblem(title: string, pickedCount: number): string | null {
  if (title.trim() === '') return 'Give the page a title.';
  const more = COMBINED_LINK_MIN_PRODUCTS - pickedCount;
  return more > 0 ? `Tick ${more} more product${more === 1 ? '' : 's'}.` : null;
}
