/**
 * Section headers of a bio page: short titles drawn as headings between groups of buttons. A header is not a button
 * (it has no tracked address, no clicks); it is kept apart from the buttons with its place among them, `position`,
 * the number of buttons before it: 0 above the first, several at one position in their order, and any position past
 * the last button after it. Shared by the server (checks, public page) and the app (the editor's one ordered list).
 */

export const HEADER_TITLE_MAX = 60;
export const HEADERS_MAX = 20;

export interface PageHeader {
  title: string;
  position: number;
}

export const HEADER_TEXTS = {
  titleMissing: 'Give the section header a title: it cannot be empty.',
  titleTooLong: `Keep a section header to ${HEADER_TITLE_MAX} characters or fewer.`,
  tooMany: `A bio page takes at most ${HEADERS_MAX} section headers: remove one first.`,
} as const;

/** What is wrong with a header's title (trimmed), or null. */
export function headerTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return HEADER_TEXTS.titleMissing;
  return trimmed.length > HEADER_TITLE_MAX ? HEADER_TEXTS.titleTooLong : null;
}

/** What is wrong with a page's headers (the first problem), or null. */
export function headersProblem(headers: ReadonlyArray<{ title: string }>): string | null {
  if (headers.length > HEADERS_MAX) return HEADER_TEXTS.tooMany;
  for (const header of headers) {
    const problem = headerTitleProblem(header.title);
    if (problem) return problem;
  }
  return null;
}

/** An item of the page's list in order: a button, or a header given by its index in the headers. */
export type PageItem<B, H> = { button: B } | { header: H };

/**
 * Buttons and headers as one ordered list: each header before the button at its position (in the headers' own
 * order among those at one position), those past the last button at the end.
 */
export function interleave<B, H extends { position: number }>(
  buttons: readonly B[],
  headers: readonly H[],
): Array<PageItem<B, H>> {
  const placed = headers.map((header, order) => ({ header, order, at: Math.min(header.position, buttons.length) }));
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  const items: Array<PageItem<B, H>> = [];
  let next = 0;
  buttons.forEach((button, index) => {
    while (next < placed.length && placed[next]!.at <= index) items.push({ header: placed[next++]!.header });
    items.push({ button });
  });
  while (next < placed.length) items.push({ header: placed[next++]!.header });
  return items;
}

/** The inverse of interleave: the buttons in order, and each header with the number of buttons before it. */
export function splitItems<B, H>(
  items: ReadonlyArray<PageItem<B, H>>,
): { buttons: B[]; headers: Array<{ header: H; position: number }> } {
  const buttons: B[] = [];
  const headers: Array<{ header: H; position: number }> = [];
  for (const item of items) {
    if ('button' in item) buttons.push(item.button);
    else headers.push({ header: item.header, position: buttons.length });
  }
  return { buttons, headers };
}
