import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_DASHBOARD } from './earnings-example-report';
import type { earningsMonthsMachine } from './earnings-months.machine';

export const earningsMonthsExamples: SimulationExamples<typeof earningsMonthsMachine> = {
  actors: {
    loadReport: {
      output: {
        startDate: '2026-06-01',
        endDate: '2026-11-25',
        months: [
          { month: '2026-10', clicks: 2210, conversions: 88, earningsCents: 28750, conversionRate: 3.98, epcCents: 13 },
          { month: '2026-11', clicks: 2480, conversions: 96, earningsCents: 30412, conversionRate: 3.87, epcCents: 12 },
        ],
        totals: EXAMPLE_DASHBOARD.totals,
      },
      error: 'Your earnings by month could not be loaded. Check your connection and try again.',
    },
  },
};
