import ExcelJS from 'exceljs';

/**
 * The app's spreadsheet exports (boosting results, settlements): one sheet, a bold header row, typed cells a
 * spreadsheet can sum (money as dollars with a currency format, counts as integers, rates as percentages,
 * Pacific dates as date cells), and an optional Total row. Amounts arrive as integer cents and become dollars
 * only here, as a view formats them.
 */

export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * - text: as given;
 * - integer: a count;
 * - cents: integer cents, written as dollars with two decimals;
 * - percent: a ratio (0.25), shown as 25.00%;
 * - date: a 'YYYY-MM-DD' calendar date, shown as MM/DD/YYYY (spec §9).
 */
export type CellKind = 'text' | 'integer' | 'cents' | 'percent' | 'date';

export interface SheetColumn<Row> {
  header: string;
  kind: CellKind;
  /** Characters; a little wider than the header by default. */
  width?: number;
  value(row: Row): string | number | null;
  /** The column's value in the Total row (a sum, or a rate of the sums); no Total row when no column has one. */
  total?(rows: readonly Row[]): string | number | null;
}

export interface Sheet<Row> {
  name: string;
  /** The workbook's title in its document properties (what the file holds, e.g. its date range). */
  title?: string;
  columns: readonly SheetColumn<Row>[];
  rows: readonly Row[];
}

const FORMATS: Partial<Record<CellKind, string>> = {
  integer: '#,##0',
  cents: '"$"#,##0.00;-"$"#,##0.00',
  percent: '0.00%',
  date: 'mm/dd/yyyy',
};

function cellValue(kind: CellKind, value: string | number | null): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'cents') return Number(value) / 100;
  // A calendar date has no time zone: midnight UTC is the serial number of that very day.
  if (kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
  return value;
}

/** The workbook's bytes. */
export async function workbookOf<Row>(sheet: Sheet<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Linkmint';
  if (sheet.title) workbook.title = sheet.title;
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 4),
    ...(FORMATS[column.kind] ? { style: { numFmt: FORMATS[column.kind] } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of sheet.rows)
    worksheet.addRow(sheet.columns.map((column) => cellValue(column.kind, column.value(row))));
  if (sheet.columns.some((column) => column.total)) {
    const total = worksheet.addRow(
      sheet.columns.map((column, index) =>
        column.total ? cellValue(column.kind, column.total(sheet.rows)) : index === 0 ? 'Total' : null,
      ),
    );
    total.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `<base name>[ <timestamp>].xlsx`: the timestamp (YYYY-MM-DD HH:mm:ss) the app sent, when it sent one. */
export function spreadsheetFileName(baseName: string, timestamp?: string): string {
  return `${baseName}${timestamp ? ` ${timestamp}` : ''}.xlsx`;
}

/** The answer of an export call: the workbook as an attachment under its file name. */
export function spreadsheetResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': SPREADSHEET_TYPE,
      'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
