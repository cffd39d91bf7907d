import type { SimulationExamples } from './actor-examples';
import { usd } from './example-answers';
import type { balanceMachine } from './balance.machine';

export const balanceExamples: SimulationExamples<typeof balanceMachine> = {
  actors: {
    getBalance: {
      output: {
        balance: usd(1304),
        referralCredits: usd(1304),
        readyToPay: usd(304),
        pending: usd(850),
        settlementsPaid: usd(1000),
        referralCode: 'JANE20',
        referredShops: 3,
      },
      error: 'Your balance could not be loaded.',
    },
  },
};
