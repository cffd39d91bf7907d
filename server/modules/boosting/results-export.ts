import ExcelJS from 'exceljs';
import type { BoostingContent } from './boosting-contents';
import { addSums, metricsOf, NO_RESULTS, type ContentSums, type ResultSums } from './boosting-metrics';
import type { DateRange, DaySums } from './results-queries';

/**
 * The boosting exports (exportByDate, exportByContentId) as real OOXML workbooks: a header row, one row per date
 * or content, a Total row. Every measure is a numeric cell so a spreadsheet can sum and chart it: money in dollars
 * with a currency format (computed from whole cents, the totals from the summed cents, never from rounded
 * dollars), counts as integers, conversion and ROI as ratios with a percent format, dates as date cells.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXPORT_NAMES = { byDate: 'Boosting results by date', byContent: 'Boosting results by content' } as const;

const DOLLARS = '"$"#,##0.00';
const PERCENT = '0.00%';
const INTEGER = '#,##0';

/** The measure columns both sheets share, after their own leading columns. */
const MEASURE_COLUMNS: Array<Partial<ExcelJS.Column>> = [
  { header: 'Spend (USD)', key: 'spend', width: 14, style: { numFmt: DOLLARS } },
  { header: 'Impressions', key: 'impressions', width: 13, style: { numFmt: INTEGER } },
  { header: 'Clicks', key: 'clicks', width: 10, style: { numFmt: INTEGER } },
  { header: 'Orders', key: 'orders', width: 10, style: { numFmt: INTEGER } },
  { header: 'Conversion rate', key: 'conversionRate', width: 16, style: { numFmt: PERCENT } },
  { header: 'Earnings (USD)', key: 'earnings', width: 15, style: { numFmt: DOLLARS } },
  { header: 'ROI', key: 'roi', width: 10, style: { numFmt: PERCENT } },
];

function measureCells(sums: ResultSums) {
  const metrics = metricsOf(sums);
  return {
    spend: sums.spendCents / 100,
    impressions: sums.impressions,
    clicks: sums.clicks,
    orders: sums.orders,
    conversionRate: metrics.conversionRate,
    earnings: sums.earningsCents / 100,
    roi: metrics.roi,
  };
}

function newSheet(title: string, range: DateRange, name: string, leading: Array<Partial<ExcelJS.Column>>) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Linkmint';
  workbook.title = `${title}, ${range.startDate} to ${range.endDate} (Pacific time)`;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [...leading, ...MEASURE_COLUMNS];
  sheet.getRow(1).font = { bold: true };
  return { workbook, sheet };
}

function addTotal(sheet: ExcelJS.Worksheet, label: Record<string, string>, sums: ResultSums) {
  sheet.addRow({ ...label, ...measureCells(sums) }).font = { bold: true };
}

/** The workbook's bytes (exceljs answers a Node Buffer, whose memory may be a shared pool's: copied out). */
async function writeWorkbook(workbook: ExcelJS.Workbook): Promise<Uint8Array<ArrayBuffer>> {
  return Uint8Array.from(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

/** A date written YYYY-MM-DD as the date cell of that calendar day (midnight UTC is the day itself in a sheet). */
const dateCell = (date: string) => new Date(`${date}T00:00:00Z`);

export async function workbookByDate(range: DateRange, days: readonly DaySums[]): Promise<Uint8Array<ArrayBuffer>> {
  const { workbook, sheet } = newSheet(EXPORT_NAMES.byDate, range, 'By date', [{ header: 'Date', key: 'date', width: 12, style: { numFmt: 'yyyy-mm-dd' } }]);
  for (const day of days) sheet.addRow({ date: dateCell(day.date), ...measureCells(day.sums) });
  addTotal(sheet, { date: 'Total' }, days.reduce((sum, day) => addSums(sum, day.sums), NO_RESULTS));
  return writeWorkbook(workbook);
}

export async function workbookByContent(range: DateRange, rows: ReadonlyArray<{ content: BoostingContent; sums: ContentSums }>): Promise<Uint8Array<ArrayBuffer>> {
  const { workbook, sheet } = newSheet(EXPORT_NAMES.byContent, range, 'By content', [
    { header: 'Content id', key: 'contentId', width: 14 },
    { header: 'Kind', key: 'kind', width: 8 },
    { header: 'Title', key: 'title', width: 40 },
  ]);
  for (const { content, sums } of rows) sheet.addRow({ contentId: content.contentId, kind: content.kind, title: content.title, ...measureCells(sums) });
  addTotal(sheet, { contentId: 'Total' }, rows.reduce<ResultSums>((sum, row) => addSums(sum, row.sums), NO_RESULTS));
  return writeWorkbook(workbook);
}

/** The answer of an export call: the workbook as an attachment named `<name>[ <timestamp>].xlsx` (src/api/export-download.ts). */
export function workbookResponse(bytes: Uint8Array<ArrayBuffer>, name: string, timestamp: string | undefined): Response {
  const fileName = `${name}${timestamp ? ` ${timestamp}` : ''}.xlsx`;
  return new Response(bytes, {
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
    },
  });
}
