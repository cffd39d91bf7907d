/**
 * Bringing a creator's links from another tool (link import): which kind of file was given, what each of its rows
 * asks for, and what makes two rows the same. Pure: the server runs it to decide (dry run and confirm alike) and
 * the app shows the help text from the same constants.
 *
 * Recognised by the header row (case and spaces ignored):
 * - Bitly's link export: a `long_url` column (with `title`, `link`, `custom_bitlinks`, `created_at`, `tags`…);
 *   the old bit.ly address stays at Bitly, each row gets a new Linkmint code.
 * - the generic format: `destination,title,slug,tags` (only `destination` required);
 * - a link-in-bio export (Linktree-style): `title` and `url` columns, buttons in their order;
 * - no header at all: a pasted list of addresses, one a line.
 */

export type LinkImportFormat = 'bitly' | 'generic' | 'link-in-bio' | 'list';

/** The largest file or pasted text, in characters (10,000 rows of long retailer addresses fit comfortably). */
export const LINK_IMPORT_MAX_CHARS = 4_000_000;
/** The most rows one import may hold. */
export const LINK_IMPORT_MAX_ROWS = 10_000;
/** What separates the tags of one row (the generic format's `tags` column, Bitly's `tags`). */
export const TAG_SEPARATORS = ['|', ';'] as const;
/** A slug becomes the link's code after /s/: what the redirect answers (short-link-redirect.ts) and no more. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const GENERIC_HEADER = 'destination,title,slug,tags';

/** The help text the app shows beside the file picker. */
export const LINK_IMPORT_HELP =
  `Upload a Bitly link export, a link-in-bio export (title and url columns, in button order), or a CSV whose ` +
  `header is ${GENERIC_HEADER} (only destination is required; separate several tags with | or ;). ` +
  `Or paste addresses, one a line.`;

export const LINK_IMPORT_MESSAGES = {
  empty: 'The file is empty: there is nothing to import.',
  tooLarge: `The file is too large: at most ${LINK_IMPORT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  tooManyRows: `The file has too many rows: at most ${LINK_IMPORT_MAX_ROWS.toLocaleString('en-US')} links at a time.`,
  notCsv: 'This is not a CSV file: export your links as CSV (comma-separated text) and try again.',
  noHeader: `No recognisable header: use a Bitly export, a link-in-bio export (title,url), the header ${GENERIC_HEADER}, or paste one address a line.`,
  noAddress: 'The address is missing.',
  noTitle: 'A bio button needs a title.',
  badSlug: 'The slug may hold only letters, digits, - and _ (3 to 32 of them).',
  duplicate: (line: number) => `Same link as line ${line}.`,
} as const;

/** A file name the import takes (CSV or plain text); a spreadsheet workbook or a picture is refused by name first. */
export const isImportFileName = (name: string): boolean => /\.(csv|txt)$/i.test(name.trim());

/** One row as the file gives it, before any address is checked. */
export interface ImportRow {
  /** The line (1-based) the row starts on in the file or text. */
  line: number;
  address: string;
  title: string;
  /** The code asked for (generic format); absent: one is drawn. */
  slug?: string;
  tags: string[];
}

/** A row the file itself gets wrong (no address, a bad slug…), named by its line. */
export interface RowProblem {
  line: number;
  message: string;
}

export interface ImportRecord {
  line: number;
  cells: readonly string[];
}

const headerName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_');

/** The format a header row names, or undefined when it names none. */
export function formatOfHeader(cells: readonly string[]): Exclude<LinkImportFormat, 'list'> | undefined {
  const names = new Set(cells.map(headerName));
  if (names.has('long_url')) return 'bitly';
  if (names.has('destination')) return 'generic';
  if (names.has('url') && names.has('title')) return 'link-in-bio';
  return undefined;
}

/** A line that is one address and nothing else (a pasted list has no header and no commas). */
export const looksLikeAddress = (line: string): boolean => /^(https?:\/\/)?[^\s,/]+\.[^\s,]+$/i.test(line.trim());

/** The tags of one cell: split on | or ;, trimmed, blanks and repeats dropped, first spelling kept. */
export function splitTags(cell: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of cell.split(/[|;]/)) {
    const tag = part.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const isBlank = (record: ImportRecord) => record.cells.every((cell) => cell.trim() === '');

/**
 * The format of the records (CSV split) of a file or pasted text: a header names one, or the first non-blank line
 * is an address (a pasted list); undefined otherwise.
 */
export function detectFormat(records: readonly ImportRecord[]): LinkImportFormat | undefined {
  const filled = records.filter((record) => !isBlank(record));
  const first = filled[0];
  if (!first) return undefined;
  const named = formatOfHeader(first.cells);
  if (named) return named;
  return looksLikeAddress(lineOf(first)) ? 'list' : undefined;
}

/** A pasted line as typed: an address with a comma in it was split by the CSV reading, so it is joined again. */
const lineOf = (record: ImportRecord) => record.cells.join(',').trim();

/** The column of each wanted name in the header (undefined: the file has no such column). */
function columns(header: readonly string[], names: readonly string[]): Record<string, number | undefined> {
  const index = header.map(headerName);
  return Object.fromEntries(names.map((name) => [name, index.includes(name) ? index.indexOf(name) : undefined]));
}

const cellAt = (cells: readonly string[], at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());

/**
 * The rows of records in a detected format, each either a row to check further or a problem of its own line.
 * Blank records are skipped; a header row is not a row. In a pasted list every line is an address, and one that
 * is not is refused by its line when checked.
 */
export function importRows(
  format: LinkImportFormat,
  records: readonly ImportRecord[],
): { rows: ImportRow[]; problems: RowProblem[] } {
  const filled = records.filter((record) => !isBlank(record));
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  if (format === 'list') {
    for (const record of filled) rows.push({ line: record.line, address: lineOf(record), title: '', tags: [] });
    return { rows, problems };
  }
  const [header, ...data] = filled;
  if (!header) return { rows, problems };
  const at = columns(header.cells, ['long_url', 'destination', 'url', 'title', 'slug', 'tags']);
  const addressAt = format === 'bitly' ? at.long_url : format === 'generic' ? at.destination : at.url;
  for (const { line, cells } of data) {
    const address = cellAt(cells, addressAt);
    const title = cellAt(cells, at.title);
    const slug = format === 'generic' ? cellAt(cells, at.slug) : '';
    if (!address) problems.push({ line, message: LINK_IMPORT_MESSAGES.noAddress });
    else if (format === 'link-in-bio' && !title) problems.push({ line, message: LINK_IMPORT_MESSAGES.noTitle });
    else if (slug && !SLUG_PATTERN.test(slug)) problems.push({ line, message: LINK_IMPORT_MESSAGES.badSlug });
    else
      rows.push({
        line,
        address,
        title,
        ...(slug ? { slug } : {}),
        tags: format === 'link-in-bio' ? [] : splitTags(cellAt(cells, at.tags)),
      });
  }
  return { rows, problems };
}

/**
 * What makes two imported links the same: where they go once the earn rule has written the creator's id in, and
 * the code asked for (none: any). Importing a file twice finds every row's key already stored.
 */
export const importKey = (destination: string, slug?: string): string => `${destination}\n${slug ?? ''}`;

/** For each key, the index of the first earlier entry with the same key (undefined for the first of its kind). */
export function earlierDuplicates(keys: readonly string[]): Array<number | undefined> {
  const first = new Map<string, number>();
  return keys.map((key, index) => {
    const seen = first.get(key);
    if (seen !== undefined) return seen;
    first.set(key, index);
    return undefined;
  });
}
