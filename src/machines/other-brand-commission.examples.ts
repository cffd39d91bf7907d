import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BREAKDOWN } from './earnings-example-report';
import type { otherBrandCommissionMachine } from './other-brand-commission.machine';

export const otherBrandCommissionExamples: SimulationExamples<typeof otherBrandCommissionMachine> = {
  actors: {
    loadReport: {
      output: EXAMPLE_BREAKDOWN,
      error: 'The commission details could not be loaded. Check your connection and try again.',
    },
  },
};
