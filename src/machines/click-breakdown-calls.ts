/**
 * The click breakdown panel's CSV downloads (clicks/breakdown_export, clicks/clicks_export), each saved under a
 * name that says what and which dates it holds; the API layer saves the file and toasts 'download successful',
 * or toasts why it failed. The machine names these as its actors in setup, so tests provide fakes instead.
 */
import { breakdownExport, clicksExport } from '../api/clickstats';
import { exportFileName } from '../api/export-download';

/** A scope and a Pacific range, as every clickstats call takes them (the session fills in the shop). */
export type ClickCsvRequest = Parameters<typeof breakdownExport>[1];
export type ClickCsvKind = 'breakdown' | 'clicks';

const BASE_NAMES: Record<ClickCsvKind, string> = { breakdown: 'Click breakdown', clicks: 'Clicks' };

/** 'Click breakdown short-link abc123 2026-11-19 to 2026-11-25.csv' (as the server names it too). */
export function clickCsvName(kind: ClickCsvKind, request: ClickCsvRequest): string {
  const what = [request.scope, request.id].filter(Boolean).join(' ');
  return exportFileName(`${BASE_NAMES[kind]} ${what} ${request.startDate} to ${request.endDate}`, {
    extension: 'csv',
  });
}

export function downloadClickCsv(kind: ClickCsvKind, request: ClickCsvRequest): Promise<void> {
  const call = kind === 'breakdown' ? breakdownExport : clicksExport;
  return call(clickCsvName(kind, request), request);
}
