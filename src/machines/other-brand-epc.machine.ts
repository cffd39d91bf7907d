/**
 * otherBrandCommissionDetail/epcDetail: earnings per click of one brand beyond Amazon (Target or Walmart) over a
 * Pacific range, link by link, highest EPC first (getEarningsBreakdown by link of that brand, ordered by EPC).
 */
import { getEarningsBreakdown } from '../api/earnings';
import type { Breakdown } from './brand-commission.machine';
import { earningsReportMachine } from './earnings-report';
import type { MachineCard } from './machine-catalog';

export const OTHER_BRAND_EPC_LOAD_FAILED =
  "This brand's earnings per click could not be loaded. Check your connection and try again.";

export const otherBrandEpcMachine = earningsReportMachine<Breakdown>({
  id: 'otherBrandEpc',
  description: "Target's or Walmart's earnings per click over a Pacific date range, link by link.",
  reading: "Reading the brand's links over the range, highest EPC first (getEarningsBreakdown by link, ordered by EPC)",
  showing: "The brand's EPC, and each link's clicks, commission and EPC, charted and in a table.",
  loadFailed: OTHER_BRAND_EPC_LOAD_FAILED,
  ranges: 'chips',
  brandChips: true,
  load: ({ range, brand }, signal) =>
    getEarningsBreakdown(
      { ...range, by: 'link', orderBy: 'epc', ...(brand ? { brand } : {}) },
      { signal, ignoreErrors: true },
    ),
});

export const card = {
  machine: otherBrandEpcMachine,
  title: 'Other brand EPC details',
  spec: '§2 otherBrandCommissionDetail/epcDetail; §9 formatting; issue 16',
  screen: 'otherBrandEpc',
  input: { today: '2026-11-25', brand: 'target' },
} satisfies MachineCard<typeof otherBrandEpcMachine>;
