import type { SimulationExamples } from './actor-examples';
import { usd } from './example-answers';
import type { billsMachine } from './bills.machine';

export const billsExamples: SimulationExamples<typeof billsMachine> = {
  actors: {
    fetchPage: {
      output: {
        list: [
          {
            id: 'bill_11',
            periodStart: '2026-10-01T00:00:00.000Z',
            periodEnd: '2026-11-01T00:00:00.000Z',
            planId: 75,
            planName: 'Pro',
            planAmount: usd(1999),
            usedClicks: 10240,
            includedClicks: 10000,
            extraClicks: 240,
            extraClicksAmount: usd(240),
            total: usd(2239),
            status: 'paid',
            paidAt: '2026-11-01T06:00:00.000Z',
          },
        ],
        total: 4,
      },
      error: 'Your bills could not be loaded.',
    },
  },
};
