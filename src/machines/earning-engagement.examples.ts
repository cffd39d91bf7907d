import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BREAKDOWN, EXAMPLE_DASHBOARD } from './earnings-example-report';
import type { earningEngagementMachine } from './earning-engagement.machine';

export const earningEngagementExamples: SimulationExamples<typeof earningEngagementMachine> = {
  actors: {
    loadReport: {
      output: { dashboard: EXAMPLE_DASHBOARD, links: { ...EXAMPLE_BREAKDOWN, by: 'link' } },
      error: 'Your engagement data could not be loaded. Check your connection and try again.',
    },
  },
};
