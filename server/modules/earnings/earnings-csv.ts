import { checkConversionReport, type ConversionReport, type FieldNames } from './conversion-report';

/**
 * The CSV of a retailer's earnings report, as the admin CLI imports it (`earnings import FILE`): a header row
 * naming the columns (any order, any letter case), then one order per row. Quoted fields follow RFC 4180
 * (commas, doubled quotes and line breaks inside quotes). The whole file is checked before anything is stored:
 * the answer is either every row or every problem, each with the line its row starts on.
 */

/** The columns, named after the postback's fields. */
export const CSV_COLUMNS: FieldNames = {
  network: 'network',
  orderId: 'order_id',
  shortCode: 'short_code',
  trackingId: 'tracking_id',
  orderAmountCents: 'order_amount_cents',
  commissionCents: 'commission_cents',
  currency: 'currency',
  status: 'status',
  orderedAt: 'ordered_at',
};

/** Either of these two may be left out of the header; every other column is required. */
const ATTRIBUTION_COLUMNS = [CSV_COLUMNS.shortCode, CSV_COLUMNS.trackingId];
const CENTS_FIELDS = new Set<keyof ConversionReport>(['orderAmountCents', 'commissionCents']);

export interface CsvRecord {
  /** The line (1-based) the record starts on. */
  line: number;
  cells: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface EarningsRow {
  line: number;
  report: ConversionReport;
}

export type EarningsCsv = { ok: true; rows: EarningsRow[] } | { ok: false; problems: CsvProblem[] };

/** Splits CSV text into records (RFC 4180); a quote left open is a problem at the line it opened on. */
export function csvRecords(text: string): { records: CsvRecord[]; problem?: CsvProblem } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      cell += ch;
    }
  }
  if (quoted) return { records, problem: { line: quoteLine, message: 'a quoted field is never closed' } };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records };
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/** The header's column positions, or what is wrong with it. */
function readHeader(header: CsvRecord): { columns: Map<keyof ConversionReport, number> } | { problems: CsvProblem[] } {
  const byName = new Map(Object.entries(CSV_COLUMNS).map(([field, name]) => [name, field as keyof ConversionReport]));
  const columns = new Map<keyof ConversionReport, number>();
  const problems: CsvProblem[] = [];
  header.cells.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    const field = byName.get(name);
    if (!field) problems.push({ line: header.line, message: `unknown column "${raw.trim()}" (the columns are ${Object.values(CSV_COLUMNS).join(', ')})` });
    else if (columns.has(field)) problems.push({ line: header.line, message: `the column ${name} is given twice` });
    else columns.set(field, index);
  });
  const missing = Object.entries(CSV_COLUMNS)
    .filter(([field, name]) => !ATTRIBUTION_COLUMNS.includes(name) && !columns.has(field as keyof ConversionReport))
    .map(([, name]) => name);
  if (missing.length > 0) problems.push({ line: header.line, message: `the header lacks ${missing.join(', ')}` });
  if (!columns.has('shortCode') && !columns.has('trackingId')) {
    problems.push({ line: header.line, message: `the header needs ${CSV_COLUMNS.shortCode} or ${CSV_COLUMNS.trackingId} (or both, one filled per row)` });
  }
  return problems.length > 0 ? { problems } : { columns };
}

/** Reads and checks a whole earnings report; `now` refuses orders dated in the future. */
export function parseEarningsCsv(text: string, now: Date): EarningsCsv {
  const { records, problem } = csvRecords(text);
  if (problem) return { ok: false, problems: [problem] };
  const [header, ...body] = records.filter((record) => !isBlank(record));
  if (!header) return { ok: false, problems: [{ line: 1, message: 'the file is empty: it needs a header row and at least one order' }] };
  const read = readHeader(header);
  if ('problems' in read) return { ok: false, problems: read.problems };
  if (body.length === 0) return { ok: false, problems: [{ line: header.line, message: 'the file has a header but no orders' }] };

  const rows: EarningsRow[] = [];
  const problems: CsvProblem[] = [];
  for (const record of body) {
    if (record.cells.length !== header.cells.length) {
      problems.push({ line: record.line, message: `has ${record.cells.length} fields where the header has ${header.cells.length}` });
      continue;
    }
    const fields: Record<string, unknown> = {};
    for (const [field, index] of read.columns) {
      const value = record.cells[index]!.trim();
      // Digits become numbers; anything else stays text, which the check refuses as not a whole number of cents.
      fields[field] = CENTS_FIELDS.has(field) && /^\d{1,15}$/.test(value) ? Number(value) : value;
    }
    const checked = checkConversionReport(fields, now, CSV_COLUMNS);
    if ('problem' in checked) problems.push({ line: record.line, message: checked.problem });
    else rows.push({ line: record.line, report: checked.report });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
