import type { SimulationExamples } from './actor-examples';
import { usd } from './example-answers';
import type { ledgerMachine } from './ledger.machine';

export const ledgerExamples: SimulationExamples<typeof ledgerMachine> = {
  actors: {
    fetchPage: {
      output: {
        list: [
          {
            id: 'le_1',
            kind: 'referral_credit',
            amount: usd(400),
            month: '2026-11',
            occurredAt: '2026-11-12T10:00:00.000Z',
          },
        ],
        total: 6,
      },
      error: 'Your income details could not be loaded.',
    },
  },
};
