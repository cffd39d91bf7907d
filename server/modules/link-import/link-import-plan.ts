import { MAX_BIO_BUTTONS, BIO_BUTTON_MESSAGES } from '../../../src/domain/bio-link-rules';
import { earnRule, type EarnSettings } from '../../../src/domain/earn-rule';
import {
  detectFormat,
  earlierDuplicates,
  importKey,
  importRows,
  LINK_IMPORT_MAX_CHARS,
  LINK_IMPORT_MAX_ROWS,
  LINK_IMPORT_MESSAGES,
  type ImportRow,
  type LinkImportFormat,
} from '../../../src/domain/link-import';
import { csvRecords } from '../../csv';
import { badRequest } from '../../errors';
import { checkButtons, type CheckedButton } from '../bio-link';
import { checkAddress, sourceFor, type NewShortLink } from '../short-links';

/**
 * The dry run of an import: the file checked whole, and every row with what it would become (a short link with its
 * destination after the earn rule, a bio button, already imported, or refused with the reason), named by its line.
 * Confirming runs the same plan again and stores its accepted rows, so what is stored is what was shown.
 */

export const PLAN_MESSAGES = {
  alreadyImported: 'Already imported: this link is in My Links.',
  alreadyButton: 'Already imported: this button is on your bio page.',
  slugTaken: (slug: string) => `The slug ${slug} is taken by another link.`,
  keepUntagged: 'Import it anyway without your tracking ID by ticking "Keep links I cannot tag".',
  tooManyButtons: `A bio page holds at most ${MAX_BIO_BUTTONS} buttons.`,
} as const;

export type RowOutcome = 'link' | 'button' | 'imported' | 'refused';

export interface PlannedRow {
  line: number;
  outcome: RowOutcome;
  /** The address as the row gives it. */
  address: string;
  title: string;
  slug?: string;
  tags: string[];
  /** Where the link or button sends the audience: the earn rule's answer. */
  destination?: string;
  trackingId?: string;
  /** A retailer address kept without the creator's tag, as they chose. */
  untagged?: boolean;
  /** Why the row is refused or skipped. */
  reason?: string;
}

export interface ImportPlan {
  format: LinkImportFormat;
  rows: PlannedRow[];
  /** The rows to store: links to make, or buttons to add in file order. */
  links: Array<NewShortLink & { code?: string }>;
  buttons: CheckedButton[];
}

/** What the plan reads of the shop and the store, handed in so the plan itself stays a function of its inputs. */
export interface PlanLookups {
  earn: EarnSettings;
  /** The shop's live links among these destinations. */
  liveLinksTo(destinations: readonly string[]): Promise<Array<{ code: string; destination: string }>>;
  takenCodes(codes: readonly string[]): Promise<Set<string>>;
  /** The buttons already on the shop's bio page, or undefined when it has no bio page. */
  bioButtons(): Promise<Array<{ title: string; url: string }> | undefined>;
}

export interface PlanRequest {
  shopDomain: string;
  text: string;
  /** Keep retailer addresses the earn rule cannot tag, untagged (the creator's knowing choice). */
  keepUntagged: boolean;
}

/** The file's rows, or a 400 for a file that is empty, too large, not CSV, or has no recognisable header. */
export function readImportFile(text: string): { format: LinkImportFormat; rows: ImportRow[]; refused: PlannedRow[] } {
  if (text.length > LINK_IMPORT_MAX_CHARS) throw badRequest(LINK_IMPORT_MESSAGES.tooLarge);
  if (text.trim() === '') throw badRequest(LINK_IMPORT_MESSAGES.empty);
  // Text files hold no NUL nor other C0 controls besides tab and line ends: a spreadsheet or an image does.
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw badRequest(LINK_IMPORT_MESSAGES.notCsv);
  const { records, problem } = csvRecords(text);
  if (problem) throw badRequest(`Line ${problem.line}: ${problem.message}.`);
  const format = detectFormat(records);
  if (!format) throw badRequest(LINK_IMPORT_MESSAGES.noHeader);
  const { rows, problems } = importRows(format, records);
  if (rows.length + problems.length > LINK_IMPORT_MAX_ROWS) throw badRequest(LINK_IMPORT_MESSAGES.tooManyRows);
  if (rows.length + problems.length === 0) throw badRequest(LINK_IMPORT_MESSAGES.empty);
  const refused = problems.map(({ line, message }) => ({
    line,
    outcome: 'refused' as const,
    address: '',
    title: '',
    tags: [],
    reason: message,
  }));
  return { format, rows, refused };
}

const refusedRow = (row: ImportRow, reason: string): PlannedRow => ({ ...row, outcome: 'refused', reason });
const byLine = (a: PlannedRow, b: PlannedRow) => a.line - b.line;

export async function planImport(request: PlanRequest, lookups: PlanLookups): Promise<ImportPlan> {
  const { format, rows, refused } = readImportFile(request.text);
  if (format === 'link-in-bio') return planButtons(rows, refused, request, lookups);
  return planLinks(format, rows, refused, request, lookups);
}

