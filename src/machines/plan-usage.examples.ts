import type { SimulationExamples } from './actor-examples';
import type { planUsageMachine } from './plan-usage.machine';

export const planUsageExamples: SimulationExamples<typeof planUsageMachine> = {
  actors: {
    getStripeCancelAlert: { output: false, error: 'The subscription could not be checked.' },
    getUsedClicks: {
      output: { alertType: 2, currentUsedClicks: 10240, packageIncludeClicks: 10000 },
      error: 'The clicks used could not be loaded.',
    },
  },
};
