import { pacificDate } from '../../../src/domain/pacific-time';
import { workbookOf, type SheetColumn } from '../../spreadsheet';
import type { SettlementLine } from './settlements';

/** The settlement export's file name before the optional timestamp (openapi.yaml settlementExport). */
export const SETTLEMENT_EXPORT_NAME = 'Settlements';

const sum = (lines: readonly SettlementLine[], pick: (line: SettlementLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

const KIND_LABEL: Record<SettlementLine['kind'], string> = {
  earnings: 'Earnings',
  adjustment: 'Adjustment (reversed orders)',
};

/** One row per line, newest period first, and a Total row of the amounts and orders. */
const COLUMNS: readonly SheetColumn<SettlementLine>[] = [
  { header: 'Period', kind: 'text', value: (line) => line.month, width: 10 },
  { header: 'Period start', kind: 'date', value: (line) => line.periodStart },
  { header: 'Period end', kind: 'date', value: (line) => line.periodEnd },
  { header: 'Source', kind: 'text', value: (line) => line.source },
  { header: 'Kind', kind: 'text', value: (line) => KIND_LABEL[line.kind], width: 28 },
  {
    header: 'Orders',
    kind: 'integer',
    value: (line) => line.conversionCount,
    total: (lines) => sum(lines, (line) => line.conversionCount),
  },
  {
    header: 'Amount (USD)',
    kind: 'cents',
    value: (line) => line.amountCents,
    total: (lines) => sum(lines, (line) => line.amountCents),
  },
  { header: 'Status', kind: 'text', value: (line) => line.status },
  { header: 'Paid on', kind: 'date', value: (line) => (line.paidAt ? pacificDate(line.paidAt) : null) },
  { header: 'Line id', kind: 'text', value: (line) => line.lineId, width: 38 },
];

export function settlementWorkbook(lines: readonly SettlementLine[]): Promise<Buffer> {
  return workbookOf({ name: SETTLEMENT_EXPORT_NAME, columns: COLUMNS, rows: lines });
}
