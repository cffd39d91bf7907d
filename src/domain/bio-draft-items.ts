/**
 * The bio page editor's buttons and section headers as one ordered list: the draft keeps the buttons in order and
 * each header with the number of buttons before it (as save_page takes them); the editor shows, moves and removes
 * them as one list, and these turn one form into the other.
 */
import { HEADERS_MAX, HEADER_TEXTS, headerTitleProblem, interleave, splitItems, type PageItem } from './bio-headers';
import { moveItem, type BioLinkDraft, type ButtonDraft } from './bio-link';

/** A section header of the draft: `key` names it in the editor; `position` is the number of buttons before it. */
export interface HeaderDraft {
  key: string;
  title: string;
  position: number;
}

export type DraftItem = PageItem<ButtonDraft, HeaderDraft>;

/** The draft's buttons and headers in page order. */
export const draftItems = (draft: BioLinkDraft): DraftItem[] => interleave(draft.buttons, draft.headers ?? []);

export const itemKey = (item: DraftItem): string => ('button' in item ? item.button.key : item.header.key);

/** The draft with its buttons and headers taken from one ordered list. */
function withItems(draft: BioLinkDraft, items: readonly DraftItem[]): BioLinkDraft {
  const { buttons, headers } = splitItems(items);
  return { ...draft, buttons, headers: headers.map(({ header, position }) => ({ ...header, position })) };
}

/** The draft with the button or header `key` moved to place `to` of the page's list (clamped to it). */
export function moveDraftItem(draft: BioLinkDraft, key: string, to: number): BioLinkDraft {
  const items = draftItems(draft);
  return withItems(
    draft,
    moveItem(
      items,
      items.findIndex((item) => itemKey(item) === key),
      to,
    ),
  );
}

/** The draft without the button or header `key`: the headers after a removed button move up with the list. */
export const removeDraftItem = (draft: BioLinkDraft, key: string): BioLinkDraft =>
  withItems(
    draft,
    draftItems(draft).filter((item) => itemKey(item) !== key),
  );

/** The draft with a header after everything else. */
export const addDraftHeader = (draft: BioLinkDraft, key: string, title: string): BioLinkDraft => ({
  ...draft,
  headers: [...(draft.headers ?? []), { key, title: title.trim(), position: draft.buttons.length }],
});

/** What is wrong with a header about to join the draft, or null. */
export function newHeaderProblem(headers: readonly HeaderDraft[], title: string): string | null {
  return headerTitleProblem(title) ?? (headers.length >= HEADERS_MAX ? HEADER_TEXTS.tooMany : null);
}
