import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BREAKDOWN } from './earnings-example-report';
import type { brandCommissionMachine } from './brand-commission.machine';

export const brandCommissionExamples: SimulationExamples<typeof brandCommissionMachine> = {
  actors: {
    loadReport: {
      output: EXAMPLE_BREAKDOWN,
      error: 'The commission details could not be loaded. Check your connection and try again.',
    },
  },
};
