import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BREAKDOWN } from './earnings-example-report';
import { usd } from './example-answers';
import type { earningsOverviewMachine } from './earnings-overview.machine';

export const earningsOverviewExamples: SimulationExamples<typeof earningsOverviewMachine> = {
  actors: {
    loadReport: {
      output: {
        balance: {
          balance: usd(304),
          pending: usd(30412),
          paidOut: usd(28750),
          lifetimeEarnings: usd(59466),
          referralBonus: usd(1304),
          nextPayoutDate: '2026-12-15',
        },
        brands: EXAMPLE_BREAKDOWN,
      },
      error: 'Your earnings and balance could not be loaded. Check your connection and try again.',
    },
  },
};
