/**
 * Example earnings numbers the earnings pages' examples share: Jane's commission from 1 to 25 November 2026, as
 * the dashboard and the breakdown by brand answer it.
 */
import type { ActorOutput } from './actor-examples';
import type { brandCommissionMachine } from './brand-commission.machine';
import type { earningsDashboardMachine } from './earnings-dashboard.machine';
import { usd } from './example-answers';

export const EXAMPLE_DASHBOARD: ActorOutput<typeof earningsDashboardMachine, 'getDashboard'> = {
  startDate: '2026-11-01',
  endDate: '2026-11-25',
  totals: { clicks: 2480, conversions: 96, earnings: usd(30412), conversionRate: 3.87, epcCents: 12 },
  days: [
    { date: '2026-11-24', clicks: 140, conversions: 6, earnings: usd(1820), conversionRate: 4.29, epcCents: 13 },
    { date: '2026-11-25', clicks: 88, conversions: 3, earnings: usd(910), conversionRate: 3.41, epcCents: 10 },
  ],
};

export const EXAMPLE_BREAKDOWN: ActorOutput<typeof brandCommissionMachine, 'loadReport'> = {
  startDate: '2026-11-01',
  endDate: '2026-11-25',
  by: 'brand',
  totals: {
    clicks: 2480,
    conversions: 96,
    earnings: usd(30412),
    conversionRate: 3.87,
    epcCents: 12,
    sales: usd(760300),
    commissionRate: 4,
  },
  rows: [
    {
      key: 'amazon',
      name: 'Amazon',
      brand: 'amazon',
      clicks: 1900,
      conversions: 80,
      earnings: usd(24100),
      conversionRate: 4.21,
      epcCents: 13,
      sales: usd(602500),
      commissionRate: 4,
    },
    {
      key: 'target',
      name: 'Target',
      brand: 'target',
      clicks: 580,
      conversions: 16,
      earnings: usd(6312),
      conversionRate: 2.76,
      epcCents: 11,
      sales: usd(157800),
      commissionRate: 4,
    },
  ],
};
