import { csvRecords, isBlankRecord, type CsvProblem, type CsvRecord } from '../../csv';
import { checkConversionReport, type ConversionReport, type FieldNames } from './conversion-report';

/**
 * The CSV of a retailer's earnings report, as the admin CLI imports it (`earnings import FILE`): a header row
 * naming the columns (any order, any letter case), then one order per row, quoted as spreadsheets write CSV
 * (server/csv.ts). The whole file is checked before anything is stored: every problem is answered with the line
 * its row starts on, and the caller stores nothing while there is one.
 */

/** The columns, named after the postback's fields. */
export const CSV_COLUMNS: FieldNames = {
  network: 'network',
  orderId: 'order_id',
  shortCode: 'short_code',
  trackingId: 'tracking_id',
  subId: 'sub_id',
  orderAmountCents: 'order_amount_cents',
  commissionCents: 'commission_cents',
  currency: 'currency',
  status: 'status',
  orderedAt: 'ordered_at',
};

/** Either of these two may be left out of the header; every other column is required but sub_id. */
const ATTRIBUTION_COLUMNS = [CSV_COLUMNS.shortCode, CSV_COLUMNS.trackingId];
const OPTIONAL_COLUMNS = [...ATTRIBUTION_COLUMNS, CSV_COLUMNS.subId];
const CENTS_FIELDS = new Set<keyof ConversionReport>(['orderAmountCents', 'commissionCents']);

export interface EarningsRow {
  line: number;
  report: ConversionReport;
}

/** The rows that read well and the problems of the others; the file is good when there are no problems. */
export interface EarningsCsv {
  rows: EarningsRow[];
  problems: CsvProblem[];
}

/** The header's column positions, or what is wrong with it. */
function readHeader(header: CsvRecord): { columns: Map<keyof ConversionReport, number> } | { problems: CsvProblem[] } {
  const byName = new Map(Object.entries(CSV_COLUMNS).map(([field, name]) => [name, field as keyof ConversionReport]));
  const columns = new Map<keyof ConversionReport, number>();
  const problems: CsvProblem[] = [];
  header.cells.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    const field = byName.get(name);
    if (!field)
      problems.push({
        line: header.line,
        message: `unknown column "${raw.trim()}" (the columns are ${Object.values(CSV_COLUMNS).join(', ')})`,
      });
    else if (columns.has(field)) problems.push({ line: header.line, message: `the column ${name} is given twice` });
    else columns.set(field, index);
  });
  const missing = Object.entries(CSV_COLUMNS)
    .filter(([field, name]) => !OPTIONAL_COLUMNS.includes(name) && !columns.has(field as keyof ConversionReport))
    .map(([, name]) => name);
  if (missing.length > 0) problems.push({ line: header.line, message: `the header lacks ${missing.join(', ')}` });
  if (!columns.has('shortCode') && !columns.has('trackingId')) {
    problems.push({
      line: header.line,
      message: `the header needs ${CSV_COLUMNS.shortCode} or ${CSV_COLUMNS.trackingId} (or both, one filled per row)`,
    });
  }
  return problems.length > 0 ? { problems } : { columns };
}

/** Reads and checks a whole earnings report; `now` refuses orders dated in the future. */
export function parseEarningsCsv(text: string, now: Date): EarningsCsv {
  const { records, problem } = csvRecords(text);
  if (problem) return { rows: [], problems: [problem] };
  const [header, ...body] = records.filter((record) => !isBlankRecord(record));
  if (!header)
    return {
      rows: [],
      problems: [{ line: 1, message: 'the file is empty: it needs a header row and at least one order' }],
    };
  const read = readHeader(header);
  if ('problems' in read) return { rows: [], problems: read.problems };
  if (body.length === 0)
    return { rows: [], problems: [{ line: header.line, message: 'the file has a header but no orders' }] };

  const rows: EarningsRow[] = [];
  const problems: CsvProblem[] = [];
  for (const record of body) {
    if (record.cells.length !== header.cells.length) {
      problems.push({
        line: record.line,
        message: `has ${record.cells.length} fields where the header has ${header.cells.length}`,
      });
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
  return { rows, problems };
}
