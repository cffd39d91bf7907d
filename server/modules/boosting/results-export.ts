import { SPREADSHEET_TYPE, workbookOf, type SheetColumn } from '../../spreadsheet';
import type { BoostingContent } from './boosting-contents';
import { addSums, metricsOf, NO_RESULTS, type ResultSums } from './boosting-metrics';
import type { DateRange, DaySums } from './results-queries';

/**
 * The boosting exports (exportByDate, exportByContentId), written by the shared spreadsheet writer: one row per
 * date or content and a Total row. Money is summed as whole cents before it becomes dollars, and the Total row's
 * conversion rate and ROI are ratios of the summed results, never sums or averages of the rows' ratios.
 */

/** The content type of both exports. */
export { SPREADSHEET_TYPE as XLSX_TYPE };

export const EXPORT_NAMES = { byDate: 'Boosting results by date', byContent: 'Boosting results by content' } as const;

const summed = (rows: ReadonlyArray<{ sums: ResultSums }>) =>
  rows.reduce((total, row) => addSums(total, row.sums), NO_RESULTS);

/** The measure columns both sheets share, after their own leading columns; each totals the rows' summed results. */
function measureColumns<Row extends { sums: ResultSums }>(): Array<SheetColumn<Row>> {
  const measure = (
    header: string,
    kind: 'cents' | 'integer' | 'percent',
    width: number,
    pick: (sums: ResultSums) => number,
  ): SheetColumn<Row> => ({
    header,
    kind,
    width,
    value: (row) => pick(row.sums),
    total: (rows) => pick(summed(rows)),
  });
  return [
    measure('Spend (USD)', 'cents', 14, (sums) => sums.spendCents),
    measure('Impressions', 'integer', 13, (sums) => sums.impressions),
    measure('Clicks', 'integer', 10, (sums) => sums.clicks),
    measure('Orders', 'integer', 10, (sums) => sums.orders),
    measure('Conversion rate', 'percent', 16, (sums) => metricsOf(sums).conversionRate),
    measure('Earnings (USD)', 'cents', 15, (sums) => sums.earningsCents),
    measure('ROI', 'percent', 10, (sums) => metricsOf(sums).roi),
  ];
}

const rangeTitle = (title: string, range: DateRange) =>
  `${title}, ${range.startDate} to ${range.endDate} (Pacific time)`;

export function workbookByDate(range: DateRange, days: readonly DaySums[]): Promise<Buffer> {
  return workbookOf({
    name: 'By date',
    title: rangeTitle(EXPORT_NAMES.byDate, range),
    columns: [{ header: 'Date', kind: 'date', width: 12, value: (day) => day.date }, ...measureColumns<DaySums>()],
    rows: days,
  });
}

type ContentRow = { content: BoostingContent; sums: ResultSums };

export function workbookByContent(range: DateRange, rows: readonly ContentRow[]): Promise<Buffer> {
  return workbookOf({
    name: 'By content',
    title: rangeTitle(EXPORT_NAMES.byContent, range),
    columns: [
      { header: 'Content id', kind: 'text', width: 14, value: (row) => row.content.contentId },
      { header: 'Kind', kind: 'text', width: 8, value: (row) => row.content.kind },
      { header: 'Title', kind: 'text', width: 40, value: (row) => row.content.title },
      ...measureColumns<ContentRow>(),
    ],
    rows,
  });
}
