/**
 * CSV as spreadsheets write it (RFC 4180): commas between fields, fields in double quotes may hold commas, line
 * breaks and doubled quotes; CRLF or LF line ends; a byte-order mark is skipped. Each record keeps the line it
 * starts on, so an import can name the line of a bad row even when a quoted field spans lines.
 */

/** Something wrong with a file, at the line (1-based) it concerns. */
export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvRecord {
  /** The line (1-based) the record starts on. */
  line: number;
  cells: string[];
}

/** A record of empty or blank cells only: a blank line, or a row of commas as spreadsheets write after the data. */
export const isBlankRecord = (record: CsvRecord): boolean => record.cells.every((cell) => cell.trim() === '');

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

/**
 * Writes rows as CSV (RFC 4180, CRLF line ends). A cell a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return) gets a leading apostrophe, so an exported referrer or title cannot run one.
 */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file as an operation's answer, downloaded under `fileName`. */
export function csvResponse(text: string, fileName: string): Response {
  return new Response(`\ufeff${text}`, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