async function planLinks(
  format: LinkImportFormat,
  rows: readonly ImportRow[],
  refused: PlannedRow[],
  request: PlanRequest,
  lookups: PlanLookups,
): Promise<ImportPlan> {
  const planned: PlannedRow[] = [...refused];
  const candidates: Array<{ row: ImportRow; link: NewShortLink }> = [];
  for (const row of rows) {
    const checked = checkAddress(row.address);
    if (!checked.ok) {
      planned.push(refusedRow(row, checked.reason));
      continue;
    }
    const decision = earnRule(checked.address.href, lookups.earn, { keepUntagged: request.keepUntagged });
    if (decision.outcome === 'untaggable') {
      planned.push(refusedRow(row, `${decision.message} ${PLAN_MESSAGES.keepUntagged}`));
      continue;
    }
    const { product } = checked.address;
    candidates.push({
      row,
      link: {
        shopDomain: request.shopDomain,
        kind: 'short',
        retailer: product.retailer,
        retailerItemId: product.productId,
        normalizedUrl: product.canonicalUrl,
        destination: decision.address,
        trackingId: decision.outcome === 'tagged' ? decision.trackingId : null,
        source: sourceFor(product.retailer, undefined),
        title: row.title || null,
        productId: null,
      },
    });
  }
  const duplicates = earlierDuplicates(candidates.map(({ row, link }) => importKey(link.destination, row.slug)));
  const [live, taken] = await Promise.all([
    lookups.liveLinksTo([...new Set(candidates.map(({ link }) => link.destination))]),
    lookups.takenCodes(candidates.flatMap(({ row }) => (row.slug ? [row.slug] : []))),
  ]);
  const liveCodes = new Map<string, Set<string>>();
  for (const { code, destination } of live)
    liveCodes.set(destination, (liveCodes.get(destination) ?? new Set()).add(code));
  const links: ImportPlan['links'] = [];
  candidates.forEach(({ row, link }, index) => {
    const earlier = duplicates[index];
    const codes = liveCodes.get(link.destination);
    const shown = {
      ...row,
      destination: link.destination,
      ...(link.trackingId ? { trackingId: link.trackingId } : {}),
      ...(link.trackingId === null && request.keepUntagged ? { untagged: true } : {}),
    };
    if (earlier !== undefined)
      planned.push({
        ...shown,
        outcome: 'refused',
        reason: LINK_IMPORT_MESSAGES.duplicate(candidates[earlier]!.row.line),
      });
    else if (codes && (!row.slug || codes.has(row.slug)))
      planned.push({ ...shown, outcome: 'imported', reason: PLAN_MESSAGES.alreadyImported });
    else if (row.slug && taken.has(row.slug))
      planned.push({ ...shown, outcome: 'refused', reason: PLAN_MESSAGES.slugTaken(row.slug) });
    else {
      planned.push({ ...shown, outcome: 'link' });
      links.push({ ...link, ...(row.slug ? { code: row.slug } : {}) });
    }
  });
  return { format, rows: planned.sort(byLine), links, buttons: [] };
}

async function planButtons(
  rows: readonly ImportRow[],
  refused: PlannedRow[],
  request: PlanRequest,
  lookups: PlanLookups,
): Promise<ImportPlan> {
  const existing = await lookups.bioButtons();
  if (!existing)
    throw badRequest(
      'A link-in-bio file becomes buttons on your bio page, and you have none yet: make your bio page first (Bio link tab), then import again.',
    );
  const onPage = new Set(existing.map((button) => importKey(button.url, button.title.trim().toLowerCase())));
  const planned: PlannedRow[] = [...refused];
  const buttons: CheckedButton[] = [];
  const checked = rows.map((row) => ({
    row,
    result: checkButtons(
      [{ title: row.title, url: row.address, keepUntagged: request.keepUntagged }],
      [],
      false,
      lookups.earn,
    ),
  }));
  const keys = checked.map(({ row, result }) =>
    importKey(result.buttons[0]?.url ?? row.address, row.title.trim().toLowerCase()),
  );
  const duplicates = earlierDuplicates(keys);
  checked.forEach(({ row, result }, index) => {
    const button = result.buttons[0];
    const problem = result.problems[0];
    const earlier = duplicates[index];
    if (problem || !button) planned.push(refusedRow(row, problem?.message ?? BIO_BUTTON_MESSAGES.noTitle));
    else if (earlier !== undefined)
      planned.push(refusedRow(row, LINK_IMPORT_MESSAGES.duplicate(checked[earlier]!.row.line)));
    else if (onPage.has(keys[index]!))
      planned.push({
        ...row,
        outcome: 'imported',
        destination: button.destination,
        reason: PLAN_MESSAGES.alreadyButton,
      });
    else if (existing.length + buttons.length >= MAX_BIO_BUTTONS)
      planned.push(refusedRow(row, PLAN_MESSAGES.tooManyButtons));
    else {
      planned.push({
        ...row,
        outcome: 'button',
        destination: button.destination,
        ...(button.untagged ? { untagged: true } : {}),
      });
      buttons.push(button);
    }
  });
  return { format: 'link-in-bio', rows: planned.sort(byLine), links: [], buttons };
}
