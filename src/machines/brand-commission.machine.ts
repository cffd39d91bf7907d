/**
 * extraCommissionDetail/index, 'Brand Commission Details': each brand's clicks, orders, sales, commission,
 * commission rate and EPC over a Pacific range, side by side (getEarningsBreakdown by brand).
 */
import { getEarningsBreakdown } from '../api/earnings';
import { earningsReportMachine } from './earnings-report';
import type { MachineCard } from './machine-catalog';

export type Breakdown = Awaited<ReturnType<typeof getEarningsBreakdown>>;

export const BRAND_COMMISSION_LOAD_FAILED =
  'The commission by brand could not be loaded. Check your connection and try again.';

export const brandCommissionMachine = earningsReportMachine<Breakdown>({
  id: 'brandCommission',
  description: 'The commission each brand paid over a Pacific date range, with its sales, orders, rate and EPC.',
  reading: 'Reading the range by brand (getEarningsBreakdown)',
  showing: 'One row per brand, highest commission first, beside the commission charted by brand.',
  loadFailed: BRAND_COMMISSION_LOAD_FAILED,
  ranges: 'chips',
  load: ({ range }, signal) => getEarningsBreakdown({ ...range, by: 'brand' }, { signal, ignoreErrors: true }),
});

export const card = {
  machine: brandCommissionMachine,
  title: 'Brand commission details',
  spec: '§2 extraCommissionDetail/index; §9 commission percent; issue 16',
  screen: 'brandCommission',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof brandCommissionMachine>;
