/**
 * records/index, the shop's orders and settlement lines (issue 16): its address, page sizes, the words for each
 * status, and the dates a settlement export covers. Pure.
 */
import { ROUTES } from './route-table';

export const RECORDS_PATH = ROUTES.records.path;
/** Orders per page of the records table. */
export const ORDERS_PAGE_SIZE = 20;
/** Settlement lines read at once: the contract's largest page, years of monthly lines. */
export const SETTLEMENT_LINES_PAGE_SIZE = 100;
/** The export's file name before its timestamp (openapi.yaml settlement-export: `Settlements[ <timestamp>].xlsx`). */
export const SETTLEMENT_EXPORT_BASE_NAME = 'Settlements';

export const ORDER_STATUS_LABELS = { pending: 'Pending', approved: 'Approved', reversed: 'Reversed' } as const;
export const SETTLEMENT_STATUS_LABELS = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
} as const;
export const SETTLEMENT_SOURCE_LABELS = {
  affiliate: 'Affiliate',
  brand_commission: 'Brand commission',
  boosting: 'Boosting',
  referral: 'Referral bonus',
} as const;

/**
 * The dates the export asks for: from the earliest period start to the latest period end of the lines listed, so
 * the file holds exactly the lines the page shows; null without lines (nothing to export).
 */
export function settlementSpan(
  lines: readonly { periodStart: string; periodEnd: string }[],
): { startDate: string; endDate: string } | null {
  if (lines.length === 0) return null;
  let startDate = lines[0]!.periodStart;
  let endDate = lines[0]!.periodEnd;
  for (const line of lines) {
    if (line.periodStart < startDate) startDate = line.periodStart;
    if (line.periodEnd > endDate) endDate = line.periodEnd;
  }
  return { startDate, endDate };
}
