/**
 * otherBrandCommissionDetail/index: the commission of one brand beyond Amazon (Target or Walmart, paid through
 * Impact) over a Pacific range, link by link (getEarningsBreakdown by link of that brand).
 */
import { getEarningsBreakdown } from '../api/earnings';
import type { Breakdown } from './brand-commission.machine';
import { earningsReportMachine } from './earnings-report';
import type { MachineCard } from './machine-catalog';

export const OTHER_BRAND_LOAD_FAILED =
  "This brand's commission could not be loaded. Check your connection and try again.";

export const otherBrandCommissionMachine = earningsReportMachine<Breakdown>({
  id: 'otherBrandCommission',
  description: "Target's or Walmart's commission over a Pacific date range, link by link.",
  reading: "Reading the brand's links over the range (getEarningsBreakdown by link, of the brand chosen)",
  showing: "The brand's sales, orders, commission and rate, and its links, highest commission first.",
  loadFailed: OTHER_BRAND_LOAD_FAILED,
  ranges: 'chips',
  brandChips: true,
  load: ({ range, brand }, signal) =>
    getEarningsBreakdown({ ...range, by: 'link', ...(brand ? { brand } : {}) }, { signal, ignoreErrors: true }),
});

export const card = {
  machine: otherBrandCommissionMachine,
  title: 'Other brand commission details',
  spec: '§2 otherBrandCommissionDetail/index; §9 commission percent; issue 16',
  screen: 'otherBrandCommission',
  input: { today: '2026-11-25', brand: 'target' },
} satisfies MachineCard<typeof otherBrandCommissionMachine>;
