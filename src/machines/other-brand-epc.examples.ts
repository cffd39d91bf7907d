import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BREAKDOWN } from './earnings-example-report';
import type { otherBrandEpcMachine } from './other-brand-epc.machine';

export const otherBrandEpcExamples: SimulationExamples<typeof otherBrandEpcMachine> = {
  actors: {
    loadReport: {
      output: EXAMPLE_BREAKDOWN,
      error: 'The commission details could not be loaded. Check your connection and try again.',
    },
  },
};
